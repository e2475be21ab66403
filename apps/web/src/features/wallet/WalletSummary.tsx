import { Button, Text } from '@mantine/core';
import { koboToNaira } from '@naijacare/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText } from '../../lib/format';
import { DashboardCard } from '../dashboard/DashboardCard';
import { useWallet } from './api';

/** The dashboard's wallet card: the available balance, and the way to the wallet. */
export function WalletSummary() {
  const { t } = useTranslation();
  const wallet = useWallet();
  return (
    <DashboardCard
      title={t('dashboard.wallet')}
      action={
        <Button component={Link} to="/wallet" variant="subtle" size="xs" rightSection={<IconArrowRight size={14} />}>
          {t('dashboard.openWallet')}
        </Button>
      }
    >
      <QueryBoundary query={wallet} failed={t('dashboard.walletFailed')}>
        {(w) => (
          <>
            <Text size="sm" c="dimmed">
              {t('dashboard.walletAvailable')}
            </Text>
            <Text fz="xl" fw={700} data-testid="dashboard-wallet-available">
              {nairaText(koboToNaira(w.available))}
            </Text>
          </>
        )}
      </QueryBoundary>
    </DashboardCard>
  );
}
