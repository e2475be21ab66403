// The person's own camera and microphone: asked for once the call may be joined (never on a page
// that cannot have a call now), so they can see and choose them before joining; switched without leaving the call; muted by disabling the track (the
// other side receives silence, and the microphone stays ready to come back at once).

import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaProblem = 'denied' | 'not_found' | 'in_use' | 'unsupported' | null;

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string | null;
  microphoneId: string | null;
  muted: boolean;
  cameraOff: boolean;
  chooseCamera(id: string): Promise<MediaStreamTrack | null>;
  chooseMicrophone(id: string): Promise<MediaStreamTrack | null>;
  setMuted(muted: boolean): void;
  setCameraOff(off: boolean): void;
  retry(): void;
}

function problemOf(err: unknown): MediaProblem {
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not_found';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in_use';
  return 'unsupported';
}

export function useLocalMedia(video: boolean, enabled = true): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const [muted, setMutedState] = useState(false);
  const [cameraOff, setCameraOffState] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks the browser again after a refusal.
  useEffect(() => {
    let cancelled = false;
    if (!enabled) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ audio: true, video })
      .then(async (media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        streamRef.current = media;
        setStream(media);
        setProblem(null);
        setMicrophoneId(media.getAudioTracks()[0]?.getSettings().deviceId ?? null);
        setCameraId(media.getVideoTracks()[0]?.getSettings().deviceId ?? null);
        // Device names are only given once permission is.
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((err) => !cancelled && setProblem(problemOf(err)));
    return () => {
      cancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [video, attempt, enabled]);

  const swap = useCallback(async (kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack | null> => {
    const current = streamRef.current;
    if (!current) return null;
    const fresh = await navigator.mediaDevices.getUserMedia(
      kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } },
    );
    const track = fresh.getTracks()[0];
    if (!track) return null;
    for (const old of kind === 'audio' ? current.getAudioTracks() : current.getVideoTracks()) {
      current.removeTrack(old);
      old.stop();
    }
    track.enabled = kind === 'audio' ? !mutedRef.current : !cameraOffRef.current;
    current.addTrack(track);
    // A new object, so the preview and the recorder see the change.
    const next = new MediaStream(current.getTracks());
    streamRef.current = next;
    setStream(next);
    return track;
  }, []);

  const mutedRef = useRef(muted);
  const cameraOffRef = useRef(cameraOff);
  const setMuted = useCallback((value: boolean) => {
    mutedRef.current = value;
    setMutedState(value);
    for (const t of streamRef.current?.getAudioTracks() ?? []) t.enabled = !value;
  }, []);
  const setCameraOff = useCallback((value: boolean) => {
    cameraOffRef.current = value;
    setCameraOffState(value);
    for (const t of streamRef.current?.getVideoTracks() ?? []) t.enabled = !value;
  }, []);

  return {
    stream,
    problem,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    cameraId,
    microphoneId,
    muted,
    cameraOff,
    chooseCamera: async (id) => {
      const track = await swap('video', id);
      if (track) setCameraId(id);
      return track;
    },
    chooseMicrophone: async (id) => {
      const track = await swap('audio', id);
      if (track) setMicrophoneId(id);
      return track;
    },
    setMuted,
    setCameraOff,
    retry: () => setAttempt((n) => n + 1),
  };
}
