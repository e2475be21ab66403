import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

/** What a doctor sees on a patient's own page: whose page it is, and where their patients' records are. */
export function PatientsOnlyNote({ title, heading, text }: { title: string; heading?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Stack maw={960}>
      <PageHeader title={title} />
      <Alert color="blue" icon={<IconInfoCircle size={18} />} title={heading ?? t('myHealth.patientsOnly')}>
        {text ?? t('myHealth.patientsOnlyText')}{' '}
        <Anchor component={Link} to="/my-patients" c="blue.9" fw={600}>
          {t('myHealth.toMyPatients')}
        </Anchor>
      </Alert>
    </Stack>
  );
}
