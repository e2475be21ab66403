import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MedicalRecord } from '@naijacare/contracts';
import { IconChevronRight, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrescriptionStatusBadge } from '../../components/PrescriptionStatus';
import { dateText, whenText } from '../../lib/format';
import { CorrectedBadge } from './CorrectedBadge';
import { attachmentCountOf } from './RecordDetail';
import { RecordTypeBadge } from './RecordTypeBadge';

export interface RecordListItemProps {
  record: MedicalRecord;
  /** Where the record opens. */
  to: string;
  /**
   * The patient's own timeline: the whole card opens the record (handing `state` to its page, whose
   * Back link reads it), and the author is named with their specialty. Otherwise (a doctor's or a
   * hospital's list of a patient's records) the title is the link and the item is a list item.
   */
  timeline?: { state: unknown };
  testId?: string;
}

/** Its type, correction and prescription status, date and number of files. */
function RecordFacts({ record, compact }: { record: MedicalRecord; compact: boolean }) {
  const { t } = useTranslation();
  const files = attachmentCountOf(record) ?? 0;
  return (
    <Group gap="xs">
      <RecordTypeBadge type={record.record_type} />
      <CorrectedBadge record={record} />
      {record.prescription_status && <PrescriptionStatusBadge status={record.prescription_status} />}
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        <time dateTime={record.created_at} title={whenText(record.created_at)}>
          {dateText(record.created_at)}
        </time>
      </Text>
      {files > 0 &&
        (compact ? (
          <Group gap={2} c="dimmed">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs">{t('records.fileCount', { count: files })}</Text>
          </Group>
        ) : (
          <Badge variant="outline" color="gray" size="sm" leftSection={<IconPaperclip size={12} />}>
            {t('records.fileCount', { count: files })}
          </Badge>
        ))}
    </Group>
  );
}

/** One record in a list of a patient's records: what it is, when, its title and who wrote it. */
export function RecordListItem({ record, to, timeline, testId }: RecordListItemProps) {
  const { t } = useTranslation();
  if (timeline)
    return (
      <UnstyledButton component={Link} to={to} state={timeline.state} w="100%" data-testid={testId}>
        <Card withBorder padding="sm" component="article">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <RecordFacts record={record} compact />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {record.title}
              </Text>
              <Text size="sm" c="dimmed">
                {record.doctor_name}
                {record.doctor_specialization ? ` · ${record.doctor_specialization}` : ''}
              </Text>
            </Stack>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Card>
      </UnstyledButton>
    );
  return (
    <Card withBorder padding="sm" component="li" data-testid={testId}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <RecordFacts record={record} compact={false} />
        <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {record.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('records.byDoctor', { name: record.doctor_name })}
        </Text>
      </Stack>
    </Card>
  );
}
