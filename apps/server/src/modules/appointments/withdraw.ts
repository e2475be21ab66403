// A hospital withdraws an open slot nobody has booked. Withdrawing keeps the row, cancelled with
// the reason "withdrawn" and nobody on it: a patient who tries to book it at that moment is told
// it is no longer available (not that it never existed), and the hospital's figures still count
// it. A booked slot is never withdrawn, only cancelled with a reason, which tells the patient.
// Against a patient booking the same slot at that moment the row lock decides: the booking's
// conditional update waits for the lock and then finds the slot gone (409 "no longer available"),
// or the withdrawal waits for the booking and then finds it booked (409 here).
// DELETE (spec §7) removes an unbooked slot outright, under the same lock and rules.

import { type Appointment, serverMessage } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { type DbOrTx, inTransaction, type Tx } from '../../db/client';
import { AppError, conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AppointmentsContext } from './context';
import { appointments as a } from './schema';
import { type Joined, loadJoined, serialize } from './serialize';
import { type AppointmentRow, isOpenSlot, mayWithdraw, statusLabel } from './transitions';
import type { Visibility } from './visibility';

/** The reason written on a withdrawn slot. */
export const WITHDRAWN_REASON = serverMessage('open_slot_withdrawn');

export function withdrawal({ db, now }: AppointmentsContext, { visibleTo, lockVisible }: Visibility) {
  /** Locks the slot and refuses what may not be withdrawn (or deleted): 403, or 409 naming why. */
  async function lockWithdrawable(tx: Tx, c: Caller, id: number): Promise<AppointmentRow> {
    const row = await lockVisible(tx, visibleTo(c), id);
    if (!mayWithdraw(c, row)) throw forbidden(c.hospitalId ? 'withdraw_forbidden' : 'delete_forbidden');
    if (row.patient_id !== null && row.status === 'scheduled') throw conflict('withdraw_booked_slot', { status: row.status });
    return row;
  }

  /** Withdraws an unbooked open slot: cancelled, with nobody to tell. */
  async function withdraw(c: Caller, id: number, tx?: DbOrTx): Promise<Appointment> {
    const r = await inTransaction(db, tx, async (tx) => {
      const row = await lockWithdrawable(tx, c, id);
      if (!isOpenSlot(row))
        throw new AppError(409, 'appointment_status_conflict', {
          params: { verb: 'withdraw', status: statusLabel(row.status) },
          details: { status: row.status },
        });
      await tx.update(a).set({ status: 'cancelled', cancellation_reason: WITHDRAWN_REASON, cancelled_by: c.actor.id, updated_at: now() }).where(eq(a.id, id));
      return (await loadJoined(tx, id)) as Joined;
    });
    return serialize(c, r, now());
  }

  /** DELETE: removes an unbooked slot (offered, or already withdrawn) outright. */
  async function remove(c: Caller, id: number, tx?: DbOrTx): Promise<void> {
    await inTransaction(db, tx, async (tx) => {
      const row = await lockWithdrawable(tx, c, id);
      if (row.patient_id !== null || !['scheduled', 'cancelled'].includes(row.status))
        throw conflict('delete_open_slot_only', { status: row.status }, { status: row.status });
      await tx.delete(a).where(eq(a.id, id));
    });
  }

  return { withdraw, remove };
}
