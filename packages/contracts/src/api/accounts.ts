// Requests and answers of the account calls: sign-in, registration, sessions, profile.
// They validate the request and document it in OpenAPI; the ordered form rules of
// validation.ts run inside them so the first failing rule (spec §5) is the 400's error,
// with its code. The web app's forms take their value types from the request schemas.

import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  BLOOD_TYPES,
  codesOf,
  FACILITY_TYPES,
  GENDERS,
  LANGUAGES,
  SPECIALIZATIONS,
  STATES,
  USER_TYPES,
  VERIFICATION_STATUSES,
} from '../enums';
import { type Checked, checkHospitalRegistration, checkLogin, checkPasswordChange, checkRegistration } from '../validation';

const str = (description?: string) => (description ? z.string().nullish().describe(description) : z.string().nullish());
const oneOf = (codes: readonly string[]) => str(`One of: ${codes.join(', ')}`);
const numeric = (description: string) => z.union([z.number(), z.string()]).nullish().describe(description);

/** Adds the ordered rule check of contracts as the schema's refinement. */
function ruled<T extends z.ZodTypeAny>(schema: T, check: (input: Record<string, unknown>) => Checked<unknown>) {
  return schema.superRefine((value, ctx) => {
    const result = check(value as Record<string, unknown>);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.problem.message, path: [result.problem.field], params: { code: result.problem.code } });
  });
}

const accountFields = {
  username: str('Letters, digits and . + - _; at most 150 characters'),
  email: str(),
  password: str('At least 8 characters'),
  password_confirm: str('When given, must equal password'),
  first_name: str(),
  last_name: str(),
  phone: str('e.g. +234-801-234-5678'),
  state: oneOf(codesOf(STATES)),
};

export const patientFields = {
  date_of_birth: str('YYYY-MM-DD; required for patients'),
  gender: oneOf(codesOf(GENDERS)),
  address: str(),
  emergency_contact: str('Required for patients'),
  blood_type: oneOf(codesOf(BLOOD_TYPES)),
  allergies: str(),
  current_medications: str(),
  medical_conditions: str(),
  preferred_language: oneOf(codesOf(LANGUAGES)).describe('Default EN'),
  nin: str('Digits, at most 11'),
  insurance_provider: str(),
  insurance_number: str(),
  next_of_kin_name: str(),
  next_of_kin_relationship: str(),
  next_of_kin_phone: str(),
};

export const doctorFields = {
  specialization: oneOf(SPECIALIZATIONS),
  license_number: str('Required for doctors'),
  years_of_experience: numeric('Whole number 0–50, default 0'),
  hospital_affiliation: str(),
  consultation_fee: numeric('Naira, at least 0, at most two decimals; default 0'),
  bio: str(),
  medical_school: str(),
  residency_program: str(),
};

export const hospitalFields = {
  hospital_name: str('Required'),
  address: str(),
  registration_number: str(),
};

export const registerBody = ruled(z.object({ ...accountFields, user_type: str('patient or doctor'), ...patientFields, ...doctorFields }), checkRegistration);

export const hospitalRegisterBody = ruled(z.object({ ...accountFields, ...hospitalFields }), checkHospitalRegistration);

export const loginBody = ruled(z.object({ username: str('Username or email'), password: str() }), checkLogin);

export const changePasswordBody = ruled(
  z.object({ old_password: str(), new_password: str('At least 8 characters'), new_password_confirm: str() }),
  checkPasswordChange,
);

export const refreshBody = z.object({ refresh: z.string().min(1, 'Refresh token is required').max(512) });
export const logoutBody = z.object({ refresh_token: z.string().max(512).optional(), refresh: z.string().max(512).optional() });

export const profileUpdateBody = z
  .object({ ...accountFields, ...patientFields, ...doctorFields, ...hospitalFields })
  .omit({ username: true, password: true, password_confirm: true })
  .partial();

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_superuser: z.boolean(),
  account_status: z.enum(ACCOUNT_STATUSES),
  date_joined: z.string(),
});

