// Enumerations of the product (spec §3). Each is a list of {code, label}
// so forms can render selects and the server can validate codes.

export const USER_TYPES = ['patient', 'doctor', 'hospital', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Only these may sign up through /api/auth/register/; hospitals have their own endpoint. */
export const SELF_REGISTER_TYPES = ['patient', 'doctor'] as const;
export type SelfRegisterType = (typeof SELF_REGISTER_TYPES)[number];

export const ACCOUNT_STATUSES = ['active', 'pending', 'rejected', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What kind of health facility a hospital account is. */
export const FACILITY_TYPES = ['primary', 'secondary', 'tertiary', 'specialist', 'clinic'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

export interface Choice<C extends string = string> {
  code: C;
  label: string;
}

export const GENDERS = [
  { code: 'M', label: 'Male' },
  { code: 'F', label: 'Female' },
  { code: 'O', label: 'Other' },
  { code: 'P', label: 'Prefer not to say' },
] as const satisfies readonly Choice[];

export const BLOOD_TYPES = [
  { code: 'A+', label: 'A+' },
  { code: 'A-', label: 'A-' },
  { code: 'B+', label: 'B+' },
  { code: 'B-', label: 'B-' },
  { code: 'AB+', label: 'AB+' },
  { code: 'AB-', label: 'AB-' },
  { code: 'O+', label: 'O+' },
  { code: 'O-', label: 'O-' },
  { code: 'UK', label: 'Unknown' },
] as const satisfies readonly Choice[];

export const LANGUAGES = [
  { code: 'EN', label: 'English' },
  { code: 'HA', label: 'Hausa' },
  { code: 'IG', label: 'Igbo' },
  { code: 'YO', label: 'Yoruba' },
  { code: 'FF', label: 'Fulfulde' },
  { code: 'KA', label: 'Kanuri' },
  { code: 'TI', label: 'Tiv' },
  { code: 'UR', label: 'Urhobo' },
  { code: 'IJ', label: 'Ijaw' },
  { code: 'EB', label: 'Ebira' },
  { code: 'NU', label: 'Nupe' },
] as const satisfies readonly Choice[];

export const DEFAULT_LANGUAGE = 'EN';

/** The 36 states and the Federal Capital Territory, with their ISO 3166-2:NG codes. */
export const STATES = [
  { code: 'AB', label: 'Abia' },
  { code: 'AD', label: 'Adamawa' },
  { code: 'AK', label: 'Akwa Ibom' },
  { code: 'AN', label: 'Anambra' },
  { code: 'BA', label: 'Bauchi' },
  { code: 'BY', label: 'Bayelsa' },
  { code: 'BE', label: 'Benue' },
  { code: 'BO', label: 'Borno' },
  { code: 'CR', label: 'Cross River' },
  { code: 'DE', label: 'Delta' },
  { code: 'EB', label: 'Ebonyi' },
  { code: 'ED', label: 'Edo' },
  { code: 'EK', label: 'Ekiti' },
  { code: 'EN', label: 'Enugu' },
  { code: 'FC', label: 'Federal Capital Territory' },
  { code: 'GO', label: 'Gombe' },
  { code: 'IM', label: 'Imo' },
  { code: 'JI', label: 'Jigawa' },
  { code: 'KD', label: 'Kaduna' },
  { code: 'KN', label: 'Kano' },
  { code: 'KT', label: 'Katsina' },
  { code: 'KE', label: 'Kebbi' },
  { code: 'KO', label: 'Kogi' },
  { code: 'KW', label: 'Kwara' },
  { code: 'LA', label: 'Lagos' },
  { code: 'NA', label: 'Nasarawa' },
  { code: 'NI', label: 'Niger' },
  { code: 'OG', label: 'Ogun' },
  { code: 'ON', label: 'Ondo' },
  { code: 'OS', label: 'Osun' },
  { code: 'OY', label: 'Oyo' },
  { code: 'PL', label: 'Plateau' },
  { code: 'RI', label: 'Rivers' },
  { code: 'SO', label: 'Sokoto' },
  { code: 'TA', label: 'Taraba' },
  { code: 'YO', label: 'Yobe' },
  { code: 'ZA', label: 'Zamfara' },
] as const satisfies readonly Choice[];

export const SPECIALIZATIONS = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Gastroenterology',
  'Gynecology',
  'Neurology',
  'Oncology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Radiology',
  'Surgery',
  'Urology',
  'Emergency Medicine',
  'Family Medicine',
] as const;

export type GenderCode = (typeof GENDERS)[number]['code'];
export type BloodTypeCode = (typeof BLOOD_TYPES)[number]['code'];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type StateCode = (typeof STATES)[number]['code'];
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const codesOf = <C extends string>(choices: readonly Choice<C>[]): C[] => choices.map((c) => c.code);

export function labelOf(choices: readonly Choice[], code: string | null | undefined): string {
  return choices.find((c) => c.code === code)?.label ?? code ?? '';
}
