// "Open a dispute" on the patient's appointment card, where the rules would allow one.

import { Button } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth/useSession';
import { mayDispute } from './disputeView';

export function OpenDisputeButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !mayDispute(appointment, session.user.id)) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="orange"
      component={Link}
      to={`/disputes/new?appointment=${appointment.id}`}
      leftSection={<IconAlertTriangle size={16} aria-hidden />}
      title={t('disputes.openHint')}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('disputes.open')}
    </Button>
  );
}
