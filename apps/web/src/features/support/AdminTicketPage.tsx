// /admin/support/:ticketId: one ticket as an admin works it — who opened it and about what, the
// conversation, "Assign to me", a reply, and "Resolve" with an optional note its owner reads.

import { Alert, Button, Card, Group } from '@mantine/core';
import { SUPPORT_CLOSE_AFTER_DAYS, SUPPORT_MESSAGE_MAX, type SupportTicketDetail } from '@naijacare/contracts';
import { IconCircleCheck, IconInfoCircle, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../auth/useSession';
import { AdminPage } from '../../components/AdminPage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { useAssignToMe, useResolve, useTicket } from './api';
import { ReplyForm } from './ReplyForm';
import { canReply, ticketIdOf } from './supportView';
import { TicketFacts } from './TicketFacts';
import { TicketThread } from './TicketThread';

function Actions({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation();
  const assign = useAssignToMe(ticket.id);
  const resolve = useResolve(ticket.id);
  const [resolving, setResolving] = useState(false);
  const may = (action: 'assign' | 'resolve') => ticket.allowed_actions.includes(action);
  if (!may('assign') && !may('resolve')) return null;
  return (
    <Group gap="sm">
      {may('assign') && (
        <Button
          variant="light"
          leftSection={<IconUserCheck size={16} />}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(undefined, {
              onSuccess: () => toast.success(t('support.admin.assigned')),
              // Taken by another admin meanwhile: the server says who; the page reloads it.
              onError: (error) => toast.error(errorMessage(error, t('support.admin.assignFailed'))),
            })
          }
        >
          {t('support.admin.assignToMe')}
        </Button>
      )}
      {may('resolve') && (
        <Button color="green" leftSection={<IconCircleCheck size={16} />} onClick={() => setResolving(true)}>
          {t('support.admin.resolve')}
        </Button>
      )}
      <ReasonConfirmModal
        opened={resolving}
        title={t('support.admin.resolveTitle')}
        text={t('support.admin.resolveText', { days: SUPPORT_CLOSE_AFTER_DAYS })}
        reasonLabel={t('support.admin.note')}
        reasonMaxLength={SUPPORT_MESSAGE_MAX}
        confirmLabel={t('support.admin.resolve')}
        confirmColor="green"
        busy={resolve.isPending}
        onClose={() => setResolving(false)}
        onConfirm={(note) =>
          resolve.mutate(note, {
            onSuccess: () => {
              setResolving(false);
              toast.success(t('support.admin.resolved'));
            },
            onError: (error) => {
              setResolving(false);
              toast.error(errorMessage(error, t('support.admin.resolveFailed')));
            },
          })
        }
      />
    </Group>
  );
}

function StateNote({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation();
  if (ticket.status === 'resolved' && ticket.closes_at)
    return (
      <Alert color="green" icon={<IconInfoCircle size={18} />}>
        {t('support.admin.resolvedHint', { date: whenText(ticket.closes_at) })}
      </Alert>
    );
  if (ticket.status === 'closed')
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />}>
        {t('support.admin.closedHint')}
      </Alert>
    );
  return null;
}

export function AdminTicketPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = ticketIdOf(useParams().ticketId);
  const ticket = useTicket(id ?? 0, id !== null);
  const back = { to: '/admin/support', label: t('support.admin.back') };
  if (!session) return null;
  if (id === null)
    return (
      <AdminPage title={t('support.admin.title')} back={back}>
        <Alert color="red" role="alert">
          {t('support.admin.notFound')}
        </Alert>
      </AdminPage>
    );

  return (
    <QueryBoundary query={ticket} failed={t('support.ticket.failed')}>
      {(shown) => (
        <AdminPage title={shown.subject} back={back} actions={<Actions ticket={shown} />}>
          <TicketFacts ticket={shown} reader="admin" />
          <StateNote ticket={shown} />
          <TicketThread ticketId={shown.id} reader="admin" me={session.user.id} />
          {canReply(shown) && (
            <Card withBorder padding="lg">
              <ReplyForm ticketId={shown.id} label={t('support.admin.replyTo', { name: shown.requester.name })} />
            </Card>
          )}
        </AdminPage>
      )}
    </QueryBoundary>
  );
}
