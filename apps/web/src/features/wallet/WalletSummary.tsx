import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { koboToNaira, type Wallet } from '@naijacare/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '../../components/DashboardCard';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText } from '../../lib/format';
import { useWallet } from './api';

interface Figure {
  label: string;
  side: 'available' | 'pending';
  hint?: string;
  testId: string;
}

/** A dashboard card with sides of the wallet's balance, and the way to the wallet. */
function Summary({ title, figures }: { title: string; figures: Figure[] }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  return (
    <DashboardCard
      title={title}
      action={
        <Button component={Link} to="/wallet" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
          {t('dashboard.openWallet')}
        </Button>
      }
    >
      <QueryBoundary query={wallet} failed={t('dashboard.walletFailed')}>
        {(w: Wallet) => (
          <SimpleGrid cols={{ base: 1, xs: figures.length }} spacing="md">
            {figures.map((f) => (
              <Stack key={f.side} gap={2}>
                <Text size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text fz="xl" fw={700} data-testid={f.testId}>
                  {nairaText(koboToNaira(w[f.side]))}
                </Text>
                {f.hint && (
                  <Text size="xs" c="dimmed">
                    {f.hint}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryBoundary>
    </DashboardCard>
  );
}

/** The patient's and hospital's dashboard card: the available balance. */
export function WalletSummary() {
  const { t } = useTranslation();
  return (
    <Summary title={t('dashboard.wallet')} figures={[{ label: t('dashboard.walletAvailable'), side: 'available', testId: 'dashboard-wallet-available' }]} />
  );
}

/** The doctor's dashboard card: earnings available to withdraw, and earnings still
 * waiting out the dispute window. */
export function EarningsSummary() {
  const { t } = useTranslation();
  return (
    <Summary
      title={t('dashboard.earnings')}
      figures={[
        { label: t('dashboard.earningsAvailable'), side: 'available', testId: 'dashboard-earnings-available' },
        { label: t('dashboard.earningsPending'), side: 'pending', hint: t('wallet.pendingEarner'), testId: 'dashboard-earnings-pending' },
      ]}
    />
  );
}
