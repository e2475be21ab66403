// A prescription's status where it is read (the patient's pages, the doctor's): a badge, and for
// one that is no longer current who stopped or replaced it, when and why, with a link to the
// prescription that replaced it.

import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { MedicalRecord, PrescriptionStatus } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../lib/format';

const COLOR: Record<PrescriptionStatus, string> = { active: 'green', stopped: 'red', completed: 'gray', replaced: 'orange' };

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="prescription-status">
      {t(`records.rx.status.${status}`)}
    </Badge>
  );
}

export function PrescriptionStatusNote({ record, recordHref }: { record: MedicalRecord; recordHref?: (id: number) => string }) {
  const { t } = useTranslation();
  const status = record.prescription_status;
  if (status === null) return null;
  // Named by what it is, never by its internal number.
  const link = (id: number, words: string) =>
    recordHref ? (
      <Anchor component={Link} to={recordHref(id)} size="sm">
        {words}
      </Anchor>
    ) : (
      words
    );
  const by = { doctor: record.status_changed_by_name ?? '', date: record.status_changed_at ? (dateText(record.status_changed_at) ?? '') : '' };
  return (
    <Group gap="xs" wrap="wrap">
      <PrescriptionStatusBadge status={status} />
      {status === 'stopped' && (
        <Text size="sm" c="red.8">
          {t('records.rx.stoppedBy', by)} {record.status_reason && t('records.rx.reason', { reason: record.status_reason })}
        </Text>
      )}
      {status === 'replaced' && (
        <Text size="sm">
          {t('records.rx.replacedBy', by)} {record.replaced_by !== null && link(record.replaced_by, t('records.rx.newOne'))}
          {/* The link ends the sentence; the reason is a sentence of its own. */}
          {record.replaced_by !== null && '.'}
          {record.status_reason && ` ${t('records.rx.reason', { reason: record.status_reason })}`}
        </Text>
      )}
      {status === 'completed' && record.course_ends_at && (
        <Text size="sm" c="dimmed">
          {t('records.rx.completedOn', { date: dateText(record.course_ends_at) ?? '' })}
        </Text>
      )}
      {record.replaces !== null && (
        <Text size="sm" c="dimmed">
          {t('records.rx.replaces')} {link(record.replaces, t('records.rx.earlierOne'))}
        </Text>
      )}
    </Group>
  );
}
