// Disputes (DOMAIN.md "Reviews, disputes, moderation, support"): a patient opens one on their
// appointment that was completed, a no-show or cancelled by the doctor, within DISPUTE_WINDOW_DAYS
// of its time; one open dispute per appointment. An admin takes it under review and resolves it
// (a full, partial or no refund) or dismisses it, with a note both parties read. The patient, the
// doctor concerned and admins write in its thread.

import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../appointments';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery, searchText } from './params';

export const DISPUTE_CATEGORIES = ['doctor_no_show', 'quality_of_care', 'billing', 'technical', 'other'] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];

/** open → under_review → resolved | dismissed (an open one may be decided at once too). */
export const DISPUTE_STATUSES = ['open', 'under_review', 'resolved', 'dismissed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_OUTCOMES = ['refund_full', 'refund_partial', 'no_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** What the caller may do to a dispute now (the lifecycle's table decides, per viewer). */
export const DISPUTE_ACTIONS = ['message', 'review', 'resolve', 'dismiss'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** A dispute is opened within this many days of the appointment's time. */
export const DISPUTE_WINDOW_DAYS = 14;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_NOTE_MAX = 2000;
export const DISPUTE_MESSAGE_MAX = 2000;

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

const text = (label: string, max: number, required: Parameters<typeof serverMessage>[0]) =>
  z
    .string()
    .trim()
    .refine((s) => s.length > 0, rule(required))
    .refine((s) => s.length <= max, rule('field_too_long', { label, max }));

const isCategory = (s: string): s is DisputeCategory => (DISPUTE_CATEGORIES as readonly string[]).includes(s);
const isOutcome = (s: string): s is DisputeOutcome => (DISPUTE_OUTCOMES as readonly string[]).includes(s);

export const disputeBody = z.object({
  appointment: z
    .number({ error: serverMessage('dispute_appointment_required') })
    .int()
    .positive()
    .max(MAX_DATABASE_ID),
  category: z
    .string()
    .refine(isCategory, rule('dispute_category_invalid'))
    .transform((s) => s as DisputeCategory)
    .describe(DISPUTE_CATEGORIES.join(', ')),
  description: text('Description', DISPUTE_DESCRIPTION_MAX, 'dispute_description_required'),
});
export type DisputeInput = z.infer<typeof disputeBody>;

export const disputeNote = text('Note', DISPUTE_NOTE_MAX, 'dispute_note_required');

export const disputeResolveBody = z.object({
  outcome: z
    .string()
    .refine(isOutcome, rule('dispute_outcome_invalid'))
    .transform((s) => s as DisputeOutcome)
    .describe(DISPUTE_OUTCOMES.join(', ')),
  amount: z.number().int().nullish().describe('refund_partial only: kobo, more than 0 and at most what can still be refunded'),
  note: disputeNote.describe('Both parties read it with the outcome'),
});
export type DisputeResolveInput = z.infer<typeof disputeResolveBody>;

export const disputeDismissBody = z.object({ note: disputeNote });
export const disputeMessageBody = z.object({ body: text('Message', DISPUTE_MESSAGE_MAX, 'dispute_message_required') });

export const disputesQuery = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
  category: z.enum(DISPUTE_CATEGORIES).optional(),
  search: searchText.optional().describe('Admins: part of the patient’s or the doctor’s name, or the dispute’s number'),
  ...pageQuery,
});
export type DisputesQuery = z.infer<typeof disputesQuery>;

export const disputeIdParams = z.object({ id: databaseId('Dispute id') });

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]];
const person = z.object({ id: z.number().describe('User id'), name: z.string() });

export const disputeSchema = z.object({
  id: z.number(),
  category: z.enum(DISPUTE_CATEGORIES),
  description: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refund_amount: z.number().describe('Kobo refunded to the patient by this dispute (0 until resolved with a refund)'),
  note: z.string().nullable().describe('The admin’s note with the decision; both parties read it'),
  appointment: z.object({
    id: z.number(),
    scheduled_at: z.string(),
    appointment_type: z.enum(codes(APPOINTMENT_TYPES)),
    status: z.enum(codes(APPOINTMENT_STATUSES)),
    fee: z.number().describe('Kobo'),
  }),
  patient: person,
  doctor: person,
  reviewer: person.nullable().describe('The admin who took it (admins see who; others only that someone did)'),
  /** What is still refundable and whether the doctor’s earning is held (admins). */
  money: z.object({
    fee_paid: z.boolean().describe('The fee was paid at completion (false: free, or refunded when the doctor cancelled)'),
    refundable: z.number().describe('Kobo a refund may still give back'),
    earning_held: z.number().describe('Kobo of the doctor’s earning held while the dispute is open'),
  }),
  message_count: z.number(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  allowed_actions: z.array(z.enum(DISPUTE_ACTIONS)),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputePageSchema = paginatedSchema(disputeSchema);

export const disputeMessageSchema = z.object({
  id: z.number(),
  dispute: z.number(),
  author: person.extend({ role: z.enum(['patient', 'doctor', 'admin']) }),
  body: z.string().describe('Plain text'),
  created_at: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;
export const disputeMessageListSchema = z.array(disputeMessageSchema);
