// Validation of account forms, shared by the web app and the server so both
// show the same message for the same input, in the same order (spec §5).
// Each function returns the first problem found, or the normalised values.

import { NIN_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, YEARS_OF_EXPERIENCE_MAX, YEARS_OF_EXPERIENCE_MIN } from './constants';
import { BLOOD_TYPES, codesOf, GENDERS, LANGUAGES, SELF_REGISTER_TYPES, type SelfRegisterType, SPECIALIZATIONS, STATES, type UserType } from './enums';
import { type MessageCode, type MessageParams, serverMessage } from './messages';
import { koboToNaira, nairaToKobo } from './money';

/** The first rule a form breaks: the field, the rule's code (messages.ts) and its English text. */
export interface Problem {
  field: string;
  message: string;
  code: MessageCode;
  params?: MessageParams;
}
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

type Input = Record<string, unknown>;
type Refusal = { error: MessageCode; params?: MessageParams };
type FieldCheck = (value: unknown) => { value: unknown } | Refusal;

/** A problem of the field, its text taken from the message catalogue. */
export const problemOf = (field: string, code: MessageCode, params?: MessageParams): Problem =>
  params ? { field, message: serverMessage(code, params), code, params } : { field, message: serverMessage(code), code };

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const MAX_CONSULTATION_FEE_KOBO = 10_000_000 * 100;
/** A non-negative amount with at most two decimals, of any length. */
const WELL_FORMED_NAIRA = /^\d+(\.\d{1,2})?$/;

function text(max: number, label: string): FieldCheck {
  return (v): ReturnType<FieldCheck> => {
    if (typeof v !== 'string' && typeof v !== 'number') return { error: 'field_not_text', params: { label } };
    const s = String(v).trim();
    return s.length > max ? { error: 'field_too_long', params: { label, max } } : { value: s };
  };
}

/** Control, zero-width and direction-changing characters: invisible on screen, they would let one
 * name pass for another ("LagosCare" and "Lagos\u200bCare"). */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** A name people read: compatibility forms folded (full-width letters become ordinary ones), no
 * invisible characters. */
function visibleText(max: number, label: string): FieldCheck {
  const check = text(max, label);
  return (v) => {
    const checked = check(v);
    if (!('value' in checked) || typeof checked.value !== 'string') return checked;
    const folded = checked.value.normalize('NFKC');
    return INVISIBLE_CHARACTERS.test(folded) ? { error: 'field_invisible_characters', params: { label } } : { value: folded };
  };
}

function oneOf(codes: readonly string[], message: MessageCode): FieldCheck {
  return (v) => (typeof v === 'string' && codes.includes(v.trim()) ? { value: v.trim() } : { error: message });
}

