// The directories other modules show: approved doctors with their accounts (the doctor
// directory) and patients with theirs (who a doctor or an admin may see). The accounts
// module owns these tables, so the joins and the filters on them are written here, once;
// the directories decide who may see what and shape the answer.

import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { doctorProfiles, patientProfiles, users } from './schema';

export interface DoctorDirectoryFilter {
  /** Name, specialization or hospital affiliation contains it. */
  search?: string;
  specialization?: string;
  state?: string;
  available?: boolean;
  /** Only these doctor ids (e.g. a hospital's affiliated doctors); an empty list finds none. */
  ids?: readonly number[];
  id?: number;
}

const doctorConditions = (f: DoctorDirectoryFilter): SQL[] => {
  const where: SQL[] = [eq(users.account_status, 'active')];
  if (f.search) {
    const like = containsPattern(f.search);
    where.push(
      or(
        ilike(users.first_name, like),
        ilike(users.last_name, like),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like),
        ilike(doctorProfiles.specialization, like),
        ilike(doctorProfiles.hospital_affiliation, like),
      ) as SQL,
    );
  }
  if (f.specialization) where.push(eq(doctorProfiles.specialization, f.specialization));
  if (f.state) where.push(eq(users.state, f.state));
  if (f.available !== undefined) where.push(eq(doctorProfiles.is_available, f.available));
  if (f.ids) where.push(f.ids.length ? inArray(doctorProfiles.id, [...f.ids]) : sql`false`);
  if (f.id !== undefined) where.push(eq(doctorProfiles.id, f.id));
  return where;
};

/** Doctors with an active account, by last then first name, with their user rows. */
export async function doctorDirectoryRows(q: DbOrTx, filter: DoctorDirectoryFilter, limit = 500) {
  return q
    .select({ d: doctorProfiles, u: users })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(and(...doctorConditions(filter)))
    .orderBy(users.last_name, users.first_name, doctorProfiles.id)
    .limit(limit);
}

export interface PatientDirectoryFilter {
  /** Full name, email or phone contains it. */
  search?: string;
  ids?: readonly number[];
  id?: number;
}

const patientConditions = (f: PatientDirectoryFilter): SQL[] => {
  const where: SQL[] = [];
  if (f.search) {
    const like = containsPattern(f.search);
    where.push(or(ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like), ilike(users.email, like), ilike(users.phone, like)) as SQL);
  }
  if (f.ids) where.push(f.ids.length ? inArray(patientProfiles.id, [...f.ids]) : sql`false`);
  if (f.id !== undefined) where.push(eq(patientProfiles.id, f.id));
  return where;
};

/** Patients by last then first name, with their user rows. */
export async function patientDirectoryRows(q: DbOrTx, filter: PatientDirectoryFilter, limit = 500) {
  return q
    .select({ p: patientProfiles, u: users })
    .from(patientProfiles)
    .innerJoin(users, eq(users.id, patientProfiles.user_id))
    .where(and(...patientConditions(filter)))
    .orderBy(users.last_name, users.first_name, patientProfiles.id)
    .limit(limit);
}
