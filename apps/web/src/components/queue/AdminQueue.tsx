// The frame of every admin queue (disputes, support, moderation, users, the payments' transactions,
// payouts and top-ups): a named card holding the filters and their Clear, the outcome of the last
// decision taken there, the count found, the rows (a table, a table that a phone shows as cards,
// or a list of cards) and the pages. A page declares its filters (useQueueFilters keeps
// them in the address), its columns or cards and the query it runs; the frame does the rest alike.

import { Alert, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Paginated } from '@naijacare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type Key, type ReactNode, useEffect } from 'react';
import { ListPagination } from '../ListPagination';
import { QueryBoundary } from '../QueryBoundary';
import { ColumnsTable, type StackedColumn, type StackedTableProps } from '../StackedTable';
import { pageBeyondEnd } from './queueFilters';
import type { QueueControls } from './useQueueFilters';

/** How a queue's rows are drawn: `columns` alone, a table (a phone scrolls it sideways); with
 * `card`, that table on wide screens and a card a row on a phone; `card` alone, a list of cards. */
export interface QueueRowsProps<T> {
  /** Names the table for screen readers (and the queue's card, in AdminQueue). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns?: readonly StackedColumn<T>[];
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Marks each table row for tests. */
  rowTestId?: string;
  table?: StackedTableProps<T>['table'];
  card?: (row: T) => ReactNode;
}

export function QueueRows<T>({ label, rows, rowKey, columns, minWidth = 720, rowTestId, table, card }: QueueRowsProps<T>) {
  const cards = card && rows.map((row) => <Fragment key={rowKey(row)}>{card(row)}</Fragment>);
  if (!columns)
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {cards}
      </Stack>
    );
  const wide = <ColumnsTable label={label} rows={rows} columns={columns} rowKey={rowKey} minWidth={minWidth} rowTestId={rowTestId} table={table} />;
  if (!cards) return wide;
  // Both are drawn and CSS shows one, so the page never jumps between them while it loads.
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {cards}
      </Stack>
      <Box visibleFrom="sm">{wide}</Box>
    </>
  );
}

/** The outcome of a decision taken in the queue, said above its rows until closed. */
export interface QueueNotice {
  ok: boolean;
  text: string;
}

export interface AdminQueueProps<T> extends Omit<QueueRowsProps<T>, 'rows'> {
  controls: QueueControls;
  /** The filters' fields. */
  filters?: ReactNode;
  /** Names the filters as a group, for screen readers. */
  filtersLabel?: string;
  /** `flex-start` where fields carry a hint or an error under them (Clear then stands level with the boxes). */
  filtersAlign?: 'flex-end' | 'flex-start';
  /** With it, a Clear button while anything is filtered. */
  clearLabel?: string;
  notice?: QueueNotice | null;
  onNoticeClose?: () => void;
  query: Pick<UseQueryResult<Paginated<T>>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>;
  pageSize: number;
  failed: string;
  /** An empty queue; `emptyFiltered` instead when filtered. */
  empty: string;
  emptyFiltered?: string;
  count: (count: number) => string;
  countTestId?: string;
  pagesLabel: string;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

export function AdminQueue<T>({
  controls,
  filters,
  filtersLabel,
  filtersAlign = 'flex-end',
  clearLabel,
  notice,
  onNoticeClose,
  query,
  pageSize,
  failed,
  empty,
  emptyFiltered,
  count,
  countTestId,
  pagesLabel,
  children,
  ...rows
}: AdminQueueProps<T>) {
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / pageSize)) : 1;
  // A page past the end (an old link, a list that shrank) shows the last one instead of "none yet".
  const beyond = query.data ? pageBeyondEnd(controls.page, query.data.count, query.data.results.length, pageSize) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page to go to moves it (setPage is new each render)
  useEffect(() => {
    if (beyond !== null) controls.setPage(beyond);
  }, [beyond]);
  return (
    <Card withBorder padding="lg" component="section" aria-label={rows.label}>
      <Stack gap="md">
        {filters && (
          <Group align={filtersAlign} gap="sm" wrap="wrap" role={filtersLabel ? 'group' : undefined} aria-label={filtersLabel}>
            {filters}
            {clearLabel && controls.filtered && (
              <Button variant="subtle" mt={filtersAlign === 'flex-start' ? 24 : undefined} onClick={controls.clear}>
                {clearLabel}
              </Button>
            )}
          </Group>
        )}
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={onNoticeClose}>
            {notice.text}
          </Alert>
        )}
        <QueryBoundary query={query} failed={failed} empty={controls.filtered && emptyFiltered ? emptyFiltered : empty} pick={(p) => p.results}>
          {(found) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid={countTestId}>
                {count(query.data?.count ?? found.length)}
              </Text>
              <QueueRows rows={found} {...rows} />
              {pages > 1 && <ListPagination total={pages} value={controls.page} onChange={controls.setPage} mx="auto" aria-label={pagesLabel} />}
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
      {children}
    </Card>
  );
}
