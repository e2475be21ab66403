import { Badge, Button } from '@mantine/core';
import { lagosDate } from '@naijacare/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '../../components/DashboardCard';
import { useNow } from '../../hooks/useNow';
import { longDateText } from '../../lib/bookingDate';
import { useAppointments } from '../appointments/api';
import { AvailabilitySwitch } from '../schedule';
import { EarningsSummary } from '../wallet';
import { AppointmentRows } from './AppointmentRows';
import { pendingRequests, todaysSessions } from './dashboardView';

/** The doctor's dashboard: availability, today's sessions, the requests waiting for a decision, and earnings. */
export function DoctorOverview() {
  const { t } = useTranslation();
  const appointments = useAppointments();
  const now = useNow();
  const today = lagosDate(now);

  const pendingCount = appointments.data ? pendingRequests(appointments.data, now).length : 0;

  return (
    <>
      <DashboardCard title={t('dashboard.availability')}>
        <AvailabilitySwitch />
      </DashboardCard>
      <DashboardCard
        title={t('dashboard.todaysSessions', { date: longDateText(today) })}
        action={
          <Button component={Link} to="/appointments" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
            {t('dashboard.allAppointments')}
          </Button>
        }
      >
        <AppointmentRows query={appointments} pick={(list) => todaysSessions(list, today)} viewer="doctor" empty={t('dashboard.noSessions')} />
      </DashboardCard>
      <DashboardCard
        title={t('dashboard.pendingRequests')}
        action={
          pendingCount > 0 && (
            <Badge color="yellow" variant="filled" aria-label={t('dashboard.waiting', { count: pendingCount })}>
              {pendingCount}
            </Badge>
          )
        }
      >
        <AppointmentRows query={appointments} pick={(list) => pendingRequests(list, now)} viewer="doctor" empty={t('dashboard.noRequests')} />
      </DashboardCard>
      <EarningsSummary />
    </>
  );
}
