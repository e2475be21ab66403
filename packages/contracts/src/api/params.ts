// Shapes shared by query strings and path params.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { isIsoDate } from '../time';
import { INVISIBLE_CHARACTERS } from '../validation';

/** `true`/`false` (or 1/0) in a query string. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Ids are PostgreSQL integers: anything larger cannot exist and must not reach the database. */
export const MAX_DATABASE_ID = 2_147_483_647;

// Digits only, no sign, space or leading zero: "%201", "+1", "01" and "1e0" would otherwise all
// be read as 1 and name a record the client never wrote.
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** A path or query id. */
export const databaseId = (label: string) =>
  z
    .string()
    .refine((s) => CANONICAL_ID.test(s) && Number(s) <= MAX_DATABASE_ID, {
      message: serverMessage('invalid_id', { label }),
      params: { code: 'invalid_id' },
    })
    .transform(Number);

// Slot dates outside this range mean nothing to a booking and overflow the database's
// date arithmetic at the extremes (year 1, year 9999).
export const FIRST_SLOT_DATE = '2000-01-01';
export const LAST_SLOT_DATE = '2099-12-31';

/** A Lagos calendar date (YYYY-MM-DD) to look up slots on. */
export const slotDate = z.string().refine((s) => isIsoDate(s) && s >= FIRST_SLOT_DATE && s <= LAST_SLOT_DATE, {
  message: serverMessage('slot_date_invalid', { from: FIRST_SLOT_DATE, to: LAST_SLOT_DATE }),
  params: { code: 'slot_date_invalid' },
});

/** A list's search text. */
export const searchText = z.string().trim().max(100);

/** Page and page size of a paginated list. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};

/** A name people read (a hospital's, a service's): trimmed, compatibility forms folded, no invisible
 * or direction-changing characters, within `max`. */
export const visibleName = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s.normalize('NFKC'))
    .refine((s) => !INVISIBLE_CHARACTERS.test(s), {
      message: serverMessage('field_invisible_characters', { label }),
      params: { code: 'field_invisible_characters' },
    });
