// Support tickets (DOMAIN.md "Reviews, disputes, moderation, support"): a patient, doctor or
// hospital opens one (subject, category, message, optionally one of their appointments); the thread
// runs both ways with an admin, who assigns it to themself and resolves it. A resolved ticket
// closes SUPPORT_CLOSE_AFTER_DAYS later unless its owner replies first; a closed one is final.

import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../appointments';
import { serverMessage } from '../messages';
import { INVISIBLE_CHARACTERS } from '../validation';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery, searchText } from './params';

export const SUPPORT_CATEGORIES = ['account', 'appointment', 'payment', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** open → awaiting_user (an admin replied) → open (the owner replied) … → resolved → closed. */
export const SUPPORT_STATUSES = ['open', 'awaiting_user', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the caller may do to a ticket now (the lifecycle's table decides, per viewer). */
export const SUPPORT_ACTIONS = ['reply', 'assign', 'resolve'] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** The longest subject, in characters: one line a queue can show. */
export const SUPPORT_SUBJECT_MAX = 200;
/** The longest message (the first one, a reply, a resolution note), in characters. */
export const SUPPORT_MESSAGE_MAX = 5000;
/** A resolved ticket closes this many days after it was resolved, unless its owner replies. */
export const SUPPORT_CLOSE_AFTER_DAYS = 7;
/** The most messages one page of a thread carries. */
export const SUPPORT_MESSAGES_PAGE_MAX = 100;

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

/** Trimmed text of at most `max` characters, required unless `optional`. */
const text = (label: string, max: number, required: 'support_subject_required' | 'support_message_required') =>
  z
    .string()
    .trim()
    .refine((s) => s.length > 0, rule(required))
    .refine((s) => s.length <= max, rule('field_too_long', { label, max }));

export const supportSubject = text('Subject', SUPPORT_SUBJECT_MAX, 'support_subject_required')
  // One line people read in a queue: no line breaks, zero-width or direction-changing characters.
  .refine((s) => !INVISIBLE_CHARACTERS.test(s), rule('field_invisible_characters', { label: 'Subject' }));
export const supportMessageText = text('Message', SUPPORT_MESSAGE_MAX, 'support_message_required');

const isCategory = (s: string): s is SupportCategory => (SUPPORT_CATEGORIES as readonly string[]).includes(s);

export const supportTicketBody = z.object({
  subject: supportSubject,
  category: z
    .string()
    .refine(isCategory, rule('support_category_invalid'))
    .transform((s) => s as SupportCategory)
    .describe(SUPPORT_CATEGORIES.join(', ')),
  message: supportMessageText,
  appointment: z
    .number()
    .int()
    .positive()
    .max(MAX_DATABASE_ID)
    .nullish()
    .describe('One of the caller’s own appointments (as its patient, its doctor or its hospital), or null'),
});
export type SupportTicketInput = z.infer<typeof supportTicketBody>;

/** The signed-out contact form: at least this long between the server issuing the form's token and the form being sent (a person reads and types; a bot posts at once). */
export const SUPPORT_CONTACT_MIN_SECONDS = 3;
/** … and a token older than this is not taken (the page asks for a fresh one). */
export const SUPPORT_CONTACT_MAX_AGE_HOURS = 24;
export const SUPPORT_CONTACT_NAME_MAX = 150;
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CONTACT_PHONE = /^\+?[0-9][0-9 \-()]{6,19}$/;
const optionalText = (s: string | null | undefined) => (s ?? '').trim();

/**
 * `/support/contact` signed out (someone who cannot sign in: a deactivated account, a lost
 * password): name, an email or a phone to answer at, category and message. `website` is a field
 * people never see; `form_token` is what `GET /api/support/contact/token/` gave when the form was
 * shown. A bot (the hidden field filled, a token not the server's, too young, too old or used
 * before) is answered exactly as a person is, and nothing is kept.
 */
export const supportContactBody = z
  .object({
    name: z
      .string()
      .trim()
      .refine((s) => s.length > 0, rule('support_contact_name_required'))
      .refine((s) => s.length <= SUPPORT_CONTACT_NAME_MAX, rule('field_too_long', { label: 'Name', max: SUPPORT_CONTACT_NAME_MAX }))
      .refine((s) => !INVISIBLE_CHARACTERS.test(s), rule('field_invisible_characters', { label: 'Name' })),
    email: z
      .string()
      .nullish()
      .transform(optionalText)
      .refine((s) => s === '' || (CONTACT_EMAIL.test(s) && s.length <= 254), rule('email_invalid'))
      .transform((s) => (s ? s.toLowerCase() : null)),
    phone: z
      .string()
      .nullish()
      .transform(optionalText)
      .refine((s) => s === '' || CONTACT_PHONE.test(s), rule('phone_invalid'))
      .transform((s) => s || null),
    category: supportTicketBody.shape.category,
    message: supportMessageText,
    website: z.string().max(500).nullish().describe('Leave empty: a field hidden from people (anti-spam)'),
    form_token: z
      .string()
      .min(1)
      .max(200)
      .describe(
        `The token of GET /api/support/contact/token/, taken when the form was shown; sent at least ${SUPPORT_CONTACT_MIN_SECONDS} s and at most ${SUPPORT_CONTACT_MAX_AGE_HOURS} h later, once`,
      ),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], ...rule('support_contact_reach_required') });
  });
