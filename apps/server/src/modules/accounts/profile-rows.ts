// The profile row behind each kind of account (patient, doctor, hospital) and the
// session shape built from user and profile; shared by sign-in, registration and profiles.

import { type Checked, nairaToKobo, type Session, type UserType } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { Actor, Caller, UserRow } from './caller';
import { doctorProfiles, hospitalProfiles, patientProfiles, type users } from './schema';
import { type ProfileRow, toProfile, toUser } from './serialize';

export const profileTables = { patient: patientProfiles, doctor: doctorProfiles, hospital: hospitalProfiles } as const;
export type ProfileType = keyof typeof profileTables;

export const must = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw badRequest(checked.problem.code, checked.problem.field, checked.problem.params);
  return checked.value;
};

/** Doctor fee arrives as naira text; the table keeps kobo. */
export function profileColumns(userType: UserType, values: Record<string, unknown>): Record<string, unknown> {
  if (userType !== 'doctor' || !('consultation_fee' in values)) return values;
  const { consultation_fee, ...rest } = values;
  return { ...rest, consultation_fee_kobo: consultation_fee === null ? 0 : nairaToKobo(consultation_fee) };
}

export async function profileRow(q: DbOrTx, user: Pick<UserRow, 'id' | 'user_type'>): Promise<ProfileRow | undefined> {
  if (user.user_type === 'admin') return undefined;
  const table = profileTables[user.user_type];
  const [row] = await q.select().from(table).where(eq(table.user_id, user.id)).limit(1);
  return row;
}

/** profileRow as prepared queries, for reads outside a transaction on every profile view. */
export function preparedProfileRows(db: Db) {
  const prepare = (type: ProfileType) => {
    const table = profileTables[type];
    return db
      .select()
      .from(table)
      .where(eq(table.user_id, sql.placeholder('userId')))
      .limit(1)
      .prepare(`profile_of_${type}`);
  };
  const byType = { patient: prepare('patient'), doctor: prepare('doctor'), hospital: prepare('hospital') };
  return async (user: Pick<UserRow, 'id' | 'user_type'>): Promise<ProfileRow | undefined> => {
    if (user.user_type === 'admin') return undefined;
    const [row] = await byType[user.user_type].execute({ userId: user.id });
    return row as ProfileRow | undefined;
  };
}

/** The id of the user's patient, doctor or hospital profile, as a column of a query over users. */
export const profileIdOf = (u: typeof users) =>
  sql<number | null>`case ${u.user_type}
    when 'patient' then (select ${patientProfiles.id} from ${patientProfiles} where ${patientProfiles.user_id} = ${u.id})
    when 'doctor' then (select ${doctorProfiles.id} from ${doctorProfiles} where ${doctorProfiles.user_id} = ${u.id})
    when 'hospital' then (select ${hospitalProfiles.id} from ${hospitalProfiles} where ${hospitalProfiles.user_id} = ${u.id}) end`;

export const sessionFrom = (user: Omit<UserRow, 'password_hash'>, profile: ProfileRow | undefined): Session => ({
  user: toUser(user),
  user_type: user.user_type,
  is_superuser: user.is_superuser,
  profile: toProfile(user.user_type, profile),
});

export async function sessionOf(q: DbOrTx, user: Omit<UserRow, 'password_hash'>): Promise<Session> {
  return sessionFrom(user, await profileRow(q, user));
}

/** The caller behind an actor; a query only when the actor came without its profile id. */
export async function callerOf(q: DbOrTx, actor: Actor): Promise<Caller> {
  const id = actor.profileId !== undefined ? actor.profileId : ((await profileRow(q, actor))?.id ?? null);
  return {
    actor,
    isAdmin: actor.user_type === 'admin' || actor.is_superuser,
    patientId: actor.user_type === 'patient' ? id : null,
    doctorId: actor.user_type === 'doctor' ? id : null,
    hospitalId: actor.user_type === 'hospital' ? id : null,
  };
}
