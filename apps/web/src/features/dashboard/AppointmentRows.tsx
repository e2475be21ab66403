import { Stack } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { AppointmentActions } from '../appointments';
import { AppointmentRow } from './AppointmentRow';

interface AppointmentRowsProps {
  query: UseQueryResult<Appointment[]>;
  /** Which of the person's appointments this list shows, in order. */
  pick: (appointments: Appointment[]) => Appointment[];
  viewer: 'patient' | 'doctor';
  empty: string;
}

/** A dashboard list of appointments: loading, failure, an empty line, or compact rows with their actions. */
export function AppointmentRows({ query, pick, viewer, empty }: AppointmentRowsProps) {
  const { t } = useTranslation();
  return (
    <QueryBoundary query={query} failed={t('dashboard.appointmentsFailed')} empty={empty} pick={pick}>
      {(items) => (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((a) => (
            <AppointmentRow key={a.id} appointment={a} viewer={viewer}>
              <AppointmentActions appointment={a} />
            </AppointmentRow>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
