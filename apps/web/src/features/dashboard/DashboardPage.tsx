import { Badge, Button, Stack, Text } from '@mantine/core';
import { BLOOD_TYPES, LANGUAGES, type PatientProfile, type Session } from '@naijacare/contracts';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { doctorProfileOf, patientProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { DashboardCard } from '../../components/DashboardCard';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { choiceLabelOf } from '../../forms/choices';
import { nairaText, statusColor, statusLabel } from '../../lib/format';
import { DoctorOverview } from './DoctorOverview';
import { PatientOverview } from './PatientOverview';

function PatientSummary({ profile }: { profile: PatientProfile | null }) {
  const { t } = useTranslation();
  return (
    <Facts
      cols={3}
      facts={[
        { label: t('fields.bloodType'), value: profile?.blood_type ? choiceLabelOf('bloodType', BLOOD_TYPES, profile.blood_type) : null },
        { label: t('fields.preferredLanguage'), value: profile ? choiceLabelOf('language', LANGUAGES, profile.preferred_language) : null },
        { label: t('fields.emergencyContact'), value: profile?.emergency_contact },
      ]}
    />
  );
}

function DoctorSummary({ session }: { session: Session }) {
  const { t } = useTranslation();
  const profile = doctorProfileOf(session);
  return (
    <Facts
      cols={3}
      facts={[
        { label: t('fields.specialization'), value: profile?.specialization },
        { label: t('fields.consultationFee'), value: nairaText(profile?.consultation_fee) },
        {
          label: t('dashboard.accountStatus'),
          value: (
            <Badge color={statusColor(session.user.account_status)} variant="light">
              {statusLabel(session.user.account_status)}
            </Badge>
          ),
        },
      ]}
    />
  );
}

/** The landing page of patients and doctors: what is coming up, what needs them, and who they are. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const isDoctor = session.user_type === 'doctor';
  const name = isDoctor ? t('dashboard.doctorName', { lastName: user.last_name }) : user.first_name;

  return (
    <Stack maw={1000}>
      <PageHeader
        title={session.signed_in_before ? t('dashboard.welcomeBack', { name }) : t('dashboard.welcome', { name })}
        description={isDoctor ? t('dashboard.doctorDescription') : t('dashboard.patientDescription')}
      />
      {isDoctor ? <DoctorOverview /> : <PatientOverview />}
      <DashboardCard
        title={isDoctor ? t('dashboard.yourPractice') : t('dashboard.yourHealthProfile')}
        action={
          <Button component={Link} to="/profile" variant="subtle" size="xs" leftSection={<IconUserCircle size={16} />}>
            {t('dashboard.viewProfile')}
          </Button>
        }
      >
        {isDoctor ? <DoctorSummary session={session} /> : <PatientSummary profile={patientProfileOf(session)} />}
        <Text size="sm" c="dimmed" mt="md">
          {isDoctor ? t('dashboard.doctorHint') : t('dashboard.patientHint')}
        </Text>
      </DashboardCard>
    </Stack>
  );
}
