import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { PublishSlotsForm } from './PublishSlotsForm';
import { UnbookedSlots } from './UnbookedSlots';

/** /hospital-booking: publish open slots with affiliated doctors, one or a batch, and withdraw unbooked ones. */
export function HospitalBookingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const hospital = session ? hospitalProfileOf(session) : null;
  if (!hospital) return null;
  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('hospitalBooking.title')}
        description={t('hospitalBooking.description')}
        actions={
          <Button component={Link} to="/hospital-appointments" variant="light">
            {t('hospitalBooking.toAppointments')}
          </Button>
        }
      />
      <PublishSlotsForm hospitalId={hospital.id} />
      <UnbookedSlots hospitalId={hospital.id} />
    </Stack>
  );
}