const PHONE = /^\+?[0-9][0-9 \-()]{6,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// No @: a username must never look like someone's email address at sign-in.
const USERNAME = /^[A-Za-z0-9.+\-_]{1,150}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const phone =
  (message: MessageCode): FieldCheck =>
  (v) =>
    typeof v === 'string' && PHONE.test(v.trim()) ? { value: v.trim() } : { error: message };

/** Every field a form may send, with the check that normalises it. */
export const FIELD_CHECKS: Record<string, FieldCheck> = {
  username: (v) => (typeof v === 'string' && USERNAME.test(v.trim()) ? { value: v.trim() } : { error: 'username_invalid' }),
  email: (v) => (typeof v === 'string' && EMAIL.test(v.trim()) && v.trim().length <= 254 ? { value: v.trim().toLowerCase() } : { error: 'email_invalid' }),
  first_name: visibleText(150, 'First name'),
  last_name: visibleText(150, 'Last name'),
  phone: phone('phone_invalid'),
  state: oneOf(codesOf(STATES), 'state_invalid'),
  // patient
  date_of_birth: (v) => {
    if (typeof v !== 'string' || !ISO_DATE.test(v.trim())) return { error: 'date_of_birth_invalid' };
    const d = new Date(`${v.trim()}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v.trim()) return { error: 'date_of_birth_invalid' };
    if (d.getTime() > Date.now() || d.getUTCFullYear() < 1900) return { error: 'date_of_birth_not_past' };
    return { value: v.trim() };
  },
  gender: oneOf(codesOf(GENDERS), 'gender_invalid'),
  address: text(500, 'Address'),
  emergency_contact: text(200, 'Emergency contact'),
  blood_type: oneOf(codesOf(BLOOD_TYPES), 'blood_type_invalid'),
  allergies: text(2000, 'Allergies'),
  current_medications: text(2000, 'Current medications'),
  medical_conditions: text(2000, 'Medical conditions'),
  preferred_language: oneOf(codesOf(LANGUAGES), 'preferred_language_invalid'),
  nin: (v) => {
    const s = String(v ?? '').trim();
    if (s.length > NIN_MAX_LENGTH) return { error: 'nin_too_long', params: { max: NIN_MAX_LENGTH } };
    return /^\d+$/.test(s) ? { value: s } : { error: 'nin_not_digits' };
  },
  insurance_provider: text(200, 'Insurance provider'),
  insurance_number: text(100, 'Insurance number'),
  next_of_kin_name: text(200, 'Next of kin name'),
  next_of_kin_relationship: text(100, 'Next of kin relationship'),
  next_of_kin_phone: phone('next_of_kin_phone_invalid'),
  // doctor
  specialization: oneOf(SPECIALIZATIONS, 'specialization_invalid'),
  license_number: text(100, 'License number'),
  years_of_experience: (v) => {
    const n = typeof v === 'string' ? Number(v.trim()) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= YEARS_OF_EXPERIENCE_MIN && n <= YEARS_OF_EXPERIENCE_MAX
      ? { value: n }
      : { error: 'years_of_experience_invalid', params: { min: YEARS_OF_EXPERIENCE_MIN, max: YEARS_OF_EXPERIENCE_MAX } };
  },
  hospital_affiliation: text(200, 'Hospital affiliation'),
  consultation_fee: (v) => {
    const kobo = nairaToKobo(v);
    // Too many digits for the naira pattern is a fee over the maximum, not a malformed one.
    if (kobo === null && WELL_FORMED_NAIRA.test(String(v).trim())) return { error: 'consultation_fee_too_high' };
    if (kobo === null) return { error: 'consultation_fee_invalid' };
    if (kobo > MAX_CONSULTATION_FEE_KOBO) return { error: 'consultation_fee_too_high' };
    return { value: koboToNaira(kobo) };
  },
  bio: text(4000, 'Bio'),
  medical_school: text(200, 'Medical school'),
  residency_program: text(200, 'Residency program'),
  // hospital
  hospital_name: visibleText(200, 'Hospital name'),
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

/** A field of any profile type. */
export type ProfileField = (typeof PATIENT_FIELDS)[number] | (typeof DOCTOR_FIELDS)[number] | (typeof HOSPITAL_FIELDS)[number];

export const PROFILE_FIELDS: Record<UserType, readonly ProfileField[]> = {
  patient: PATIENT_FIELDS,
  doctor: DOCTOR_FIELDS,
  hospital: HOSPITAL_FIELDS,
  admin: [],
};

/** Spec §5, rules 1–6, in order. */
const COMMON_REQUIRED: ReadonlyArray<[string, MessageCode]> = [
  ['username', 'username_required'],
  ['email', 'email_required'],
  ['password', 'password_required'],
  ['first_name', 'first_name_required'],
  ['last_name', 'last_name_required'],
  ['phone', 'phone_required'],
];

const TYPE_REQUIRED: Record<string, ReadonlyArray<[string, MessageCode]>> = {
  doctor: [
    ['specialization', 'specialization_required'],
    ['license_number', 'license_number_required'],
  ],
  patient: [
    ['date_of_birth', 'date_of_birth_required'],
    ['emergency_contact', 'emergency_contact_required'],
  ],
  hospital: [['hospital_name', 'hospital_name_required']],
};

const fail = (field: string, code: MessageCode, params?: MessageParams): { ok: false; problem: Problem } => ({
  ok: false,
  problem: problemOf(field, code, params),
});

/** The password rules (spec §5, rules 7–8) shared by registration and password change. */
export function passwordProblem(password: string, confirm: unknown, field = 'password'): Problem | null {
  if (confirm !== undefined && confirm !== null && confirm !== password) return problemOf('password_confirm', 'passwords_mismatch');
  if (password.length < PASSWORD_MIN_LENGTH) return problemOf(field, 'password_too_short', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return problemOf(field, 'password_too_long', { max: PASSWORD_MAX_LENGTH });
  return null;
}

/** Runs FIELD_CHECKS over the non-blank fields named; blank optional fields are omitted. */
function checkFields(input: Input, fields: readonly string[], out: Record<string, unknown>): Problem | null {
  for (const field of fields) {
    if (isBlank(input[field])) continue;
    const result = FIELD_CHECKS[field](input[field]);
    if ('error' in result) return problemOf(field, result.error, result.params);
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
  for (const [field, code] of COMMON_REQUIRED) if (isBlank(input[field])) return fail(field, code);
  if (typeof input.password !== 'string') return fail('password', 'password_not_text');
  const pw = passwordProblem(input.password, input.password_confirm);
  if (pw) return { ok: false, problem: pw };
  if (!userType) return fail('user_type', 'user_type_invalid');
  for (const [field, code] of TYPE_REQUIRED[userType]) if (isBlank(input[field])) return fail(field, code);

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

const REQUIRED_ON_PROFILE: Record<string, MessageCode> = {
  email: 'email_required',
  first_name: 'first_name_required',
  last_name: 'last_name_required',
  phone: 'phone_required',
};

/** Profile fields stored with a default and never empty: they may change but not be cleared. */
const NEVER_EMPTY_ON_PROFILE: Record<string, MessageCode> = {
  years_of_experience: 'years_of_experience_empty',
  preferred_language: 'preferred_language_empty',
  // Emptied, the fee would be stored as nothing and the doctor's consultations would cost nothing.
  consultation_fee: 'consultation_fee_empty',
};
const NEVER_EMPTY_PARAMS: Record<string, MessageParams> = {
  years_of_experience: { min: YEARS_OF_EXPERIENCE_MIN, max: YEARS_OF_EXPERIENCE_MAX },
};

/**
 * PUT /api/auth/profile/update/: any subset of the person's own fields.
 * A required field may change but not be emptied; an optional one sent empty is cleared.
 * The username is fixed once chosen.
 */
export function checkProfileUpdate(userType: UserType, input: Input): Checked<ProfileChanges> {
  const typeRequired = Object.fromEntries(userType === 'admin' ? [] : TYPE_REQUIRED[userType]);
  const required: Record<string, MessageCode> = { ...REQUIRED_ON_PROFILE, ...NEVER_EMPTY_ON_PROFILE, ...typeRequired };
  const userFields = USER_FIELDS.filter((f) => f !== 'username');
  const profileFields = PROFILE_FIELDS[userType];
  const cleared: string[] = [];
  for (const field of [...userFields, ...profileFields]) {
    if (!(field in input) || !isBlank(input[field])) continue;
    if (required[field]) return fail(field, required[field], NEVER_EMPTY_PARAMS[field]);
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
  if (isBlank(input.old_password) || typeof input.old_password !== 'string') return fail('old_password', 'current_password_required');
  if (isBlank(input.new_password) || typeof input.new_password !== 'string') return fail('new_password', 'new_password_required');
  const pw = passwordProblem(input.new_password, input.new_password_confirm, 'new_password');
  if (pw) return { ok: false, problem: pw.field === 'password_confirm' ? { ...pw, field: 'new_password_confirm' } : pw };
  if (input.new_password === input.old_password) return fail('new_password', 'new_password_unchanged');
  return { ok: true, value: { old_password: input.old_password, new_password: input.new_password } };
}

/** POST /api/auth/login/ */
export function checkLogin(input: Input): Checked<{ username: string; password: string }> {
  if (isBlank(input.username) || typeof input.username !== 'string') return fail('username', 'username_required');
  if (isBlank(input.password) || typeof input.password !== 'string') return fail('password', 'password_required');
  return { ok: true, value: { username: input.username.trim(), password: input.password } };
}
