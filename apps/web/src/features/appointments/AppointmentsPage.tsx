import { Badge, Button, Group, SegmentedControl, Select, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { AppointmentType } from '@naijacare/contracts';
import { IconCalendarPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { useNow } from '../../hooks/useNow';
import { isUnbookedSlot, splitByTime, typeFilterOptions } from '../../lib/appointmentView';
import { AppointmentList } from './AppointmentList';
import { useAppointments } from './api';

type TypeFilter = AppointmentType | 'all';

/** A patient's or doctor's appointments, upcoming and past, with search and a type filter. */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session ? roleOf(session) : null;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [type, setType] = useState<TypeFilter>('all');
  const [tab, setTab] = useState<string | null>('upcoming');
  // Hospitals' unbooked open slots with the doctor are theirs too, but mostly noise until someone books one.
  const [showOpenSlots, setShowOpenSlots] = useState(false);
  const query = useAppointments({ search: debouncedSearch, appointment_type: type });
  const now = useNow();
  // Five segments do not fit a phone's width; a select does.
  const narrow = useMediaQuery('(max-width: 40em)');
  const { upcoming, past } = useMemo(
    () =>
      splitByTime(
        (query.data ?? []).filter((a) => showOpenSlots || !isUnbookedSlot(a)),
        now,
      ),
    [query.data, now, showOpenSlots],
  );

  if (role !== 'patient' && role !== 'doctor') return <Navigate to="/dashboard" replace />;
  const filtered = debouncedSearch.trim() !== '' || type !== 'all';

  return (
    <Stack maw={1000}>
      <PageHeader
        title={t('appointments.title')}
        description={role === 'patient' ? t('appointments.patientDescription') : t('appointments.doctorDescription')}
        actions={
          role === 'patient' && (
            <Button component={Link} to="/doctors" leftSection={<IconCalendarPlus size={18} />}>
              {t('appointments.bookDoctor')}
            </Button>
          )
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('appointments.search')}
          placeholder={role === 'patient' ? t('appointments.patientSearchPlaceholder') : t('appointments.doctorSearchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {narrow ? (
          <Select
            label={t('appointments.type')}
            data={typeFilterOptions()}
            value={type}
            onChange={(value) => setType((value ?? 'all') as TypeFilter)}
            allowDeselect={false}
            w="100%"
          />
        ) : (
          <Stack gap={4}>
            <span id="type-filter-label" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
              {t('appointments.type')}
            </span>
            <SegmentedControl aria-labelledby="type-filter-label" value={type} onChange={(value) => setType(value as TypeFilter)} data={typeFilterOptions()} />
          </Stack>
        )}
      </Group>
      {role === 'doctor' && (
        <Switch label={t('appointments.showOpenSlots')} checked={showOpenSlots} onChange={(event) => setShowOpenSlots(event.currentTarget.checked)} />
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="upcoming"
            rightSection={
              query.data ? (
                <Badge size="sm" variant="light">
                  {upcoming.length}
                </Badge>
              ) : null
            }
          >
            {t('appointments.upcoming')}
          </Tabs.Tab>
          <Tabs.Tab
            value="past"
            rightSection={
              query.data ? (
                <Badge size="sm" variant="light" color="gray">
                  {past.length}
                </Badge>
              ) : null
            }
          >
            {t('appointments.past')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <AppointmentList
            query={query}
            appointments={upcoming}
            viewer={role}
            empty={filtered ? t('appointments.noUpcomingMatch') : role === 'patient' ? t('appointments.noUpcomingPatient') : t('appointments.noUpcoming')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <AppointmentList query={query} appointments={past} viewer={role} empty={filtered ? t('appointments.noPastMatch') : t('appointments.noPast')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
