// What pressing "Join" does, given the appointment's latest call: open one if there is none live,
// join it and wait if nobody is there, answer it if the other party is waiting, or come back into
// one already going (after a reload or a dropped tab).

import type { Call } from '@naijacare/contracts';

export type JoinStep = 'open' | 'join' | 'start' | 'rejoin';

export function joinStep(call: Call | null, me: number): JoinStep {
  if (!call || call.status === 'ended') return 'open';
  if (call.status === 'created') return 'join';
  if (call.status === 'ringing') return call.joined_by === me ? 'rejoin' : 'start';
  return 'rejoin';
}

/** Whose turn it is to wait, for the line under the video. */
export function waitingFor(call: Call | null, me: number): 'other' | null {
  return call?.status === 'ringing' && call.joined_by === me ? 'other' : null;
}
