import { Group, Skeleton, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { ERROR_TEXT } from '../../theme';
import { useMyDoctorProfile, useToggleAvailability } from '../doctors/api';

/** The doctor's "Accepting appointments" switch: while off, patients see no free slots. */
export function AvailabilitySwitch() {
  const { t } = useTranslation();
  const profile = useMyDoctorProfile();
  const toggle = useToggleAvailability();

  if (profile.isPending) return <Skeleton h={24} w={220} />;
  if (profile.isError)
    return (
      <Text size="sm" c={ERROR_TEXT} role="alert">
        {errorMessage(profile.error, t('schedule.availabilityFailed'))}
      </Text>
    );

  const on = profile.data.is_available;
  return (
    <Group gap="sm" wrap="nowrap">
      <Switch
        // The label says what is true now: "Not accepting appointments" while off.
        label={on ? t('schedule.accepting') : t('schedule.notAccepting')}
        description={on ? t('schedule.acceptingHint') : t('schedule.notAcceptingHint')}
        checked={on}
        disabled={toggle.isPending}
        onChange={() =>
          toggle.mutate(profile.data.id, {
            onSuccess: (result) =>
              toast.success(
                result.is_available ? t('schedule.nowAccepting') : t('schedule.noLongerAccepting'),
                result.is_available ? t('schedule.accepting') : t('schedule.notAccepting'),
              ),
            onError: (error) => toast.error(errorMessage(error, t('schedule.availabilityChangeFailed'))),
          })
        }
      />
    </Group>
  );
}
