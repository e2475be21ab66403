import { Alert, Anchor, Badge, Button, Card, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type PatientSummary, RECORD_TYPES, type RecordType } from '@naijacare/contracts';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText } from '../../lib/format';
import { idParam } from '../../lib/idParam';
import { RecordListItem } from '../records';
import { hospitalViewQueries } from './api';
import { hospitalRecordPath } from './paths';
import { isRefused, useStillShared } from './stillShared';

const ALL = 'all';

/** Said instead of the record once the patient's access has ended (or never was): the server refuses it, or the page learned of the revocation. */
export function AccessEnded() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t('hospitalPatients.view.endedTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('hospitalPatients.view.endedText')}</Text>
        <Anchor component={Link} to="/hospital-patients" size="sm">
          {t('hospitalPatients.view.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value?.trim() ? value : t('common.notProvided')}
      </Text>
    </Stack>
  );
}

function HealthFacts({ patient }: { patient: PatientSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hospital-view-facts">
      <Title order={2} fz="lg" mb="sm" id="hospital-view-facts">
        {t('hospitalPatients.view.facts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('fields.dateOfBirth')} value={dateText(patient.date_of_birth)} />
        <Fact label={t('fields.gender')} value={patient.gender ? t(`choices.gender.${patient.gender}`, { defaultValue: patient.gender }) : null} />
        <Fact label={t('fields.bloodType')} value={patient.blood_type} />
        <Fact label={t('fields.allergies')} value={patient.allergies} />
        <Fact label={t('fields.medicalConditions')} value={patient.medical_conditions} />
        <Fact label={t('fields.currentMedications')} value={patient.current_medications} />
        <Fact label={t('fields.emergencyContact')} value={patient.emergency_contact} />
      </SimpleGrid>
    </Card>
  );
}

function Records({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const [type, setType] = useState<RecordType | null>(null);
  const query = useInfiniteQuery(hospitalViewQueries.records(patientId, type));
  if (query.isError && isRefused(query.error)) return <AccessEnded />;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hospital-view-records">
      <Title order={2} fz="lg" mb="sm" id="hospital-view-records">
        {t('hospitalPatients.view.records')}
      </Title>
      <Chip.Group multiple={false} value={type ?? ALL} onChange={(v) => setType(v === ALL ? null : (v as RecordType))}>
        <Group gap="xs" mb="md" role="group" aria-label={t('hospitalPatients.view.filter')}>
          <Chip value={ALL} size="sm">
            {t('hospitalPatients.all')}
          </Chip>
          {RECORD_TYPES.map((rt) => (
            <Chip key={rt} value={rt} size="sm">
              {t(`records.type.${rt}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryBoundary
        query={query}
        failed={t('hospitalPatients.view.recordsFailed')}
        empty={t('hospitalPatients.view.noRecords')}
        pick={(data) => data.pages.flatMap((p) => p.results)}
      >
        {(list) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('hospitalPatients.view.records')}>
            {list.map((record) => (
              <RecordListItem key={record.id} record={record} to={hospitalRecordPath(record.patient, record.id)} testId="hospital-view-record" />
            ))}
          </Stack>
        )}
      </QueryBoundary>
      {query.hasNextPage && (
        <Button variant="default" mt="sm" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('hospitalPatients.view.loadMore')}
        </Button>
      )}
    </Card>
  );
}

/**
 * /hospital-patients/:patientId — what a patient's consent opens to the hospital, read only: their
 * health facts and records (prescriptions among them), while the access lasts. Each record opens on
 * its own page; the server records every opening in the patient's "who viewed my record". Once the
 * patient revokes the access, the open page replaces all of it with a notice, without a reload.
 */
export function HospitalPatientPage() {
  const { t } = useTranslation();
  const patientId = idParam(useParams().patientId);
  const shared = useStillShared(patientId);
  const patient = useQuery({ ...hospitalViewQueries.patient(patientId ?? 0), enabled: patientId !== null && shared });
  const ended = !shared || (patient.isError && isRefused(patient.error));

  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/hospital-patients" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('hospitalPatients.view.back')}
      </Anchor>
      {ended || patientId === null ? (
        <AccessEnded />
      ) : (
        <QueryBoundary query={patient} failed={t('hospitalPatients.view.failed')}>
          {(p) => (
            <Stack>
              <PageHeader title={p.full_name} description={t('hospitalPatients.view.intro')} />
              <Group gap="xs">
                <Badge variant="light" color="gray" leftSection={<IconEye size={12} />}>
                  {t('hospitalPatients.view.readOnly')}
                </Badge>
              </Group>
              <HealthFacts patient={p} />
              <Records patientId={patientId} />
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
