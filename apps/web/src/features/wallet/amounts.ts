// The wallet's arithmetic for people: a top-up checked against the server's limits before asking
// (the amount typed in naira read as kobo by lib/naira), a change shown with its sign, and what a
// verified top-up tells its payer. Money stays integer kobo (DOMAIN "Money"); only the text people
// read is naira.

import { koboToNaira, type Payment } from '@naijacare/contracts';
import { nairaText } from '../../lib/format';
import { parseNaira } from '../../lib/naira';

export interface TopUpLimits {
  min: number;
  max: number;
}

export type TopUpCheck = { ok: true; amount: number } | { ok: false; problem: 'invalid' | 'tooSmall' | 'tooLarge' };

/** Whether a typed amount may be topped up; the limits are the server's, absent until it said them. */
export function checkTopUp(text: string, limits?: TopUpLimits): TopUpCheck {
  const amount = parseNaira(text);
  if (amount === null || amount === 0) return { ok: false, problem: 'invalid' };
  if (limits && amount < limits.min) return { ok: false, problem: 'tooSmall' };
  if (limits && amount > limits.max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount };
}

/** A change to a balance with its sign: +₦5,000.00, −₦2,500.00, ₦0.00 (in the reader's language). */
export function signedNaira(kobo: number): string {
  const text = nairaText(koboToNaira(Math.abs(kobo))) ?? '';
  if (kobo > 0) return `+${text}`;
  if (kobo < 0) return `−${text}`;
  return text;
}

export type TopUpOutcome = 'credited' | 'declined' | 'pending';

/** What a verified top-up tells its payer. */
export const outcomeOf = (payment: Pick<Payment, 'status'>): TopUpOutcome =>
  payment.status === 'succeeded' ? 'credited' : payment.status === 'failed' ? 'declined' : 'pending';
