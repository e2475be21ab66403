// When a call may be recorded. A recording made in pieces starts only while the call is active;
// its pieces, and a whole recording uploaded at once, are taken until a short grace after the call
// ended (the last pieces in flight, the doctor's upload at hang-up), never days later. Closing a
// recording (mark_ready) does not depend on the call.

import { type MessageCode, RECORDING_GRACE_MINUTES } from '@naijacare/contracts';
import type { RecordingTerms } from '../calls/service';

type CallTime = Pick<RecordingTerms, 'tookPlace' | 'status' | 'endedAt'>;

/** Why the call's time forbids starting a recording whose pieces are still to come, or null. */
export function startRefusal(call: CallTime): MessageCode | null {
  if (!call.tookPlace) return 'recording_call_not_started';
  return call.status === 'active' ? null : 'recording_call_ended';
}

/** Why the call's time forbids taking recorded bytes now (a piece, or a whole file), or null. */
export function uploadRefusal(call: CallTime, now: Date): MessageCode | null {
  if (!call.tookPlace) return 'recording_call_not_started';
  if (call.endedAt && now.getTime() > call.endedAt.getTime() + RECORDING_GRACE_MINUTES * 60_000) return 'recording_call_ended';
  return null;
}
