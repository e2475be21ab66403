import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { HospitalAccessSection } from './HospitalAccessSection';

/**
 * The patient's own health page. The frame holds the record's sections: today who may see it
 * (hospitals the patient granted access with a code); the health records join it here.
 */
export function MyHealthPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;

  if (roleOf(session) !== 'patient') {
    return (
      <Stack maw={960}>
        <PageHeader title={t('myHealth.title')} />
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('myHealth.patientsOnly')}>
          {t('myHealth.patientsOnlyText')}{' '}
          <Anchor component={Link} to="/my-patients">
            {t('myHealth.toMyPatients')}
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack maw={960}>
      <PageHeader title={t('myHealth.title')} description={t('myHealth.description')} />
      <Card withBorder padding="lg" component="section" aria-labelledby="records-title">
        <Title order={2} fz="lg" mb={4} id="records-title">
          {t('myHealth.recordsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('myHealth.recordsSoon')}
        </Text>
      </Card>
      <HospitalAccessSection />
    </Stack>
  );
}
