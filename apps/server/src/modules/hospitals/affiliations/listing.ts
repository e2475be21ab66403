// Reading affiliations: a doctor sees their own, a hospital its own, an admin all; the
// hospital's pending requests; and the hospital's doctors with their load, in one statement.

import type { AffiliatedDoctor, Affiliation, AffiliationListQuery, AffiliationStatus, Paginated } from '@naijacare/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '../../../http/errors';
import type { Caller } from '../../accounts/caller';
import { doctorProfiles, users } from '../../accounts/schema';
import { photoUrl } from '../../accounts/serialize';
import { upcomingAtHospital } from '../../appointments/upcoming-at-hospital';
import { shownPhoto } from '../../reports/hidden';
import { doctorHospitalAffiliations as aff } from '../schema';
import type { AffiliationsContext } from './context';
import { joinedAffiliations, loadJoined, serialize } from './rows';
import { allowedActions, refOf } from './transitions';

/** Only the parties and admins see an affiliation. */
const sees = (c: Caller, f: { doctor_id: number; hospital_id: number }) => c.isAdmin || c.doctorId === f.doctor_id || c.hospitalId === f.hospital_id;

function visibleTo(c: Caller): SQL | undefined {
  if (c.isAdmin) return undefined;
  if (c.hospitalId) return eq(aff.hospital_id, c.hospitalId);
  if (c.doctorId) return eq(aff.doctor_id, c.doctorId);
  throw forbidden('permission_denied');
}

export function listing({ db }: AffiliationsContext) {
  async function list(c: Caller, q: AffiliationListQuery): Promise<Paginated<Affiliation>> {
    const where = and(
      visibleTo(c),
      q.doctor === undefined ? undefined : eq(aff.doctor_id, q.doctor),
      q.hospital === undefined ? undefined : eq(aff.hospital_id, q.hospital),
      q.status === undefined ? undefined : eq(aff.status, q.status),
    );
    const [{ total }] = await db.select({ total: count() }).from(aff).where(where);
    const rows = await joinedAffiliations(db, where)
      .orderBy(desc(aff.created_at), desc(aff.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results: rows.map((r) => serialize(c, r)) };
  }

  async function get(c: Caller, id: number): Promise<Affiliation> {
    const row = await loadJoined(db, id);
    if (!row) throw notFound('affiliation_not_found');
    if (!sees(c, row.f)) throw forbidden('affiliation_not_own');
    return serialize(c, row);
  }

  /** The caller hospital's requests awaiting its decision, oldest first. */
  async function pendingRequests(c: Caller): Promise<Affiliation[]> {
    if (!c.hospitalId) throw forbidden('permission_denied');
    const rows = await joinedAffiliations(db, and(eq(aff.hospital_id, c.hospitalId), eq(aff.status, 'pending'))).orderBy(asc(aff.created_at), asc(aff.id));
    return rows.map((r) => serialize(c, r));
  }

  /** The hospital's approved doctors (with suspended and revoked ones on request), each with
   * their upcoming appointments there; only the hospital itself and admins see its doctors' load. */
  async function affiliatedDoctors(c: Caller, hospitalId: number, includeInactive = false): Promise<AffiliatedDoctor[]> {
    if (!c.isAdmin && c.hospitalId !== hospitalId) throw forbidden('affiliated_doctors_forbidden');
    const statuses: AffiliationStatus[] = includeInactive ? ['approved', 'suspended', 'revoked'] : ['approved'];
    const rows = await db
      .select({
        f: aff,
        first: users.first_name,
        last: users.last_name,
        user_id: users.id,
        specialization: doctorProfiles.specialization,
        photo: shownPhoto(doctorProfiles.id, doctorProfiles.professional_photo),
        is_available: doctorProfiles.is_available,
        upcoming: upcomingAtHospital(aff.doctor_id, hospitalId),
      })
      .from(aff)
      .innerJoin(doctorProfiles, eq(doctorProfiles.id, aff.doctor_id))
      .innerJoin(users, eq(users.id, doctorProfiles.user_id))
      .where(and(eq(aff.hospital_id, hospitalId), inArray(aff.status, statuses)))
      .orderBy(users.last_name, users.first_name, aff.id);
    return rows.map((r) => ({
      affiliation_id: r.f.id,
      id: r.f.doctor_id,
      full_name: `Dr. ${r.first} ${r.last}`,
      specialization: r.specialization,
      professional_photo: photoUrl(r.photo),
      is_available: r.is_available,
      status: r.f.status,
      reason: r.f.reason,
      approved_at: r.f.approved_at ? r.f.approved_at.toISOString() : null,
      upcoming_appointments: Number(r.upcoming),
      allowed_actions: allowedActions(c, refOf(r.f, r.user_id)),
    }));
  }

  return { list, get, pendingRequests, affiliatedDoctors };
}
