import { Stack, Tabs } from '@mantine/core';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { DoctorDirectory } from './DoctorDirectory';
import { OpenSlots } from './OpenSlots';

/** Patients find a doctor and book a free slot, or take a hospital's open slot. */
export function DoctorsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [tab, setTab] = useState<string | null>('doctors');
  if (!session || roleOf(session) !== 'patient') return <Navigate to="/dashboard" replace />;

  return (
    <Stack maw={1200}>
      <PageHeader title={t('doctors.title')} description={t('doctors.description')} />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="doctors" leftSection={<IconStethoscope size={16} />}>
            {t('doctors.findTab')}
          </Tabs.Tab>
          <Tabs.Tab value="open-slots" leftSection={<IconBuildingHospital size={16} />}>
            {t('doctors.openSlotsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="doctors" pt="md">
          <DoctorDirectory />
        </Tabs.Panel>
        <Tabs.Panel value="open-slots" pt="md">
          <OpenSlots />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
