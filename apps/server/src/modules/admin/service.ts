// The admin's decisions on accounts: approve or reject a doctor or hospital, deactivate
// and reactivate anyone. Each decision runs under a lock on the user row; the person hears of
// it, with the admin's reason, and the audit trail records who decided what and why, all in the
// same transaction. The accounts module owns and writes the rows. The person is told, and a
// deactivation undoes what the account had still to come, by the modules that subscribe to
// `account.decided` and `account.deactivated` inside the decision's transaction (events/catalogue.ts).

import { PATIENT_FACTS_NOT_FOR_ACCOUNTS, type Profile, type User } from '@naijacare/contracts';
import { type Db, type DbOrTx, inTransaction, type Tx } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import type { AccountDecision } from '../../events/catalogue';
import type { AuditWho } from '../../http/audit-who';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Actor, UserRow } from '../accounts/caller';
import { toUser } from '../accounts/serialize';
import { type UserFilter, userRecords } from '../accounts/user-records';
import type { AuditService } from '../audit/service';

const DECISIONS = { approve: 'approved', reject: 'rejected', deactivate: 'deactivated', reactivate: 'reactivated' } as const satisfies Record<
  string,
  AccountDecision
>;

/** A patient's profile as an account page answers it: without their health facts and NIN. */
function withoutPatientFacts<U extends { user_type: string; profile: Profile }>(user: U): U {
  if (user.user_type !== 'patient' || !user.profile) return user;
  const profile: Record<string, unknown> = { ...user.profile };
  for (const fact of PATIENT_FACTS_NOT_FOR_ACCOUNTS) delete profile[fact];
  return { ...user, profile: profile as Profile };
}

