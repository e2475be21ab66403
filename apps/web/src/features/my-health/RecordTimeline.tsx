import { Button, Card, Chip, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type MedicalRecord, RECORD_TYPES, type RecordType } from '@naijacare/contracts';
import { IconChevronRight, IconPaperclip } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText, whenText } from '../../lib/format';
import { recordQueries } from '../records/api';
import { CorrectedBadge } from '../records/CorrectedBadge';
import { PrescriptionStatusBadge } from '../records/PrescriptionStatus';
import { attachmentCountOf } from '../records/RecordDetail';
import { RecordTypeBadge } from '../records/RecordTypeBadge';

export const RECORDS_PAGE_SIZE = 10;
/** Marks a record opened from the timeline, so its Back link returns to the list as it was. */
export const FROM_TIMELINE = { fromTimeline: true } as const;
const ALL = 'all';

/** The chosen type lives in the address (?type=lab_result), so Back from a record returns to the same list. */
function useTypeFilter(): [RecordType | undefined, (type: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = (RECORD_TYPES as readonly string[]).includes(raw ?? '') ? (raw as RecordType) : undefined;
  const set = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === ALL) out.delete('type');
        else out.set('type', next);
        return out;
      },
      { replace: true },
    );
  return [type, set];
}

function TimelineItem({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation();
  const files = attachmentCountOf(record);
  return (
    <UnstyledButton component={Link} to={`/my-health/records/${record.id}`} state={FROM_TIMELINE} w="100%" data-testid="timeline-record">
      <Card withBorder padding="sm" component="article">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <RecordTypeBadge type={record.record_type} />
              <CorrectedBadge record={record} />
              {record.prescription_status && <PrescriptionStatusBadge status={record.prescription_status} />}
              <Text size="xs" c="dimmed">
                <time dateTime={record.created_at} title={whenText(record.created_at)}>
                  {dateText(record.created_at)}
                </time>
              </Text>
              {files !== undefined && files > 0 && (
                <Group gap={2} c="dimmed">
                  <IconPaperclip size={14} aria-hidden />
                  <Text size="xs">{t('myHealth.files', { count: files })}</Text>
                </Group>
              )}
            </Group>
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
}

/** The patient's records, newest first, by type, a page at a time; each opens on its own address. */
export function RecordTimeline() {
  const { t } = useTranslation();
  const [type, setType] = useTypeFilter();
  const query = useInfiniteQuery(recordQueries.infinite({ record_type: type, page_size: RECORDS_PAGE_SIZE }));

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="records-title">
      <Title order={2} fz="lg" mb="sm" id="records-title">
        {t('myHealth.recordsTitle')}
      </Title>
      <Chip.Group multiple={false} value={type ?? ALL} onChange={setType}>
        <Group gap="xs" mb="md" role="group" aria-label={t('myHealth.filterByType')}>
          <Chip value={ALL} size="sm">
            {t('myHealth.allTypes')}
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
        failed={t('myHealth.recordsFailed')}
        empty={type ? t('myHealth.noRecordsOfType', { type: t(`records.type.${type}`) }) : t('myHealth.noRecords')}
        pick={(data) => data.pages.flatMap((p) => p.results)}
      >
        {(records) => (
          <Stack gap="xs">
            {records.map((r) => (
              <TimelineItem key={r.id} record={r} />
            ))}
            {query.hasNextPage && (
              <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage} mx="auto">
                {t('myHealth.loadMore')}
              </Button>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
