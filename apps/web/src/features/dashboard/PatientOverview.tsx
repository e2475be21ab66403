import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconBell, IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '../../components/DashboardCard';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useNow } from '../../hooks/useNow';
import { nextAppointments } from '../../lib/appointmentView';
import { notificationText } from '../../shell/notificationText';
import { useAppointments } from '../appointments/api';
import { useNotifications } from '../notifications/api';
import { WalletSummary } from '../wallet';
import { AppointmentRows } from './AppointmentRows';

function NextAppointments() {
  const { t } = useTranslation();
  const appointments = useAppointments();
  const now = useNow();
  return <AppointmentRows query={appointments} pick={(list) => nextAppointments(list, now, 3)} viewer="patient" empty={t('dashboard.noUpcoming')} />;
}

function RecentNotifications() {
  const { t } = useTranslation();
  const notifications = useNotifications(5);
  return (
    <QueryBoundary query={notifications} failed={t('dashboard.notificationsFailed')} empty={t('dashboard.noNotifications')}>
      {(list) => (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.recentNotifications')}>
          {list.map((n) => (
            <Stack component="li" key={n.id} gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Text size="sm" fw={n.is_read ? 500 : 700}>
                {notificationText(n).title}
              </Text>
              <Text size="sm" c="dimmed">
                {notificationText(n).message}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}

/** The patient's dashboard: what is coming up, a way to book, the wallet's balance, and what they were told lately. */
export function PatientOverview() {
  const { t } = useTranslation();
  return (
    <>
      <DashboardCard
        title={t('dashboard.nextAppointments')}
        action={
          <Group gap="xs">
            <Button component={Link} to="/appointments" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
              {t('dashboard.allAppointments')}
            </Button>
            <Button component={Link} to="/doctors" size="xs" leftSection={<IconCalendarPlus size={16} />}>
              {t('dashboard.bookDoctor')}
            </Button>
          </Group>
        }
      >
        <NextAppointments />
      </DashboardCard>
      <WalletSummary />
      <DashboardCard title={t('dashboard.recentNotifications')} action={<IconBell size={18} aria-hidden />}>
        <RecentNotifications />
      </DashboardCard>
    </>
  );
}
