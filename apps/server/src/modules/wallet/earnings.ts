// A doctor's earning from a paid consultation waits in their pending balance for the dispute
// window (EARNINGS_HOLD_HOURS), then moves to available. `recordEarning` notes it in the payment's
// transaction; it matures when anyone next reads the owner's wallet, and in a sweep every minute
// (which tells the owner), whichever comes first — each earning once: its row is locked and the
// release's ledger key names the appointment. A debt its owner has (debts.ts) is paid from each
// earning as it becomes available, and from any available money whenever their wallet is read.

import { formatLagos, formatNaira } from '@naijacare/contracts';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { NotificationsService } from '../notifications/service';
import type { Clock } from './clock';
import { recoverDebt } from './debts';
import { transfer } from './ledger';
import { earnings } from './schema';

/** Notes an earning due to mature at `maturesAt` (in the transaction that paid it into pending). */
export async function recordEarning(
  tx: Tx,
  e: { appointmentId: number; userId: number; amount: number; maturesAt: Date; patientName: string; appointmentAt: Date },
) {
  await tx
    .insert(earnings)
    .values({
      appointment_id: e.appointmentId,
      user_id: e.userId,
      amount: e.amount,
      matures_at: e.maturesAt,
      patient_name: e.patientName,
      appointment_at: e.appointmentAt,
    })
    .onConflictDoNothing();
}

/** How many earnings one sweep releases at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

export function earningsMaturity({ db, notifications, clock }: { db: Db; notifications: NotificationsService; clock: Clock }) {
  /** Releases the due earnings (of one person, or anyone's), oldest first. Returns how many this
   * call released. A person's own release waits for one under way (the sweep's), so the balance
   * read after it shows it; the sweep skips what another transaction is releasing. */
  async function release(userId: number | null, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(earnings)
        .where(
          and(
            isNull(earnings.released_at),
            // An open dispute on its appointment holds it (modules/disputes).
            eq(earnings.on_hold, false),
            lte(earnings.matures_at, clock.now()),
            userId === null ? undefined : eq(earnings.user_id, userId),
          ),
        )
        .orderBy(asc(earnings.matures_at))
        .limit(limit)
        .for('update', userId === null ? { skipLocked: true } : {});
      for (const e of due) await releaseOne(tx, e);
      if (userId !== null) await recoverDebt(tx, userId);
      return due.length;
    });
  }

  async function releaseOne(tx: Tx, e: typeof earnings.$inferSelect) {
    const when = formatLagos(e.appointment_at);
    // What a dispute refunded of it is the patient's again; only the rest matures.
    const amount = e.amount - e.refunded;
    if (amount <= 0) {
      await tx.update(earnings).set({ released_at: clock.now() }).where(eq(earnings.id, e.id));
      return;
    }
    await transfer(tx, {
      key: `earning_release:appointment:${e.appointment_id}`,
      type: 'earning_release',
      reason: `Earning from your appointment with ${e.patient_name} on ${when} is available`,
      appointmentId: e.appointment_id,
      legs: [
        { account: { userId: e.user_id }, bucket: 'pending', amount: -amount },
        { account: { userId: e.user_id }, bucket: 'available', amount },
      ],
    });
    await tx.update(earnings).set({ released_at: clock.now() }).where(eq(earnings.id, e.id));
    await notifications.create(
      e.user_id,
      { code: 'earning_available', params: { amount: formatNaira(amount), patient: e.patient_name, when }, kind: 'wallet', link: '/wallet' },
      tx,
    );
    // What its owner owes is recovered before any withdrawal can take it.
    await recoverDebt(tx, e.user_id);
  }

  return {
    /** Before a person's wallet is read or spent: their due earnings, now. */
    matureFor: (userId: number) => release(userId, SWEEP_BATCH),
    /** Everyone's due earnings (the sweep). */
    matureDue: () => release(null, SWEEP_BATCH),
    clock,
  };
}

export type EarningsMaturity = ReturnType<typeof earningsMaturity>;
