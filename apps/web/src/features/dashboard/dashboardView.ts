// Which appointments the dashboards pick out.

import { type Appointment, lagosDate } from '@naijacare/contracts';

type Item = Pick<Appointment, 'scheduled_at' | 'status' | 'patient'>;
const byTime = (a: Item, b: Item) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at);

/**
 * Sessions with a patient on a Lagos date that are on, under way or done (not requests,
 * nor called off, nor hospital slots nobody booked), in time order.
 */
export function todaysSessions<T extends Item>(list: readonly T[], today: string): T[] {
  return list
    .filter(
      (a) => a.patient !== null && lagosDate(new Date(a.scheduled_at)) === today && ['scheduled', 'in_progress', 'completed', 'no_show'].includes(a.status),
    )
    .sort(byTime);
}

/** Requests still waiting for the doctor whose time has not passed, soonest first. */
export function pendingRequests<T extends Item>(list: readonly T[], now: Date): T[] {
  return list.filter((a) => a.status === 'pending' && Date.parse(a.scheduled_at) > now.getTime()).sort(byTime);
}
