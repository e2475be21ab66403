// Requests and answers of the appointment calls. Bodies are kept loose where the service
// must answer in the spec's words and in its order (a role refused before a value is checked):
// those values are checked by the appointments use cases (parse.ts) with their codes.

import { z } from 'zod';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type AppointmentAction,
  type AppointmentStatus,
  SCHEDULE_CREATORS,
} from '../appointments';
import { serverMessage } from '../messages';
import { isIsoDate } from '../time';
import { databaseId, queryBoolean, searchText } from './params';

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]];
const text = z.string().nullable();

export const appointmentSchema = z.object({
  id: z.number(),
  patient: z.number().nullable(),
  patient_name: text,
  patient_private: z
    .boolean()
    .describe('Someone booked it, but who is not the caller’s to see (a hospital looking at its doctors’ own practice or another hospital)'),
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_specialization: z.string(),
  doctor_photo: text,
  hospital: z.number().nullable(),
  hospital_name: text,
  schedule_creator: z.enum(SCHEDULE_CREATORS),
  scheduled_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  appointment_type: z.enum(codes(APPOINTMENT_TYPES)),
  reason: text,
  notes: text,
  status: z.enum(codes(APPOINTMENT_STATUSES)),
  fee: z.string().describe('Naira with two decimals'),
  fee_kobo: z.number().int().describe('The same fee in kobo: what booking holds from the wallet'),
  fee_formatted: z.string().describe('The fee as people read it: "₦12,500.00"'),
  cancellation_reason: text,
  cancelled_by: z.number().nullable(),
  rejection_reason: text,
  created_at: z.string(),
  updated_at: z.string(),
  dispute: z
    .object({
      open_id: z.number().nullable().describe('The dispute open (or under review) on it, if any'),
      decided_id: z.number().nullable().describe('The dispute decided (resolved or dismissed) on it, when none is open: a decision is final'),
      refusal: z
        .object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
        .nullable()
        .describe(
          'Why a dispute cannot be opened on it now (a SERVER_MESSAGES code, its English and its values); null when it can (allowed_actions has open_dispute)',
        ),
    })
    .nullable()
    .describe('Its patient only: disputing it; null for everyone else'),
  allowed_actions: z.array(z.enum(APPOINTMENT_ACTIONS)).describe('What the caller may do now'),
});

/** A Lagos calendar date (YYYY-MM-DD) as a query filter. */
const queryDate = z.string().refine(isIsoDate, { message: serverMessage('date_invalid'), params: { code: 'date_invalid' } });

/** What the hospital appointments page filters by, beside the list's own filters. */
export const hospitalAppointmentFilters = {
  hospital: databaseId('Hospital').optional().describe('Appointments at (or published by) this hospital'),
  date_from: queryDate.optional().describe('From this Lagos date, inclusive'),
  date_to: queryDate.optional().describe('Up to this Lagos date, inclusive'),
  offset: z.coerce.number().int().min(0).max(10_000).optional().describe('Rows to skip, for pages; default 0'),
};

export const appointmentListQuery = z.object({
  _t: z.string().optional().describe('Cache-buster; ignored'),
  show_all: queryBoolean.optional().describe('Up to 1000 instead of the limit'),
  limit: z.coerce.number().int().min(1).max(500).optional().describe('Default 100'),
  search: searchText.optional().describe('Doctor or patient name, reason, specialization, hospital'),
  appointment_type: z
    .enum([...codes(APPOINTMENT_TYPES), 'all'])
    .optional()
    .describe('"all" is ignored'),
  status: z.enum(codes(APPOINTMENT_STATUSES)).optional(),
  patient__isnull: queryBoolean.optional().describe('true: open slots still on offer'),
  schedule_creator: z.enum(SCHEDULE_CREATORS).optional(),
  doctor__hospital_affiliations__hospital: databaseId('Hospital').optional().describe('Doctors affiliated with this hospital'),
  doctor: databaseId('Doctor').optional(),
  patient: databaseId('Patient').optional(),
  ...hospitalAppointmentFilters,
});
export const appointmentsByDoctorQuery = z.object({ doctor_id: databaseId('doctor_id') });
export const appointmentsByPatientQuery = z.object({ patient_id: databaseId('patient_id') });
export const appointmentIdParams = z.object({ id: databaseId('Appointment id') });

