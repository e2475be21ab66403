// /admin: the platform at a glance (figures, the last 30 days, every state) and the accounts
// waiting for a decision.

import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/AdminPage';
import { PlatformFigures } from './analytics/PlatformFigures';
import { PendingApprovals } from './PendingApprovals';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.title')} description={t('admin.description')}>
      <PendingApprovals />
      <PlatformFigures />
    </AdminPage>
  );
}