export function adminService({ db, events, audit }: { db: Db; events: Pick<DomainEventBus, 'publish'>; audit?: AuditService }) {
  const records = userRecords(db);

  /** A row of the list or of a search that includes a patient is kept as `list` for the admin's audit
   * search only (it carries no profile); the patient is not shown it. */
  async function recordPatientRows(who: AuditWho, shown: readonly { user_type: string; profile: Profile }[]) {
    const entities = shown.flatMap((u) => (u.user_type === 'patient' && u.profile ? [{ entity_id: u.profile.id, patient_id: u.profile.id }] : []));
    if (audit && entities.length > 0) await audit.recordMany(db, { who, action: 'list', entity_type: 'patient_profile', entities });
  }

  /** Moves an account from one of `from` under a row lock, so two admins cannot both act on a stale state;
   * the person hears of it in the same transaction. */
  async function decide(
    id: number,
    from: UserRow['account_status'][],
    action: keyof typeof DECISIONS,
    apply: (tx: Tx, user: UserRow) => Promise<void>,
    reason?: string,
    tx?: DbOrTx,
    who?: AuditWho,
  ): Promise<User> {
    return inTransaction(db, tx, async (tx) => {
      // The deciding admin's row is locked with the account's, lowest id first: two admins
      // deactivating each other at once are taken in turn, and the second, inactive by then, is refused.
      const actorId = who?.caller.actor.id;
      let user: UserRow | undefined;
      for (const lockId of [...new Set([id, actorId ?? id])].sort((a, b) => a - b)) {
        const locked = await records.lockUser(tx, lockId);
        if (lockId === id) user = locked;
        else if (locked?.account_status !== 'active') throw forbidden();
      }
      if (!user) throw notFound('user_not_found');
      if (action === 'approve' || action === 'reject') {
        if (user.user_type !== 'doctor' && user.user_type !== 'hospital') throw conflict('approval_not_needed', undefined, { user_type: user.user_type });
      }
      if (!from.includes(user.account_status))
        throw new AppError(409, 'account_status_conflict', { params: { action, status: user.account_status }, details: { status: user.account_status } });
      await apply(tx, user);
      const fresh = await records.userRow(id, tx);
      await events.publish(tx, 'account.decided', { user: toUser(fresh), decision: DECISIONS[action], reason });
      if (audit && who) {
        // A patient's account holds their health facts: the entry concerns them, so it shows in their access log too.
        const patientId = user.user_type === 'patient' ? ((await records.getUser(id, tx)).profile?.id ?? null) : null;
        await audit.record(tx, {
          who,
          action: 'admin_decision',
          entity_type: 'user_account',
          entity_id: id,
          patient_id: patientId,
          detail: action,
          reason: reason ?? null,
        });
      }
      return toUser(fresh);
    });
  }

  return {
    /** A page of accounts (the list and its search). A patient's row answers the account without its
     * profile (health facts, NIN): the admin sees that on opening the account, a read the patient is
     * shown. With `who`, the patients on the page are kept as `list` rows for the admin's audit search. */
    async listUsers(filter: UserFilter, who?: AuditWho) {
      const page = await records.listUsers(filter);
      if (who) await recordPatientRows(who, page.results);
      return { ...page, results: page.results.map((u) => (u.user_type === 'patient' ? { ...u, profile: null } : u)) };
    },
    getUser: (id: number, q?: DbOrTx) => records.getUser(id, q),
    /** One account as an admin opens it. A patient's answers no health facts and no NIN (the account
     * page shows neither), so it is no read of their record and not in their "who viewed my record";
     * the admin's audit trail keeps the patient's account opened, found by the patient too. */
    async viewUser(who: AuditWho, id: number) {
      const user = await records.getUser(id);
      if (user.user_type === 'patient' && user.profile)
        await audit?.record(db, { who, action: 'read', entity_type: 'user_account', entity_id: id, patient_id: user.profile.id });
      return withoutPatientFacts(user);
    },

    /** Approves a pending (or previously rejected) doctor or hospital. */
    async approve(id: number, tx?: DbOrTx, who?: AuditWho, reason?: string) {
      await decide(
        id,
        ['pending', 'rejected'],
        'approve',
        async (tx, u) => {
          await records.setStatus(u.id, { account_status: 'active', status_reason: null }, tx);
          if (u.user_type === 'hospital') await records.setHospitalVerification(u.id, { verification_status: 'verified', verified_at: new Date() }, tx);
          // The name approved is the one the payouts' bank-name check holds them to (a later self-rename does not change it).
          await records.recordVerifiedName(u.id, tx);
        },
        reason,
        tx,
        who,
      );
      return withoutPatientFacts(await records.getUser(id, tx));
    },

    async reject(id: number, reason: string | undefined, tx?: DbOrTx, who?: AuditWho) {
      await decide(
        id,
        ['pending'],
        'reject',
        async (tx, u) => {
          await records.setStatus(u.id, { account_status: 'rejected', status_reason: reason ?? null }, tx);
          if (u.user_type === 'hospital') await records.setHospitalVerification(u.id, { verification_status: 'rejected' }, tx);
          await records.revokeAllSessions(u.id, tx);
        },
        reason,
        tx,
        who,
      );
      return withoutPatientFacts(await records.getUser(id, tx));
    },

    /** Deactivation ends every live session at once and cancels what the account had still to come
     * (`account.deactivated`), releasing every hold; the status before it is kept for reactivation, which
     * restores the account but not its cancelled appointments. It takes a reason: the person is
     * shown it at sign-in, and without one they would not know why they were shut out. */
    async deactivate(actor: Actor, id: number, reason: string | undefined, tx?: DbOrTx, who?: AuditWho) {
      if (!reason?.trim()) throw badRequest('deactivation_reason_required', 'reason');
      if (actor.id === id) throw conflict('cannot_deactivate_self');
      await decide(
        id,
        ['active', 'pending', 'rejected'],
        'deactivate',
        async (tx, u) => {
          await records.setStatus(
            u.id,
            {
              account_status: 'inactive',
              status_before_deactivation: u.account_status as 'active' | 'pending' | 'rejected',
              status_reason: reason ?? null,
            },
            tx,
          );
          await records.revokeAllSessions(u.id, tx);
          await events.publish(tx, 'account.deactivated', { user: u, byUserId: actor.id });
        },
        reason,
        tx,
        who,
      );
      return withoutPatientFacts(await records.getUser(id, tx));
    },

    /** Brings a deactivated account back to where it was: an unapproved doctor or hospital is not made active. */
    async reactivate(id: number, tx?: DbOrTx, who?: AuditWho, reason?: string) {
      await decide(
        id,
        ['inactive'],
        'reactivate',
        async (tx, u) => {
          await records.setStatus(
            u.id,
            { account_status: u.status_before_deactivation ?? 'active', status_before_deactivation: null, status_reason: null },
            tx,
          );
        },
        reason,
        tx,
        who,
      );
      return withoutPatientFacts(await records.getUser(id, tx));
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
