import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { lagosDate } from '@naijacare/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppointments } from '../../api/appointments';
import { errorMessage } from '../../lib/errors';
import { PageLoader } from '../../shell/PageLoader';
import { AppointmentActions } from '../appointments/AppointmentActions';
import { useNow } from '../appointments/useNow';
import { longDateText } from '../doctors/bookingDate';
import { AvailabilitySwitch } from '../schedule/AvailabilitySwitch';
import { AppointmentRow } from './AppointmentRow';
import { DashboardCard } from './DashboardCard';
import { pendingRequests, todaysSessions } from './dashboardView';

/** The doctor's dashboard: availability, today's sessions and the requests waiting for a decision. */
export function DoctorOverview() {
  const appointments = useAppointments();
  const now = useNow();
  const today = lagosDate(now);

  const list = (pick: 'today' | 'pending') => {
    if (appointments.isPending) return <PageLoader />;
    if (appointments.isError)
      return (
        <Alert color="red" role="alert">
          {errorMessage(appointments.error, 'Could not load your appointments.')}
        </Alert>
      );
    const items = pick === 'today' ? todaysSessions(appointments.data, today) : pendingRequests(appointments.data, now);
    if (items.length === 0) return <Text c="dimmed">{pick === 'today' ? 'No sessions today.' : 'No requests are waiting for you.'}</Text>;
    return (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((a) => (
          <AppointmentRow key={a.id} appointment={a} viewer="doctor">
            <AppointmentActions appointment={a} />
          </AppointmentRow>
        ))}
      </Stack>
    );
  };
  const pendingCount = appointments.data ? pendingRequests(appointments.data, now).length : 0;

  return (
    <>
      <DashboardCard title="Availability">
        <AvailabilitySwitch />
      </DashboardCard>
      <DashboardCard
        title={`Today’s sessions · ${longDateText(today)}`}
        action={
          <Button component={Link} to="/appointments" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
            All appointments
          </Button>
        }
      >
        {list('today')}
      </DashboardCard>
      <DashboardCard
        title="Pending requests"
        action={
          pendingCount > 0 && (
            <Badge color="yellow" variant="filled" aria-label={`${pendingCount} waiting`}>
              {pendingCount}
            </Badge>
          )
        }
      >
        {list('pending')}
      </DashboardCard>
    </>
  );
}
