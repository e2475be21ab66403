import { Badge, Card, Stack, Title } from '@mantine/core';
import { STATES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { choiceLabelOf } from '../../forms/choices';
import { statusColor, statusLabel } from '../../lib/format';

/** A hospital's landing page: its registration as the network knows it. */
export function HospitalDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const hospital = hospitalProfileOf(session);
  const { user } = session;

  return (
    <Stack maw={960}>
      <PageHeader title={hospital?.hospital_name ?? t('hospital.yourHospital')} description={t('hospital.description')} />
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('hospital.registration')}
        </Title>
        <Facts
          facts={[
            {
              label: t('hospital.verificationStatus'),
              value: hospital ? (
                <Badge color={statusColor(hospital.verification_status)} variant="light">
                  {statusLabel(hospital.verification_status)}
                </Badge>
              ) : null,
            },
            { label: t('hospital.registrationNumber'), value: hospital?.registration_number },
            { label: t('hospital.address'), value: hospital?.address },
            { label: t('fields.state'), value: user.state ? choiceLabelOf('state', STATES, user.state) : null },
          ]}
        />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('hospital.contact')}
        </Title>
        <Facts
          facts={[
            { label: t('hospital.administrator'), value: `${user.first_name} ${user.last_name}` },
            { label: t('fields.email'), value: user.email },
            { label: t('fields.phone'), value: user.phone },
            { label: t('fields.username'), value: user.username },
          ]}
        />
      </Card>
    </Stack>
  );
}
