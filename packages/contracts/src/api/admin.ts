// Requests and answers of the admin's decisions on accounts.

import { z } from 'zod';
import { ACCOUNT_STATUSES, codesOf, STATES, USER_TYPES } from '../enums';
import { isIsoDate } from '../time';
import { doctorProfileSchema, hospitalProfileSchema, patientProfileSchema, userSchema } from './accounts';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, searchText } from './params';
import { walletSchema, walletTransactionSchema } from './wallet';

export const adminUserIdParams = z.object({ id: databaseId('User id') });
/** An optional reason the person is told; the whole body may be left out (callers that send none, as approve and reactivate once took). */
export const adminReasonBody = z.object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() }).nullish();
/** How the admin's list of accounts may be sorted; a leading '-' is descending. Ties fall back to newest first. */
export const ADMIN_USER_ORDERINGS = ['-date_joined', 'date_joined', 'name', '-name', 'user_type', '-user_type', 'account_status', '-account_status'] as const;
export type AdminUserOrdering = (typeof ADMIN_USER_ORDERINGS)[number];

const joinedDay = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date like 2026-11-23`).describe(`${label}: a Lagos calendar day, YYYY-MM-DD`);

export const adminUsersQuery = z
  .object({
    user_type: z.enum(USER_TYPES).optional(),
    account_status: z.enum(ACCOUNT_STATUSES).optional(),
    state: z
      .enum(codesOf(STATES) as [string, ...string[]])
      .optional()
      .describe('A state code, e.g. LA'),
    joined_from: joinedDay('joined_from').optional(),
    joined_to: joinedDay('joined_to').optional(),
    ordering: z.enum(ADMIN_USER_ORDERINGS).default('-date_joined'),
    search: searchText.optional().describe('Part of a name, username, email or phone number'),
    ...pageQuery,
  })
  .refine((q) => !q.joined_from || !q.joined_to || q.joined_from <= q.joined_to, {
    message: 'joined_to must be on or after joined_from',
    path: ['joined_to'],
  });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** What of a patient's profile is about their health, or identifies them to the state: never part of
 * the admin's account pages, which show who the person is (and so are no read of their record). */
export const PATIENT_FACTS_NOT_FOR_ACCOUNTS = ['blood_type', 'allergies', 'current_medications', 'medical_conditions', 'emergency_contact', 'nin'] as const;

/** A patient's profile as an account page answers it: without their health facts and NIN. */
export const accountPatientProfileSchema = patientProfileSchema.omit({
  blood_type: true,
  allergies: true,
  current_medications: true,
  medical_conditions: true,
  emergency_contact: true,
  nin: true,
});

/** A user as the admin sees them: the account, its profile, and why its status is what it is. */
export const adminUserSchema = userSchema.extend({
  profile: z
    .union([doctorProfileSchema, hospitalProfileSchema, accountPatientProfileSchema])
    .nullable()
    .optional()
    .describe('The profile (a patient’s without their health facts and NIN); null for admins, and on a patient’s row of the list or search'),
  status_reason: z.string().nullable().optional(),
});
export const adminUserPageSchema = paginatedSchema(adminUserSchema);

export type AdminUser = z.infer<typeof adminUserSchema>;

/** One of the account's appointments, as the admin's summary lists it. */
export const adminAccountAppointmentSchema = z.object({
  id: z.number(),
  scheduled_at: z.string(),
  status: z.string(),
  appointment_type: z.string(),
  /** The other side: the doctor for a patient, the patient for a doctor or hospital. */
  with_name: z.string().nullable(),
});

/** What an admin sees around one account besides its profile: appointments, money, links to hospitals. */
export const adminUserSummarySchema = z.object({
  appointments: z.object({
    total: z.number(),
    by_status: z.record(z.string(), z.number()),
    recent: z.array(adminAccountAppointmentSchema),
  }),
  wallet: walletSchema,
  recent_transactions: z.array(walletTransactionSchema),
  /** A doctor's or a hospital's affiliations (the other party's name and the status). */
  affiliations: z.array(z.object({ id: z.number(), doctor_name: z.string(), hospital_name: z.string(), status: z.string(), updated_at: z.string() })),
  /** The hospitals a patient has given access to their record, live and past. */
  accesses: z.array(z.object({ id: z.number(), hospital_name: z.string(), status: z.string(), granted_at: z.string(), revoked_at: z.string().nullable() })),
  /** What deactivating the account now would undo, for the admin's confirmation to name. */
  on_deactivation: z.object({
    appointments: z.number().int().describe('Its pending and scheduled appointments with a patient: cancelled, and each fee held for one refunded'),
    waiting_payouts: z.number().int().describe('Its withdrawals waiting for an admin: rejected, their holds released'),
    waiting_payouts_amount: z.number().int().describe('What those withdrawals hold, in kobo'),
    waiting_payouts_amount_formatted: z.string().describe('The same as naira, e.g. "₦20,000.00"'),
  }),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
