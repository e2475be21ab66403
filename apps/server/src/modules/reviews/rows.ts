// Reviews as the API shows them to one viewer, with the author's and the doctor's names joined into
// the statement that reads them, and the ratings (average and count of the visible reviews) other
// modules show beside a doctor.

import type { RatingSummary, Review } from '@naijacare/contracts';
import { and, avg, count, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { doctorProfiles, patientProfiles, users } from '../accounts/schema';
import { isHidden } from '../reports/hidden';
import { reviews } from './schema';

/** Who reads: their patient profile (the author of their own reviews) and whether they moderate. */
export interface Viewer {
  patientId: number | null;
  isAdmin: boolean;
}

const author = alias(users, 'author');
const doctorUser = alias(users, 'doctor_user');

const columns = {
  r: reviews,
  author_first: author.first_name,
  author_last: author.last_name,
  author_user_id: author.id,
  doctor_first: doctorUser.first_name,
  doctor_last: doctorUser.last_name,
  doctor_user_id: doctorUser.id,
  hidden: isHidden('review', reviews.id),
};

export type JoinedReview = {
  r: typeof reviews.$inferSelect;
  author_first: string;
  author_last: string;
  author_user_id: number;
  doctor_first: string;
  doctor_last: string;
  doctor_user_id: number;
  hidden: boolean;
};

export const joinedReviews = (q: DbOrTx) =>
  q
    .select(columns)
    .from(reviews)
    .innerJoin(patientProfiles, eq(patientProfiles.id, reviews.patient_id))
    .innerJoin(author, eq(author.id, patientProfiles.user_id))
    .innerJoin(doctorProfiles, eq(doctorProfiles.id, reviews.doctor_id))
    .innerJoin(doctorUser, eq(doctorUser.id, doctorProfiles.user_id));

/** What this viewer may read: visible reviews, and their own or (admins) every hidden one. */
export function readableBy(v: Viewer): SQL | undefined {
  if (v.isAdmin) return undefined;
  const visible = not(isHidden('review', reviews.id));
  return v.patientId === null ? visible : or(visible, eq(reviews.patient_id, v.patientId));
}

/** "Ada O.": enough to read a review by, no more of the patient. */
const shortName = (first: string, last: string) => `${first} ${last.slice(0, 1)}.`.trim();

export function toReview(j: JoinedReview, v: Viewer): Review {
  const mine = v.patientId !== null && j.r.patient_id === v.patientId;
  return {
    id: j.r.id,
    doctor: j.r.doctor_id,
    doctor_name: `Dr. ${j.doctor_first} ${j.doctor_last}`,
    appointment: mine || v.isAdmin ? j.r.appointment_id : null,
    rating: j.r.rating,
    comment: j.r.comment,
    patient_name: shortName(j.author_first, j.author_last),
    created_at: j.r.created_at.toISOString(),
    hidden: j.hidden,
    is_mine: mine,
  };
}

const oneDecimal = (n: string | number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** Average (one decimal) and count of the visible reviews of each of these doctors; none → {null, 0}. */
export async function ratingsOf(q: DbOrTx, doctorIds: readonly number[]): Promise<Map<number, RatingSummary>> {
  const out = new Map<number, RatingSummary>();
  if (doctorIds.length === 0) return out;
  const rows = await q
    .select({ doctor_id: reviews.doctor_id, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.doctor_id, [...doctorIds]), not(isHidden('review', reviews.id))))
    .groupBy(reviews.doctor_id);
  for (const id of doctorIds) out.set(id, { average: null, count: 0 });
  for (const r of rows) out.set(r.doctor_id, { average: oneDecimal(r.average), count: Number(r.count) });
  return out;
}

/** One rating over all the visible reviews of these doctors together (a hospital's). */
export async function ratingOverall(q: DbOrTx, doctorIds: readonly number[]): Promise<RatingSummary> {
  if (doctorIds.length === 0) return { average: null, count: 0 };
  const [r] = await q
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.doctor_id, [...doctorIds]), not(isHidden('review', reviews.id))));
  return { average: oneDecimal(r?.average ?? null), count: Number(r?.count ?? 0) };
}
