// Who may use a hospital's portal calls: that hospital, and admins. Routes let only hospitals
// and admins through; this decides which hospital's figures and profile they may touch.

import { forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';

/** Refuses (403) a hospital acting on another hospital, and anyone but hospitals and admins. */
export function assertOwnHospital(caller: Caller, hospitalId: number): void {
  if (caller.isAdmin) return;
  if (caller.hospitalId === null) throw forbidden('hospital_portal_hospitals_only');
  if (caller.hospitalId !== hospitalId) throw forbidden('hospital_not_own');
}
