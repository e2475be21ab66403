import { Table, Text } from '@mantine/core';
import type { Medication } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

export interface MedicationTableProps {
  medications: readonly Medication[];
  /** Names the table for screen readers, e.g. the record's title. */
  caption?: string;
}

/**
 * A prescription's medications: name, dosage, frequency, duration, instructions. Scrolls sideways on a
 * phone rather than squeezing the columns; prints as a plain table.
 */
export function MedicationTable({ medications, caption }: MedicationTableProps) {
  const { t } = useTranslation();
  if (medications.length === 0) return null;
  return (
    // On a phone the table scrolls sideways: the scrolling box takes the keyboard's focus so it can be scrolled without a mouse.
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={caption ?? t('records.medications')}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={caption ?? t('records.medications')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.medication')}</Table.Th>
            <Table.Th>{t('records.dosage')}</Table.Th>
            <Table.Th>{t('records.frequency')}</Table.Th>
            <Table.Th>{t('records.duration')}</Table.Th>
            <Table.Th>{t('records.instructions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {medications.map((m, i) => (
            // Two lines may name the same medicine; the order is the prescription's own.
            // biome-ignore lint/suspicious/noArrayIndexKey: medications have no id; the list never reorders.
            <Table.Tr key={i}>
              <Table.Td fw={600}>{m.name}</Table.Td>
              <Table.Td>{m.dosage}</Table.Td>
              <Table.Td>{m.frequency}</Table.Td>
              <Table.Td>
                {m.duration || (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {m.instructions || (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
