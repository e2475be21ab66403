import { Alert, Anchor, Avatar, Badge, Box, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Appointment, ChatStatus } from '@naijacare/contracts';
import { IconClock, IconMicrophone, IconMicrophoneOff, IconPhone, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { landingPath, roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { durationText } from '../../lib/duration';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { PageLoader } from '../../shell/PageLoader';
import { appointmentQueries } from '../appointments/api';
import { typeLabel } from '../appointments/appointmentView';
import { useChatStatus } from '../chat/api';
import { idParam, newRecordPath, patientRecordsPath } from '../record-writing/paths';
import { callQueries } from './api';
import { callMayOpen, callNotice, mediaWanted } from './availability';
import { joinStep, waitingFor } from './joining';
import { RecordingList, RecordingPanel, UnfinishedRecordings } from './RecordingPanel';
import type { CallRecorder } from './recorder';
import { type CallView, useCall } from './useCall';
import { type LocalMedia, useLocalMedia } from './useLocalMedia';

const QUALITY_COLORS = { good: 'green', fair: 'yellow', poor: 'red', unknown: 'gray' } as const;

/** A <video> or <audio> showing a stream (React has no attribute for srcObject). */
function useStreamOn<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

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

/** A video call's camera, an audio call's phone. */
function CallIcon({ video }: { video: boolean }) {
  return video ? <IconVideo size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />;
}

function CallStatus({ call, other, me }: { call: CallView; other: string; me: number }) {
  const { t } = useTranslation();
  // A dropped channel hears neither the other side's signals nor its hanging up: the call is
  // reconnecting until the channel is back, whatever the media is doing meanwhile.
  const state = !call.channelReady
    ? 'reconnecting'
    : call.otherLeft
      ? 'left'
      : waitingFor(call.call, me) === 'other' && call.connection !== 'connected'
        ? 'waiting'
        : call.connection;
  return (
    <Group gap="xs">
      <Text size="sm" aria-live="polite" data-testid="call-state" data-state={state}>
        {t(`call.state.${state}`, { who: other })}
      </Text>
      {state === 'connected' && (
        <Badge color={QUALITY_COLORS[call.quality]} variant="light" data-testid="call-quality" data-quality={call.quality}>
          {t('call.quality.label', { quality: t(`call.quality.${call.quality}`) })}
        </Badge>
      )}
    </Group>
  );
}

function MediaProblem({ media }: { media: LocalMedia }) {
  const { t } = useTranslation();
  if (!media.problem) return null;
  return (
    <Alert color="red" role="alert">
      {t(`call.media.${media.problem}`)}{' '}
      <Button variant="subtle" size="compact-sm" onClick={media.retry}>
        {t('call.media.retry')}
      </Button>
    </Alert>
  );
}

/** Why the call cannot be opened now, and (once it never will) the way back to the appointments. */
function NotOpen({ notice, status, testId }: { notice: string; status: ChatStatus | undefined; testId: string }) {
  const { t } = useTranslation();
  const over = status?.state === 'closed' || status?.state === 'unavailable';
  return (
    <Stack gap="xs" align="flex-start">
      <Alert color={over ? 'gray' : 'yellow'} icon={<IconClock size={18} aria-hidden />} w="100%">
        <Text size="sm" data-testid={testId}>
          {notice}
        </Text>
      </Alert>
      {over && (
        <Button component={Link} to="/appointments" variant="default">
          {t('call.backToAppointments')}
        </Button>
      )}
    </Stack>
  );
}

function LocalVideo({ media, small }: { media: LocalMedia; small?: boolean }) {
  const { t } = useTranslation();
  const ref = useStreamOn<HTMLVideoElement>(media.stream);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted
      aria-label={t('call.yourVideo')}
      data-testid="local-video"
      style={{
        width: small ? 'min(30%, 180px)' : '100%',
        // The preview leaves room for the choices and Join below it, on a laptop as on a phone.
        ...(small ? {} : { maxWidth: 'calc(40dvh * 4 / 3)', display: 'block', marginInline: 'auto' }),
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        transform: 'scaleX(-1)',
        background: 'var(--mantine-color-dark-7)',
        borderRadius: 8,
        ...(small ? { position: 'absolute', right: 8, bottom: 8, border: '2px solid white' } : {}),
        visibility: media.cameraOff ? 'hidden' : 'visible',
      }}
    />
  );
}

function MediaChoices({ media, video }: { media: LocalMedia; video: boolean }) {
  const { t } = useTranslation();
  const choose = (pick: (id: string) => Promise<MediaStreamTrack | null>) => async (id: string | null) => {
    if (id) await pick(id);
  };
  return (
    <Group grow wrap="wrap">
      {video && (
        <Select
          label={t('call.camera')}
          data={media.cameras.map((d, i) => ({ value: d.deviceId, label: d.label || `${t('call.camera')} ${i + 1}` }))}
          value={media.cameraId}
          onChange={choose(media.chooseCamera)}
          allowDeselect={false}
          disabled={!media.stream}
        />
      )}
      <Select
        label={t('call.microphone')}
        data={media.microphones.map((d, i) => ({ value: d.deviceId, label: d.label || `${t('call.microphone')} ${i + 1}` }))}
        value={media.microphoneId}
        onChange={choose(media.chooseMicrophone)}
        allowDeselect={false}
        disabled={!media.stream}
      />
    </Group>
  );
}

function Preview({
  call,
  media,
  video,
  other,
  me,
  status,
  notice,
  preview,
}: {
  call: CallView;
  media: LocalMedia;
  video: boolean;
  other: string;
  me: number;
  status: ChatStatus | undefined;
  notice: string | null;
  /** The camera and microphone are on for joining; otherwise only why the call cannot be joined. */
  preview: boolean;
}) {
  const { t } = useTranslation();
  const otherWaiting = call.call?.status === 'ringing' && call.call.joined_by !== me;
  // Coming back into a call already going asks nothing of the server; anything else waits for the window.
  const closed = notice !== null && joinStep(call.call, me) !== 'rejoin';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {preview && (
          <>
            <Text size="sm">{video ? t('call.preview') : t('call.previewAudio')}</Text>
            <MediaProblem media={media} />
            {video && <LocalVideo media={media} />}
            <MediaChoices media={media} video={video} />
          </>
        )}
        {closed && <NotOpen notice={notice} status={status} testId="call-not-open" />}
        {otherWaiting && (
          <Alert color="green" data-testid="other-waiting">
            {t('call.otherWaiting', { who: other })}
          </Alert>
        )}
        <Group>
          <Button
            size="md"
            leftSection={<CallIcon video={video} />}
            onClick={() => void call.join()}
            loading={call.phase === 'joining'}
            disabled={!media.stream || !call.channelReady || closed}
          >
            {t('call.join')}
          </Button>
          {!call.channelReady && (
            <Text size="sm" c="dimmed">
              {t('call.channelConnecting')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function InCall({ call, media, video, other, onHangUp }: { call: CallView; media: LocalMedia; video: boolean; other: string; onHangUp: () => void }) {
  const { t } = useTranslation();
  const remoteVideo = useStreamOn<HTMLVideoElement>(video ? call.remoteStream : null);
  const remoteAudio = useStreamOn<HTMLAudioElement>(video ? null : call.remoteStream);
  return (
    <Stack gap="sm">
      <Box pos="relative" style={{ background: 'var(--mantine-color-dark-8)', borderRadius: 8, minHeight: 240, overflow: 'hidden' }}>
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: a live conversation has no caption track to give.
          <video
            ref={remoteVideo}
            autoPlay
            playsInline
            aria-label={t('call.remoteVideo', { who: other })}
            data-testid="remote-video"
            data-frames-decoded={call.framesDecoded}
            style={{ width: '100%', maxHeight: '70dvh', aspectRatio: '4 / 3', objectFit: 'contain', display: 'block', borderRadius: 8 }}
          />
        ) : (
          <Stack align="center" justify="center" mih={240} c="white">
            <IconMicrophone size={48} aria-hidden />
            <Text>{other}</Text>
            {/* biome-ignore lint/a11y/useMediaCaption: a live conversation has no caption track to give. */}
            <audio ref={remoteAudio} autoPlay data-testid="remote-audio" />
          </Stack>
        )}
        {video && call.remoteMedia?.video === false && (
          // Their camera is off: who they are, rather than a black frame (their voice still plays).
          <Stack pos="absolute" inset={0} align="center" justify="center" gap="sm" c="white" bg="dark.8" data-testid="remote-camera-off">
            <Avatar size={96} radius="xl" color="brand" variant="filled" alt="">
              {initialsOf(other)}
            </Avatar>
            <Text>{t('call.remoteCameraOff', { who: other })}</Text>
          </Stack>
        )}
        {video && <LocalVideo media={media} small />}
      </Box>
      {call.remoteMedia?.audio === false && (
        <Group gap={6} justify="center" c="dimmed">
          <IconMicrophoneOff size={16} aria-hidden />
          <Text size="sm" role="status" data-testid="remote-muted">
            {t('call.remoteMuted', { who: other })}
          </Text>
        </Group>
      )}
      <span hidden data-testid="remote-audio-level" data-level={call.remoteAudioLevel ?? ''} />
      <Group justify="center" gap="sm">
        <Button
          variant={media.muted ? 'filled' : 'default'}
          color={media.muted ? 'red' : undefined}
          aria-pressed={media.muted}
          leftSection={media.muted ? <IconMicrophoneOff size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
          onClick={() => media.setMuted(!media.muted)}
        >
          {media.muted ? t('call.unmute') : t('call.mute')}
        </Button>
        {video && (
          <Button
            variant={media.cameraOff ? 'filled' : 'default'}
            color={media.cameraOff ? 'red' : undefined}
            aria-pressed={media.cameraOff}
            leftSection={media.cameraOff ? <IconVideoOff size={18} aria-hidden /> : <IconVideo size={18} aria-hidden />}
            onClick={() => media.setCameraOff(!media.cameraOff)}
          >
            {media.cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
          </Button>
        )}
        <Button color="red" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={onHangUp}>
          {t('call.hangUp')}
        </Button>
      </Group>
    </Stack>
  );
}

function Ended({
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

function Details({ appointment: a, other, isDoctor, callId }: { appointment: Appointment; other: string; isDoctor: boolean; callId: number | null }) {
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
