// The call of one appointment as this browser takes part in it: the server's call (steps and
// events), the peer connection and its signalling over the realtime channel, and what the person
// sees of it (state, quality, the other side's media). Each side tells the other whether its
// microphone and camera are on (`media` signals) when that changes, when the other side says it is
// there, and when this side's channel comes back (what was said while it was down is lost).

import type { Call, CallSignal, RealtimeServerMessage } from '@naijacare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { realtime } from '../../api/realtimeConnection';
import { appointmentChanged } from '../chat/api';
import { callQueries, callSteps, storeCall } from './api';
import { CallConnection, type ConnectionState } from './connection';
import { joinStep } from './joining';
import { type ConnectionQuality, qualityBetween, type StatsSample, sampleOf } from './quality';

export type CallPhase = 'preview' | 'joining' | 'in-call' | 'ended';

/** Whether a side's microphone and camera are on. */
export interface MediaState {
  audio: boolean;
  video: boolean;
}

/** How often the connection's statistics are read for the quality shown. */
const STATS_EVERY_MS = 1000;

export interface CallView {
  call: Call | null;
  phase: CallPhase;
  connection: ConnectionState;
  quality: ConnectionQuality;
  remoteStream: MediaStream | null;
  /** Frames of the other side's video decoded so far (what "I can see them" means). */
  framesDecoded: number;
  remoteAudioLevel: number | null;
  /** What the other side said of its microphone and camera; null until it has. */
  remoteMedia: MediaState | null;
  /** The signalling channel follows the appointment (joining waits for it). */
  channelReady: boolean;
  /** The other side said goodbye without ending the call (its tab closed): it may come back. */
  otherLeft: boolean;
  error: unknown;
  join(): Promise<void>;
  hangUp(endSession: boolean): Promise<void>;
  replaceTrack(track: MediaStreamTrack): Promise<void>;
}

