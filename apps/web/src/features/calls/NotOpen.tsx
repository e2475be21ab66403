// Why a call cannot be opened now, said the same way before joining and after it ended.

import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ChatStatus } from '@naijacare/contracts';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why the call cannot be opened now, and (once it never will) the way back to the appointments. */
export function NotOpen({ notice, status, testId }: { notice: string; status: ChatStatus | undefined; testId: string }) {
  const { t } = useTranslation();
  const over = status?.state === 'closed' || status?.state === 'unavailable';
  return (
    <Stack gap="xs" align="flex-start">
      <Alert color={over ? 'gray' : 'yellow'} icon={<IconClock size={18} aria-hidden />} w="100%">
        <Text size="sm" data-testid={testId}>
          {notice}
        </Text>
      </Alert>
      {over && (
        <Button component={Link} to="/appointments" variant="default">
          {t('call.backToAppointments')}
        </Button>
      )}
    </Stack>
  );
}
