import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { AnalyticsPanel } from './AnalyticsPanel';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { WeeklySchedule } from './WeeklySchedule';

/** The doctor's weekly schedule, availability switch and practice numbers. */
export function SchedulePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || roleOf(session) !== 'doctor') return <Navigate to="/dashboard" replace />;

  return (
    <Stack maw={1100}>
      <PageHeader title={t('schedule.title')} description={t('schedule.description')} actions={<AvailabilitySwitch />} />
      <WeeklySchedule />
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('schedule.analytics')}
        </Title>
        <AnalyticsPanel />
      </Card>
    </Stack>
  );
}
