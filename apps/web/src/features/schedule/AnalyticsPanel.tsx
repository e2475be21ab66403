import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DoctorAnalytics } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { appointmentStatusColor } from '../../lib/appointmentView';
import { nairaText } from '../../lib/format';
import { useDoctorAnalytics } from '../doctors/api';
import { rateText, statusCounts, weekBars } from './scheduleView';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** The doctor's numbers: rates, earnings, appointments by status and this week's load per day. */
export function AnalyticsPanel() {
  const { t } = useTranslation();
  const analytics = useDoctorAnalytics();
  return (
    <QueryBoundary query={analytics} failed={t('schedule.analyticsFailed')}>
      {(data) => <AnalyticsView data={data} />}
    </QueryBoundary>
  );
}

function AnalyticsView({ data }: { data: DoctorAnalytics }) {
  const { t } = useTranslation();
  const bars = weekBars(data.this_week);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label={t('schedule.completionRate')} value={rateText(data.completion_rate)} hint={t('schedule.completionHint')} />
        <Stat label={t('schedule.noShowRate')} value={rateText(data.no_show_rate)} hint={t('schedule.noShowHint')} />
        <Stat label={t('schedule.earnings')} value={nairaText(data.earnings) ?? '₦0.00'} hint={t('schedule.earningsHint', { count: data.completed_count })} />
        <Stat label={t('schedule.upcoming')} value={String(data.upcoming_count)} hint={t('schedule.upcomingHint')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t('schedule.byStatus')}
          </Title>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {statusCounts(data.by_status).map((s) => (
              <Group key={s.status} component="li" justify="space-between">
                <Badge color={appointmentStatusColor(s.status)} variant="light">
                  {s.label}
                </Badge>
                <Text fw={600}>{s.count}</Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t('schedule.weekLoad')}
          </Title>
          <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {bars.map((bar) => (
              <li key={bar.date}>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" w={90}>
                    {bar.day.slice(0, 3)} {Number(bar.date.slice(8, 10))}
                  </Text>
                  <Progress
                    value={bar.percent}
                    size="lg"
                    radius="sm"
                    style={{ flex: 1 }}
                    aria-label={t('schedule.dayLoad', { day: bar.day, count: bar.count })}
                  />
                  <Text size="sm" w={24} ta="right" fw={500}>
                    {bar.count}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
