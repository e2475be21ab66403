// Affiliations as the API shows them: each row with its doctor's and hospital's display
// fields, joined in the one statement that reads it. The accounts module owns those tables;
// they are only read here, for names, photos and whether each party may take part.

import type { Affiliation } from '@naijacare/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../accounts/caller';
import { hospitalOpen } from '../../accounts/hospital-reads';
import { doctorProfiles, hospitalProfiles, users } from '../../accounts/schema';
import { photoUrl } from '../../accounts/serialize';
import { shownPhoto } from '../../reports/hidden';
import { doctorHospitalAffiliations as aff } from '../schema';
import { allowedActions, refOf } from './transitions';

const doctorUser = alias(users, 'doctor_user');
const hospitalUser = alias(users, 'hospital_user');

const columns = {
  f: aff,
  doctor_first: doctorUser.first_name,
  doctor_last: doctorUser.last_name,
  doctor_user_id: doctorUser.id,
  doctor_status: doctorUser.account_status,
  specialization: doctorProfiles.specialization,
  photo: shownPhoto(doctorProfiles.id, doctorProfiles.professional_photo),
  hospital_name: hospitalProfiles.hospital_name,
  hospital_verification: hospitalProfiles.verification_status,
  hospital_user_id: hospitalUser.id,
  hospital_state: hospitalUser.state,
};

/** Affiliations with their parties, filtered by `where`; the caller adds order and limits. */
export const joinedAffiliations = (q: DbOrTx, where?: SQL) =>
  q
    .select(columns)
    .from(aff)
    .innerJoin(doctorProfiles, eq(doctorProfiles.id, aff.doctor_id))
    .innerJoin(doctorUser, eq(doctorUser.id, doctorProfiles.user_id))
    .innerJoin(hospitalProfiles, eq(hospitalProfiles.id, aff.hospital_id))
    .innerJoin(hospitalUser, eq(hospitalUser.id, hospitalProfiles.user_id))
    .where(where)
    .$dynamic();

export type Joined = Awaited<ReturnType<typeof joinedAffiliations>>[number];

export async function loadJoined(q: DbOrTx, id: number): Promise<Joined | undefined> {
  const [row] = await joinedAffiliations(q, eq(aff.id, id)).limit(1);
  return row;
}

export const doctorNameOf = (r: Pick<Joined, 'doctor_first' | 'doctor_last'>) => `Dr. ${r.doctor_first} ${r.doctor_last}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function serialize(c: Caller, r: Joined): Affiliation {
  const f = r.f;
  return {
    id: f.id,
    doctor: f.doctor_id,
    doctor_name: doctorNameOf(r),
    doctor_specialization: r.specialization,
    doctor_photo: photoUrl(r.photo),
    hospital: f.hospital_id,
    hospital_name: r.hospital_name,
    hospital_state: r.hospital_state,
    status: f.status,
    message: f.message,
    reason: f.reason,
    decided_at: iso(f.decided_at),
    approved_at: iso(f.approved_at),
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    allowed_actions: allowedActions(c, refOf(f, r.doctor_user_id)),
  };
}

/** The doctor and hospital of a new request: who they are and whether each may take part. */
export async function requestParties(q: DbOrTx, doctorId: number, hospitalId: number) {
  const [doctor] = await q
    .select({ user_id: users.id, first: users.first_name, last: users.last_name, status: users.account_status, specialization: doctorProfiles.specialization })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(eq(doctorProfiles.id, doctorId))
    .limit(1);
  const [hospital] = await q
    .select({ user_id: hospitalProfiles.user_id, name: hospitalProfiles.hospital_name, open: hospitalOpen(hospitalProfiles.id) })
    .from(hospitalProfiles)
    .where(eq(hospitalProfiles.id, hospitalId))
    .limit(1);
  return { doctor, hospital };
}

/** Every affiliation of one doctor or one hospital, newest change first, for the admin's page of the account. */
export async function affiliationsOfParty(q: DbOrTx, party: { doctorId: number } | { hospitalId: number }) {
  const where = 'doctorId' in party ? eq(aff.doctor_id, party.doctorId) : eq(aff.hospital_id, party.hospitalId);
  const rows = await joinedAffiliations(q, where).orderBy(desc(aff.updated_at), desc(aff.id)).limit(200);
  return rows.map((r) => ({
    id: r.f.id,
    doctor_name: doctorNameOf(r),
    hospital_name: r.hospital_name,
    status: r.f.status,
    updated_at: r.f.updated_at.toISOString(),
  }));
}
