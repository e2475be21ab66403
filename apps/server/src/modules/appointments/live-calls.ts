// An appointment's live calls when it leaves the statuses a call takes place in (its session
// ended, a no-show, a cancellation): they end in the same transaction, so nobody keeps signalling
// or recording on a closed appointment. Calls belong to the calls module, which already depends
// on this one (it reads appointments and starts and ends their sessions), so this module cannot
// call it: the calls module registers here, when it is built, how to lock and end them.

import type { AppointmentStatus } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import type { Caller } from '../accounts/caller';

/** What the calls module does for a closing appointment. */
export interface LiveCallsOfAppointment {
  /** Locks its live calls. Taken before the appointment's own lock, in the calls module's order
   * (a call, then its appointment), so that a call being answered and the session being ended at
   * once wait for each other instead of deadlocking. */
  lock(tx: Tx, appointmentId: number): Promise<void>;
  /** Ends them (`session_ended`); returns what to tell both screens once the change has committed. */
  end(tx: Tx, appointmentId: number, c: Caller): Promise<() => Promise<void>>;
}

/** The statuses an appointment's call may take place in. */
const CALLS_TAKE_PLACE_IN: AppointmentStatus[] = ['scheduled', 'in_progress'];

export const closesCalls = (to: AppointmentStatus) => !CALLS_TAKE_PLACE_IN.includes(to);

/** The registration point: until the calls module registers, an appointment has no calls to end. */
export function liveCallsHook() {
  let calls: LiveCallsOfAppointment | null = null;
  return {
    register(handler: LiveCallsOfAppointment) {
      calls = handler;
    },
    lock: async (tx: Tx, appointmentId: number) => calls?.lock(tx, appointmentId),
    end: async (tx: Tx, appointmentId: number, c: Caller): Promise<() => Promise<void>> => (calls ? calls.end(tx, appointmentId, c) : async () => {}),
  };
}

export type LiveCallsHook = ReturnType<typeof liveCallsHook>;
