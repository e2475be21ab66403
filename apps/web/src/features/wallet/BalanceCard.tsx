import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText } from '../../lib/format';
import { useWallet } from './api';

function Amount({ label, kobo, explanation, testId }: { label: string; kobo: number; explanation?: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {nairaText(koboToNaira(kobo))}
      </Text>
      {explanation && (
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
      )}
    </Stack>
  );
}

/** Available and pending, with what pending means for this person: fees held, or earnings held;
 * and what they owe the platform, if anything, with how it is paid back. */
export function BalanceCard({ earner }: { earner: boolean }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="wallet-balance">
      <Title order={2} fz="lg" mb="md" id="wallet-balance">
        {t('wallet.balance')}
      </Title>
      <QueryBoundary query={wallet} failed={t('wallet.failed')}>
        {(w) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
              <Amount label={t('wallet.available')} kobo={w.available} testId="wallet-available" />
              <Amount
                label={t('wallet.pending')}
                kobo={w.pending}
                explanation={earner ? t('wallet.pendingEarner') : t('wallet.pendingPatient')}
                testId="wallet-pending"
              />
            </SimpleGrid>
            {w.debt > 0 && (
              <Alert
                color="orange"
                icon={<IconAlertTriangle size={18} />}
                title={t('wallet.debtTitle', { amount: nairaText(koboToNaira(w.debt)) ?? '' })}
                data-testid="wallet-debt"
              >
                {t('wallet.debtText')}
              </Alert>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