export type SupportContactInput = z.input<typeof supportContactBody>;
export const supportContactResponseSchema = z.object({
  reference: z.number().int().positive().describe('The ticket’s number, to quote when writing again'),
  message: z.string(),
});
export type SupportContactResponse = z.infer<typeof supportContactResponseSchema>;
export const supportContactTokenSchema = z.object({
  form_token: z.string().describe('Send it with the form (form_token)'),
  min_seconds: z.number().int().describe('The form is taken this many seconds after the token was issued, not before'),
  expires_in_seconds: z.number().int().describe('… and not after this many'),
});
export type SupportContactToken = z.infer<typeof supportContactTokenSchema>;

export const supportMessageBody = z.object({ body: supportMessageText });
export type SupportMessageInput = z.infer<typeof supportMessageBody>;

export const supportResolveBody = z.object({
  note: z
    .string()
    .trim()
    .refine((s) => s.length <= SUPPORT_MESSAGE_MAX, rule('field_too_long', { label: 'Note', max: SUPPORT_MESSAGE_MAX }))
    .optional()
    .describe('Said to the ticket’s owner as the last message of the thread; left out or empty, nothing is added'),
});

const ASSIGNEE = /^(me|none|[1-9][0-9]{0,9})$/;
export const supportTicketsQuery = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  category: z.enum(SUPPORT_CATEGORIES).optional(),
  assignee: z
    .string()
    .refine((s) => ASSIGNEE.test(s) && (s === 'me' || s === 'none' || Number(s) <= MAX_DATABASE_ID), rule('support_assignee_invalid'))
    .optional()
    .describe('Admins: me (assigned to the caller), none (unassigned) or an admin’s user id; ignored for others'),
  search: searchText.optional().describe('Part of the subject'),
  ...pageQuery,
});
export type SupportTicketsQuery = z.infer<typeof supportTicketsQuery>;

export const supportTicketIdParams = z.object({ id: databaseId('Ticket id') });
export const supportMessagesQuery = z.object({
  page: pageQuery.page,
  page_size: z.coerce.number().int().min(1).max(SUPPORT_MESSAGES_PAGE_MAX).default(SUPPORT_MESSAGES_PAGE_MAX),
});

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]];
const person = z.object({ id: z.number().describe('User id'), name: z.string() });
const requester = z.object({
  id: z.number().nullable().describe('User id; null for a ticket sent signed out'),
  name: z.string(),
  user_type: z.enum(['patient', 'doctor', 'hospital', 'guest']).describe('guest: sent through the signed-out contact form'),
});

export const supportTicketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  requester,
  contact: z
    .object({ email: z.string().nullable(), phone: z.string().nullable() })
    .nullable()
    .describe('Admins, for a ticket sent signed out: where to answer the person (they cannot read the thread)'),
  assignee: person.nullable().describe('The admin it is assigned to; its owner sees null (only that it is, in `assigned`)'),
  assigned: z.boolean(),
  appointment_id: z.number().nullable().describe('The appointment it is about, if any'),
  message_count: z.number(),
  created_at: z.string(),
  last_activity_at: z.string().describe('The latest message or status change; lists are newest activity first'),
  resolved_at: z.string().nullable(),
  closes_at: z.string().nullable().describe(`While resolved: when it closes (${SUPPORT_CLOSE_AFTER_DAYS} days after resolved_at) unless its owner replies`),
  closed_at: z.string().nullable(),
  allowed_actions: z.array(z.enum(SUPPORT_ACTIONS)).describe('What the caller may do now'),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketPageSchema = paginatedSchema(supportTicketSchema);

/** One ticket as its page reads it: the list's fields and the appointment it is about. */
export const supportTicketDetailSchema = supportTicketSchema.extend({
  appointment: z
    .object({
      id: z.number(),
      scheduled_at: z.string(),
      appointment_type: z.enum(codes(APPOINTMENT_TYPES)),
      status: z.enum(codes(APPOINTMENT_STATUSES)),
      doctor_name: z.string(),
      patient_name: z.string().nullable().describe('As the reader may see it (a hospital sees a patient’s name only with their consent)'),
    })
    .nullable()
    .describe('As the reader sees the appointment; null when none was named or the reader no longer sees it'),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportMessageSchema = z.object({
  id: z.number(),
  ticket: z.number(),
  from_staff: z.boolean().describe('Written by an admin'),
  author: z
    .object({ id: z.number().nullable(), name: z.string() })
    .describe('An admin’s id and name are shown to admins; the ticket’s owner reads id null, "NaijaCare Support"'),
  body: z.string().describe('Plain text: show it as text, never as HTML'),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessagePageSchema = paginatedSchema(supportMessageSchema);
