import { Badge, Button, Group, SegmentedControl, Select, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { AppointmentType } from '@naijacare/contracts';
import { IconCalendarPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { AppointmentList } from './AppointmentList';
import { useAppointments } from './api';
import { isUnbookedSlot, splitByTime, TYPE_FILTER_OPTIONS } from './appointmentView';
import { useNow } from './useNow';

type TypeFilter = AppointmentType | 'all';

/** A patient's or doctor's appointments, upcoming and past, with search and a type filter. */
export function AppointmentsPage() {
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
        title="Appointments"
        description={role === 'patient' ? 'Your consultations, requests and their outcomes.' : 'Your consultations and the requests waiting for you.'}
        actions={
          role === 'patient' && (
            <Button component={Link} to="/doctors" leftSection={<IconCalendarPlus size={18} />}>
              Book a doctor
            </Button>
          )
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder={role === 'patient' ? 'Doctor, specialization, reason' : 'Patient name, reason'}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {narrow ? (
          <Select
            label="Type"
            data={TYPE_FILTER_OPTIONS}
            value={type}
            onChange={(value) => setType((value ?? 'all') as TypeFilter)}
            allowDeselect={false}
            w="100%"
          />
        ) : (
          <Stack gap={4}>
            <span id="type-filter-label" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
              Type
            </span>
            <SegmentedControl aria-labelledby="type-filter-label" value={type} onChange={(value) => setType(value as TypeFilter)} data={TYPE_FILTER_OPTIONS} />
          </Stack>
        )}
      </Group>
      {role === 'doctor' && (
        <Switch
          label="Show hospital open slots nobody has booked yet"
          checked={showOpenSlots}
          onChange={(event) => setShowOpenSlots(event.currentTarget.checked)}
        />
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
            Upcoming
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
            Past
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <AppointmentList
            query={query}
            appointments={upcoming}
            viewer={role}
            empty={
              filtered
                ? 'No upcoming appointments match your search.'
                : role === 'patient'
                  ? 'You have no upcoming appointments. Book a doctor to get started.'
                  : 'You have no upcoming appointments.'
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <AppointmentList
            query={query}
            appointments={past}
            viewer={role}
            empty={filtered ? 'No past appointments match your search.' : 'No past appointments yet.'}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
