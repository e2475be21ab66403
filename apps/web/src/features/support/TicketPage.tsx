// /support/:ticketId: the owner's ticket — what it is about, where it stands, the conversation
// with NaijaCare Support and the reply box (disabled once the ticket is closed, with the way to a
// new one). Another person's ticket is not found.

import { Alert, Anchor, Button, Card, Stack } from '@mantine/core';
import type { SupportTicketDetail } from '@naijacare/contracts';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { whenText } from '../../lib/format';
import { useTicket } from './api';
import { ReplyForm } from './ReplyForm';
import { canReply, ticketIdOf } from './supportView';
import { TicketFacts } from './TicketFacts';
import { TicketThread } from './TicketThread';

function StatusNote({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation();
  if (ticket.status === 'awaiting_user') return <Alert icon={<IconInfoCircle size={18} />}>{t('support.ticket.awaitingHint')}</Alert>;
  if (ticket.status === 'resolved' && ticket.closes_at)
    return (
      <Alert color="green" icon={<IconInfoCircle size={18} />}>
        {t('support.ticket.resolvedHint', { date: whenText(ticket.closes_at) })}
      </Alert>
    );
  return null;
}

function ClosedNote() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="support-closed">
      <Stack gap="xs" align="flex-start">
        {t('support.ticket.closedHint')}
        <Button component={Link} to="/support/new" size="xs" variant="light">
          {t('support.ticket.openNew')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function TicketPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = ticketIdOf(useParams().ticketId);
  const ticket = useTicket(id ?? 0, id !== null);
  if (!session) return null;
  const reader = roleOf(session);
  if (reader === 'admin') return null;

  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/support" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('support.ticket.back')}
      </Anchor>
      {id === null ? (
        <Alert color="red" role="alert">
          {t('support.ticket.notFound')}
        </Alert>
      ) : (
        <QueryBoundary query={ticket} failed={t('support.ticket.failed')}>
          {(shown) => (
            <Stack>
              <PageHeader title={shown.subject} />
              <TicketFacts ticket={shown} reader={reader} />
              <StatusNote ticket={shown} />
              <TicketThread ticketId={shown.id} reader="owner" me={session.user.id} />
              <Card withBorder padding="lg">
                <ReplyForm ticketId={shown.id} label={t('support.ticket.reply')} disabledHint={canReply(shown) ? undefined : <ClosedNote />} />
              </Card>
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
