import { Badge, Button, Stack, Text } from '@mantine/core';
import { BLOOD_TYPES, LANGUAGES, labelOf, type PatientProfile, type Session } from '@naijacare/contracts';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { doctorProfileOf, patientProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { nairaText, statusColor, statusLabel } from '../../lib/format';
import { DashboardCard } from './DashboardCard';
import { DoctorOverview } from './DoctorOverview';
import { PatientOverview } from './PatientOverview';

function PatientSummary({ profile }: { profile: PatientProfile | null }) {
  return (
    <Facts
      cols={3}
      facts={[
        { label: 'Blood type', value: profile?.blood_type ? labelOf(BLOOD_TYPES, profile.blood_type) : null },
        { label: 'Preferred language', value: profile ? labelOf(LANGUAGES, profile.preferred_language) : null },
        { label: 'Emergency contact', value: profile?.emergency_contact },
      ]}
    />
  );
}

function DoctorSummary({ session }: { session: Session }) {
  const profile = doctorProfileOf(session);
  return (
    <Facts
      cols={3}
      facts={[
        { label: 'Specialization', value: profile?.specialization },
        { label: 'Consultation fee', value: nairaText(profile?.consultation_fee) },
        {
          label: 'Account status',
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
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const isDoctor = session.user_type === 'doctor';
  const name = isDoctor ? `Dr. ${user.last_name}` : user.first_name;

  return (
    <Stack maw={1000}>
      <PageHeader title={`Welcome back, ${name}`} description={isDoctor ? 'Your practice at a glance.' : 'Your care at a glance.'} />
      {isDoctor ? <DoctorOverview /> : <PatientOverview />}
      <DashboardCard
        title={isDoctor ? 'Your practice' : 'Your health profile'}
        action={
          <Button component={Link} to="/profile" variant="subtle" size="xs" leftSection={<IconUserCircle size={16} />}>
            View your profile
          </Button>
        }
      >
        {isDoctor ? <DoctorSummary session={session} /> : <PatientSummary profile={patientProfileOf(session)} />}
        <Text size="sm" c="dimmed" mt="md">
          {isDoctor
            ? 'Patients choose doctors by specialization, experience and fee: keep your profile up to date.'
            : 'Accurate contact and medical details help doctors care for you, especially in an emergency.'}
        </Text>
      </DashboardCard>
    </Stack>
  );
}
