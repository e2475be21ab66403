// The request bodies of the two registration forms (spec §5), kept apart from the pages
// so the rules about what is sent can be tested.

import { DOCTOR_FIELDS, type HospitalRegisterInput, PATIENT_FIELDS, type RegisterInput } from '@naijacare/contracts';
import { compactPayload, nairaField, toFormData } from '../../forms/payload';
import type { FieldOf, HospitalRegisterFormValues, RegisterFormValues } from '../../forms/values';

export type AccountType = 'patient' | 'doctor';
export type Payload = Record<string, string | number>;

export const ACCOUNT_FIELDS = [
  'username',
  'email',
  'password',
  'password_confirm',
  'first_name',
  'last_name',
  'phone',
  'state',
] as const satisfies readonly FieldOf<RegisterInput>[];

export const HOSPITAL_REGISTRATION_FIELDS = [
  'hospital_name',
  'registration_number',
  'address',
  ...ACCOUNT_FIELDS,
] as const satisfies readonly FieldOf<HospitalRegisterInput>[];

/**
 * Sent even when empty: a missing confirmation would skip rule 7, so an empty one must
 * reach checkRegistration and the server as "" and be reported as "Passwords do not match".
 */
const ALWAYS_SENT = ['password_confirm'] as const;

/** The chosen type's fields, empty optional ones left out, the fee as "12500.00". */
export function registrationPayload(type: AccountType, values: RegisterFormValues): Payload {
  const payload: Payload = {
    user_type: type,
    ...compactPayload(values, [...ACCOUNT_FIELDS, ...(type === 'patient' ? PATIENT_FIELDS : DOCTOR_FIELDS)], ALWAYS_SENT),
  };
  if (type === 'doctor') {
    const fee = nairaField(values.consultation_fee);
    if (fee === undefined) delete payload.consultation_fee;
    else payload.consultation_fee = fee;
  }
  return payload;
}

export function hospitalRegistrationPayload(values: HospitalRegisterFormValues): Payload {
  return compactPayload(values, HOSPITAL_REGISTRATION_FIELDS, ALWAYS_SENT);
}

/** JSON, or multipart (every field as text, plus the file) when a doctor attaches a photo. */
export function registrationBody(payload: Payload, photo: File | null): Payload | FormData {
  return photo ? toFormData(payload, { professional_photo: photo }) : payload;
}
