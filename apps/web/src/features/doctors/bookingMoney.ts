// What a booking costs against what the wallet holds (DOMAIN "Money"): booking holds the fee from
// the patient's available balance, and the server refuses one it cannot cover with 402
// insufficient_funds and the kobo missing. All in integer kobo; naira only on screen.

import { nairaToKobo } from '@naijacare/contracts';
import { ApiError } from '../../api/client';
import type { BookingChoice } from './BookingModal';

/** The fee the booking will hold, in kobo: the doctor's current fee for a request, the slot's own
 * for a hospital's open slot. A fee the server did not say reads as free, as the server holds none. */
export function feeOf(choice: BookingChoice): number {
  const fee = choice.kind === 'request' ? choice.doctor.consultation_fee : choice.slot.fee;
  return nairaToKobo(fee) ?? 0;
}

/** How much the wallet lacks for the fee (0 when it is enough, or the consultation is free). */
export const shortfallOf = (fee: number, available: number): number => Math.max(fee - available, 0);

/** The kobo missing a refused booking reports (402 insufficient_funds), or null for any other outcome. */
export function missingOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 402 || error.body?.code !== 'insufficient_funds') return null;
  const missing = error.body.details?.missing;
  return Number.isSafeInteger(missing) && (missing as number) > 0 ? (missing as number) : null;
}

/**
 * What to offer to top up for `missing` kobo: exactly what is missing, but never below the
 * server's smallest top-up (a ₦20 gap is topped up with the minimum) nor above its largest (a fee
 * above it needs a second top-up, which this offer makes again once the first has arrived).
 */
export function topUpOfferFor(missing: number, limits?: { min: number; max: number }): number {
  if (!limits) return missing;
  return Math.min(Math.max(missing, limits.min), limits.max);
}
