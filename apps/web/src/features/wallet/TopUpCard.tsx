import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { checkTopUp } from './amounts';
import { useStartTopUp, useTopUpLimits } from './api';

/** The quick choices, in kobo: ₦1,000, ₦5,000, ₦10,000. */
const QUICK = [100_000, 500_000, 1_000_000];

const naira = (kobo: number) => nairaText(koboToNaira(kobo)) ?? '';
/** The amount as a person would type it: "5,000". */
const typed = (kobo: number) => (kobo / 100).toLocaleString('en-US');

/** An amount in naira, checked against the server's limits, then off to the provider's checkout. */
export function TopUpCard() {
  const { t } = useTranslation();
  const limits = useTopUpLimits();
  const start = useStartTopUp();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // Until the server has said its limits, the form leaves them to it.
  const min = limits.data ? naira(limits.data.min) : '';
  const max = limits.data ? naira(limits.data.max) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.reset();
    const check = checkTopUp(text, limits.data);
    if (!check.ok) {
      setProblem(
        check.problem === 'invalid' ? t('wallet.invalid') : check.problem === 'tooSmall' ? t('wallet.tooSmall', { min }) : t('wallet.tooLarge', { max }),
      );
      return;
    }
    setProblem(null);
    // The checkout is the provider's page; it sends the browser back to /wallet?reference=….
    start.mutate({ amount: check.amount }, { onSuccess: ({ authorization_url }) => window.location.assign(authorization_url) });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="wallet-top-up">
      <Title order={2} fz="lg" id="wallet-top-up">
        {t('wallet.topUp')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('wallet.topUpDescription')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs" role="group" aria-label={t('wallet.quickChoices')}>
            {QUICK.map((kobo) => (
              <Button
                key={kobo}
                variant="default"
                size="sm"
                aria-label={t('wallet.quickChoice', { amount: naira(kobo) })}
                onClick={() => {
                  setText(typed(kobo));
                  setProblem(null);
                }}
              >
                {naira(kobo)}
              </Button>
            ))}
          </Group>
          <TextInput
            label={t('wallet.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={limits.data ? t('wallet.amountHint', { min, max }) : undefined}
            error={problem}
            maw={320}
          />
          {start.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(start.error, t('wallet.startFailed'))}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={start.isPending || start.isSuccess}>
              {t('wallet.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
