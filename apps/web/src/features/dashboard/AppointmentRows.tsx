import { Alert, Stack, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors';
import { PageLoader } from '../../shell/PageLoader';
import { AppointmentActions } from '../appointments/AppointmentActions';
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
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, 'Could not load your appointments.')}
      </Alert>
    );
  const items = pick(query.data);
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((a) => (
        <AppointmentRow key={a.id} appointment={a} viewer={viewer}>
          <AppointmentActions appointment={a} />
        </AppointmentRow>
      ))}
    </Stack>
  );
}
