// Appointments: patients' requests, hospitals' open slots, bookings and every status
// change. Who sees what and who may do what is decided in the use-case files this façade
// joins, under row locks where two requests could race; the database refuses overlapping
// times on its own. Every write takes an optional `tx` to join a caller's transaction.

import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { accountDeactivated } from './account-deactivated';
import { actions } from './actions';
import { booking } from './booking';
import type { AppointmentsContext, AppointmentsDeps } from './context';
import { edits } from './edits';
import { appointmentFees } from './fees';
import { listing } from './listing';
import { openSlotBatches } from './open-slot-batch';
import { openSlots } from './open-slots';
import type { CreateInput } from './parse';
import { parties } from './parties';
import { statistics } from './statistics';
import { visibility } from './visibility';
import { withdrawal } from './withdraw';
import { wording } from './wording';

export type { AppointmentsDeps } from './context';

/** DOMAIN "Money": 10% commission, earnings pending 72 hours (the configuration's defaults too). */
const MONEY_DEFAULTS = { commissionPercent: 10, earningsHoldHours: 72 };

export type { CreateInput, ListQuery } from './parse';

export function appointmentsService({ now = () => new Date(), money = MONEY_DEFAULTS, ...deps }: AppointmentsDeps) {
  const ctx: AppointmentsContext = { ...deps, money, now };
  const seen = visibility(ctx);
  const told = wording(ctx.notifications);
  const fees = appointmentFees(ctx.notifications, money.commissionPercent);
  const booked = booking(ctx, seen, told, fees);
  const offered = openSlots(ctx);
  return {
    visibleTo: seen.visibleTo,
    hasAppointmentTogether: seen.hasAppointmentTogether,
    ...listing(ctx, seen),
    ...booked,
    ...offered,
    ...openSlotBatches(ctx, told),
    ...withdrawal(ctx, seen),
    ...actions(ctx, seen, told, fees),
    ...edits(ctx, seen),
    ...statistics(ctx),
    ...parties(ctx),
    ...accountDeactivated(ctx, told, fees),

    /** A patient requests one of a doctor's free slots; a hospital publishes an open slot. */
    async create(c: Caller, input: CreateInput, tx?: DbOrTx) {
      if (c.patientId) return booked.request(c, input, tx);
      if (c.hospitalId) return offered.publishSlot(c, input, tx);
      throw forbidden('booking_roles_only');
    },
  };
}

export type AppointmentsService = ReturnType<typeof appointmentsService>;
