// An appointment's live calls end when it leaves the statuses a call takes place in (its session
// ended, a no-show, a cancellation), in the same transaction, so nobody keeps signalling or
// recording on a closed appointment. Calls belong to the calls module, which depends on this one
// (it reads appointments and starts and ends their sessions), so this module cannot call it: it
// publishes `appointment.closing` (events/catalogue.ts), and the calls module ends them there.

import type { AppointmentStatus } from '@naijacare/contracts';

/** The statuses an appointment's call may take place in. */
const CALLS_TAKE_PLACE_IN: AppointmentStatus[] = ['scheduled', 'in_progress'];

export const closesCalls = (to: AppointmentStatus) => !CALLS_TAKE_PLACE_IN.includes(to);
