// The hospital directory's rows: a hospital profile with the account fields it shows (state,
// phone, email). The accounts module owns both tables; who may see which hospital is decided
// by the hospitals module, which passes the filter.

import type { VerificationStatus } from '@naijacare/contracts';
import { and, asc, count, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { hospitalProfiles as h, users as u } from './schema';
import { photoUrl } from './serialize';

/** True while the hospital in `hospitalId` is verified and its account active: it may be found,
 * receive patients' consent, be asked to affiliate and offer slots. */
// The id is compared outside the subquery: a caller's column may be written unqualified ("id"),
// which inside it would name the subquery's own hospital.
export const hospitalOpen = (hospitalId: SQLWrapper | number): SQL =>
  sql`(${hospitalId} in (select oh.id from ${h} oh join ${u} ou on ou.id = oh.user_id
    where oh.verification_status = 'verified' and ou.account_status = 'active'))`;

export interface HospitalDirectoryFilter {
  search?: string;
  state?: string;
  /** Only hospitals in this verification status. */
  verification?: VerificationStatus;
  /** Only verified hospitals whose account is active (what everyone but admins sees). */
  openOnly?: boolean;
  id?: number;
}

const columns = {
  id: h.id,
  hospital_name: h.hospital_name,
  state: u.state,
  address: h.address,
  facility_type: h.facility_type,
  logo: h.logo,
  verification_status: h.verification_status,
  account_status: u.account_status,
  registration_number: h.registration_number,
  phone: u.phone,
  email: u.email,
  website: h.website,
  bed_count: h.bed_count,
  description: h.description,
};

function conditions(f: HospitalDirectoryFilter): SQL | undefined {
  return and(
    f.search ? ilike(h.hospital_name, containsPattern(f.search)) : undefined,
    f.state ? eq(u.state, f.state) : undefined,
    f.verification ? eq(h.verification_status, f.verification) : undefined,
    f.openOnly ? and(eq(h.verification_status, 'verified'), eq(u.account_status, 'active')) : undefined,
    f.id !== undefined ? eq(h.id, f.id) : undefined,
  );
}

const shaped = <R extends { logo: string | null }>(row: R): R => ({ ...row, logo: photoUrl(row.logo) });

/** One page of hospitals by name, and how many match in all. */
export async function hospitalDirectoryPage(q: DbOrTx, filter: HospitalDirectoryFilter, page: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    q.select(columns).from(h).innerJoin(u, eq(u.id, h.user_id)).where(where).orderBy(asc(h.hospital_name), asc(h.id)).limit(page.limit).offset(page.offset),
    q.select({ total: count() }).from(h).innerJoin(u, eq(u.id, h.user_id)).where(where),
  ]);
  return { rows: rows.map(shaped), total };
}

/** One hospital with its account fields, or undefined. */
export async function hospitalDirectoryEntry(q: DbOrTx, id: number) {
  const [row] = await q.select(columns).from(h).innerJoin(u, eq(u.id, h.user_id)).where(conditions({ id })).limit(1);
  return row && shaped(row);
}
