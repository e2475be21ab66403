// Every state's figures in one table; a state's name chooses it for the cards and charts above.

import { Card, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { AnalyticsStateRow } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

export function StatesTable({ rows, selected, onSelect }: { rows: AnalyticsStateRow[]; selected: string; onSelect: (state: string) => void }) {
  const { t } = useTranslation();
  const n = (v: number) => v.toLocaleString('en-NG');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="by-state">
      <Title order={2} fz="lg" id="by-state">
        {t('adminAnalytics.statesTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminAnalytics.statesHint')}
      </Text>
      <Table.ScrollContainer minWidth={820} maxHeight={480} type="native">
        <Table stickyHeader striped highlightOnHover fz="sm" aria-label={t('adminAnalytics.statesTableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminAnalytics.stateColumn')}</Table.Th>
              <Table.Th>{t('adminAnalytics.users')}</Table.Th>
              <Table.Th>{t('adminAnalytics.patients')}</Table.Th>
              <Table.Th>{t('adminAnalytics.doctors')}</Table.Th>
              <Table.Th>{t('adminAnalytics.appointments')}</Table.Th>
              <Table.Th>{t('adminAnalytics.completed')}</Table.Th>
              <Table.Th>{t('adminAnalytics.topUps')}</Table.Th>
              <Table.Th>{t('adminAnalytics.commission')}</Table.Th>
              <Table.Th>{t('adminAnalytics.openTickets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr
                key={r.state}
                aria-current={r.state === selected ? 'true' : undefined}
                bg={r.state === selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Th scope="row">
                  <UnstyledButton
                    onClick={() => onSelect(r.state)}
                    aria-label={t('adminAnalytics.showState', { state: r.label })}
                    fz="sm"
                    fw={500}
                    td="underline"
                  >
                    {r.label}
                  </UnstyledButton>
                </Table.Th>
                <Table.Td>{n(r.users)}</Table.Td>
                <Table.Td>{n(r.patients)}</Table.Td>
                <Table.Td>{n(r.doctors)}</Table.Td>
                <Table.Td>{n(r.appointments)}</Table.Td>
                <Table.Td>{n(r.consultations_completed)}</Table.Td>
                <Table.Td>{r.top_ups_formatted}</Table.Td>
                <Table.Td>{r.commission_formatted}</Table.Td>
                <Table.Td>{n(r.open_tickets)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
