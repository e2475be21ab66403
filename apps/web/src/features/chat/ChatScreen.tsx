import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { CHAT_OPENS_MINUTES_BEFORE, type ChatStatus } from '@naijacare/contracts';
import { IconAlertCircle, IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { landingPath, roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { i18n } from '../../i18n/appCatalogue';
import { appointmentStatusLabel } from '../../lib/appointmentView';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { PageLoader } from '../../shell/PageLoader';
import { appointmentQueries } from '../appointments/api';
import { isNotFound, useChatStatus } from './api';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { type ChatMode, useChat } from './useChat';

/** The other page of the same conversation: /chat ⇄ /chat-basic. */
export const chatPath = (mode: ChatMode, appointmentId: number) => (mode === 'live' ? `/chat/${appointmentId}` : `/chat-basic/${appointmentId}`);

/** Why sending is not open, in the reader's words. */
function statusNotice(status: ChatStatus, appointmentStatus: string | undefined): string | null {
  switch (status.state) {
    case 'open':
      return null;
    case 'not_open_yet':
      return i18n.t('chat.state.notOpenYet', { when: whenText(status.opens_at), minutes: CHAT_OPENS_MINUTES_BEFORE });
    case 'not_confirmed':
      return i18n.t('chat.state.notConfirmed');
    case 'closed':
      return i18n.t('chat.state.closed');
    case 'unavailable':
      return i18n.t('chat.state.unavailable', { status: appointmentStatus ? appointmentStatusLabel(appointmentStatus).toLowerCase() : '' });
  }
}

/** One appointment's chat, full screen: live over the hub (/chat) or by polling (/chat-basic). */
export function ChatScreen({ mode }: { mode: ChatMode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const raw = useParams().appointmentId;
  const appointmentId = Number(raw);
  const valid = /^[1-9][0-9]{0,9}$/.test(raw ?? '');
  const status = useChatStatus(appointmentId, valid);
  const appointment = useQuery({ ...appointmentQueries.one(appointmentId), enabled: valid });
  const readable = status.data?.can_read === true;
  const me = session?.user.id ?? 0;
  const chat = useChat(appointmentId, me, mode, valid && readable, status.data?.can_send === true);

  if (!session) return null;
  if (!valid || isNotFound(status.error) || isNotFound(appointment.error)) return <ChatNotFound />;
  if (status.isError && !status.data)
    return (
      <Alert m="md" color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(status.error, t('chat.failed'))}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => status.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  if (!status.data) return <PageLoader />;

  const viewer = roleOf(session) === 'doctor' ? 'doctor' : 'patient';
  const a = appointment.data;
  const other = a ? (viewer === 'patient' ? a.doctor_name : (a.patient_name ?? '')) : '';
  const notice = statusNotice(status.data, a?.status);
  const otherMode: ChatMode = mode === 'live' ? 'polling' : 'live';

  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }} maw={820} w="100%" mx="auto" bg="white">
      <ChatHeader appointment={a} viewer={viewer} other={other} status={status.data} mode={mode} connection={chat.connection} />
      <Text size="xs" c="dimmed" px="md" py={6} bg="gray.0" data-testid="chat-mode-note">
        {mode === 'polling' ? t('chat.basicNote') : t('chat.liveNote')}{' '}
        <Anchor component={Link} to={chatPath(otherMode, appointmentId)} state={location.state} replace size="xs">
          {mode === 'polling' ? t('chat.useLive') : t('chat.useBasic')}
        </Anchor>
      </Text>
      {chat.loadError !== null && !chat.loaded ? (
        <Alert m="md" color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(chat.loadError, t('chat.failed'))}
        </Alert>
      ) : !chat.loaded ? (
        <PageLoader />
      ) : (
        <MessageList conversation={chat.conversation} me={me} other={other} state={status.data.state} onRetry={chat.retry} />
      )}
      {chat.otherTyping && (
        <Text size="xs" c="dimmed" px="md" py={4} aria-live="polite" data-testid="typing-indicator">
          {t('chat.typing', { who: other || t('chat.otherParty') })}
        </Text>
      )}
      {notice && (
        <Alert color={status.data.state === 'closed' ? 'gray' : 'yellow'} icon={<IconMessageOff size={18} aria-hidden />} radius={0} data-testid="chat-status">
          {notice}
        </Alert>
      )}
      {status.data.can_send && <Composer onSend={chat.send} onTyping={chat.typing} />}
    </Stack>
  );
}

function ChatNotFound() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <IconMessageOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1} fz={24}>
        {t('chat.notFoundTitle')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('chat.notFound')}
      </Text>
      <Button component={Link} to={session ? landingPath(session) : '/login'}>
        {t('pages.notFound.backToDashboard')}
      </Button>
    </Stack>
  );
}
