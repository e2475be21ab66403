// Who may use a hospital's portal calls: that hospital, and admins. Routes let only hospitals
// and admins through; this decides which hospital's figures and profile they may touch.

import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { hospitalDirectoryEntry } from '../accounts/hospital-reads';

/** Refuses (403) a hospital acting on another hospital, and anyone but hospitals and admins;
 * an admin asking for a hospital that does not exist hears 404, not a page of zeros. */
export async function assertOwnHospital(q: DbOrTx, caller: Caller, hospitalId: number): Promise<void> {
  if (caller.isAdmin) {
    if (!(await hospitalDirectoryEntry(q, hospitalId))) throw notFound('hospital_not_found');
    return;
  }
  if (caller.hospitalId === null) throw forbidden('hospital_portal_hospitals_only');
  if (caller.hospitalId !== hospitalId) throw forbidden('hospital_not_own');
}
