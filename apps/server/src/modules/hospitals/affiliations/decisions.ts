// Every change of an affiliation after the request: the hospital approves, rejects, suspends,
// reactivates, revokes or restores; the doctor withdraws a pending request (the row is
// deleted: a request never answered leaves no history worth keeping, and the pair is free to
// ask again). Each change is one conditional statement (where status is still what the rule
// starts from), so of two concurrent changes exactly one wins and the other is told the
// status it met. Suspending or revoking withdraws the doctor's unbooked open slots at the
// hospital in the same transaction.

import type { Affiliation, AffiliationAction } from '@naijacare/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, inTransaction, type Tx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../http/errors';
import type { Caller } from '../../accounts/caller';
import { withdrawSlotsOfEndedAffiliation } from '../../appointments/affiliation-ended';
import { doctorHospitalAffiliations as aff } from '../schema';
import type { AffiliationsContext } from './context';
import type { Notices } from './notices';
import { type Joined, loadJoined, serialize } from './rows';
import { affiliationText } from './text';
import { endsPractice, refOf, refusal, TRANSITIONS } from './transitions';

export function decisions({ db, now }: AffiliationsContext, told: Notices) {
  /** The status another change left behind, as a 409 naming it. */
  async function lost(tx: Tx, id: number, action: AffiliationAction): Promise<never> {
    const current = await loadJoined(tx, id);
    if (!current) throw notFound('affiliation_not_found');
    throw conflict('affiliation_status_conflict', { status: current.f.status }, { verb: TRANSITIONS[action].verb, status: current.f.status });
  }

  /** Moves the affiliation along the table of transitions.ts, or refuses with 403/409. Null when withdrawn. */
  async function act(c: Caller, id: number, action: AffiliationAction, reasonInput?: string | null, tx?: DbOrTx): Promise<Affiliation | null> {
    const rule = TRANSITIONS[action];
    return inTransaction(db, tx, async (tx) => {
      const row = await loadJoined(tx, id);
      if (!row) throw notFound('affiliation_not_found');
      const refused = refusal(action, c, refOf(row.f, row.doctor_user_id));
      if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: refused[0] === 409 ? { status: row.f.status } : undefined });
      const reason = rule.reason === undefined ? null : affiliationText(reasonInput, 'reason', 'Reason', rule.reason);
      const still = and(eq(aff.id, id), inArray(aff.status, rule.from));

      if (rule.to === null) {
        const gone = await tx.delete(aff).where(still).returning({ id: aff.id });
        if (gone.length === 0) return lost(tx, id, action);
        await told.withdrawn(tx, row);
        return null;
      }

      const at = now();
      const changed = await tx
        .update(aff)
        .set({
          status: rule.to,
          reason,
          decided_by: c.actor.id,
          decided_at: at,
          updated_at: at,
          // The first approval is kept: the quality page measures request-to-approval time.
          ...(rule.to === 'approved' ? { approved_at: sql`coalesce(${aff.approved_at}, ${at.toISOString()}::timestamptz)` } : {}),
        })
        .where(still)
        .returning({ id: aff.id });
      if (changed.length === 0) return lost(tx, id, action);

      const after = (await loadJoined(tx, id)) as Joined;
      if (endsPractice(action)) {
        const { kept } = await withdrawSlotsOfEndedAffiliation(tx, row.f.doctor_id, row.f.hospital_id, at, c.actor.id);
        await told.appointmentsKept(tx, after, kept);
      }
      await told.decided(tx, action, after, reason);
      return serialize(c, after);
    });
  }

  /** /api/hospitals/doctors/{suspend,revoke,reactivate}/: the caller hospital's live affiliation with the doctor. */
  async function actOnDoctor(c: Caller, doctorId: number, action: 'suspend' | 'revoke' | 'reactivate', reason?: string | null, tx?: DbOrTx) {
    const [live] = await (tx ?? db)
      .select({ id: aff.id })
      .from(aff)
      .where(and(eq(aff.hospital_id, c.hospitalId ?? 0), eq(aff.doctor_id, doctorId), ne(aff.status, 'rejected')))
      .limit(1);
    if (!live) throw notFound('affiliation_with_doctor_not_found');
    return act(c, live.id, action, reason, tx) as Promise<Affiliation>;
  }

  return {
    /** The hospital's decisions: the affiliation as it now is. */
    decide: (c: Caller, id: number, action: Exclude<AffiliationAction, 'withdraw'>, reason?: string | null, tx?: DbOrTx) =>
      act(c, id, action, reason, tx) as Promise<Affiliation>,
    /** The doctor takes back their pending request. */
    withdraw: async (c: Caller, id: number, tx?: DbOrTx) => {
      await act(c, id, 'withdraw', null, tx);
    },
    actOnDoctor,
  };
}
