// Charts of the stored daily snapshots of the last 30 days: registrations, appointments and money.
// Each chart has a caption; the same numbers follow as a table for screen readers and for copying.

import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AnalyticsSnapshot } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

/** "26 Nov" for a Lagos date (YYYY-MM-DD). */
const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const naira = (kobo: number) => Math.round(kobo) / 100;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-label={title}>
      <Text component="figcaption" size="sm" fw={600} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

export function DailyCharts({ days, place }: { days: AnalyticsSnapshot[]; place: string }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({
    day: dayLabel(d.day),
    new_users: d.new_users,
    booked: d.appointments_booked,
    completed: d.consultations_completed,
    top_ups: naira(d.top_ups),
    fees: naira(d.fees),
    commission: naira(d.commission),
  }));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="daily-charts">
      <Title order={2} fz="lg" id="daily-charts">
        {t('adminAnalytics.chartsTitle')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t('adminAnalytics.chartsEmpty')}
        </Text>
      ) : (
        <Stack gap="md" mt="xs">
          <Text size="sm" c="dimmed">
            {t('adminAnalytics.chartsSummary', { count: days.length, place })}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
            <ChartCard title={t('adminAnalytics.newUsersChart')}>
              <LineChart
                h={220}
                data={data}
                dataKey="day"
                series={[{ name: 'new_users', label: t('adminAnalytics.newUsers'), color: 'brand.6' }]}
                curveType="linear"
              />
            </ChartCard>
            <ChartCard title={t('adminAnalytics.activityChart')}>
              <BarChart
                h={220}
                data={data}
                dataKey="day"
                withLegend
                series={[
                  { name: 'booked', label: t('adminAnalytics.booked'), color: 'blue.6' },
                  { name: 'completed', label: t('adminAnalytics.completed'), color: 'green.7' },
                ]}
              />
            </ChartCard>
            <ChartCard title={t('adminAnalytics.moneyChart')}>
              <LineChart
                h={220}
                data={data}
                dataKey="day"
                withLegend
                curveType="linear"
                series={[
                  { name: 'top_ups', label: t('adminAnalytics.topUps'), color: 'teal.6' },
                  { name: 'fees', label: t('adminAnalytics.fees'), color: 'blue.6' },
                  { name: 'commission', label: t('adminAnalytics.commission'), color: 'orange.6' },
                ]}
              />
            </ChartCard>
          </SimpleGrid>
          <VisuallyHidden>
            <Table aria-label={t('adminAnalytics.dayTableLabel', { place })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminAnalytics.day')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.newUsers')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.booked')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.completed')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.topUps')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.fees')}</Table.Th>
                  <Table.Th>{t('adminAnalytics.commission')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{d.day}</Table.Td>
                    <Table.Td>{d.new_users}</Table.Td>
                    <Table.Td>{d.appointments_booked}</Table.Td>
                    <Table.Td>{d.consultations_completed}</Table.Td>
                    <Table.Td>{d.top_ups_formatted}</Table.Td>
                    <Table.Td>{d.fees_formatted}</Table.Td>
                    <Table.Td>{d.commission_formatted}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </Stack>
      )}
    </Card>
  );
}
