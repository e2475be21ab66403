import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { BLOOD_TYPES, LANGUAGES, labelOf, type DoctorProfile, type PatientProfile, type Session } from '@naijacare/contracts';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { doctorProfileOf, patientProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { nairaText, statusColor, statusLabel } from '../../lib/format';

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

function DoctorSummary({ session, profile }: { session: Session; profile: DoctorProfile | null }) {
  return (
    <Facts
      cols={2}
      facts={[
        { label: 'Specialization', value: profile?.specialization },
        { label: 'Consultation fee', value: nairaText(profile?.consultation_fee) },
        {
          label: 'Availability',
          value: profile ? (
            <Badge color={profile.is_available ? 'green' : 'gray'} variant="light">
              {profile.is_available ? 'Available for consultations' : 'Not taking consultations'}
            </Badge>
          ) : null,
        },
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

/** The landing page of patients and doctors: who they are and the facts that matter most. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const isDoctor = session.user_type === 'doctor';
  const name = isDoctor ? `Dr. ${user.last_name}` : user.first_name;

  return (
    <Stack maw={960}>
      <PageHeader
        title={`Welcome back, ${name}`}
        description={isDoctor ? 'Your practice at a glance.' : 'Your health details at a glance.'}
      />
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            {isDoctor ? 'Your practice' : 'Your health profile'}
          </Title>
        </Group>
        {isDoctor ? (
          <DoctorSummary session={session} profile={doctorProfileOf(session)} />
        ) : (
          <PatientSummary profile={patientProfileOf(session)} />
        )}
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>Keep your details up to date</Text>
            <Text size="sm" c="dimmed">
              {isDoctor
                ? 'Patients choose doctors by specialization, experience and fee.'
                : 'Accurate contact and medical details help doctors care for you, especially in an emergency.'}
            </Text>
          </Stack>
          <Button component={Link} to="/profile" variant="light" leftSection={<IconUserCircle size={18} />}>
            View your profile
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
