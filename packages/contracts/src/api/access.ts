// Requests and answers of access codes and patient-hospital access (spec §7 "Patient-hospital
// access"; DOMAIN.md "Hospitals, affiliations, access"). A hospital hands out single-use codes;
// a patient who enters one grants that hospital access to their record until either side revokes.

import { z } from 'zod';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, searchText } from './params';

/** Eight characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied by hand survives. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;
/** Days a code stays valid after it is generated. */
export const ACCESS_CODE_TTL_DAYS = 30;
/** The most codes one request generates. */
export const ACCESS_CODE_BATCH_MAX = 100;

export const ACCESS_CODE_STATUSES = ['unused', 'used', 'expired', 'revoked'] as const;
export const ACCESS_STATUSES = ['active', 'revoked'] as const;
export const REVOCATION_TYPES = ['PATIENT_REVOKED', 'HOSPITAL_REVOKED', 'ADMIN_REVOKED', 'CODE_REVOKED'] as const;
export type AccessCodeStatus = (typeof ACCESS_CODE_STATUSES)[number];
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
export type RevocationType = (typeof REVOCATION_TYPES)[number];

/** The reason written when the revoker gives none (DOMAIN.md's revocation table). */
export const DEFAULT_REVOCATION_REASONS = {
  patient: 'Revoked by patient request',
  patientDecision: 'Patient decision',
  hospital: 'Revoked by hospital administration',
  admin: 'Platform administrator decision',
  none: 'No reason provided',
} as const;

/** What a person types: any case, with spaces or hyphens between groups ("abcd-2345"). */
export const normalizeAccessCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

const reason = z.string().trim().max(500).nullish().describe('Optional; a default reason is written when empty');
const ids = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100);

export const accessHospitalParams = z.object({ id: databaseId('Hospital id') });
export const accessCodeParams = z.object({ id: databaseId('Hospital id'), codeId: databaseId('Access code id') });
export const accessIdParams = z.object({ id: databaseId('Access id') });

export const generateAccessCodesBody = z
  .object({
    // A number, or its digits as text (a form field); not true, "1e2" or " 5 ", which coercion would read as numbers.
    count: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,4}$/)
          .transform(Number),
      ])
      .pipe(z.number().int().min(1).max(ACCESS_CODE_BATCH_MAX))
      .default(1)
      .describe(`1 to ${ACCESS_CODE_BATCH_MAX}; default 1`),
  })
  .nullish()
  .transform((b) => b ?? { count: 1 });

export const accessCodeSchema = z.object({
  id: z.number(),
  hospital: z.number(),
  code_hint: z.string().describe('The last characters of the code; the code itself is shown only once'),
  status: z.enum(ACCESS_CODE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  used_by: z.number().nullable().describe('Patient id'),
  used_by_name: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revocation_type: z.enum(REVOCATION_TYPES).nullable(),
  revocation_reason: z.string().nullable(),
});
/** A code as generated: the only answer that carries the code itself. */
export const generatedAccessCodeSchema = accessCodeSchema.extend({ code: z.string() });
export const generatedAccessCodesSchema = z.object({ count: z.number(), codes: z.array(generatedAccessCodeSchema) });

export const accessCodeListQuery = z.object({ status: z.enum(ACCESS_CODE_STATUSES).optional(), ...pageQuery });
export const accessCodePageSchema = paginatedSchema(accessCodeSchema);

export const revokeAccessCodeBody = z
  .object({
    reason,
    revocation_type: z.enum(['CODE_REVOKED', 'HOSPITAL_REVOKED', 'ADMIN_REVOKED']).optional().describe('Default CODE_REVOKED; ADMIN_REVOKED for admins only'),
  })
  .nullish()
  .transform((b) => b ?? {});

export const verifyAccessCodeBody = z.object({
  access_code: z.string().max(64).describe('The code as given by the hospital; case, spaces and hyphens do not matter'),
});

export const patientHospitalAccessSchema = z.object({
  id: z.number(),
  patient: z.number(),
  patient_name: z.string(),
  hospital: z.number(),
  hospital_name: z.string(),
  access_code: z.number().nullable().describe('The id of the code that granted it'),
  access_code_hint: z.string().nullable(),
  status: z.enum(ACCESS_STATUSES),
  granted_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_by: z.number().nullable().describe('User id'),
  revocation_type: z.enum(REVOCATION_TYPES).nullable(),
  reason: z.string().nullable(),
});
export const accessListQuery = z.object({
  patient: databaseId('Patient').optional(),
  hospital: databaseId('Hospital').optional().describe('Admins only'),
  status: z.enum(ACCESS_STATUSES).optional(),
  search: searchText.optional().describe('Patient or hospital name'),
  ...pageQuery,
});
export const accessPageSchema = paginatedSchema(patientHospitalAccessSchema);

export const reasonOnlyBody = z
  .object({ reason })
  .nullish()
  .transform((b) => b ?? {});
export const hospitalRevokeBody = z
  .object({ reason, notify_patient: z.boolean().default(true) })
  .nullish()
  .transform((b) => b ?? { notify_patient: true });
export const hospitalBulkRevokeBody = z.object({ access_ids: ids, reason, notify_patients: z.boolean().default(true) });
export const adminBulkRevokeBody = z.object({ access_ids: ids, reason });
export const patientRevokeHospitalAccessBody = z.object({
  access_code_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('The id of the patient-hospital access (as listed by my_hospital_accesses), not of the code'),
  reason,
});
export const bulkRevokeResultSchema = z.object({ revoked: z.number(), accesses: z.array(patientHospitalAccessSchema) });

export type AccessCode = z.infer<typeof accessCodeSchema>;
export type GeneratedAccessCode = z.infer<typeof generatedAccessCodeSchema>;
export type AccessCodeListQuery = z.infer<typeof accessCodeListQuery>;
export type PatientHospitalAccess = z.infer<typeof patientHospitalAccessSchema>;
export type AccessListQuery = z.infer<typeof accessListQuery>;