const nullableText = z.string().nullable();

export const patientProfileSchema = z.object({
  id: z.number(),
  date_of_birth: nullableText,
  gender: nullableText,
  address: nullableText,
  emergency_contact: nullableText,
  blood_type: nullableText,
  allergies: nullableText,
  current_medications: nullableText,
  medical_conditions: nullableText,
  preferred_language: z.string(),
  nin: nullableText,
  insurance_provider: nullableText,
  insurance_number: nullableText,
  next_of_kin_name: nullableText,
  next_of_kin_relationship: nullableText,
  next_of_kin_phone: nullableText,
});

export const doctorProfileSchema = z.object({
  id: z.number(),
  specialization: z.string(),
  license_number: z.string(),
  years_of_experience: z.number(),
  hospital_affiliation: nullableText,
  consultation_fee: z.string().describe('Naira with two decimals, e.g. "12500.00"'),
  bio: nullableText,
  nin: nullableText,
  medical_school: nullableText,
  residency_program: nullableText,
  professional_photo: nullableText.describe('URL of the photo'),
  is_available: z.boolean(),
});

export const hospitalProfileSchema = z.object({
  id: z.number(),
  hospital_name: z.string(),
  address: nullableText,
  registration_number: nullableText,
  verification_status: z.enum(VERIFICATION_STATUSES),
  facility_type: z.enum(FACILITY_TYPES).nullable(),
  website: nullableText,
  bed_count: z.number().nullable(),
  description: nullableText,
  logo: nullableText.describe('URL of the logo'),
});

export const profileSchema = z
  .union([doctorProfileSchema, hospitalProfileSchema, patientProfileSchema])
  .nullable()
  .describe('The profile of the user type (patient, doctor or hospital); null for admins');

export const sessionSchema = z.object({
  user: userSchema,
  user_type: userSchema.shape.user_type,
  is_superuser: z.boolean(),
  profile: profileSchema,
  signed_in_before: z
    .boolean()
    .optional()
    .describe('Sign-in and GET /api/auth/profile/ only: whether the person had a session before this one (registering starts the first)'),
});

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });
export const authResponseSchema = sessionSchema.extend({ tokens: tokensSchema });

export const registerResponseSchema = authResponseSchema.extend({
  tokens: tokensSchema.optional(),
  status: z.string().optional(),
  message: z.string().optional(),
});
export const hospitalRegisterResponseSchema = z.object({ message: z.string(), user: userSchema, hospital: profileSchema });
export const logoutResponseSchema = z.object({ message: z.string() });
export const changePasswordResponseSchema = z.object({ message: z.string(), tokens: tokensSchema });
export const demoAccountsSchema = z.object({
  /** The web app's every page says "Demo data — not for real patients" in its header when true. */
  enabled: z.boolean().describe('This server holds the demo accounts (their password is below): its data is not for real patients'),
  password: z.string().nullable(),
  accounts: z.array(z.object({ role: z.enum(USER_TYPES), username: z.string() })),
});

export type User = z.infer<typeof userSchema>;
export type PatientProfile = z.infer<typeof patientProfileSchema>;
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;
export type HospitalProfile = z.infer<typeof hospitalProfileSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type HospitalRegisterResponse = z.infer<typeof hospitalRegisterResponseSchema>;

/** What a form may send: the request schemas' input types (every field text, or absent). */
export type RegisterInput = z.input<typeof registerBody>;
export type HospitalRegisterInput = z.input<typeof hospitalRegisterBody>;
export type LoginInput = z.input<typeof loginBody>;
export type ChangePasswordInput = z.input<typeof changePasswordBody>;
export type ProfileUpdateInput = z.input<typeof profileUpdateBody>;
export type RefreshInput = z.infer<typeof refreshBody>;
export type LogoutInput = z.infer<typeof logoutBody>;
