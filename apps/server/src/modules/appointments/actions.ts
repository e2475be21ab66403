// The named status changes (approve, reject, cancel, start, end, no-show) and the PATCH
// that names a status instead: both follow the table in transitions.ts, under a row lock.

import type { Appointment, UpdateStatusInput } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { type DbOrTx, inTransaction, type Tx } from '../../db/client';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AppointmentsContext } from './context';
import type { AppointmentFees } from './fees';
import { closesCalls } from './live-calls';
import { text } from './parse';
import { appointments as a } from './schema';
import { type Joined, loadJoined, serialize } from './serialize';
import { announceStatus } from './status-event';
import { ACTION_FOR_STATUS, type AppointmentRow, refusal, stateRefusal, TRANSITIONS, type TransitionAction } from './transitions';
import type { Visibility } from './visibility';
import type { Wording } from './wording';

export function actions(
  { db, hub, events, money, now }: AppointmentsContext,
  { visibleTo, visibleOne, lockVisible }: Visibility,
  { announce }: Wording,
  fees: AppointmentFees,
) {
  /**
   * Moves the appointment along the DOMAIN table, or refuses with 403/409. A move out of the
   * statuses a call takes place in ends the appointment's live calls with it (live-calls.ts),
   * announced by the calls module once the change commits. The status itself is told on the
   * appointment's topic once it commits; a change made in a caller's transaction is told by the
   * caller's own event (the call that ended or started it).
   */
  async function act(c: Caller, id: number, action: TransitionAction, reasonInput?: string | null, tx?: DbOrTx): Promise<Appointment> {
    const reason =
      action === 'cancel' ? text(reasonInput, 'Cancellation reason', true) : action === 'reject' ? text(reasonInput, 'Rejection reason', true) : null;
    const vis = visibleTo(c);
    const closing = closesCalls(TRANSITIONS[action].to);
    const r = await inTransaction(db, tx, async (tx) => {
      // Before the appointment's own lock: its calls are locked first, as everywhere (catalogue.ts).
      if (closing) await events.publish(tx, 'appointment.closing', { appointmentId: id, by: c });
      const row = await lockVisible(tx, vis, id);
      return move(tx, c, row, action, reason, refusal(action, c, row, now()));
    });
    if (!tx) await announceStatus(hub, action, r.a);
    return serialize(c, r, now());
  }

  /** Applies the action to the locked row, unless it was refused. */
  async function move(tx: Tx, c: Caller, row: AppointmentRow, action: TransitionAction, reason: string | null, refused: ReturnType<typeof refusal>) {
    if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: refused[0] === 409 ? { status: row.status } : undefined });
    const at = now();
    const set: Partial<typeof a.$inferInsert> = { status: TRANSITIONS[action].to, updated_at: at };
    if (action === 'cancel') Object.assign(set, { cancellation_reason: reason, cancelled_by: c.actor.id });
    if (action === 'reject') set.rejection_reason = reason;
    if (action === 'start_session') set.started_at = at;
    if (action === 'end_session') set.ended_at = at;
    await tx.update(a).set(set).where(eq(a.id, row.id));
    const changed = (await loadJoined(tx, row.id)) as Joined;
    if (action === 'cancel' || action === 'reject') await fees.refund(tx, changed);
    if (action === 'end_session' || action === 'no_show') await fees.pay(tx, changed, money.earningsHoldHours, at);
    await announce(tx, action, c, changed, reason);
    return changed;
  }

  /**
   * A call's start starts its appointment's session, whichever party answered: the doctor is on
   * the call. A session already in progress is left as it is; otherwise the start_session rules
   * of status and time apply as for the doctor's own start. Pass the call's transaction.
   */
  async function startSessionForCall(c: Caller, id: number, tx: DbOrTx): Promise<void> {
    await inTransaction(db, tx, async (tx) => {
      const row = await lockVisible(tx, visibleTo(c), id);
      if (row.status === 'in_progress') return;
      await move(tx, c, row, 'start_session', null, stateRefusal('start_session', row, now()));
    });
  }

  /** PATCH update_status {status}: the same table as the named actions. */
  async function updateStatus(c: Caller, id: number, body: UpdateStatusInput, tx?: DbOrTx) {
    const action = typeof body.status === 'string' ? ACTION_FOR_STATUS[body.status as keyof typeof ACTION_FOR_STATUS] : undefined;
    if (!action) {
      const current = await visibleOne(c, id, tx);
      if (typeof body.status !== 'string' || !['pending', 'scheduled', 'in_progress', 'completed', 'cancelled', 'rejected', 'no_show'].includes(body.status))
        throw badRequest('status_invalid', 'status');
      throw conflict('status_change_conflict', { status: current.a.status }, { from: current.a.status, to: body.status });
    }
    return act(c, id, action, action === 'cancel' ? (body.cancellation_reason ?? body.reason) : body.reason, tx);
  }

  return { act, updateStatus, startSessionForCall };
}
