import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { koboToNaira, PAYOUT_MIN_KOBO, type Wallet } from '@naijacare/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../forms/FormProblem';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { newUuid } from '../../lib/uuid';
import { toast } from '../../shell/toasts';
import { useBankAccount, useRequestPayout } from './api';
import { checkWithdrawal } from './rules';

const naira = (kobo: number) => nairaText(koboToNaira(kobo)) ?? '';

/**
 * An amount in naira, at least the minimum and at most the available balance, to the saved bank
 * account. Each withdrawal gets an Idempotency-Key, kept while its request may be retried (a
 * second press, a network failure), so it is asked for once. The balance is the wallet page's
 * (undefined while it loads), handed down so that payouts need nothing of the wallet's own.
 */
export function WithdrawCard({ balance }: { balance: Pick<Wallet, 'available' | 'debt'> | undefined }) {
  const { t } = useTranslation();
  const account = useBankAccount();
  const request = useRequestPayout();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ amount: number; key: string } | null>(null);

  const available = balance?.available ?? 0;
  const hasAccount = Boolean(account.data);
  const min = naira(PAYOUT_MIN_KOBO);
  const enough = available >= PAYOUT_MIN_KOBO;
  // A debt to the platform is paid from the available balance first: none is left to withdraw.
  const debt = balance?.debt ?? 0;
  const disabled = !hasAccount || !enough || debt > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.reset();
    const check = checkWithdrawal(text, available);
    if (!check.ok) {
      setProblem(
        check.problem === 'invalid'
          ? t('payouts.invalid')
          : check.problem === 'tooSmall'
            ? t('payouts.tooSmall', { min })
            : t('payouts.tooLarge', { max: naira(available) }),
      );
      return;
    }
    setProblem(null);
    // The same amount again before an answer is the same withdrawal; another amount is a new one.
    if (attempt.current?.amount !== check.amount) attempt.current = { amount: check.amount, key: newUuid() };
    request.mutate(attempt.current, {
      onSuccess: (payout) => {
        attempt.current = null;
        setText('');
        toast.success(t('payouts.requestedText', { amount: naira(payout.amount) }), t('payouts.requested'));
      },
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payouts-withdraw">
      <Title order={2} fz="lg" id="payouts-withdraw">
        {t('payouts.withdraw')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('payouts.withdrawDescription')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!account.isPending && !hasAccount && (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              {t('payouts.needsBankAccount')}
            </Alert>
          )}
          {hasAccount && debt > 0 && (
            <Alert color="orange" icon={<IconInfoCircle size={18} />} data-testid="payouts-debt">
              {t('payouts.debtOutstanding', { amount: naira(debt) })}
            </Alert>
          )}
          {hasAccount && balance && !enough && debt === 0 && (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              {t('payouts.nothingAvailable', { min })}
            </Alert>
          )}
          <TextInput
            label={t('payouts.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={balance && enough ? t('payouts.amountHint', { min, max: naira(available) }) : undefined}
            error={problem}
            disabled={disabled}
            maw={320}
          />
          <FormProblem message={request.isError ? errorMessage(request.error, t('payouts.requestFailed')) : null} />
          <Group>
            <Button type="submit" loading={request.isPending} disabled={disabled}>
              {t('payouts.request')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
