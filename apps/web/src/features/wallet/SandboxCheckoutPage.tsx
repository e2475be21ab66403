// The sandbox provider's checkout, where a top-up started on a development or demo server is paid
// or declined without money. It is a page of the app, not of the server, so Pay and Decline carry
// the payer's session: the server answers only the person who started the top-up.

import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { useSandboxAnswer, walletQueries } from './api';

export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const reference = useParams().reference ?? '';
  const charge = useQuery(walletQueries.sandboxCharge(reference));
  const answer = useSandboxAnswer(reference);
  // Answered, the browser is on its way back: a second press would only be refused.
  const busy = answer.isPending || answer.isSuccess;

  return (
    <Card withBorder padding="lg" maw={480} component="section" aria-labelledby="sandbox-checkout-title">
      <Stack gap="sm">
        <Title order={1} fz={24} id="sandbox-checkout-title">
          {t('sandboxCheckout.title')}
        </Title>
        <Text c="dimmed">{t('sandboxCheckout.intro')}</Text>
        <QueryBoundary query={charge} failed={t('sandboxCheckout.failed')}>
          {(shown) => {
            const amount = nairaText(koboToNaira(shown.amount)) ?? shown.amount_formatted;
            return (
              <Stack gap="sm">
                <div>
                  <Text size="sm">{t('sandboxCheckout.topUp')}</Text>
                  <Text fw={700} fz="xl">
                    {amount}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('sandboxCheckout.reference', { reference: shown.reference })}
                  </Text>
                </div>
                {shown.status === 'pending' ? (
                  <Group>
                    <Button onClick={() => answer.mutate('pay')} loading={answer.isPending && answer.variables === 'pay'} disabled={busy}>
                      {t('sandboxCheckout.pay', { amount })}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => answer.mutate('decline')}
                      loading={answer.isPending && answer.variables === 'decline'}
                      disabled={busy}
                    >
                      {t('sandboxCheckout.decline')}
                    </Button>
                  </Group>
                ) : (
                  <>
                    <Text>{shown.status === 'success' ? t('sandboxCheckout.paid') : t('sandboxCheckout.declined')}</Text>
                    <Anchor component={Link} to="/wallet">
                      {t('sandboxCheckout.backToWallet')}
                    </Anchor>
                  </>
                )}
                {answer.isError && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                    {errorMessage(answer.error, t('sandboxCheckout.answerFailed'))}
                  </Alert>
                )}
              </Stack>
            );
          }}
        </QueryBoundary>
        {/* A checkout that cannot be shown (not found, not yours) still has a way back. */}
        {charge.isError && (
          <Anchor component={Link} to="/wallet">
            {t('sandboxCheckout.backToWallet')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
