// The directories other modules show: approved doctors with their accounts (the doctor
// directory) and patients with theirs (who a doctor or an admin may see). The accounts
// module owns these tables, so the joins and the filters on them are written here, once;
// the directories decide who may see what and shape the answer.

import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { p, preparedByShape, QueryShape } from '../../db/shapes';
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

/** The directory's filters as a query shape (db/shapes.ts); a list of ids is not prepared. */
function doctorShape(f: DoctorDirectoryFilter): QueryShape {
  const shape = new QueryShape();
  shape.add('active', eq(users.account_status, 'active'));
  if (f.search)
    shape.add(
      'search',
      or(
        ilike(users.first_name, p('like')),
        ilike(users.last_name, p('like')),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, p('like')),
        ilike(doctorProfiles.specialization, p('like')),
        ilike(doctorProfiles.hospital_affiliation, p('like')),
      ) as SQL,
      { like: containsPattern(f.search) },
    );
  if (f.specialization) shape.add('specialization', eq(doctorProfiles.specialization, p('specialization')), { specialization: f.specialization });
  if (f.state) shape.add('state', eq(users.state, p('state')), { state: f.state });
  if (f.available !== undefined) shape.add('available', eq(doctorProfiles.is_available, p('available')), { available: f.available });
  if (f.id !== undefined) shape.add('id', eq(doctorProfiles.id, p('id')), { id: f.id });
  if (f.ids) shape.add('ids', f.ids.length ? inArray(doctorProfiles.id, [...f.ids]) : sql`false`);
  return shape;
}

const doctorRows = (q: DbOrTx, shape: QueryShape) =>
  q
    .select({ d: doctorProfiles, u: { id: users.id, first_name: users.first_name, last_name: users.last_name, state: users.state } })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(and(...shape.where))
    .orderBy(users.last_name, users.first_name, doctorProfiles.id)
    .limit(p('limit'));

/** Doctors with an active account, by last then first name, with the user fields the directory shows. */
export function doctorDirectory(db: Db) {
  const prepared = preparedByShape('doctor_directory', (shape) => doctorRows(db, shape));
  return (filter: DoctorDirectoryFilter, limit = 500) => {
    const shape = doctorShape(filter);
    const values = { ...shape.values, limit };
    // A list of ids has its values in the SQL: built for this request only.
    return filter.ids ? doctorRows(db, shape).execute(values) : prepared(shape).execute(values);
  };
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
