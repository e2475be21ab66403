import { Alert, Button } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconAlertCircle, IconCircleCheck, IconClock, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { outcomeOf } from './amounts';
import { useVerifyTopUp } from './api';

/**
 * Back from the provider's checkout at /wallet?reference=…: verifies that top-up and says how it
 * went. The reference leaves the address at once, so a reload or a shared link does not ask again.
 */
export function TopUpResult() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [reference] = useState(() => params.get('reference'));
  const verify = useVerifyTopUp();
  const asked = useRef(false);

  useEffect(() => {
    if (!reference || asked.current) return;
    asked.current = true;
    setParams(
      (p) => {
        p.delete('reference');
        return p;
      },
      { replace: true },
    );
    verify.mutate(reference);
  }, [reference, setParams, verify.mutate]);

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
