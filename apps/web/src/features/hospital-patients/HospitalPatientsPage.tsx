import { Stack, Tabs } from '@mantine/core';
import { IconKey, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { AccessCodes } from './AccessCodes';
import { PatientsWithAccess } from './PatientsWithAccess';

/** A hospital's patients: those who granted it access with a code, and the codes it hands out. */
export function HospitalPatientsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [tab, setTab] = useState<string | null>('patients');
  const hospital = session ? hospitalProfileOf(session) : null;
  if (!hospital) return null;

  return (
    <Stack maw={1100}>
      <PageHeader title={t('hospitalPatients.title')} description={t('hospitalPatients.description')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="patients" leftSection={<IconUsers size={16} />}>
            {t('hospitalPatients.patientsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="codes" leftSection={<IconKey size={16} />}>
            {t('hospitalPatients.codesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="patients">
          <PatientsWithAccess />
        </Tabs.Panel>
        <Tabs.Panel value="codes">
          <AccessCodes hospitalId={hospital.id} hospitalName={hospital.hospital_name} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
