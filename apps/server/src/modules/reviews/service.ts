// Reviews (DOMAIN "Review"): the patient of a completed appointment rates it once (the unique index
// on appointment_id refuses a second, however two requests race); its doctor is told. Lists show the
// visible reviews, and to their author and admins the hidden ones marked (moderation hides them,
// through the reports module).

import type { Paginated, RatingSummary, Review, ReviewInput, ReviewPage, ReviewsQuery } from '@naijacare/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { offsetOf, pageOf } from '../../db/pages';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AppointmentsService } from '../appointments/service';
import type { NotificationsService } from '../notifications/service';
import { type JoinedReview, joinedReviews, ratingOverall, ratingsOf, readableBy, toReview, type Viewer } from './rows';
import { reviews } from './schema';

export interface ReviewsDeps {
  db: Db;
  appointments: Pick<AppointmentsService, 'get'>;
  notifications: NotificationsService;
}

const viewerOf = (c: Caller): Viewer => ({ patientId: c.patientId, isAdmin: c.isAdmin });

/** A review as the reports module needs it: who wrote it, what it says, whether it is hidden. */
export interface ReviewContent {
  id: number;
  author_user_id: number;
  author_name: string;
  doctor_id: number;
  rating: number;
  comment: string | null;
  hidden: boolean;
}

export function reviewsService({ db, appointments, notifications }: ReviewsDeps) {
  /** The appointment, if the caller is its patient and it is completed; anything else is refused. */
  async function completedOwn(c: Caller, id: number) {
    const refused = badRequest('review_appointment_invalid', 'appointment');
    const a = await appointments.get(c, id).catch((error) => {
      throw error instanceof AppError && error.statusCode === 404 ? refused : error;
    });
    if (a.patient === null || a.patient !== c.patientId) throw refused;
    if (a.status !== 'completed') throw badRequest('review_not_completed', 'appointment');
    return a;
  }

  async function page(where: SQL | undefined, v: Viewer, q: ReviewsQuery): Promise<Paginated<Review>> {
    const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
    const rows = await joinedReviews(db).where(where).orderBy(desc(reviews.created_at), desc(reviews.id)).limit(q.page_size).offset(offsetOf(q));
    return pageOf(
      q,
      total,
      (rows as JoinedReview[]).map((r) => toReview(r, v)),
    );
  }

  return {
    async create(c: Caller, input: ReviewInput): Promise<Review> {
      if (c.patientId === null) throw forbidden('review_appointment_invalid');
      const a = await completedOwn(c, input.appointment);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ appointment_id: a.id, doctor_id: a.doctor, patient_id: c.patientId as number, rating: input.rating, comment: input.comment || null })
          .returning({ id: reviews.id })
          .catch((error) => {
            if (uniqueViolation(error) === 'reviews_appointment_key') throw conflict('review_exists', { appointment: a.id });
            throw error;
          });
        const [joined] = (await joinedReviews(tx).where(eq(reviews.id, row.id))) as JoinedReview[];
        await notifications.create(
          joined.doctor_user_id,
          {
            code: 'review_received',
            params: { patient: `${joined.author_first} ${joined.author_last.slice(0, 1)}.`, rating: input.rating },
            kind: 'review',
            link: '/doctor/reviews',
          },
          tx,
        );
        return toReview(joined, viewerOf(c));
      });
    },

    /** A doctor's reviews (with their rating) or the caller's own. */
    async list(c: Caller, q: ReviewsQuery): Promise<ReviewPage> {
      const v = viewerOf(c);
      if (q.doctor) {
        const doctor = Number(q.doctor);
        const [results, ratings] = await Promise.all([page(and(eq(reviews.doctor_id, doctor), readableBy(v)), v, q), ratingsOf(db, [doctor])]);
        return { ...results, rating: ratings.get(doctor) ?? { average: null, count: 0 } };
      }
      if (q.mine) {
        if (c.patientId === null) return { count: 0, next: null, results: [], rating: null };
        return { ...(await page(eq(reviews.patient_id, c.patientId), v, q)), rating: null };
      }
      throw badRequest('reviews_filter_required', 'doctor');
    },

    ratingsOf: (doctorIds: readonly number[], q: DbOrTx = db) => ratingsOf(q, doctorIds),
    ratingOverall: (doctorIds: readonly number[], q: DbOrTx = db): Promise<RatingSummary> => ratingOverall(q, doctorIds),

    /** One review as moderation reads it, hidden or not; undefined when there is none. */
    async content(id: number, q: DbOrTx = db): Promise<ReviewContent | undefined> {
      const [j] = (await joinedReviews(q).where(eq(reviews.id, id))) as JoinedReview[];
      if (!j) return undefined;
      return {
        id: j.r.id,
        author_user_id: j.author_user_id,
        author_name: `${j.author_first} ${j.author_last}`,
        doctor_id: j.r.doctor_id,
        rating: j.r.rating,
        comment: j.r.comment,
        hidden: j.hidden,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
