import { Stack } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { AppointmentCard } from './AppointmentCard';

interface AppointmentListProps {
  query: Pick<UseQueryResult<Appointment[]>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>;
  appointments: Appointment[];
  viewer: 'patient' | 'doctor';
  empty: ReactNode;
}

/** Loading, failure with a retry, an empty message, or the cards. */
export function AppointmentList({ query, appointments, viewer, empty }: AppointmentListProps) {
  const { t } = useTranslation();
  return (
    <QueryBoundary query={query} failed={t('appointments.failed')} empty={empty} pick={() => appointments}>
      {(shown) => (
        <Stack gap="sm">
          {shown.map((a) => (
            <AppointmentCard key={a.id} appointment={a} viewer={viewer} />
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
