import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lagosDate, type MedicalRecord } from '@naijacare/contracts';
import { IconCalendarPlus, IconPrinter } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { MedicationTable } from '../../components/MedicationTable';
import { PageHeader } from '../../components/PageHeader';
import { PatientsOnlyNote } from '../../components/PatientsOnlyNote';
import { PrescriptionStatusNote } from '../../components/PrescriptionStatus';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText, whenText } from '../../lib/format';
import { recordQueries } from '../records/api';
import { splitPrescriptions } from './activeRule';
import { PrintSheet } from './PrintSheet';
import { PRINT_CSS } from './printSheet.css';

const PAGE_SIZE = 50;

/** A record's title by id, among those loaded; names the correction of a superseded prescription. */
type TitleOf = (id: number) => string | undefined;

/** "Corrected by …": the later records that correct this one, each linking to it. */
function CorrectedBy({ record, titleOf }: { record: MedicalRecord; titleOf: TitleOf }) {
  const { t } = useTranslation();
  if (record.amended_by.length === 0) return null;
  return (
    <Text size="sm" c="orange.9" fw={500}>
      {t('records.correctedBy')}{' '}
      {record.amended_by.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <Anchor component={Link} to={`/my-health/records/${id}`} size="sm">
            {titleOf(id) ?? t('records.recordNumber', { id })}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}

/** The doctor's follow-up date, still to come: the directory opens on that doctor and that day. */
export function followUpPath(record: Pick<MedicalRecord, 'doctor_name' | 'follow_up_date'>, today = lagosDate(new Date())): string | null {
  if (!record.follow_up_date || record.follow_up_date < today) return null;
  const search = new URLSearchParams({ search: record.doctor_name.replace(/^Dr\.?\s+/, ''), date: record.follow_up_date });
  return `/doctors?${search}`;
}

function BookFollowUp({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const to = followUpPath(record);
  if (!to || !record.follow_up_date) return null;
  return (
    <Group>
      <Button component={Link} to={to} size="xs" variant="light" leftSection={<IconCalendarPlus size={14} />}>
        {t('prescriptions.bookFollowUp', { date: dateText(record.follow_up_date) ?? '' })}
      </Button>
    </Group>
  );
}

function PrescriptionCard({ record, active, onPrint, titleOf }: { record: MedicalRecord; active: boolean; onPrint: () => void; titleOf: TitleOf }) {
  const { t } = useTranslation();
  const instructions = record.treatment || record.description;
  return (
    <Card withBorder padding="md" component="article" aria-label={record.title} data-testid={active ? 'prescription-active' : 'prescription-past'}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {record.title}
            </Text>
            <Text size="sm" c="dimmed">
              {record.doctor_name}
              {record.doctor_specialization ? ` · ${record.doctor_specialization}` : ''} ·{' '}
              <time dateTime={record.created_at} title={whenText(record.created_at)}>
                {dateText(record.created_at)}
              </time>
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            onClick={onPrint}
            aria-label={t('prescriptions.printNamed', { title: record.title })}
          >
            {t('prescriptions.print')}
          </Button>
        </Group>
        <PrescriptionStatusNote record={record} recordHref={(id) => `/my-health/records/${id}`} />
        <CorrectedBy record={record} titleOf={titleOf} />
        <MedicationTable medications={record.medications} caption={t('records.medicationsOf', { title: record.title })} />
        {instructions && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {instructions}
          </Text>
        )}
        {active && <BookFollowUp record={record} />}
      </Stack>
    </Card>
  );
}

function PrescriptionGroup({
  title,
  empty,
  records,
  active,
  onPrint,
  titleOf,
}: {
  title: string;
  empty: string;
  records: MedicalRecord[];
  active: boolean;
  onPrint: (r: MedicalRecord) => void;
  titleOf: TitleOf;
}) {
  const id = active ? 'active-prescriptions' : 'past-prescriptions';
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        records.map((r) => <PrescriptionCard key={r.id} record={r} active={active} onPrint={() => onPrint(r)} titleOf={titleOf} />)
      )}
    </Stack>
  );
}

/** The patient's prescriptions, those still being taken first; each prints alone on one A4 page. */
export function PrescriptionsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isPatient = session !== null && roleOf(session) === 'patient';
  const query = useInfiniteQuery({ ...recordQueries.infinite({ record_type: 'prescription', page_size: PAGE_SIZE }), enabled: isPatient });
  const [printing, setPrinting] = useState<{ record: MedicalRecord; at: number } | null>(null);
  const records = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const titles = useMemo(() => new Map(records.map((r) => [r.id, r.title])), [records]);
  const titleOf = (id: number) => titles.get(id);

  // The sheet is in the page before the print dialog opens; it stays (hidden on screen) until the next one.
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);

  if (!session) return null;
  if (!isPatient)
    return <PatientsOnlyNote title={t('prescriptions.title')} heading={t('prescriptions.patientsOnly')} text={t('prescriptions.patientsOnlyText')} />;

  return (
    <Stack maw={960}>
      <style>{PRINT_CSS}</style>
      <PageHeader title={t('prescriptions.title')} description={t('prescriptions.description')} />
      <QueryBoundary query={query} failed={t('prescriptions.failed')} empty={t('prescriptions.none')} pick={(data) => data.pages.flatMap((p) => p.results)}>
        {(records) => {
          const { active, past } = splitPrescriptions(records);
          const print = (record: MedicalRecord) => setPrinting({ record, at: Date.now() });
          return (
            <Stack gap="xl">
              <PrescriptionGroup
                title={t('prescriptions.active')}
                empty={t('prescriptions.noneActive')}
                records={active}
                active
                onPrint={print}
                titleOf={titleOf}
              />
              <PrescriptionGroup
                title={t('prescriptions.past')}
                empty={t('prescriptions.nonePast')}
                records={past}
                active={false}
                onPrint={print}
                titleOf={titleOf}
              />
              {query.hasNextPage && (
                <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage} mx="auto">
                  {t('myHealth.loadMore')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryBoundary>
      {printing && <PrintSheet record={printing.record} patientName={`${session.user.first_name} ${session.user.last_name}`} titleOf={titleOf} />}
    </Stack>
  );
}
