import { Group, Skeleton, Switch, Text } from '@mantine/core';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { ERROR_TEXT } from '../../theme';
import { useMyDoctorProfile, useToggleAvailability } from '../doctors/api';

/** The doctor's "Accepting appointments" switch: while off, patients see no free slots. */
export function AvailabilitySwitch() {
  const profile = useMyDoctorProfile();
  const toggle = useToggleAvailability();

  if (profile.isPending) return <Skeleton h={24} w={220} />;
  if (profile.isError)
    return (
      <Text size="sm" c={ERROR_TEXT} role="alert">
        {errorMessage(profile.error, 'Could not load your availability.')}
      </Text>
    );

  const on = profile.data.is_available;
  return (
    <Group gap="sm" wrap="nowrap">
      <Switch
        label="Accepting appointments"
        description={on ? 'Patients can request your free slots.' : 'Patients cannot request new appointments.'}
        checked={on}
        disabled={toggle.isPending}
        onChange={() =>
          toggle.mutate(profile.data.id, {
            onSuccess: (result) =>
              toast.success(
                result.is_available ? 'Patients can now request your free slots.' : 'Patients can no longer request new appointments.',
                result.is_available ? 'Accepting appointments' : 'Not accepting appointments',
              ),
            onError: (error) => toast.error(errorMessage(error, 'Could not change your availability.')),
          })
        }
      />
    </Group>
  );
}
