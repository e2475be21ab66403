import { Badge, Card, Stack, Title } from '@mantine/core';
import { labelOf, STATES } from '@naijacare/contracts';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { statusColor, statusLabel } from '../../lib/format';

/** A hospital's landing page: its registration as the network knows it. */
export function HospitalDashboardPage() {
  const session = useSession();
  if (!session) return null;
  const hospital = hospitalProfileOf(session);
  const { user } = session;

  return (
    <Stack maw={960}>
      <PageHeader title={hospital?.hospital_name ?? 'Your hospital'} description="Hospital dashboard" />
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          Registration
        </Title>
        <Facts
          facts={[
            {
              label: 'Verification status',
              value: hospital ? (
                <Badge color={statusColor(hospital.verification_status)} variant="light">
                  {statusLabel(hospital.verification_status)}
                </Badge>
              ) : null,
            },
            { label: 'Registration number', value: hospital?.registration_number },
            { label: 'Address', value: hospital?.address },
            { label: 'State', value: user.state ? labelOf(STATES, user.state) : null },
          ]}
        />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          Contact
        </Title>
        <Facts
          facts={[
            { label: 'Administrator', value: `${user.first_name} ${user.last_name}` },
            { label: 'Email', value: user.email },
            { label: 'Phone', value: user.phone },
            { label: 'Username', value: user.username },
          ]}
        />
      </Card>
    </Stack>
  );
}
