// Reviews (DOMAIN.md "Reviews, disputes, moderation, support"): after a completed appointment its
// patient rates it once, 1–5 with an optional comment. A doctor's listing shows the average and the
// count of the visible ones; a review hidden by a moderator is shown to its author (marked) and to
// admins only.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery, queryBoolean } from './params';

/** The longest comment, in characters. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

export const reviewBody = z.object({
  appointment: z.number().int().positive().max(MAX_DATABASE_ID).describe('One of the caller’s completed appointments'),
  rating: z
    .unknown()
    .refine((n) => Number.isInteger(n) && (n as number) >= REVIEW_RATING_MIN && (n as number) <= REVIEW_RATING_MAX, rule('review_rating_invalid'))
    .transform((n) => n as number)
    .describe('A whole number from 1 to 5'),
  comment: z
    .string()
    .trim()
    .refine((s) => s.length <= REVIEW_COMMENT_MAX, rule('field_too_long', { label: 'Comment', max: REVIEW_COMMENT_MAX }))
    .nullish()
    .describe(`Optional, at most ${REVIEW_COMMENT_MAX} characters; plain text`),
});
export type ReviewInput = z.infer<typeof reviewBody>;

export const reviewsQuery = z.object({
  doctor: databaseId('Doctor').optional().describe('The doctor’s reviews (their visible ones; its author and admins see hidden ones marked)'),
  mine: queryBoolean.optional().describe('The caller’s own reviews (as a patient), hidden ones marked'),
  ...pageQuery,
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

export const ratingSummarySchema = z.object({
  average: z.number().nullable().describe('Mean of the visible ratings, one decimal; null when there are none'),
  count: z.number().describe('How many visible reviews'),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewSchema = z.object({
  id: z.number(),
  doctor: z.number().describe('Doctor id'),
  doctor_name: z.string(),
  appointment: z.number().nullable().describe('Shown to its author and admins; null for others'),
  rating: z.number(),
  comment: z.string().nullable().describe('Plain text: show it as text, never as HTML'),
  patient_name: z.string().describe('The author’s first name and initial ("Ada O.")'),
  created_at: z.string(),
  hidden: z.boolean().describe('Hidden by a moderator: only its author (who sees this mark) and admins read it'),
  is_mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = paginatedSchema(reviewSchema).extend({ rating: ratingSummarySchema.nullable().describe('With ?doctor=: the doctor’s') });
export type ReviewPage = z.infer<typeof reviewPageSchema>;
