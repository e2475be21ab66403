import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconBell, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useAppointments } from '../appointments/api';
import { nextAppointments } from '../appointments/appointmentView';
import { useNow } from '../appointments/useNow';
import { useNotifications } from '../notifications/api';
import { AppointmentRows } from './AppointmentRows';
import { DashboardCard } from './DashboardCard';

function NextAppointments() {
  const appointments = useAppointments();
  const now = useNow();
  return <AppointmentRows query={appointments} pick={(list) => nextAppointments(list, now, 3)} viewer="patient" empty="You have no upcoming appointments." />;
}

function RecentNotifications() {
  const notifications = useNotifications(5);
  return (
    <QueryBoundary query={notifications} failed="Could not load your notifications." empty="No notifications.">
      {(list) => (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent notifications">
          {list.map((n) => (
            <Stack component="li" key={n.id} gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Text size="sm" fw={n.is_read ? 500 : 700}>
                {n.title}
              </Text>
              <Text size="sm" c="dimmed">
                {n.message}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}

/** The patient's dashboard: what is coming up, a way to book, and what they were told lately. */
export function PatientOverview() {
  return (
    <>
      <DashboardCard
        title="Next appointments"
        action={
          <Group gap="xs">
            <Button component={Link} to="/appointments" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
              All appointments
            </Button>
            <Button component={Link} to="/doctors" size="xs" leftSection={<IconCalendarPlus size={16} />}>
              Book a doctor
            </Button>
          </Group>
        }
      >
        <NextAppointments />
      </DashboardCard>
      <DashboardCard title="Recent notifications" action={<IconBell size={18} aria-hidden />}>
        <RecentNotifications />
      </DashboardCard>
    </>
  );
}
