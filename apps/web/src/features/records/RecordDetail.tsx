import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { MedicalRecord } from '@naijacare/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MedicationTable } from '../../components/MedicationTable';
import { PrescriptionStatusNote } from '../../components/PrescriptionStatus';
import { dateText, whenText } from '../../lib/format';
import { AttachmentList } from './AttachmentList';
import { RecordTypeBadge } from './RecordTypeBadge';

/** The record's attachment count, once the server sends it with the record. */
export const attachmentCountOf = (record: MedicalRecord): number | undefined => (record as MedicalRecord & { attachment_count?: number }).attachment_count;

export interface RecordDetailProps {
  record: MedicalRecord;
  /** Where another record of the same patient opens, for the "amends" and "corrected by" links; without it they are plain text. */
  recordHref?: (id: number) => string;
  /** Lists the record's files below it (default true). */
  withAttachments?: boolean;
  /** Buttons shown beside the title (a doctor's Edit, a patient's Print). */
  actions?: ReactNode;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="section">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="h3" m={0}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Prose({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/**
 * One medical record as its reader sees it: type, title, author, date, the written sections, the
 * medications of a prescription, its place in a chain of corrections, and its files. Used on the
 * patient's pages and the doctor's; the page supplies links and actions.
 */
export function RecordDetail({ record, recordHref, withAttachments = true, actions }: RecordDetailProps) {
  const { t } = useTranslation();
  const link = (id: number) =>
    recordHref ? (
      <Anchor key={id} component={Link} to={recordHref(id)}>
        {t('records.recordNumber', { id })}
      </Anchor>
    ) : (
      <Text span key={id}>
        {t('records.recordNumber', { id })}
      </Text>
    );

  return (
    <Stack gap="md" data-testid="record-detail">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <RecordTypeBadge type={record.record_type} />
            <Text size="sm" c="dimmed">
              <time dateTime={record.created_at} title={whenText(record.created_at)}>
                {dateText(record.created_at)}
              </time>
            </Text>
          </Group>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {record.title}
          </Title>
          <Text size="sm">
            {record.doctor_name}
            {record.doctor_specialization && (
              <Text span c="dimmed" size="sm">
                {' '}
                · {record.doctor_specialization}
              </Text>
            )}
          </Text>
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>

      <PrescriptionStatusNote record={record} recordHref={recordHref} />
      {record.amends !== null && (
        <Text size="sm">
          {t('records.amends')} {link(record.amends)}
        </Text>
      )}
      {record.amended_by.length > 0 && (
        <Text size="sm" c="orange.8">
          {t('records.correctedBy')}{' '}
          {record.amended_by.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              {link(id)}
            </span>
          ))}
        </Text>
      )}

      {record.description && (
        <Section label={t('records.description')}>
          <Prose text={record.description} />
        </Section>
      )}
      {record.diagnosis && (
        <Section label={t('records.diagnosis')}>
          <Prose text={record.diagnosis} />
        </Section>
      )}
      {record.treatment && (
        <Section label={t('records.treatment')}>
          <Prose text={record.treatment} />
        </Section>
      )}
      {record.medications.length > 0 && (
        <Section label={t('records.medications')}>
          <MedicationTable medications={record.medications} caption={t('records.medicationsOf', { title: record.title })} />
        </Section>
      )}
      {record.follow_up_date && (
        <Section label={t('records.followUp')}>
          <Text size="sm">{dateText(record.follow_up_date)}</Text>
        </Section>
      )}

      {withAttachments && (
        <>
          <Divider />
          <Section label={t('records.attachments')}>
            <AttachmentList recordId={record.id} count={attachmentCountOf(record)} />
          </Section>
        </>
      )}
    </Stack>
  );
}
