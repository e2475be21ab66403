// /disputes/:disputeId: the patient's or the doctor's view of one dispute — what it is about,
// where it stands, the outcome and note once decided, and the conversation. Another's is not found.

import { Alert, Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useDispute } from './api';
import { DisputeFacts } from './DisputeFacts';
import { DisputeThread } from './DisputeThread';
import { disputeIdOf } from './disputeView';

export function DisputePage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = disputeIdOf(useParams().disputeId);
  const dispute = useDispute(id ?? 0, id !== null);
  if (!session) return null;
  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/disputes" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('disputes.back')}
      </Anchor>
      {id === null ? (
        <Alert color="red" role="alert">
          {t('disputes.notFound')}
        </Alert>
      ) : (
        <QueryBoundary query={dispute} failed={t('disputes.loadFailed')}>
          {(d) => (
            <Stack>
              <PageHeader title={t('disputes.number', { id: d.id })} />
              <DisputeFacts dispute={d} />
              <DisputeThread dispute={d} me={session.user.id} />
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
