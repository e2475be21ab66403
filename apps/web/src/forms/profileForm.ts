// Between a session and the profile form: initial values, and the update request body.

import { type DoctorProfile, isBlank, PROFILE_FIELDS, type ProfileUpdateInput, type Session, type UserType } from '@naijacare/contracts';
import { nairaField, updatePayload } from './payload';
import type { FieldOf, ProfileFormValues } from './values';

export const EDITABLE_USER_FIELDS = ['email', 'first_name', 'last_name', 'phone', 'state'] as const satisfies readonly FieldOf<ProfileUpdateInput>[];

/** Inputs that hold a choice or a date: empty is null, not "". */
const NULLABLE_FIELDS = new Set(['state', 'date_of_birth', 'gender', 'blood_type', 'specialization', 'preferred_language']);

/**
 * Left out rather than cleared when emptied. Years of experience and the preferred language are
 * sent empty instead, so the contracts' check refuses them with its message ("… cannot be empty")
 * rather than the form reporting a save that changed nothing.
 */
const NEVER_CLEARED = ['consultation_fee'] as const;

export const editableFieldsOf = (type: UserType): FieldOf<ProfileUpdateInput>[] => [...EDITABLE_USER_FIELDS, ...PROFILE_FIELDS[type]];

export function profileFormValues(session: Session): ProfileFormValues {
  const source: Record<string, unknown> = { ...session.user, ...(session.profile ?? {}) };
  const values: ProfileFormValues = {};
  for (const field of editableFieldsOf(session.user_type)) {
    const value = source[field];
    if (field === 'consultation_fee') values[field] = isBlank(value) ? '' : Number((session.profile as DoctorProfile).consultation_fee);
    else if (typeof value === 'number') values[field] = value;
    else if (isBlank(value)) values[field] = NULLABLE_FIELDS.has(field) ? null : '';
    else values[field] = String(value);
  }
  return values;
}

/** Every editable field: emptied optional ones as "" so the server clears them. */
export function profileUpdatePayload(type: UserType, values: ProfileFormValues): Record<string, string | number> {
  const payload = updatePayload(values, editableFieldsOf(type), NEVER_CLEARED);
  if (type === 'doctor' && payload.consultation_fee !== undefined) {
    const fee = nairaField(payload.consultation_fee);
    if (fee !== undefined) payload.consultation_fee = fee;
  }
  return payload;
}
