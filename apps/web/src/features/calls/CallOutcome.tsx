// After the call and beside it: how it ended (and whether it can open again) and the appointment's details.

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Appointment, ChatStatus } from '@naijacare/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { typeLabel } from '../../lib/appointmentView';
import { durationText } from '../../lib/duration';
import { whenText } from '../../lib/format';
import { newRecordPath, patientRecordsPath } from '../../lib/recordPaths';
import { callMayOpen } from './availability';
import { CallIcon } from './CallMedia';
import { NotOpen } from './NotOpen';
import { RecordingList } from './RecordingPanel';
import type { CallView } from './useCall';

export function Ended({
  call,
  appointmentId,
  status,
  notice,
  video,
}: {
  call: CallView;
  appointmentId: number;
  status: ChatStatus | undefined;
  notice: string | null;
  video: boolean;
}) {
  const { t } = useTranslation();
  const lasted = durationText(call.call?.duration_seconds);
  // The controls just pressed are gone: focus goes to what happened, so it is read out and Tab goes on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="md" fw={500} data-testid="call-ended" ref={heading} tabIndex={-1}>
          {lasted ? t('call.endedAfter', { duration: lasted }) : t('call.ended')}
        </Title>
        {/* Another call only while the server would open one (not after the session ended). */}
        {notice !== null && <NotOpen notice={notice} status={status} testId="consultation-ended" />}
        <Group>
          {status && callMayOpen(status) && (
            <Button onClick={() => void call.join()} loading={call.phase === 'joining'} leftSection={<CallIcon video={video} />}>
              {t('call.callAgain')}
            </Button>
          )}
          <Button component={Link} to={`/chat/${appointmentId}`} variant="default">
            {t('call.openChat')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function Details({ appointment: a, other, isDoctor, callId }: { appointment: Appointment; other: string; isDoctor: boolean; callId: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" style={{ flex: '1 1 240px', alignSelf: 'flex-start' }} component="aside" aria-label={t('call.details')}>
      <Stack gap={6}>
        <Title order={2} fz="md">
          {t('call.details')}
        </Title>
        <Text fw={500}>{other}</Text>
        <Text size="sm">{whenText(a.scheduled_at)}</Text>
        <Text size="sm" c="dimmed">
          {typeLabel(a.appointment_type)}
        </Text>
        {a.reason && <Text size="sm">{a.reason}</Text>}
        {isDoctor && a.patient !== null && (
          <Stack gap={4} mt="xs">
            <Anchor href={patientRecordsPath(a.patient)} target="_blank" rel="noopener" size="sm">
              {t('call.patientRecord')}
            </Anchor>
            <Anchor href={newRecordPath(a.patient, { appointment: a.id })} target="_blank" rel="noopener" size="sm">
              {t('call.writeNotes')}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('call.opensInNewTab')}
            </Text>
          </Stack>
        )}
        {callId !== null && <RecordingList callId={callId} />}
      </Stack>
    </Paper>
  );
}
