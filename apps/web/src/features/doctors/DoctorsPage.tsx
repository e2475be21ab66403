import { Stack, Tabs } from '@mantine/core';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { TopUpStatus, useTopUpReturn } from '../wallet';
import type { ResumedBooking } from './BookingModal';
import { bookingDraftFor, forgetBookingDraft } from './bookingDraft';
import { DoctorDirectory } from './DoctorDirectory';
import { OpenSlots } from './OpenSlots';

/**
 * Patients find a doctor and book a free slot, or take a hospital's open slot. A patient back from
 * a top-up the booking asked for (/doctors?reference=…) finds that booking open again as they left
 * it, with the top-up's outcome; a top-up without its booking in this tab just says how it went.
 */
export function DoctorsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const returned = useTopUpReturn();
  const [draft] = useState(() => (returned.reference && session ? bookingDraftFor(returned.reference, session.user.id) : null));
  useEffect(() => {
    if (draft) forgetBookingDraft();
  }, [draft]);
  const resumed: ResumedBooking | null = draft && { draft, returned };
  const [tab, setTab] = useState<string | null>(draft?.choice.kind === 'open-slot' ? 'open-slots' : 'doctors');
  if (!session || roleOf(session) !== 'patient') return <Navigate to="/dashboard" replace />;

  return (
    <Stack maw={1200}>
      <PageHeader title={t('doctors.title')} description={t('doctors.description')} />
      {!resumed && <TopUpStatus returned={returned} />}
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
          <DoctorDirectory resumed={draft?.choice.kind === 'request' ? resumed : null} />
        </Tabs.Panel>
        <Tabs.Panel value="open-slots" pt="md">
          <OpenSlots resumed={draft?.choice.kind === 'open-slot' ? resumed : null} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
