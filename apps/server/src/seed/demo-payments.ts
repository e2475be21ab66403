// Money for /admin/payments to show on a fresh demo: the demo doctor's withdrawal waiting for an
// admin (₦20,000 to a saved account), and the demo patient's top-ups that did not go through — one
// declined at the checkout, one left pending. Made through the payments and payouts services and
// the sandbox provider, as people would make them; with another provider nothing is made.
// The doctor's money for the payout comes in as a sandbox top-up: her earnings from the past
// visits (demo-fees.ts) may still wait out the dispute window, and a payout needs available money.
// The top-up is dated the day before the seed, the withdrawal five hours before it (wallet/replay.ts).

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';
import { payouts as payoutRows } from '../modules/payouts/schema';
import type { PayoutsService } from '../modules/payouts/service';
import { asOf } from '../modules/wallet/replay';
import { releaseEarningsDueBy } from './demo-maturity';

/** ₦25,000 in, ₦20,000 asked for. */
export const DEMO_DOCTOR_TOP_UP_KOBO = 2_500_000;
export const DEMO_PAYOUT_KOBO = 2_000_000;
/** Access Bank, a number the sandbox resolves. */
const DEMO_ACCOUNT = { bank_code: '044', account_number: '0690000031' };

type Person = { id: number; email: string };

const HOUR = 3_600_000;

export async function seedDemoPayments(db: Db, payments: PaymentsService, payouts: PayoutsService, people: { doctor: Person; patient: Person }): Promise<void> {
  if (payments.provider.name !== 'sandbox') return;
  const sandbox = payments.provider as SandboxProvider;

  await asOf(new Date(Date.now() - 26 * HOUR), async () => {
    const { reference: funded } = await payments.startTopUp(people.doctor, DEMO_DOCTOR_TOP_UP_KOBO, '/wallet');
    const delivery = sandbox.pay(funded);
    if (delivery) await payments.webhook(Buffer.from(delivery.body), delivery.signature);
  });
  const asked = new Date(Date.now() - 5 * HOUR);
  // Her earnings due by then were released when they fell due, not when she asked.
  await releaseEarningsDueBy(db, asked);
  const payout = await asOf(asked, async () => {
    await payouts.saveBankAccount(people.doctor.id, DEMO_ACCOUNT);
    return payouts.request(people.doctor.id, DEMO_PAYOUT_KOBO, 'demo-payout');
  });
  await db.update(payoutRows).set({ created_at: asked }).where(eq(payoutRows.id, payout.id));

  // Declined at the checkout, then verified: failed, with the provider's words.
  const { reference: declined } = await payments.startTopUp(people.patient, 1_500_000, '/wallet');
  sandbox.decline(declined);
  await payments.verify(people.patient.id, declined);
  // Started and never finished.
  await payments.startTopUp(people.patient, 750_000, '/wallet');
}
