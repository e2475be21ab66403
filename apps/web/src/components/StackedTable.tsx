// A table that a phone shows as a list of cards, one a row, each field labelled: squeezed into
// 360 px a table hides its right-hand columns behind a sideways scroll nobody notices (a
// medication's frequency and duration among them). Only one of the two is rendered, so each
// row is in the page once.

import {
  Card,
  Group,
  Stack,
  Table,
  type TableProps,
  type TableScrollContainerProps,
  type TableTdProps,
  type TableThProps,
  Text,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface StackedColumn<T> {
  /** The column's header, and the label beside the value in a row's card. */
  label: string;
  /** A column of controls (a checkbox, buttons) whose header only screen readers hear: in a card its
   * values go, unlabelled, on the card's last line. */
  controls?: boolean;
  /** What the header cell shows instead of the label on a wide screen (a select-all box). */
  header?: ReactNode;
  /** The cell's content; `inCard` says it is shown in a phone's card (where a long line may wrap, a box may show its label). */
  value: (row: T, inCard: boolean) => ReactNode;
  /** The header and body cells' props on a wide screen (width, alignment, weight). */
  th?: TableThProps;
  td?: TableTdProps;
}

export interface StackedTableProps<T> {
  /** Names the table, or the list of cards, for screen readers. */
  label: string;
  rows: readonly T[];
  columns: readonly StackedColumn<T>[];
  /** A row's key; rows without an id of their own (a prescription's medications, never reordered) may use the index. */
  rowKey: (row: T, index: number) => Key;
  /** Below this width the table scrolls sideways (a tablet's width, not a phone's: a phone gets the cards). */
  minWidth: number;
  /** Marks each row, and each card, for tests. */
  rowTestId?: string;
  /** On a phone, above the cards: what the header row holds besides labels (a select-all box). */
  phoneHeader?: ReactNode;
  table?: Omit<TableProps, 'children'>;
  scroll?: Omit<TableScrollContainerProps, 'minWidth' | 'children'>;
}

/** True below the theme's `sm` breakpoint, from the first render (no table flashing before the cards). */
export const usePhoneLayout = (): boolean => useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });

function RowCard<T>({ row, columns, testId }: { row: T; columns: readonly StackedColumn<T>[]; testId?: string }) {
  const fields = columns.filter((c) => !c.controls);
  const controls = columns.filter((c) => c.controls);
  return (
    <Card withBorder padding="sm" component="li" data-testid={testId}>
      <Stack gap="xs">
        <Stack component="dl" gap={6} m={0}>
          {fields.map((c) => (
            <div key={c.label} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 'var(--mantine-spacing-xs)' }}>
              <Text component="dt" size="xs" c="dimmed" fw={600} pt={2} style={{ overflowWrap: 'anywhere' }}>
                {c.label}
              </Text>
              <Text component="dd" size="sm" m={0} fw={c.td?.fw} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {c.value(row, true)}
              </Text>
            </div>
          ))}
        </Stack>
        {controls.length > 0 && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            {controls.map((c) => (
              <div key={c.label}>{c.value(row, true)}</div>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A table on a wide screen; on a phone, one card a row with every field labelled, none hidden. */
export function StackedTable<T>({ phoneHeader, ...props }: StackedTableProps<T>) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <Stack gap="xs">
        {phoneHeader}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.label}>
          {props.rows.map((row, i) => (
            <RowCard key={props.rowKey(row, i)} row={row} columns={props.columns} testId={props.rowTestId} />
          ))}
        </Stack>
      </Stack>
    );
  return <ColumnsTable {...props} />;
}

/** The wide screen's table alone: a header a column, a row a row, scrolling sideways below `minWidth`. */
export function ColumnsTable<T>({ label, rows, columns, rowKey, minWidth, rowTestId, table, scroll }: Omit<StackedTableProps<T>, 'phoneHeader'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} {...scroll}>
      <Table verticalSpacing="sm" aria-label={label} {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} {...c.th}>
                {c.header ?? (c.controls ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Td key={c.label} {...c.td}>
                  {c.value(row, false)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
