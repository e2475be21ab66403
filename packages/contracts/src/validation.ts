// Validation of account forms, shared by the web app and the server so both
// show the same message for the same input, in the same order (spec §5).
// Each function returns the first problem found, or the normalised values.

import { NIN_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, YEARS_OF_EXPERIENCE_MAX, YEARS_OF_EXPERIENCE_MIN } from './constants';
import { BLOOD_TYPES, codesOf, GENDERS, LANGUAGES, SELF_REGISTER_TYPES, type SelfRegisterType, SPECIALIZATIONS, STATES, type UserType } from './enums';
import { koboToNaira, nairaToKobo } from './money';

export interface Problem {
  field: string;
  message: string;
}
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

type Input = Record<string, unknown>;
type FieldCheck = (value: unknown) => { value: unknown } | { error: string };

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const MAX_CONSULTATION_FEE_KOBO = 10_000_000 * 100;
/** A non-negative amount with at most two decimals, of any length. */
const WELL_FORMED_NAIRA = /^\d+(\.\d{1,2})?$/;

function text(max: number, label: string): FieldCheck {
  return (v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return { error: `${label} must be text` };
    const s = String(v).trim();
    return s.length > max ? { error: `${label} must be at most ${max} characters` } : { value: s };
  };
}

function oneOf(codes: readonly string[], message: string): FieldCheck {
  return (v) => (typeof v === 'string' && codes.includes(v.trim()) ? { value: v.trim() } : { error: message });
}

