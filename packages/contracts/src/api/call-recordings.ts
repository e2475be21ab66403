// Requests and answers of the call-recording calls (spec §7 "Call recordings"). The doctor's
// browser records the call (MediaRecorder) once both parties have consented on screen, and uploads
// it in numbered pieces while the call runs, so a dropped tab loses at most a few seconds; then it
// marks the recording ready. Only the call's two parties and admins may fetch it.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery, queryBoolean } from './params';

export const RECORDING_STATUSES = ['recording', 'ready'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** The types a recording is kept as: its container found in its first bytes (WebM or MP4), video
 * for a video call and audio for an audio call. */
export const RECORDING_CONTENT_TYPES = ['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4'] as const;
export type RecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];

/** The server's default for RECORDING_MAX_BYTES: the largest recording. */
export const RECORDING_MAX_BYTES = 500 * 1024 * 1024;
/** The largest piece in one upload (MediaRecorder's pieces of a few seconds are far smaller). */
export const RECORDING_CHUNK_MAX_BYTES = 16 * 1024 * 1024;
/** Minutes after a call ended during which its recording still takes pieces, or a whole file:
 * the last pieces in flight and the doctor's upload at hang-up. A recording in pieces starts only
 * while the call is active. */
export const RECORDING_GRACE_MINUTES = 10;
/** The longest duration an app may report. */
export const RECORDING_DURATION_MAX_SECONDS = 24 * 3600;

/** What the caller may do with a recording now: append pieces and mark it ready (the doctor who
 * records it, while it records), delete (that doctor, or an admin). */
export const RECORDING_ACTIONS = ['append', 'mark_ready', 'delete'] as const;

export const callRecordingSchema = z.object({
  id: z.number(),
  call: z.number(),
  appointment: z.number(),
  status: z.enum(RECORDING_STATUSES),
  content_type: z.enum(RECORDING_CONTENT_TYPES).nullable().describe('Known from the first piece'),
  size_bytes: z.number(),
  chunks: z.number().describe('Pieces received: the next piece’s sequence'),
  duration_seconds: z.number().nullable(),
  created_by: z.number().describe('The doctor’s user id'),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  file_url: z.string().describe('/api/call-recordings/{id}/file/ — fetch it with the bearer token, once ready'),
  allowed_actions: z.array(z.enum(RECORDING_ACTIONS)),
});
export type CallRecording = z.infer<typeof callRecordingSchema>;
export const callRecordingPageSchema = paginatedSchema(callRecordingSchema);

/** What a recording's change publishes on its appointment's topic. */
export interface CallRecordingEvent {
  type: 'call_recording';
  topic: string;
  op: 'created' | 'ready' | 'deleted';
  recording: Omit<CallRecording, 'allowed_actions'>;
}

export const callRecordingIdParams = z.object({ id: databaseId('Recording id') });
export const callRecordingListQuery = z.object({ ...pageQuery });
export const callRecordingsByCallQuery = z.object({ call_id: databaseId('call_id') });
export const callRecordingFileQuery = z.object({
  inline: queryBoolean.optional().describe('1: `inline`, for the in-page player'),
});

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

const duration = z
  .string()
  .optional()
  .refine(
    (s) => s === undefined || s === '' || (/^(0|[1-9][0-9]{0,5})$/.test(s) && Number(s) <= RECORDING_DURATION_MAX_SECONDS),
    rule('recording_duration_invalid', { max: RECORDING_DURATION_MAX_SECONDS }),
  )
  .transform((s) => (s ? Number(s) : null));

/** The text fields of POST /api/call-recordings/ (multipart, so every value arrives as a string). */
export const recordingStartFields = z.object({
  call: databaseId('call'),
  consent: z.string().refine((s) => s === 'true', rule('recording_consent_required')),
  duration_seconds: duration.describe('With a whole recording_file: its length'),
});
export type RecordingStartFields = z.infer<typeof recordingStartFields>;

/** The text field of POST /api/call-recordings/{id}/chunks/: the piece's number, from 0. */
export const recordingChunkFields = z.object({
  sequence: z
    .string()
    .refine((s) => /^(0|[1-9][0-9]{0,9})$/.test(s) && Number(s) <= MAX_DATABASE_ID, rule('recording_sequence_invalid'))
    .transform(Number),
});

export const markRecordingReadyBody = z
  .object({
    size: z.number().int().min(0).optional().describe('The bytes the app sent, all pieces together: checked against what arrived'),
    duration_seconds: z.number().int().min(0).max(RECORDING_DURATION_MAX_SECONDS).optional(),
  })
  .nullish();
export type MarkRecordingReadyInput = z.infer<typeof markRecordingReadyBody>;
