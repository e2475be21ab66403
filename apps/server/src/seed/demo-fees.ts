// The fees of the demo's past visits, moved through the ledger as the booking and the visit's end
// would have moved them (appointments/fees.ts, same keys): the demo patient tops up what they
// cost, each fee is held, then paid at completion or the patient's no-show — the doctor's share
// into their earnings, the commission to the platform — or given back when the visit was called
// off. A dispute about a paid visit (demo-disputes.ts) then has a fee an admin can refund. Each
// movement is dated when it would have happened (wallet/replay.ts): the top-up an hour before the
// first booking, each hold when its visit was booked, a refund three hours before the visit it
// called off, a payment and its earning at the visit's end.
// Sandbox only: with another provider no top-up is made, and the past visits stay unpaid.
// Notifications are not sent for them: they would fill the demo's bell with old news.

import { formatLagos } from '@naijacare/contracts';
import type { Db, Tx } from '../db/client';
import { commissionOf, feeKeys } from '../modules/appointments/fees';
import type { appointments } from '../modules/appointments/schema';
import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';
import { recordEarning } from '../modules/wallet/earnings';
import { asOf } from '../modules/wallet/replay';
import { ledger } from '../modules/wallet/service';

type Visit = typeof appointments.$inferSelect;
export interface DemoFeePeople {
  patient: { id: number; email: string; name: string };
  /** The doctors' user ids and names by doctor profile id. */
  doctors: Record<number, { userId: number; name: string }>;
}

const HOUR = 3_600_000;
const PAID = new Set(['completed', 'no_show']);
const GIVEN_BACK = new Set(['cancelled', 'rejected']);

/** The fees of the visits that have taken place (or not) before today; answers what was paid in all. */
export async function seedDemoFees(
  db: Db,
  payments: PaymentsService,
  people: DemoFeePeople,
  visits: Visit[],
  money: { commissionPercent: number; earningsHoldHours: number },
): Promise<number> {
  if (payments.provider.name !== 'sandbox') return 0;
  const past = visits.filter((v) => v.fee_kobo > 0 && (PAID.has(v.status) || GIVEN_BACK.has(v.status)) && v.scheduled_at.getTime() < Date.now());
  const paid = past.filter((v) => PAID.has(v.status));
  const total = paid.reduce((sum, v) => sum + v.fee_kobo, 0);
  const refunded = past.filter((v) => GIVEN_BACK.has(v.status)).reduce((most, v) => Math.max(most, v.fee_kobo), 0);
  const firstBooked = Math.min(...past.map((v) => v.created_at.getTime()));
  await asOf(new Date(firstBooked - HOUR), async () => {
    const { reference } = await payments.startTopUp(people.patient, Math.max(total, refunded), '/wallet');
    const delivery = (payments.provider as SandboxProvider).pay(reference);
    if (delivery) await payments.webhook(Buffer.from(delivery.body), delivery.signature);
  });

  // Those given back first, while the top-up covers any one of them; then those paid.
  for (const v of [...past.filter((v) => GIVEN_BACK.has(v.status)), ...paid]) {
    const doctor = people.doctors[v.doctor_id];
    const when = formatLagos(v.scheduled_at);
    await db.transaction(async (tx) => {
      await asOf(v.created_at, () =>
        ledger.hold(tx, {
          key: feeKeys.hold(v.id),
          userId: people.patient.id,
          amount: v.fee_kobo,
          appointmentId: v.id,
          reason: `Fee held for your appointment with ${doctor.name} on ${when}`,
        }),
      );
      if (GIVEN_BACK.has(v.status)) {
        await asOf(new Date(v.scheduled_at.getTime() - 3 * HOUR), () =>
          ledger.release(tx, {
            key: feeKeys.refund(v.id),
            holdKey: feeKeys.hold(v.id),
            reason: `Refund for your appointment with ${doctor.name} on ${when}`,
          }),
        );
        return;
      }
      await asOf(v.ends_at, () => payFee(tx, v, doctor, when));
    });
  }
  return total;

  /** The visit's fee paid at its end: to the platform, then the doctor's share as their earning. */
  async function payFee(tx: Tx, v: Visit, doctor: { userId: number; name: string }, when: string) {
    await ledger.capture(tx, {
      key: feeKeys.payment(v.id),
      holdKey: feeKeys.hold(v.id),
      reason: `Fee paid for your appointment with ${doctor.name} on ${when}`,
      payees: [{ account: { platform: 'platform_revenue' }, amount: v.fee_kobo }],
    });
    const commission = commissionOf(v.fee_kobo, money.commissionPercent);
    const earning = v.fee_kobo - commission;
    if (earning <= 0) return;
    await ledger.transfer(tx, {
      key: feeKeys.earning(v.id),
      type: 'earning',
      reason: `Earning from your appointment with ${people.patient.name} on ${when}: fee less ${money.commissionPercent}% platform commission`,
      appointmentId: v.id,
      legs: [
        { account: { platform: 'platform_revenue' }, amount: -earning },
        { account: { userId: doctor.userId }, bucket: 'pending', amount: earning },
      ],
    });
    await recordEarning(tx, {
      appointmentId: v.id,
      userId: doctor.userId,
      amount: earning,
      // Counted from the visit's end, as if paid then: those of last week have matured.
      maturesAt: new Date(v.ends_at.getTime() + money.earningsHoldHours * HOUR),
      patientName: people.patient.name,
      appointmentAt: v.scheduled_at,
    });
  }
}
