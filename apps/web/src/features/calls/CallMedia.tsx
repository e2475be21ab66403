// The call's media: the preview before joining, the call itself with its controls and quality,
// and the camera and microphone choices.

import { Alert, Avatar, Badge, Box, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { ChatStatus } from '@naijacare/contracts';
import { IconMicrophone, IconMicrophoneOff, IconPhone, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../lib/initials';
import { joinStep, waitingFor } from './joining';
import { NotOpen } from './NotOpen';
import type { CallView } from './useCall';
import type { LocalMedia } from './useLocalMedia';

export const QUALITY_COLORS = { good: 'green', fair: 'yellow', poor: 'red', unknown: 'gray' } as const;

/** A <video> or <audio> showing a stream (React has no attribute for srcObject). */
export function useStreamOn<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

/** A video call's camera, an audio call's phone. */
export function CallIcon({ video }: { video: boolean }) {
  return video ? <IconVideo size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />;
}

export function CallStatus({ call, other, me }: { call: CallView; other: string; me: number }) {
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

export function MediaProblem({ media }: { media: LocalMedia }) {
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

export function LocalVideo({ media, small }: { media: LocalMedia; small?: boolean }) {
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

export function MediaChoices({ media, video }: { media: LocalMedia; video: boolean }) {
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

export function Preview({
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

export function InCall({ call, media, video, other, onHangUp }: { call: CallView; media: LocalMedia; video: boolean; other: string; onHangUp: () => void }) {
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
