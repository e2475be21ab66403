import { Alert, Button } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconAlertCircle, IconCircleCheck, IconClock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { outcomeOf } from './amounts';
import { type TopUpReturn, useTopUpReturn } from './useTopUpReturn';

/** Back from the provider's checkout at /wallet?reference=…: how that top-up went. */
export function TopUpResult() {
  return <TopUpStatus returned={useTopUpReturn()} />;
}

/** How a returned top-up went: being checked, credited, declined, or still pending with "Check again". */
export function TopUpStatus({ returned: { reference, verify } }: { returned: TopUpReturn }) {
  const { t } = useTranslation();
  if (!reference) return null;
  const again = (
    <Button variant="subtle" size="compact-sm" onClick={() => verify.mutate(reference)} loading={verify.isPending}>
      {t('wallet.checkAgain')}
    </Button>
  );
  if (verify.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(verify.error, t('wallet.verifyFailed'))} {again}
      </Alert>
    );
  if (!verify.data)
    return (
      <Alert color="blue" icon={<IconClock size={18} />} role="status">
        {t('wallet.checking')}
      </Alert>
    );
  const amount = nairaText(koboToNaira(verify.data.amount)) ?? verify.data.amount_formatted;
  switch (outcomeOf(verify.data)) {
    case 'credited':
      return (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {t('wallet.credited', { amount })}
        </Alert>
      );
    case 'declined':
      return (
        <Alert color="red" icon={<IconX size={18} />} role="status">
          {t('wallet.declined', { amount })}
        </Alert>
      );
    case 'pending':
      return (
        <Alert color="yellow" icon={<IconClock size={18} />} role="status">
          {t('wallet.stillPending', { amount })} {again}
        </Alert>
      );
  }
}
