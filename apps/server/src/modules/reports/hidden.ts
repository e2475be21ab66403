// The reads every module showing reportable content asks: is this hidden? As an SQL condition (to
// filter a list or an average in the query that reads it) and as a set of ids.

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { hiddenContent, type REPORT_TARGET_VALUES } from './schema';

export type HideableType = (typeof REPORT_TARGET_VALUES)[number];

/** True where the content whose id is in `id` is hidden. */
export const isHidden = (type: HideableType, id: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${hiddenContent} where ${hiddenContent.target_type} = ${type} and ${hiddenContent.target_id} = ${id})`;

/**
 * A doctor's photo as others may see it: null while moderators hide the profile. Every statement
 * that reads a doctor's photo for someone else selects this, not the column.
 */
export const shownPhoto = (profileId: AnyPgColumn, photo: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`case when ${isHidden('doctor_profile', profileId)} then null else ${photo} end`;

/** Of these ids, the hidden ones. */
export async function hiddenIds(q: DbOrTx, type: HideableType, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: hiddenContent.target_id })
    .from(hiddenContent)
    .where(and(eq(hiddenContent.target_type, type), inArray(hiddenContent.target_id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