const PHONE = /^\+?[0-9][0-9 \-()]{6,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// No @: a username must never look like someone's email address at sign-in.
const USERNAME = /^[A-Za-z0-9.+\-_]{1,150}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const phone =
  (label: string): FieldCheck =>
  (v) =>
    typeof v === 'string' && PHONE.test(v.trim()) ? { value: v.trim() } : { error: `Enter a valid ${label}, for example +234-801-234-5678` };

/** Every field a form may send, with the check that normalises it. */
export const FIELD_CHECKS: Record<string, FieldCheck> = {
  username: (v) =>
    typeof v === 'string' && USERNAME.test(v.trim())
      ? { value: v.trim() }
      : { error: 'Username may contain only letters, digits and . + - _ (at most 150 characters)' },
  email: (v) =>
    typeof v === 'string' && EMAIL.test(v.trim()) && v.trim().length <= 254 ? { value: v.trim().toLowerCase() } : { error: 'Enter a valid email address' },
  first_name: text(150, 'First name'),
  last_name: text(150, 'Last name'),
  phone: phone('phone number'),
  state: oneOf(codesOf(STATES), 'Choose a Nigerian state from the list'),
  // patient
  date_of_birth: (v) => {
    if (typeof v !== 'string' || !ISO_DATE.test(v.trim())) return { error: 'Date of birth must be a date (YYYY-MM-DD)' };
    const d = new Date(`${v.trim()}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v.trim()) return { error: 'Date of birth must be a date (YYYY-MM-DD)' };
    if (d.getTime() > Date.now() || d.getUTCFullYear() < 1900) return { error: 'Date of birth must be in the past' };
    return { value: v.trim() };
  },
  gender: oneOf(codesOf(GENDERS), 'Choose a gender from the list'),
  address: text(500, 'Address'),
  emergency_contact: text(200, 'Emergency contact'),
  blood_type: oneOf(codesOf(BLOOD_TYPES), 'Choose a blood type from the list'),
  allergies: text(2000, 'Allergies'),
  current_medications: text(2000, 'Current medications'),
  medical_conditions: text(2000, 'Medical conditions'),
  preferred_language: oneOf(codesOf(LANGUAGES), 'Choose a language from the list'),
  nin: (v) => {
    const s = String(v ?? '').trim();
    if (s.length > NIN_MAX_LENGTH) return { error: `NIN must be at most ${NIN_MAX_LENGTH} characters` };
    return /^\d+$/.test(s) ? { value: s } : { error: 'NIN must contain digits only' };
  },
  insurance_provider: text(200, 'Insurance provider'),
  insurance_number: text(100, 'Insurance number'),
  next_of_kin_name: text(200, 'Next of kin name'),
  next_of_kin_relationship: text(100, 'Next of kin relationship'),
  next_of_kin_phone: phone('next of kin phone number'),
  // doctor
  specialization: oneOf(SPECIALIZATIONS, 'Choose a specialization from the list'),
  license_number: text(100, 'License number'),
  years_of_experience: (v) => {
    const n = typeof v === 'string' ? Number(v.trim()) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= YEARS_OF_EXPERIENCE_MIN && n <= YEARS_OF_EXPERIENCE_MAX
      ? { value: n }
      : { error: `Years of experience must be a whole number from ${YEARS_OF_EXPERIENCE_MIN} to ${YEARS_OF_EXPERIENCE_MAX}` };
  },
  hospital_affiliation: text(200, 'Hospital affiliation'),
  consultation_fee: (v) => {
    const kobo = nairaToKobo(v);
    // Too many digits for the naira pattern is a fee over the maximum, not a malformed one.
    if (kobo === null && WELL_FORMED_NAIRA.test(String(v).trim())) return { error: 'Consultation fee must be at most 10000000.00' };
    if (kobo === null) return { error: 'Consultation fee must be 0 or more, with at most two decimals' };
    if (kobo > MAX_CONSULTATION_FEE_KOBO) return { error: 'Consultation fee must be at most 10000000.00' };
    return { value: koboToNaira(kobo) };
  },
  bio: text(4000, 'Bio'),
  medical_school: text(200, 'Medical school'),
  residency_program: text(200, 'Residency program'),
  // hospital
  hospital_name: text(200, 'Hospital name'),
  registration_number: text(100, 'Registration number'),
};

export const USER_FIELDS = ['username', 'email', 'first_name', 'last_name', 'phone', 'state'] as const;
export const PATIENT_FIELDS = [
  'date_of_birth',
  'gender',
  'address',
  'emergency_contact',
  'blood_type',
  'allergies',
  'current_medications',
  'medical_conditions',
  'preferred_language',
  'nin',
  'insurance_provider',
  'insurance_number',
  'next_of_kin_name',
  'next_of_kin_relationship',
  'next_of_kin_phone',
] as const;
export const DOCTOR_FIELDS = [
  'specialization',
  'license_number',
  'years_of_experience',
  'hospital_affiliation',
  'consultation_fee',
  'bio',
  'nin',
  'medical_school',
  'residency_program',
] as const;
export const HOSPITAL_FIELDS = ['hospital_name', 'address', 'registration_number'] as const;

export const PROFILE_FIELDS: Record<UserType, readonly string[]> = {
  patient: PATIENT_FIELDS,
  doctor: DOCTOR_FIELDS,
  hospital: HOSPITAL_FIELDS,
  admin: [],
};

/** Spec §5, rules 1–6, in order. */
const COMMON_REQUIRED: ReadonlyArray<[string, string]> = [
  ['username', 'Username is required'],
  ['email', 'Email is required'],
  ['password', 'Password is required'],
  ['first_name', 'First name is required'],
  ['last_name', 'Last name is required'],
  ['phone', 'Phone number is required'],
];

const TYPE_REQUIRED: Record<string, ReadonlyArray<[string, string]>> = {
  doctor: [
    ['specialization', 'Specialization is required for doctors'],
    ['license_number', 'License number is required for doctors'],
  ],
  patient: [
    ['date_of_birth', 'Date of birth is required for patients'],
    ['emergency_contact', 'Emergency contact is required for patients'],
  ],
  hospital: [['hospital_name', 'Hospital name is required']],
};

const fail = (field: string, message: string): { ok: false; problem: Problem } => ({ ok: false, problem: { field, message } });

/** The password rules (spec §5, rules 7–8) shared by registration and password change. */
export function passwordProblem(password: string, confirm: unknown, field = 'password'): Problem | null {
  if (confirm !== undefined && confirm !== null && confirm !== password) return { field: 'password_confirm', message: 'Passwords do not match' };
  if (password.length < PASSWORD_MIN_LENGTH) return { field, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` };
  if (password.length > PASSWORD_MAX_LENGTH) return { field, message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` };
  return null;
}

/** Runs FIELD_CHECKS over the non-blank fields named; blank optional fields are omitted. */
function checkFields(input: Input, fields: readonly string[], out: Record<string, unknown>): Problem | null {
  for (const field of fields) {
    if (isBlank(input[field])) continue;
    const result = FIELD_CHECKS[field](input[field]);
    if ('error' in result) return { field, message: result.error };
    out[field] = result.value;
  }
  return null;
}

export interface AccountValues {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  state?: string;
  user_type: 'patient' | 'doctor' | 'hospital';
  /** Profile fields of that type, normalised; blank ones omitted. */
  profile: Record<string, unknown>;
}

function checkAccount(input: Input, userType: AccountValues['user_type'] | undefined): Checked<AccountValues> {
  for (const [field, message] of COMMON_REQUIRED) if (isBlank(input[field])) return fail(field, message);
  if (typeof input.password !== 'string') return fail('password', 'Password must be text');
  const pw = passwordProblem(input.password, input.password_confirm);
  if (pw) return { ok: false, problem: pw };
  if (!userType) return fail('user_type', 'User type must be patient or doctor');
  for (const [field, message] of TYPE_REQUIRED[userType]) if (isBlank(input[field])) return fail(field, message);

  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  const problem = checkFields(input, USER_FIELDS, user) ?? checkFields(input, PROFILE_FIELDS[userType], profile);
  if (problem) return { ok: false, problem };
  if (userType === 'patient' && profile.preferred_language === undefined) profile.preferred_language = 'EN';
  return {
    ok: true,
    value: { ...(user as Omit<AccountValues, 'password' | 'user_type' | 'profile'>), password: input.password, user_type: userType, profile },
  };
}

/** POST /api/auth/register/: patients and doctors. */
export function checkRegistration(input: Input): Checked<AccountValues> {
  const t = input.user_type;
  const userType = SELF_REGISTER_TYPES.includes(t as SelfRegisterType) ? (t as SelfRegisterType) : undefined;
  return checkAccount(input, userType);
}

/** POST /api/hospitals/register/ */
export function checkHospitalRegistration(input: Input): Checked<AccountValues> {
  return checkAccount(input, 'hospital');
}

export interface ProfileChanges {
  user: Record<string, unknown>;
  profile: Record<string, unknown>;
  /** Optional fields the person emptied: stored as null. */
  cleared: string[];
}

const REQUIRED_ON_PROFILE: Record<string, string> = {
  email: 'Email is required',
  first_name: 'First name is required',
  last_name: 'Last name is required',
  phone: 'Phone number is required',
};

/** Profile fields stored with a default and never empty: they may change but not be cleared. */
const NEVER_EMPTY_ON_PROFILE: Record<string, string> = {
  years_of_experience: `Years of experience cannot be empty: enter a whole number from ${YEARS_OF_EXPERIENCE_MIN} to ${YEARS_OF_EXPERIENCE_MAX}`,
  preferred_language: 'Preferred language cannot be empty: choose a language from the list',
};

/**
 * PUT /api/auth/profile/update/: any subset of the person's own fields.
 * A required field may change but not be emptied; an optional one sent empty is cleared.
 * The username is fixed once chosen.
 */
export function checkProfileUpdate(userType: UserType, input: Input): Checked<ProfileChanges> {
  const typeRequired = Object.fromEntries(userType === 'admin' ? [] : TYPE_REQUIRED[userType]);
  const required: Record<string, string> = { ...REQUIRED_ON_PROFILE, ...NEVER_EMPTY_ON_PROFILE, ...typeRequired };
  const userFields = USER_FIELDS.filter((f) => f !== 'username');
  const profileFields = PROFILE_FIELDS[userType];
  const cleared: string[] = [];
  for (const field of [...userFields, ...profileFields]) {
    if (!(field in input) || !isBlank(input[field])) continue;
    if (required[field]) return fail(field, required[field]);
    cleared.push(field);
  }
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  const problem = checkFields(input, userFields, user) ?? checkFields(input, profileFields, profile);
  if (problem) return { ok: false, problem };
  return { ok: true, value: { user, profile, cleared } };
}

/** POST /api/auth/change-password/ */
export function checkPasswordChange(input: Input): Checked<{ old_password: string; new_password: string }> {
  if (isBlank(input.old_password) || typeof input.old_password !== 'string') return fail('old_password', 'Current password is required');
  if (isBlank(input.new_password) || typeof input.new_password !== 'string') return fail('new_password', 'New password is required');
  const pw = passwordProblem(input.new_password, input.new_password_confirm, 'new_password');
  if (pw) return { ok: false, problem: pw.field === 'password_confirm' ? { ...pw, field: 'new_password_confirm' } : pw };
  if (input.new_password === input.old_password) return fail('new_password', 'The new password must differ from the current one');
  return { ok: true, value: { old_password: input.old_password, new_password: input.new_password } };
}

/** POST /api/auth/login/ */
export function checkLogin(input: Input): Checked<{ username: string; password: string }> {
  if (isBlank(input.username) || typeof input.username !== 'string') return fail('username', 'Username is required');
  if (isBlank(input.password) || typeof input.password !== 'string') return fail('password', 'Password is required');
  return { ok: true, value: { username: input.username.trim(), password: input.password } };
}