export function useCall(
  appointmentId: number,
  me: number,
  offerer: boolean,
  localStream: MediaStream | null,
  localMedia: MediaState,
  enabled: boolean,
): CallView {
  const queryClient = useQueryClient();
  const latest = useQuery({ ...callQueries.latest(appointmentId), enabled });
  const ice = useQuery({ ...callQueries.iceServers(), enabled });
  const call = latest.data ?? null;
  const [phase, setPhase] = useState<CallPhase>('preview');
  const [connectionState, setConnectionState] = useState<ConnectionState>('waiting');
  const [quality, setQuality] = useState<ConnectionQuality>('unknown');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [framesDecoded, setFramesDecoded] = useState(0);
  const [remoteAudioLevel, setRemoteAudioLevel] = useState<number | null>(null);
  const [remoteMedia, setRemoteMedia] = useState<MediaState | null>(null);
  const [channelReady, setChannelReady] = useState(false);
  const [otherLeft, setOtherLeft] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const connection = useRef<CallConnection | null>(null);
  const callId = useRef<number | null>(null);
  const topic = `appointment:${appointmentId}`;

  // This side's microphone and camera, told to the other side of the call this page is in.
  const mediaRef = useRef(localMedia);
  mediaRef.current = localMedia;
  const tellMedia = useCallback(() => {
    if (connection.current === null || callId.current === null) return;
    const { audio, video } = mediaRef.current;
    realtime.send({ type: 'signal', topic, call: callId.current, signal: { kind: 'media', media: { audio, video } } });
  }, [topic]);

  const teardown = useCallback(() => {
    connection.current?.close();
    connection.current = null;
    setRemoteStream(null);
    setRemoteMedia(null);
  }, []);

  // The appointment's topic: the other side's steps and signals. After the channel comes back
  // (a dropped network) and follows the topic again, signals sent meanwhile are lost, so the
  // connection is negotiated again.
  useEffect(() => {
    if (!enabled) return;
    let followedBefore = false;
    const unfollow = realtime.follow(topic);
    // A channel that drops is not following the topic any more: the page says so at once.
    const stopState = realtime.onState((state) => state !== 'open' && setChannelReady(false));
    const stop = realtime.listen((message: RealtimeServerMessage) => {
      if (message.type === 'ready') return setChannelReady(false);
      if (!('topic' in message) || message.topic !== topic) return;
      if (message.type === 'subscribed') {
        setChannelReady(true);
        connection.current?.restartIce();
        tellMedia();
        // Following again after a drop: what happened meanwhile (the call ended, a recording became
        // ready) was published while this page could not hear it, so ask the server.
        if (followedBefore) void queryClient.invalidateQueries({ queryKey: ['calls'], predicate: (q) => q.queryKey[1] !== 'ice-servers' });
        followedBefore = true;
        return;
      }
      if (message.type === 'call') {
        const changed = message.call as Call;
        storeCall(queryClient, changed);
        // A call answered starts the session, and one ended with the session closes the window for
        // another: the page asks again (these changes are told by the call, not by the appointment).
        if (changed.status === 'active' || changed.status === 'ended') appointmentChanged(queryClient, appointmentId);
        return;
      }
      if (message.type === 'appointment') return appointmentChanged(queryClient, appointmentId);
      if (message.type === 'call_recording') return void queryClient.invalidateQueries({ queryKey: ['calls', 'recordings'] });
      if (message.type === 'signal' && message.call === callId.current && message.from !== me) {
        const signal = message.signal as CallSignal;
        setOtherLeft(signal.kind === 'bye');
        if (signal.kind === 'media') return setRemoteMedia(signal.media ?? null);
        if (signal.kind === 'bye') setRemoteMedia(null);
        void connection.current?.receive(signal);
        // The other side has just come (or come back): it has not heard this side's state yet.
        if (signal.kind === 'restart') tellMedia();
      }
    });
    return () => {
      stop();
      stopState();
      unfollow();
    };
  }, [enabled, topic, me, queryClient, appointmentId, tellMedia]);

  // This side muted, unmuted, or turned its camera off or on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values changing are the reason to tell.
  useEffect(() => {
    if (phase === 'in-call') tellMedia();
  }, [localMedia.audio, localMedia.video, phase, tellMedia]);

  // The call ended (this side, the other, or the doctor ending the session): the media stops.
  useEffect(() => {
    if (call?.status === 'ended' && call.id === callId.current && phase === 'in-call') {
      teardown();
      setPhase('ended');
    }
  }, [call, phase, teardown]);

  // The tab closes (or the browser leaves the page) mid-call: a goodbye, best effort, so the other
  // side says this one left instead of showing "Connected" to nobody. The call stays active, so a
  // reload comes back into it.
  useEffect(() => {
    const bye = () => {
      if (connection.current !== null && callId.current !== null) realtime.send({ type: 'signal', topic, call: callId.current, signal: { kind: 'bye' } });
    };
    window.addEventListener('pagehide', bye);
    return () => window.removeEventListener('pagehide', bye);
  }, [topic]);

  // The network came back or changed: look for a new path at once.
  useEffect(() => {
    const online = () => connection.current?.restartIce();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // What the person sees of the connection, read from its statistics.
  useEffect(() => {
    if (phase !== 'in-call') return;
    let previous: StatsSample | null = null;
    const timer = window.setInterval(async () => {
      const pc = connection.current?.pc;
      if (!pc) return;
      const sample = sampleOf(await pc.getStats());
      setQuality(qualityBetween(previous, sample));
      setFramesDecoded(sample.framesDecoded);
      setRemoteAudioLevel(sample.audioLevel ?? null);
      previous = sample;
    }, STATS_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(() => teardown, [teardown]);

  const step = useCallback(
    async (known: Call | null): Promise<Call> => {
      const next = joinStep(known, me);
      if (next === 'open') return step(await callSteps.open(appointmentId));
      if (next === 'join') return callSteps.join((known as Call).id);
      if (next === 'start') return callSteps.start((known as Call).id);
      return known as Call;
    },
    [appointmentId, me],
  );

  const join = useCallback(async () => {
    if (!localStream) return;
    setError(null);
    setPhase('joining');
    try {
      let joined: Call;
      try {
        joined = await step(call);
      } catch (err) {
        // The other side took the same step at the same moment: take the next one from where it is.
        if (!(err instanceof ApiError && err.status === 409)) throw err;
        joined = await step(await queryClient.fetchQuery({ ...callQueries.latest(appointmentId), staleTime: 0 }));
      }
      storeCall(queryClient, joined);
      callId.current = joined.id;
      connection.current = new CallConnection({
        offerer,
        iceServers: ice.data ?? [],
        localStream,
        send: (signal) => realtime.send({ type: 'signal', topic, call: joined.id, signal }),
        onRemoteStream: setRemoteStream,
        onState: (state) => {
          setConnectionState(state);
          if (state === 'connected') {
            setOtherLeft(false);
            tellMedia();
          }
        },
        onBye: () => setConnectionState('waiting'),
      });
      connection.current.start();
      setPhase('in-call');
    } catch (err) {
      setError(err);
      setPhase('preview');
    }
  }, [localStream, step, call, queryClient, appointmentId, offerer, ice.data, topic, tellMedia]);

  const hangUp = useCallback(
    async (endSession: boolean) => {
      const id = callId.current;
      connection.current?.hangUp();
      teardown();
      setPhase('ended');
      if (id === null) return;
      try {
        storeCall(queryClient, await callSteps.end(id, endSession));
        if (endSession) appointmentChanged(queryClient, appointmentId);
      } catch (err) {
        // Already ended by the other side: nothing left to do.
        if (!(err instanceof ApiError && err.status === 409)) setError(err);
      }
    },
    [queryClient, teardown, appointmentId],
  );

  return {
    call,
    phase,
    connection: connectionState,
    quality,
    remoteStream,
    framesDecoded,
    remoteAudioLevel,
    remoteMedia,
    channelReady,
    otherLeft,
    error: error ?? latest.error ?? ice.error,
    join,
    hangUp,
    replaceTrack: async (track) => connection.current?.replaceTrack(track),
  };
}
