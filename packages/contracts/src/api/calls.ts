// Requests and answers of the call calls (spec §7 "Calls"; DOMAIN.md "Calls and chat"). A call
// belongs to a video or audio appointment and to its two parties: `created` → `ringing` (one
// party joined and waits) → `active` (the other answered) → `ended`. The media itself travels
// browser to browser (WebRTC); the server keeps the call's state and relays its signalling.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery } from './params';

export const CALL_STATUSES = ['created', 'ringing', 'active', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call's type is its appointment's: an audio appointment's call carries no video. */
export const CALL_TYPES = ['video', 'audio'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/** Why a call ended: `cancelled` is a call ended before it was answered, `session_ended` one the
 * doctor ended together with the appointment's session. */
export const CALL_END_REASONS = ['hung_up', 'cancelled', 'no_answer', 'connection_failed', 'session_ended'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** The reasons an app may give when it ends a call; the others the server decides. */
export const CALL_END_REASONS_GIVEN = ['hung_up', 'no_answer', 'connection_failed'] as const;

/** What the caller may do with the call now. */
export const CALL_ACTIONS = ['join', 'start', 'end', 'delete', 'recording_consent'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

const userId = z.number().nullable();
const time = z.string().nullable();

export const callSchema = z.object({
  id: z.number(),
  appointment: z.number(),
  call_type: z.enum(CALL_TYPES),
  status: z.enum(CALL_STATUSES),
  created_by: z.number().describe('User id'),
  joined_by: userId.describe('Who joined first and waited (ringing)'),
  started_by: userId.describe('Who answered (active)'),
  ended_by: userId,
  created_at: z.string(),
  joined_at: time,
  started_at: time,
  ended_at: time,
  duration_seconds: z.number().nullable().describe('From start to end; null for a call that never became active'),
  end_reason: z.enum(CALL_END_REASONS).nullable(),
  recording_consent: z
    .object({ doctor: z.boolean(), patient: z.boolean() })
    .describe('Whether each party agreed, on screen, to the call being recorded; both must before it is'),
  allowed_actions: z.array(z.enum(CALL_ACTIONS)).describe('What the caller may do now'),
});
export type Call = z.infer<typeof callSchema>;
export const callPageSchema = paginatedSchema(callSchema);

export const createCallBody = z.object({
  appointment: z
    .number()
    .int()
    .refine((n) => n >= 1 && n <= MAX_DATABASE_ID, { message: serverMessage('invalid_id', { label: 'appointment' }), params: { code: 'invalid_id' } })
    .describe('A video or audio appointment of mine'),
});
export type CreateCallInput = z.infer<typeof createCallBody>;

export const callIdParams = z.object({ id: databaseId('Call id') });
export const callListQuery = z.object({ ...pageQuery, status: z.enum(CALL_STATUSES).optional() });
export type CallListQuery = z.infer<typeof callListQuery>;
export const callsByAppointmentQuery = z.object({ appointment_id: databaseId('appointment_id') });

export const endCallBody = z
  .object({
    end_session: z.boolean().optional().describe('The doctor: end the appointment’s session too'),
    reason: z.enum(CALL_END_REASONS_GIVEN).optional().describe('Default hung_up, or cancelled for a call never answered'),
  })
  .nullish();
export type EndCallInput = z.infer<typeof endCallBody>;

export const recordingConsentBody = z.object({ consent: z.boolean().describe('My own consent to the call being recorded; false withdraws it') });
export type RecordingConsentInput = z.infer<typeof recordingConsentBody>;

/** One STUN or TURN server, as RTCPeerConnection takes it (ICE_SERVERS on the server). */
const iceUrl = z.string().regex(/^(stuns?|turns?):\S+$/, 'must be a stun:, stuns:, turn: or turns: URL');
export const iceServerSchema = z.object({
  urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.object({ ice_servers: z.array(iceServerSchema) });

/** What a change of a call publishes on its appointment's topic (`op`: the new status, `deleted`,
 * or `recording_consent` when a party gave or withdrew theirs). */
export interface CallEvent {
  type: 'call';
  topic: string;
  op: CallStatus | 'deleted' | 'recording_consent';
  call: Omit<Call, 'allowed_actions'>;
}

// Signalling: the two browsers of a call exchange their WebRTC offer and answer (SDP) and their ICE
// candidates through the realtime socket; the server checks the sender is a party of the live call
// and passes the signal to the other party unread.

/** offer / answer carry an SDP; candidate an ICE candidate; restart asks the other side for an ICE
 * restart (after a network change); bye says this side is leaving; media says whether the sender's
 * microphone and camera are on (a muted track arrives as silence or black, which the other side
 * cannot tell from a fault). */
export const SIGNAL_KINDS = ['offer', 'answer', 'candidate', 'restart', 'bye', 'media'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
/** A 1:1 offer with audio and video is a few kilobytes; this leaves room for many codecs. */
export const SIGNAL_SDP_MAX_CHARS = 32_000;
export const SIGNAL_CANDIDATE_MAX_CHARS = 1_000;

/** RTCIceCandidateInit, as `candidate.toJSON()` gives it; an empty `candidate` ends the candidates. */
const iceCandidate = z.object({
  candidate: z.string().max(SIGNAL_CANDIDATE_MAX_CHARS),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

export const callSignalSchema = z
  .object({
    kind: z.enum(SIGNAL_KINDS),
    sdp: z.string().max(SIGNAL_SDP_MAX_CHARS).optional(),
    candidate: iceCandidate.optional(),
    media: z.object({ audio: z.boolean(), video: z.boolean() }).optional(),
  })
  .refine((s) => (s.kind === 'offer' || s.kind === 'answer') === (s.sdp !== undefined) || s.kind === 'restart', {
    message: 'offer and answer carry an sdp; only they (and restart) may',
  })
  .refine((s) => (s.kind === 'candidate') === (s.candidate !== undefined), { message: 'candidate, and only it, carries a candidate' })
  .refine((s) => (s.kind === 'media') === (s.media !== undefined), { message: 'media, and only it, carries media' });
export type CallSignal = z.infer<typeof callSignalSchema>;

/** A signal as the other party receives it. */
export interface CallSignalEvent {
  type: 'signal';
  topic: string;
  /** The sender's user id. */
  from: number;
  call: number;
  signal: CallSignal;
}
