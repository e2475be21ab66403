// Requests and answers of doctor-hospital affiliations: a doctor asks to join a hospital, the
// hospital decides, suspends, reactivates, revokes and restores (DOMAIN.md "Hospitals,
// affiliations, access"). Reasons are checked by the service, so a role or another hospital's
// affiliation is refused before a missing reason is.

import { z } from 'zod';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery, queryBoolean } from './params';

export const AFFILIATION_STATUS_CODES = ['pending', 'approved', 'rejected', 'suspended', 'revoked'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUS_CODES)[number];

/** What a caller may do to an affiliation; `withdraw` is the doctor taking back a pending request. */
export const AFFILIATION_ACTIONS = ['approve', 'reject', 'suspend', 'reactivate', 'revoke', 'restore', 'withdraw', 'leave', 'rejoin'] as const;
export type AffiliationAction = (typeof AFFILIATION_ACTIONS)[number];

/** The longest request message and decision reason. */
export const AFFILIATION_TEXT_MAX = 500;

const text = z.string().nullable();

export const affiliationSchema = z.object({
  id: z.number(),
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_specialization: z.string(),
  doctor_photo: text,
  hospital: z.number(),
  hospital_name: z.string(),
  hospital_state: text,
  status: z.enum(AFFILIATION_STATUS_CODES),
  message: text.describe('The doctor’s note with the request'),
  reason: text.describe('The reason given with the last rejection, suspension or revocation'),
  decided_at: text,
  approved_at: text.describe('When the request was first approved'),
  created_at: z.string(),
  updated_at: z.string(),
  allowed_actions: z.array(z.enum(AFFILIATION_ACTIONS)).describe('What the caller may do now'),
});
export type Affiliation = z.infer<typeof affiliationSchema>;
export const affiliationPageSchema = paginatedSchema(affiliationSchema);

export const affiliationIdParams = z.object({ id: databaseId('Affiliation id') });
export const affiliatedDoctorsParams = z.object({ id: databaseId('Hospital id') });

export const affiliationListQuery = z.object({
  doctor: databaseId('Doctor').optional(),
  hospital: databaseId('Hospital').optional(),
  status: z.enum(AFFILIATION_STATUS_CODES).optional(),
  ...pageQuery,
});
export type AffiliationListQuery = z.infer<typeof affiliationListQuery>;

const id = (label: string) => z.union([z.number().int().positive().max(MAX_DATABASE_ID), databaseId(label)]);

export const affiliationRequestBody = z.object({
  hospital: id('Hospital').describe('Hospital id'),
  message: z.string().nullish().describe(`An optional note to the hospital, at most ${AFFILIATION_TEXT_MAX} characters`),
});
export type AffiliationRequestInput = z.infer<typeof affiliationRequestBody>;

/** reject_affiliation needs a reason; suspend and revoke take one. */
export const affiliationReasonBody = z.object({ reason: z.string().nullish() }).nullish();
export type AffiliationReasonInput = z.infer<typeof affiliationReasonBody>;

/** /api/hospitals/doctors/{suspend,revoke,reactivate}/: the caller hospital's affiliation with this doctor. */
export const hospitalDoctorActionBody = z.object({ doctor_id: id('doctor_id'), reason: z.string().nullish() });
export type HospitalDoctorActionInput = z.infer<typeof hospitalDoctorActionBody>;

export const affiliatedDoctorsQuery = z.object({
  include_inactive: queryBoolean.optional().describe('true: suspended and revoked doctors too'),
});

export const affiliatedDoctorSchema = z.object({
  affiliation_id: z.number(),
  id: z.number().describe('Doctor id'),
  full_name: z.string(),
  specialization: z.string(),
  professional_photo: text,
  is_available: z.boolean(),
  status: z.enum(AFFILIATION_STATUS_CODES),
  reason: text,
  approved_at: text,
  upcoming_appointments: z.number().describe('Booked or requested appointments at this hospital still to come'),
  allowed_actions: z.array(z.enum(AFFILIATION_ACTIONS)),
});
export type AffiliatedDoctor = z.infer<typeof affiliatedDoctorSchema>;
