import { Badge, Button } from '@mantine/core';
import { lagosDate } from '@naijacare/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppointments } from '../appointments/api';
import { useNow } from '../appointments/useNow';
import { longDateText } from '../doctors/bookingDate';
import { AvailabilitySwitch } from '../schedule/AvailabilitySwitch';
import { AppointmentRows } from './AppointmentRows';
import { DashboardCard } from './DashboardCard';
import { pendingRequests, todaysSessions } from './dashboardView';

/** The doctor's dashboard: availability, today's sessions and the requests waiting for a decision. */
export function DoctorOverview() {
  const appointments = useAppointments();
  const now = useNow();
  const today = lagosDate(now);

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
        <AppointmentRows query={appointments} pick={(list) => todaysSessions(list, today)} viewer="doctor" empty="No sessions today." />
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
        <AppointmentRows query={appointments} pick={(list) => pendingRequests(list, now)} viewer="doctor" empty="No requests are waiting for you." />
      </DashboardCard>
    </>
  );
}
