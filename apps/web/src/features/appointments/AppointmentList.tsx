import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { PageLoader } from '../../shell/PageLoader';
import { AppointmentCard } from './AppointmentCard';

interface AppointmentListProps {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  appointments: Appointment[];
  viewer: 'patient' | 'doctor';
  empty: ReactNode;
}

/** Loading, failure with a retry, an empty message, or the cards. */
export function AppointmentList({ query, appointments, viewer, empty }: AppointmentListProps) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(query.error, 'Could not load the appointments.')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (appointments.length === 0)
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      {appointments.map((a) => (
        <AppointmentCard key={a.id} appointment={a} viewer={viewer} />
      ))}
    </Stack>
  );
}
