import { Text } from '@mantine/core';
import type { DoctorProfile, HospitalProfile } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from './api';

/** What an admin needs to judge an application: specialization and license, or the hospital. */
export function PendingAccountDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  if (user.user_type === 'doctor') {
    const doctor = user.profile as DoctorProfile | null;
    return (
      <>
        <Text size="sm">{doctor?.specialization ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {t('admin.license', { number: doctor?.license_number ?? '—' })}
        </Text>
      </>
    );
  }
  if (user.user_type === 'hospital') {
    const hospital = user.profile as HospitalProfile | null;
    return (
      <>
        <Text size="sm">{hospital?.hospital_name ?? '—'}</Text>
        {hospital?.registration_number && (
          <Text size="xs" c="dimmed">
            {t('admin.registration', { number: hospital.registration_number })}
          </Text>
        )}
      </>
    );
  }
  return <Text size="sm">—</Text>;
}
