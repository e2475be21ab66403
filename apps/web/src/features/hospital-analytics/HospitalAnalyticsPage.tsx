// Charts come with this page only (it is loaded lazily), so no other page downloads them.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SegmentedControl, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { APPOINTMENT_STATUSES, type HospitalAnalytics } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabel } from '../../forms/choices';
import { useHospitalAnalytics, useOwnHospitalId } from '../hospital/api';
import { monthLabel } from './monthLabel';

const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow.6',
  scheduled: 'blue.6',
  in_progress: 'cyan.6',
  completed: 'green.7',
  cancelled: 'gray.6',
  rejected: 'orange.7',
  no_show: 'red.7',
};
const series = () =>
  APPOINTMENT_STATUSES.map((s) => ({ name: s.code, label: choiceLabel('appointmentStatus', s.code, s.label), color: STATUS_COLORS[s.code] }));
const PERIODS = ['3', '6', '12', '24'];

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {summary}
      </Text>
      {children}
    </Card>
  );
}

function Charts({ data }: { data: HospitalAnalytics }) {
  const { t } = useTranslation();
  const months = data.months.map((m) => ({ month: monthLabel(m.month), ...m.by_status }));
  const total = data.months.reduce((sum, m) => sum + m.total, 0);
  const fill = data.fill_rate.map((f) => ({ month: monthLabel(f.month), rate: f.rate ?? 0 }));
  const published = data.fill_rate.reduce((sum, f) => sum + f.published, 0);
  const booked = data.fill_rate.reduce((sum, f) => sum + f.booked, 0);
  const doctors = data.doctors.slice(0, 15).map((d) => ({ doctor: d.full_name, ...d.by_status }));
  return (
    <Stack>
      <ChartCard title={t('hospitalAnalytics.byMonth')} summary={t('hospitalAnalytics.byMonthSummary', { count: total })}>
        <BarChart h={300} data={months} dataKey="month" type="stacked" series={series()} withLegend tickLine="y" />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={t('hospitalAnalytics.byDoctor')} summary={t('hospitalAnalytics.byDoctorSummary', { count: data.doctors.length })}>
          {doctors.length === 0 ? (
            <Text c="dimmed">{t('hospitalAnalytics.noAppointments')}</Text>
          ) : (
            <BarChart
              h={Math.max(200, doctors.length * 44)}
              data={doctors}
              dataKey="doctor"
              type="stacked"
              orientation="vertical"
              series={series()}
              yAxisProps={{ width: 140 }}
            />
          )}
        </ChartCard>
        <ChartCard title={t('hospitalAnalytics.fillRate')} summary={t('hospitalAnalytics.fillRateSummary', { booked, published })}>
          <LineChart
            h={260}
            data={fill}
            dataKey="month"
            series={[{ name: 'rate', label: t('hospitalAnalytics.booked'), color: 'brand.6' }]}
            unit="%"
            yAxisProps={{ domain: [0, 100] }}
            curveType="linear"
          />
        </ChartCard>
      </SimpleGrid>
      {/* The same numbers as a table, for screen readers and for copying. */}
      <VisuallyHidden>
        <Table aria-label={t('hospitalAnalytics.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hospitalAnalytics.month')}</Table.Th>
              <Table.Th>{t('hospitalAnalytics.appointments')}</Table.Th>
              <Table.Th>{t('hospitalAnalytics.fillRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.months.map((m, i) => (
              <Table.Tr key={m.month}>
                <Table.Td>{monthLabel(m.month)}</Table.Td>
                <Table.Td>{m.total}</Table.Td>
                <Table.Td>{data.fill_rate[i]?.rate === null ? '—' : `${data.fill_rate[i]?.rate}%`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}

/** Appointments per month and per doctor by status, and how many published open slots were booked. */
export function HospitalAnalyticsPage() {
  const { t } = useTranslation();
  const [months, setMonths] = useState('12');
  const analytics = useHospitalAnalytics(useOwnHospitalId(), Number(months));
  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('hospitalAnalytics.title')}
        description={t('hospitalAnalytics.intro')}
        actions={
          <SegmentedControl
            aria-label={t('hospitalAnalytics.period')}
            value={months}
            onChange={setMonths}
            data={PERIODS.map((value) => ({ value, label: t('hospitalAnalytics.months', { count: Number(value) }) }))}
          />
        }
      />
      <QueryBoundary query={analytics} failed={t('hospitalAnalytics.failed')}>
        {(data) => <Charts data={data} />}
      </QueryBoundary>
    </Stack>
  );
}
