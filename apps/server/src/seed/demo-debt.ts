// A demo doctor who owes the platform a little (DOMAIN "Money", docs/product-decisions.md "Doctors'
// debts"), made the way it happens: Dr Obi's earnings from the demo patient's visits at LagosCare
// matured and he withdrew most of them (the payout paid by the sandbox bank, to an account an admin
// approved in another name with the reason); then the patient disputed the growth check marked as
// their no-show, and an admin refunded it in full. What Dr Obi still held went to the refund, the
// platform gave back its commission, and the rest — DEMO_DOCTOR_DEBT_KOBO — is his debt, shown on
// his wallet and to admins, recovered from his next earnings. Every step goes through the payouts,
// disputes and ledger code, dated in the days before the seed (wallet/replay.ts), so the ledger's
// invariants hold. Sandbox only, like the fees it builds on.

import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Caller } from '../modules/accounts/caller';
import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';
import { payouts as payoutRows } from '../modules/payouts/schema';
import type { PayoutsService } from '../modules/payouts/service';
import { asOf } from '../modules/wallet/replay';
import { earnings, ledgerAccounts } from '../modules/wallet/schema';
import { datedDisputes } from './demo-disputes';
import { releaseEarningsDueBy } from './demo-maturity';

/** ₦3,000: what Dr Obi owes once the refund is decided. */
export const DEMO_DOCTOR_DEBT_KOBO = 300_000;
/** Zenith Bank, a number the sandbox names IBRAHIM MUSA: his practice manager's, he says. */
const OBI_ACCOUNT = { bank_code: '057', account_number: '0123456784' };
const HOUR = 3_600_000;

export interface DemoDebtPeople {
  doctor: { id: number };
  patient: Caller;
  admin: Caller;
}

export async function seedDemoDebt(
  db: Db,
  money: { payments: PaymentsService; payouts: PayoutsService },
  people: DemoDebtPeople,
  /** The visit disputed: paid (a no-show pays the doctor) and within the dispute window. */
  missed: { id: number },
): Promise<void> {
  if (money.payments.provider.name !== 'sandbox') return;
  const { doctor, patient, admin } = people;
  const who = { caller: admin, ip: null, userAgent: 'demo seed' };
  const [last] = await db
    .select({ at: max(earnings.matures_at) })
    .from(earnings)
    .where(eq(earnings.user_id, doctor.id));
  const [disputed] = await db.select().from(earnings).where(eq(earnings.appointment_id, missed.id));
  if (!last?.at || !disputed) return;
  // Withdrawn two hours after his last earning matured; disputed and refunded between then and now.
  const withdrawn = new Date(last.at.getTime() + 2 * HOUR);
  const span = Date.now() - withdrawn.getTime();
  if (span < 6 * HOUR) return;
  const disputedAt = new Date(withdrawn.getTime() + span * 0.4);
  const refundedAt = new Date(withdrawn.getTime() + span * 0.7);

  await releaseEarningsDueBy(db, withdrawn);
  const payout = await asOf(withdrawn, async () => {
    await money.payouts.saveBankAccount(doctor.id, OBI_ACCOUNT);
    const [wallet] = await db
      .select({ available: ledgerAccounts.available })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, doctor.id)));
    // He leaves less than the disputed earning, so the refund takes what is left and the rest is owed.
    return money.payouts.request(doctor.id, wallet.available - (disputed.amount - DEMO_DOCTOR_DEBT_KOBO), 'demo-debt-payout');
  });
  const paidAt = new Date(withdrawn.getTime() + HOUR);
  await asOf(paidAt, async () => {
    await money.payouts.approve(who, payout.id, {
      override_name_mismatch: true,
      reason: 'Dr Obi confirmed by phone that the account is his clinic’s, held by his practice manager.',
    });
    // The sandbox bank's transfer.success arrives a moment later, as of the same time.
    await (money.payments.provider as SandboxProvider).idle();
  });
  // The payout's own times (its row is not the ledger's): asked, decided and paid then.
  await db
    .update(payoutRows)
    .set({ created_at: withdrawn, decided_at: paidAt, settled_at: new Date(paidAt.getTime() + 60_000) })
    .where(eq(payoutRows.id, payout.id));

  const disputes = datedDisputes(db);
  const dispute = await asOf(disputedAt, () =>
    disputes.open(patient, {
      appointment: missed.id,
      category: 'doctor_no_show',
      description:
        'We came to LagosCare for my son’s growth check and waited an hour; reception said Dr Obi was not in that morning, yet it was marked as our no-show.',
    }),
  );
  await asOf(new Date(disputedAt.getTime() + 2 * HOUR), () => disputes.review(who, dispute.id));
  await asOf(refundedAt, () =>
    disputes.resolve(who, dispute.id, {
      outcome: 'refund_full',
      note: 'LagosCare’s front desk confirms Dr Obi was away that morning. The fee is refunded to you in full.',
    }),
  );
}
