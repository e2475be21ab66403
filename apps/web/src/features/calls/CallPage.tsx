import { Alert, Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconVideoOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { landingPath, roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { typeLabel } from '../../lib/appointmentView';
import { errorMessage } from '../../lib/errors';
import { idParam } from '../../lib/idParam';
import { PageLoader } from '../../shell/PageLoader';
import { appointmentQueries } from '../appointments/api';
import { useChatStatus } from '../chat/api';
import { callQueries } from './api';
import { callNotice, mediaWanted } from './availability';
import { CallStatus, InCall, Preview } from './CallMedia';
import { Details, Ended } from './CallOutcome';
import { RecordingPanel, UnfinishedRecordings } from './RecordingPanel';
import type { CallRecorder } from './recorder';
import { useCall } from './useCall';
import { useLocalMedia } from './useLocalMedia';

/** /call/:appointmentId: the appointment's video or audio call, browser to browser. */
export function CallPage() {
  const { t } = useTranslation();
  const session = useSession();
  const appointmentId = idParam(useParams().appointmentId);
  const appointment = useQuery({ ...appointmentQueries.one(appointmentId ?? 0), enabled: appointmentId !== null });
  const a = appointment.data;
  const callable = a?.appointment_type === 'video' || a?.appointment_type === 'audio';

  if (!session) return null;
  if (appointmentId === null || (appointment.error instanceof ApiError && appointment.error.status === 404)) return <CallNotFound />;
  if (appointment.isError)
    return (
      <Alert m="md" color="red" role="alert">
        {errorMessage(appointment.error, t('call.failed'))}
      </Alert>
    );
  if (!a) return <PageLoader />;
  if (!callable)
    return (
      <Stack align="center" py={64} px="md" ta="center">
        <Text>{t('call.notACall', { type: typeLabel(a.appointment_type).toLowerCase() })}</Text>
        <Button component={Link} to={`/chat/${a.id}`}>
          {t('call.openChat')}
        </Button>
      </Stack>
    );
  return <CallRoom appointment={a} me={session.user.id} isDoctor={roleOf(session) === 'doctor'} />;
}

function CallRoom({ appointment: a, me, isDoctor }: { appointment: Appointment; me: number; isDoctor: boolean }) {
  const { t } = useTranslation();
  const video = a.appointment_type === 'video';
  // The server opens a call only in the chat's window; its status says so, and when that opens.
  const status = useChatStatus(a.id).data;
  const notice = status ? callNotice(status, a.status, new Date()) : null;
  // The camera comes on only once Join would work, and stays on from then (through the call).
  const latest = useQuery(callQueries.latest(a.id)).data;
  const wanted = useRef(false);
  wanted.current ||= mediaWanted(status, latest, me);
  const media = useLocalMedia(video, wanted.current);
  const call = useCall(a.id, me, isDoctor, media.stream, { audio: !media.muted, video: video && !media.cameraOff }, true);
  const other = isDoctor ? (a.patient_name ?? '') : a.doctor_name;
  const [ending, setEnding] = useState(false);
  const recorder = useRef<CallRecorder | null>(null);
  const [activeRecording, setActiveRecording] = useState<number | null>(null);
  const queryClient = useQueryClient();

  // Stops this page's recorder, sends what is left and closes the recording, so it joins the list.
  const closeRecording = useCallback(async () => {
    const current = recorder.current;
    recorder.current = null;
    if (!current) return;
    await current.stop().catch(() => {});
    setActiveRecording(null);
    void queryClient.invalidateQueries({ queryKey: ['calls', 'recordings'] });
  }, [queryClient]);

  // What was recorded is sent before the call ends, so the recording keeps its last seconds.
  const finish = async (endSession: boolean) => {
    await closeRecording();
    await call.hangUp(endSession);
  };
  // The call ended otherwise (the other side hung up, the session ended): the recording closes too.
  useEffect(() => {
    if (call.phase === 'ended') void closeRecording();
  }, [call.phase, closeRecording]);
  const hangUp = () => (isDoctor ? setEnding(true) : void finish(false));

  return (
    <Box p={{ base: 'xs', sm: 'md' }} style={{ flex: 1, minHeight: 0, display: 'flex', gap: 'var(--mantine-spacing-md)', flexWrap: 'wrap', overflow: 'auto' }}>
      <Stack gap="sm" style={{ flex: '3 1 420px', minWidth: 0 }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} fz={20}>
            {t('call.title', { who: other })}
          </Title>
          {call.phase === 'in-call' && <CallStatus call={call} other={other} me={me} />}
        </Group>
        {call.error !== null && (
          <Alert color="red" role="alert">
            {errorMessage(call.error, t('call.failed'))}
          </Alert>
        )}
        {isDoctor && call.call && <UnfinishedRecordings callId={call.call.id} activeId={activeRecording} />}
        {call.phase === 'in-call' ? (
          <>
            <InCall call={call} media={media} video={video} other={other} onHangUp={hangUp} />
            {call.call && (
              <RecordingPanel
                call={call.call}
                isDoctor={isDoctor}
                local={media.stream}
                remote={call.remoteStream}
                video={video}
                recorder={recorder}
                onRecording={setActiveRecording}
              />
            )}
          </>
        ) : call.phase === 'ended' ? (
          <Ended call={call} appointmentId={a.id} status={status} notice={notice} video={video} />
        ) : (
          <Preview call={call} media={media} video={video} other={other} me={me} status={status} notice={notice} preview={wanted.current} />
        )}
      </Stack>
      <Details appointment={a} other={other} isDoctor={isDoctor} callId={call.call?.id ?? null} />
      {/* Composed, so its header is a <div>: a <header> would be a second banner landmark. */}
      <Modal.Root opened={ending} onClose={() => setEnding(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>{t('call.endTitle')}</Modal.Title>
            <Modal.CloseButton />
          </Modal.Header>
          <Modal.Body>
            <Text size="sm" mb="md">
              {t('call.endQuestion')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setEnding(false);
                  void finish(false);
                }}
              >
                {t('call.endCallOnly')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setEnding(false);
                  void finish(true);
                }}
              >
                {t('call.endCallAndSession')}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Box>
  );
}

function CallNotFound() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <IconVideoOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1} fz={24}>
        {t('call.notFoundTitle')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('call.notFound')}
      </Text>
      <Button component={Link} to={session ? landingPath(session) : '/login'}>
        {t('pages.notFound.backToDashboard')}
      </Button>
    </Stack>
  );
}
