import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Appointment, ChatStatus } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../api/realtime';
import { publicImage } from '../../components/publicImage';
import { typeLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { AppointmentActions } from '../appointments';
import type { ChatMode } from './useChat';

const STATE_COLORS: Record<ChatStatus['state'], string> = {
  open: 'teal',
  not_open_yet: 'yellow',
  not_confirmed: 'yellow',
  closed: 'gray',
  unavailable: 'gray',
};

interface ChatHeaderProps {
  appointment: Appointment | undefined;
  viewer: 'patient' | 'doctor';
  other: string;
  status: ChatStatus;
  mode: ChatMode;
  connection: ConnectionState | null;
}

/** Who the chat is with, when and what kind of appointment, whether it is open, and (on /chat)
 * whether the connection holds. */
export function ChatHeader({ appointment: a, viewer, other, status, mode, connection }: ChatHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar {...publicImage(viewer === 'patient' ? a?.doctor_photo : null, 38, 'eager')} radius="xl" color="brand" alt="">
            {initialsOf(other)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {other ? t('chat.title', { who: other }) : t('chat.titleLoading')}
            </Title>
            {a && (
              <Text size="sm" c="dimmed" data-testid="chat-appointment">
                {[
                  viewer === 'patient' && a.doctor_specialization,
                  t('chat.appointmentLine', { type: typeLabel(a.appointment_type), when: whenText(a.scheduled_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={STATE_COLORS[status.state]} variant="light">
            {t(`chat.badge.${status.state}`)}
          </Badge>
          {mode === 'live' && connection !== 'open' && (
            <Badge color="orange" variant="dot" role="status">
              {connection === 'connecting' ? t('chat.connecting') : t('chat.reconnecting')}
            </Badge>
          )}
        </Stack>
      </Group>
      {/* The doctor runs the session from here: start it, end it, write the visit's record. */}
      {a && viewer === 'doctor' && <AppointmentActions appointment={a} sessionLink={false} />}
    </Stack>
  );
}
