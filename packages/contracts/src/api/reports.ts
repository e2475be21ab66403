// Reports (DOMAIN.md "Report"): anyone signed in reports a doctor's profile (bio or photo), a review
// or a chat message they can see, with a reason. open → actioned (the content is hidden; its author
// is told why) or dismissed; an actioned report can be restored (the content shows again).

import { z } from 'zod';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery } from './params';

export const REPORT_TARGET_TYPES = ['doctor_profile', 'review', 'chat_message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** open → actioned | dismissed; actioned → restored (an admin un-hid the content). */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed', 'restored'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['action', 'dismiss', 'restore'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The longest reason (a reporter's, or the admin's told to the author), in characters. */
export const REPORT_REASON_MAX = 500;

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

const reason = (required: 'report_reason_required' | 'report_hide_reason_required') =>
  z
    .string()
    .trim()
    .refine((s) => s.length > 0, rule(required))
    .refine((s) => s.length <= REPORT_REASON_MAX, rule('field_too_long', { label: 'Reason', max: REPORT_REASON_MAX }));

const isTarget = (s: unknown): s is ReportTargetType => (REPORT_TARGET_TYPES as readonly unknown[]).includes(s);

export const reportBody = z.object({
  target_type: z
    .unknown()
    .refine(isTarget, rule('report_target_type_invalid'))
    .transform((s) => s as ReportTargetType)
    .describe(REPORT_TARGET_TYPES.join(', ')),
  target_id: z.number().int().positive().max(MAX_DATABASE_ID).describe('The doctor’s id (doctor_profile), the review’s or the chat message’s'),
  reason: reason('report_reason_required'),
});
export type ReportInput = z.infer<typeof reportBody>;

export const reportHideBody = z.object({ reason: reason('report_hide_reason_required').describe('Told to the content’s author') });
export const reportNoteBody = z.object({
  note: z
    .string()
    .trim()
    .refine((s) => s.length <= REPORT_REASON_MAX, rule('field_too_long', { label: 'Note', max: REPORT_REASON_MAX }))
    .optional(),
});

export const reportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  target_type: z.enum(REPORT_TARGET_TYPES).optional(),
  ...pageQuery,
});
export type ReportsQuery = z.infer<typeof reportsQuery>;
export const reportIdParams = z.object({ id: databaseId('Report id') });

const person = z.object({ id: z.number().describe('User id'), name: z.string() });

export const reportedContentSchema = z.object({
  author: person.nullable(),
  text: z.string().nullable().describe('The review’s comment, the message, the doctor’s bio; plain text'),
  photo: z.string().nullable().describe('The doctor’s photo URL'),
  rating: z.number().nullable(),
  hidden: z.boolean(),
  link: z.string().nullable().describe('Where it shows in the app'),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportSchema = z.object({
  id: z.number(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  reporter: person.nullable().describe('Admins only'),
  decided_at: z.string().nullable(),
  decided_by: person.nullable(),
  decision_note: z.string().nullable().describe('Why it was hidden (told to the author), or the dismissal’s note'),
  content: reportedContentSchema.nullable().describe('Admins only: the content as it stands; null when it no longer exists'),
  allowed_actions: z.array(z.enum(REPORT_ACTIONS)),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = paginatedSchema(reportSchema);
