import { Button, Card, Chip, Group, Stack, Title } from '@mantine/core';
import { RECORD_TYPES, type RecordType } from '@naijacare/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { RecordListItem } from '../records';
import { recordQueries } from '../records/api';

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
              <RecordListItem key={r.id} record={r} to={`/my-health/records/${r.id}`} timeline={{ state: FROM_TIMELINE }} testId="timeline-record" />
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
