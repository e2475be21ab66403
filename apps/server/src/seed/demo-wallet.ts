// The demo patient's wallet, funded as a person would fund it: a top-up through the sandbox
// provider, paid at its checkout, credited by its signed webhook — two hours before the demo was
// seeded (wallet/replay.ts), bringing what they have to spend to ₦50,000. With another provider
// the demo wallet stays empty: no real charge is ever made for demo data.

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';
import { asOf } from '../modules/wallet/replay';
import { ledgerAccounts } from '../modules/wallet/schema';

/** ₦50,000: several consultations at the demo doctors' fees. */
export const DEMO_WALLET_KOBO = 5_000_000;

export async function seedDemoWallet(db: Db, payments: PaymentsService, patient: { id: number; email: string }): Promise<void> {
  if (payments.provider.name !== 'sandbox') return;
  // What the past left them (a dispute's refund) counts toward it.
  const [wallet] = await db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, patient.id)));
  const amount = DEMO_WALLET_KOBO - (wallet?.available ?? 0);
  if (amount <= 0) return;
  await asOf(new Date(Date.now() - 2 * 3_600_000), async () => {
    const { reference } = await payments.startTopUp(patient, amount, '/wallet');
    const delivery = (payments.provider as SandboxProvider).pay(reference);
    if (delivery) await payments.webhook(Buffer.from(delivery.body), delivery.signature);
  });
}
