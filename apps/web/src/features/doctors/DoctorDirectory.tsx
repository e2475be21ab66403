// The dates styles come with the date fields (not with /login), after all of Mantine's core styles.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { DAYS_OF_WEEK, lagosDate, weekdayOf } from '@naijacare/contracts';
import { IconBuildingHospital, IconCalendar, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { specializationOptions, stateOptions } from '../../forms/choices';
import { defaultBookingDate, isoDayOf, longDateText, parseTypedDate } from '../../lib/bookingDate';
import { useHospitalDetail } from '../hospital/api';
import { useDoctors } from './api';
import { type BookingChoice, BookingModal, type ResumedBooking } from './BookingModal';
import { DoctorCard } from './DoctorCard';
import { hospitalFilterOf } from './doctorView';

/** Search and filter doctors, pick a date, see each doctor's free slots on it and request one;
 * `resumed` is a request the patient left to top up, open again on its date. */
export function DoctorDirectory({ resumed }: { resumed?: ResumedBooking | null }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  // Back from a top-up, the filters the patient had set (the booking's draft kept them); a link may
  // open the directory on a doctor and a day (a prescription's "book the follow-up").
  const kept = resumed?.draft.filters;
  const [search, setSearch] = useState(() => kept?.search ?? query.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [specialization, setSpecialization] = useState<string | null>(kept?.specialization ?? null);
  const [state, setState] = useState<string | null>(kept?.state ?? null);
  const [availableOnly, setAvailableOnly] = useState(kept?.availableOnly ?? false);
  const [date, setDate] = useState<string>(() => {
    if (resumed?.draft.choice.kind === 'request') return lagosDate(new Date(resumed.draft.choice.slot.start));
    const asked = query.get('date');
    return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= lagosDate(new Date()) ? asked : defaultBookingDate(new Date());
  });
  const [choice, setChoice] = useState<BookingChoice | null>(resumed?.draft.choice ?? null);
  const hospital = hospitalFilterOf(query);
  const hospitalDetail = useHospitalDetail(hospital ?? 0);
  const doctors = useDoctors({
    hospital,
    search: debouncedSearch,
    specialization: specialization ?? undefined,
    state: state ?? undefined,
    availableOnly,
    date,
  });
  const today = lagosDate(new Date());
  const dayName = DAYS_OF_WEEK[weekdayOf(date)];
  const dateText = longDateText(date);

  const list = (
    <QueryBoundary query={doctors} failed={t('doctors.failed')} empty={t('doctors.noMatch')}>
      {(found) => (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {found.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} dayName={dayName} dateText={dateText} onPick={(slot) => setChoice({ kind: 'request', doctor, slot })} />
          ))}
        </SimpleGrid>
      )}
    </QueryBoundary>
  );

  return (
    <Stack>
      {hospital && (
        <Alert color="blue" icon={<IconBuildingHospital size={18} aria-hidden />} data-testid="hospital-filter">
          <Group justify="space-between" gap="xs">
            {hospitalDetail.data ? t('doctors.atHospital', { hospital: hospitalDetail.data.hospital_name }) : t('doctors.atOneHospital')}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setQuery((q) => {
                  q.delete('hospital');
                  return q;
                })
              }
            >
              {t('doctors.allHospitals')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('doctors.searchByName')}
          placeholder={t('doctors.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('fields.specialization')}
          placeholder={t('doctors.any')}
          data={specializationOptions()}
          value={specialization}
          onChange={setSpecialization}
          clearable
          searchable
          w={200}
        />
        <Select label={t('fields.state')} placeholder={t('doctors.any')} data={stateOptions()} value={state} onChange={setState} clearable searchable w={200} />
        <DateInput
          label={t('doctors.dateForSlots')}
          leftSection={<IconCalendar size={16} />}
          value={date}
          onChange={(value) => {
            const day = isoDayOf(value);
            if (day) setDate(day);
          }}
          dateParser={(text) => parseTypedDate(text)}
          valueFormat="ddd D MMM YYYY"
          minDate={today}
          w={190}
        />
      </Group>
      <Switch label={t('doctors.availableOnly')} checked={availableOnly} onChange={(event) => setAvailableOnly(event.currentTarget.checked)} />
      <div aria-live="polite" aria-busy={doctors.isFetching}>
        {list}
      </div>
      <BookingModal choice={choice} onClose={() => setChoice(null)} resumed={resumed} filters={{ search, specialization, state, availableOnly }} />
    </Stack>
  );
}
