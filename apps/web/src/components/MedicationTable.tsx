import { Text } from '@mantine/core';
import type { Medication } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { type StackedColumn, StackedTable } from './StackedTable';

export interface MedicationTableProps {
  medications: readonly Medication[];
  /** Names the table for screen readers, e.g. the record's title. */
  caption?: string;
}

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/**
 * A prescription's medications: name, dosage, frequency, duration, instructions. On a phone each
 * medication is a card with every field labelled: how often and how long to take it are never
 * hidden off to the side.
 */
export function MedicationTable({ medications, caption }: MedicationTableProps) {
  const { t } = useTranslation();
  if (medications.length === 0) return null;
  const label = caption ?? t('records.medications');
  const columns: StackedColumn<Medication>[] = [
    { label: t('records.medication'), value: (m) => m.name, td: { fw: 600 } },
    { label: t('records.dosage'), value: (m) => m.dosage },
    { label: t('records.frequency'), value: (m) => m.frequency },
    { label: t('records.duration'), value: (m) => m.duration || dash },
    { label: t('records.instructions'), value: (m) => m.instructions || dash },
  ];
  return (
    <StackedTable
      label={label}
      rows={medications}
      columns={columns}
      // Two lines may name the same medicine; the order is the prescription's own and never changes.
      rowKey={(_, i) => i}
      minWidth={520}
      table={{ striped: true, withTableBorder: true, verticalSpacing: 'xs' }}
      // Between a phone and a wide screen the table scrolls sideways: the scrolling box takes the keyboard's focus so it can be scrolled without a mouse.
      scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': label }}
    />
  );
}
