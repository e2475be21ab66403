import { Button, Group, Stack } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { PatientsOnlyNote } from '../../components/PatientsOnlyNote';
import { AccessLogSection } from './AccessLogSection';
import { FhirDownloadButton } from './FhirDownloadButton';
import { HealthFactsSection } from './HealthFactsSection';
import { HospitalAccessSection } from './HospitalAccessSection';
import { RecordTimeline } from './RecordTimeline';

/**
 * The patient's own health page: the facts they keep, the records their doctors wrote, who may see
 * the record (hospitals the patient granted access with a code) and who has looked at it.
 */
export function MyHealthPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  if (roleOf(session) !== 'patient') return <PatientsOnlyNote title={t('myHealth.title')} />;

  return (
    <Stack maw={960}>
      <PageHeader
        title={t('myHealth.title')}
        description={t('myHealth.description')}
        actions={
          <Group gap="xs" align="flex-start">
            <Button component={Link} to="/prescriptions" variant="default" leftSection={<IconPill size={18} />}>
              {t('myHealth.toPrescriptions')}
            </Button>
            <FhirDownloadButton />
          </Group>
        }
      />
      <HealthFactsSection session={session} />
      <RecordTimeline />
      <HospitalAccessSection />
      <AccessLogSection />
    </Stack>
  );
}
