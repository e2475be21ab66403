// /admin/disputes/:disputeId: one dispute as the admin decides it — the appointment, the parties,
// the complaint and the money, the conversation with both parties, and the decision.

import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../auth/useSession';
import { AdminPage } from '../../components/AdminPage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useDispute } from './api';
import { DecisionPanel } from './DecisionPanel';
import { DisputeFacts } from './DisputeFacts';
import { DisputeThread } from './DisputeThread';
import { disputeIdOf } from './disputeView';

export function AdminDisputePage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = disputeIdOf(useParams().disputeId);
  const dispute = useDispute(id ?? 0, id !== null);
  const back = { to: '/admin/disputes', label: t('disputes.admin.back') };
  if (!session) return null;
  if (id === null)
    return (
      <AdminPage title={t('disputes.admin.title')} back={back}>
        <Alert color="red" role="alert">
          {t('disputes.notFound')}
        </Alert>
      </AdminPage>
    );
  return (
    <AdminPage title={dispute.data ? t('disputes.number', { id: dispute.data.id }) : t('disputes.admin.title')} back={back}>
      <QueryBoundary query={dispute} failed={t('disputes.loadFailed')}>
        {(d) => (
          <Stack>
            <DisputeFacts dispute={d} admin />
            <DecisionPanel dispute={d} />
            <DisputeThread dispute={d} me={session.user.id} />
          </Stack>
        )}
      </QueryBoundary>
    </AdminPage>
  );
}
