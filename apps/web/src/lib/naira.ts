// Naira as people type it, read as integer kobo (DOMAIN "Money": money stays kobo; only the text
// people read and type is naira).

import { nairaToKobo } from '@naijacare/contracts';

// "1500.50", "1,500.50", "₦ 1,500": commas only where thousands are grouped, at most two decimals.
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** Naira as typed → kobo ("1,500.50" → 150050), or null when it is not an amount of money. */
export function parseNaira(text: string): number | null {
  const bare = text.trim().replace(/^₦\s*/, '');
  const plain = GROUPED.test(bare) ? bare.replaceAll(',', '') : bare;
  return nairaToKobo(plain);
}