export const createAppointmentBody = z.object({
  doctor: z.union([z.number(), z.string()]).optional().describe('Doctor id'),
  scheduled_at: z.string().optional().describe('ISO date-time; for a patient, the start of one of the doctor’s free slots'),
  appointment_type: z.string().optional().describe('video, audio, chat or in_person'),
  reason: z.string().nullish(),
  duration_minutes: z.union([z.number(), z.string()]).optional().describe('Hospitals’ open slots only; default 30'),
});
export const updateAppointmentBody = z.object({ reason: z.string().nullish(), appointment_type: z.string().optional(), notes: z.string().nullish() });
export const updateStatusBody = z.object({ status: z.string().optional(), reason: z.string().nullish(), cancellation_reason: z.string().nullish() });
export const reasonBody = z.object({ reason: z.string().nullish() }).nullish();
export const cancellationBody = z.object({ cancellation_reason: z.string().nullish() }).nullish();

export type Appointment = z.infer<typeof appointmentSchema>;

/** What an appointment's status change publishes on its topic once it has committed, so both
 * parties' open pages (the chat's state, the call's window) follow it. */
export interface AppointmentEvent {
  type: 'appointment';
  topic: string;
  op: AppointmentAction;
  appointment: { id: number; status: AppointmentStatus };
}
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;
export type CreateAppointmentInput = z.infer<typeof createAppointmentBody>;
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentBody>;
export type UpdateStatusInput = z.infer<typeof updateStatusBody>;

// ---- Hospitals: open slots published in batches, and the filters of their appointments ----

/** At most this many slots are proposed by one batch, and its dates span at most this many days. */
export const OPEN_SLOT_BATCH_MAX = 200;
export const OPEN_SLOT_BATCH_MAX_DAYS = 31;

/** A batch of open slots: every chosen weekday of a date range at each chosen time (Africa/Lagos). Values
 * are checked by the service with their own messages, after the role. */
export const openSlotBatchBody = z.object({
  doctor: z.union([z.number(), z.string()]).optional().describe('An approved affiliated doctor'),
  date_from: z.string().optional().describe('First Lagos date, YYYY-MM-DD'),
  date_to: z.string().optional().describe(`Last Lagos date, at most ${OPEN_SLOT_BATCH_MAX_DAYS} days in all`),
  days_of_week: z.array(z.number()).optional().describe('0 = Monday … 6 = Sunday; default every day'),
  times: z.array(z.string()).optional().describe('Start times, HH:MM Lagos time'),
  duration_minutes: z.union([z.number(), z.string()]).optional().describe('Default 30'),
  appointment_type: z.string().optional().describe('video, audio, chat or in_person; default in_person'),
  dry_run: z.boolean().optional().describe('true: answer what would be published, publish nothing'),
});

/** One slot of a batch: published (or, in a preview, publishable), or skipped with the reason. */
export const openSlotOutcomeSchema = z.object({
  id: z.number().nullable().describe('The new slot; null in a preview or when skipped'),
  scheduled_at: z.string(),
  ends_at: z.string(),
  skipped_code: z.enum(['open_slot_in_past', 'doctor_busy', 'batch_slots_overlap']).nullable().describe('Why it was skipped (a SERVER_MESSAGES code)'),
  skipped_reason: z.string().nullable().describe('The same in English'),
  conflict_at: z.string().nullable().describe('Start of the appointment or slot it overlaps, when known'),
});

export const openSlotBatchResultSchema = z.object({
  dry_run: z.boolean(),
  doctor: z.number(),
  doctor_name: z.string(),
  created_count: z.number(),
  skipped_count: z.number(),
  created: z.array(openSlotOutcomeSchema),
  skipped: z.array(openSlotOutcomeSchema),
});

export type OpenSlotBatchInput = z.infer<typeof openSlotBatchBody>;
export type OpenSlotOutcome = z.infer<typeof openSlotOutcomeSchema>;
export type OpenSlotBatchResult = z.infer<typeof openSlotBatchResultSchema>;
