import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { AffiliatedDoctor, AffiliationAction } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { AffiliationActionButtons } from '../../components/AffiliationActionButtons';
import { AffiliationStatusBadge as StatusBadge } from '../../components/AffiliationStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { publicImage } from '../../components/publicImage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { showsAvailability } from '../../lib/affiliationView';
import { ReasonModal, type ReasonTarget } from '../hospital-affiliations';
import { REASON_ACTIONS, useAffiliatedDoctors, useDoctorChange } from '../hospital-affiliations/api';

function DoctorCard({ doctor, busy, onAction }: { doctor: AffiliatedDoctor; busy: boolean; onAction: (a: AffiliationAction) => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid="affiliated-doctor">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group wrap="nowrap" align="flex-start">
          <Avatar {...publicImage(doctor.professional_photo, 56)} size={56} radius="xl" color="brand" alt={doctor.full_name}>
            {doctor.full_name.replace('Dr. ', '').charAt(0)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{doctor.full_name}</Text>
            <Text size="sm" c="dimmed">
              {doctor.specialization}
            </Text>
            <Group gap="xs" mt={4}>
              <StatusBadge status={doctor.status} />
              {showsAvailability(doctor.status) && (
                <Badge variant="dot" color={doctor.is_available ? 'green' : 'gray'}>
                  {doctor.is_available ? t('affiliations.doctors.available') : t('affiliations.doctors.unavailable')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{t('affiliations.doctors.upcoming', { count: doctor.upcoming_appointments })}</Text>
            {doctor.reason && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('affiliations.page.reasonGiven', { reason: doctor.reason })}
              </Text>
            )}
          </Stack>
        </Group>
        <AffiliationActionButtons actions={doctor.allowed_actions} doctorName={doctor.full_name} busy={busy} onAction={onAction} />
      </Stack>
    </Card>
  );
}

/** The hospital's affiliated doctors ("Active Doctors"): who practises here, how busy they are, and suspend / revoke / reactivate. */
export function HospitalDoctorsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const hospitalId = session ? (hospitalProfileOf(session)?.id ?? 0) : 0;
  const [includeInactive, setIncludeInactive] = useState(false);
  const doctors = useAffiliatedDoctors(hospitalId, includeInactive);
  const change = useDoctorChange();
  const [target, setTarget] = useState<(ReasonTarget & { doctor: AffiliatedDoctor }) | null>(null);

  const act = (doctor: AffiliatedDoctor, action: AffiliationAction) => {
    if (REASON_ACTIONS[action]) setTarget({ doctor, action: action as ReasonTarget['action'], doctorName: doctor.full_name });
    else change.mutate({ doctor, action });
  };

  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('affiliations.doctors.title')}
        description={t('affiliations.doctors.description')}
        actions={
          <Switch
            label={t('affiliations.doctors.includeInactive')}
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
          />
        }
      />
      <QueryBoundary
        query={doctors}
        failed={t('affiliations.doctors.failed')}
        empty={
          <>
            {t('affiliations.doctors.empty')}{' '}
            <Anchor component={Link} to="/hospital-affiliations">
              {t('affiliations.doctors.emptyLink')}
            </Anchor>
          </>
        }
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label={t('affiliations.doctors.list')}>
            {list.map((doctor) => (
              <DoctorCard key={doctor.affiliation_id} doctor={doctor} busy={change.isPending} onAction={(a) => act(doctor, a)} />
            ))}
          </SimpleGrid>
        )}
      </QueryBoundary>
      <ReasonModal
        target={target}
        busy={change.isPending}
        onClose={() => setTarget(null)}
        onSubmit={(reason) => {
          if (!target) return;
          change.mutate({ doctor: target.doctor, action: target.action, reason }, { onSettled: () => setTarget(null) });
        }}
      />
    </Stack>
  );
}
