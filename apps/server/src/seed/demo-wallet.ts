// The demo patient's wallet, funded as a person would fund it: a top-up through the sandbox
// provider, paid at its checkout, credited by its signed webhook. With another provider the
// demo wallet stays empty: no real charge is ever made for demo data.

import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';

/** ₦50,000: several consultations at the demo doctors' fees. */
export const DEMO_WALLET_KOBO = 5_000_000;

export async function seedDemoWallet(payments: PaymentsService, patient: { id: number; email: string }): Promise<void> {
  if (payments.provider.name !== 'sandbox') return;
  const { reference } = await payments.startTopUp(patient, DEMO_WALLET_KOBO, '/wallet');
  const delivery = (payments.provider as SandboxProvider).pay(reference);
  if (delivery) await payments.webhook(Buffer.from(delivery.body), delivery.signature);
}
