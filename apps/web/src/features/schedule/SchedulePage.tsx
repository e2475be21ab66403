import { Card, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { AnalyticsPanel } from './AnalyticsPanel';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import { WeeklySchedule } from './WeeklySchedule';

/** The doctor's weekly schedule, availability switch and practice numbers. */
export function SchedulePage() {
  const session = useSession();
  if (!session || roleOf(session) !== 'doctor') return <Navigate to="/dashboard" replace />;

  return (
    <Stack maw={1100}>
      <PageHeader title="Schedule & Analytics" description="When patients can book you, and how your practice is going." actions={<AvailabilitySwitch />} />
      <WeeklySchedule />
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          Analytics
        </Title>
        <AnalyticsPanel />
      </Card>
    </Stack>
  );
}
