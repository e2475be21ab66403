import { Alert, Badge, Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import type { Call, CallRecording } from '@naijacare/contracts';
import { IconPlayerRecordFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../lib/duration';
import { errorMessage } from '../../lib/errors';
import { recordingQueries, recordingSteps, storeCall } from './api';
import { CallRecorder } from './recorder';

/**
 * Recording a call: each party agrees on screen (and may withdraw), the other sees it; with both,
 * the doctor may record. Both see while it records. The doctor's browser records and uploads; the
 * recording is kept by `recorder` until `stop` resolves, which the page awaits before hanging up.
 */
export function RecordingPanel({
  call,
  isDoctor,
  local,
  remote,
  video,
  recorder,
  onRecording,
}: {
  call: Call;
  isDoctor: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  video: boolean;
  recorder: React.MutableRefObject<CallRecorder | null>;
  /** The recording this page is making, or null: the page tells it from one a closed tab left. */
  onRecording: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recordings = useQuery(recordingQueries.byCall(call.id));
  const [busy, setBusy] = useState(false);
  const [consentBusy, setConsentBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const [recording, setRecording] = useState(recorder.current !== null);
  const mine = isDoctor ? call.recording_consent.doctor : call.recording_consent.patient;
  const theirs = isDoctor ? call.recording_consent.patient : call.recording_consent.doctor;
  const live = recordings.data?.some((r) => r.status === 'recording') ?? false;
  const bothAgree = call.recording_consent.doctor && call.recording_consent.patient;

  const consent = async (value: boolean) => {
    setError(null);
    setConsentBusy(true);
    try {
      storeCall(queryClient, await recordingSteps.consent(call.id, value));
    } catch (err) {
      setError(err);
    } finally {
      setConsentBusy(false);
    }
  };

  const start = async () => {
    if (!local || !remote) return;
    setBusy(true);
    setError(null);
    try {
      const created: CallRecording = await recordingSteps.start(call.id);
      recorder.current = new CallRecorder(created.id, local, remote, video, {
        piece: (sequence, data) => recordingSteps.piece(created.id, sequence, data),
        ready: (seconds) => recordingSteps.ready(created.id, seconds),
      });
      onRecording(created.id);
      setRecording(true);
      setWithdrawn(false);
      void queryClient.invalidateQueries({ queryKey: recordingQueries.byCall(call.id).queryKey });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    const current = recorder.current;
    if (!current) return;
    setBusy(true);
    try {
      await current.stop();
    } catch (err) {
      setError(err);
    } finally {
      recorder.current = null;
      onRecording(null);
      setRecording(false);
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: recordingQueries.byCall(call.id).queryKey });
    }
  };

  // Either party withdrew (heard as the call's `recording_consent` event, or this doctor's own
  // switch): the recorder stops at once, and what was recorded with consent is closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: consent changing is the reason to stop; `stop` reads the recorder when it runs.
  useEffect(() => {
    if (bothAgree || !recorder.current) return;
    setWithdrawn(true);
    void stop();
  }, [bothAgree]);

  return (
    <Stack gap={6} data-testid="recording-panel">
      <Group gap="sm" wrap="wrap">
        <Switch
          checked={mine}
          onChange={(e) => void consent(e.currentTarget.checked)}
          label={t('call.recording.consent')}
          disabled={consentBusy}
          aria-busy={consentBusy}
          thumbIcon={consentBusy ? <Loader size={10} /> : undefined}
        />
        <Text size="sm" c="dimmed" data-testid="other-consent">
          {theirs ? t('call.recording.otherAgreed') : t('call.recording.otherNotYet')}
        </Text>
      </Group>
      {(live || recording) && (
        <Badge color="red" variant="filled" leftSection={<IconPlayerRecordFilled size={12} aria-hidden />} data-testid="recording-live" w="fit-content">
          {t('call.recording.live')}
        </Badge>
      )}
      {isDoctor &&
        (recording ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            onClick={() => void stop()}
            loading={busy}
            w="fit-content"
          >
            {t('call.recording.stop')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
            onClick={() => void start()}
            loading={busy}
            disabled={!mine || !theirs || !remote}
            w="fit-content"
          >
            {t('call.recording.start')}
          </Button>
        ))}
      {isDoctor && withdrawn && !recording && (
        <Alert color="yellow" role="status" data-testid="recording-withdrawn">
          {t('call.recording.consentWithdrawn')}
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" role="alert">
          {errorMessage(error, t('call.recording.failed'))}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A recording of the doctor's on this call still taking pieces while this page is not making it:
 * the tab that recorded it closed. Its pieces are on the server; finishing closes it with what
 * arrived (no size or length to check against), so it joins the list instead of staying open.
 */
export function UnfinishedRecordings({ callId, activeId }: { callId: number; activeId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recordings = useQuery(recordingQueries.byCall(callId));
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const left = (recordings.data ?? []).filter((r) => r.status === 'recording' && r.allowed_actions.includes('mark_ready') && r.id !== activeId);
  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const r of left) await recordingSteps.ready(r.id);
      setFinished(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: recordingQueries.byCall(callId).queryKey });
    }
  };
  if (finished && !left.length)
    return (
      <Alert color="green" role="status" data-testid="recording-finished">
        {t('call.recording.finished')}
      </Alert>
    );
  if (!left.length) return null;
  return (
    <Alert color="yellow" data-testid="recording-unfinished">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('call.recording.unfinished')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void finish()} loading={busy}>
          {t('call.recording.finish')}
        </Button>
        {error !== null && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(error, t('call.recording.failed'))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** A call's recordings, each playable in the page once ready (fetched with the bearer, as a blob). */
export function RecordingList({ callId }: { callId: number }) {
  const { t } = useTranslation();
  const recordings = useQuery(recordingQueries.byCall(callId));
  const ready = (recordings.data ?? []).filter((r) => r.status === 'ready');
  if (!ready.length) return null;
  return (
    <Stack gap={6} mt="xs">
      <Text fw={500} size="sm">
        {t('call.recording.list')}
      </Text>
      {ready.map((r) => (
        <RecordingPlayer key={r.id} recording={r} />
      ))}
    </Stack>
  );
}

/**
 * A WebM made by MediaRecorder names no length (it was written as it was recorded), so the player
 * shows 0:00 and cannot seek. Seeking far past the end makes the browser read to the end and learn
 * the length; the player then goes back to the start.
 */
function learnDuration(event: React.SyntheticEvent<HTMLMediaElement>) {
  const player = event.currentTarget;
  if (Number.isFinite(player.duration)) return;
  const back = () => {
    if (!Number.isFinite(player.duration)) return;
    player.removeEventListener('durationchange', back);
    player.currentTime = 0;
  };
  player.addEventListener('durationchange', back);
  player.currentTime = Number.MAX_SAFE_INTEGER;
}

function RecordingPlayer({ recording }: { recording: CallRecording }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const made = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (made.current) URL.revokeObjectURL(made.current);
    },
    [],
  );
  const play = async () => {
    try {
      const file = await recordingSteps.file(recording.id);
      made.current = URL.createObjectURL(file.blob);
      setUrl(made.current);
    } catch (err) {
      setError(err);
    }
  };
  const length = durationText(recording.duration_seconds);
  const label = length ? t('call.recording.item', { duration: length }) : t('call.recording.itemUnknown');
  if (url) {
    return recording.content_type?.startsWith('audio/') ? (
      // biome-ignore lint/a11y/useMediaCaption: a recording of a conversation has no captions to give.
      <audio controls src={url} aria-label={label} data-testid="recording-player" onLoadedMetadata={learnDuration} />
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: a recording of a conversation has no captions to give.
      <video controls src={url} aria-label={label} style={{ width: '100%', borderRadius: 8 }} data-testid="recording-player" onLoadedMetadata={learnDuration} />
    );
  }
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="light" onClick={() => void play()}>
        {t('call.recording.play', { label })}
      </Button>
      {error !== null && (
        <Text size="xs" c="red">
          {errorMessage(error, t('call.recording.failed'))}
        </Text>
      )}
    </Group>
  );
}
