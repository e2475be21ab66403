// Request values the appointments use cases accept. The body schemas (contracts) have
// checked their types; the rules here run inside the use cases because a role is refused
// before a value is judged (an admin's empty booking is a 403, not a 400), each with the
// spec's message: a required reason, the type, a date-time within the booking horizon, the doctor.

import {
  APPOINTMENT_TYPES,
  type AppointmentListQuery,
  type AppointmentType,
  type CreateAppointmentInput,
  isIsoDate,
  type MessageCode,
  REASON_MAX_LENGTH,
} from '@naijacare/contracts';
import { badRequest } from '../../http/errors';
import { MAX_DATABASE_ID } from '../../http/query';

const TYPES = APPOINTMENT_TYPES.map((t) => t.code) as string[];

/** The list's query, with the hospital of the doctors' affiliations under a shorter name, and the
 * appointment's own hospital as at_hospital. */
export type ListQuery = Omit<AppointmentListQuery, '_t' | 'doctor__hospital_affiliations__hospital' | 'hospital'> & {
  /** Doctors affiliated with this hospital. */
  hospital?: number;
  /** Appointments at (or published by) this hospital. */
  at_hospital?: number;
};

export type CreateInput = CreateAppointmentInput;

/** The reasons a change requires, by the label its messages name. */
const REQUIRED_CODES: Record<string, MessageCode> = {
  'Cancellation reason': 'cancellation_reason_required',
  'Rejection reason': 'rejection_reason_required',
};

export function text(
  value: string | null | undefined,
  label: 'Reason' | 'Notes' | 'Cancellation reason' | 'Rejection reason',
  required: boolean,
): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw badRequest(REQUIRED_CODES[label], label.toLowerCase().replaceAll(' ', '_'));
    return null;
  }
  const s = value.trim();
  if (s.length > REASON_MAX_LENGTH) throw badRequest('field_too_long', undefined, { label, max: REASON_MAX_LENGTH });
  return s;
}

export function appointmentType(value: string | undefined, fallback?: AppointmentType): AppointmentType {
  if (value === undefined && fallback) return fallback;
  if (typeof value !== 'string' || !TYPES.includes(value)) throw badRequest('appointment_type_invalid', 'appointment_type');
  return value as AppointmentType;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Appointments are booked at most this far ahead. */
export const BOOKING_HORIZON_DAYS = 730;

/** A date-time with its offset, whose calendar date is real (no 30 February), within the booking horizon. */
export function instant(value: string | undefined): Date {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m || !isIsoDate(m[1])) throw badRequest('scheduled_at_invalid', 'scheduled_at');
  const d = new Date(value as string);
  if (d.getTime() > Date.now() + BOOKING_HORIZON_DAYS * 86_400_000) throw badRequest('booking_too_far_ahead', 'scheduled_at');
  return d;
}

/** The doctor an appointment is for: a positive id, else "Doctor is required". */
export function doctorIdOf(value: number | string | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > MAX_DATABASE_ID) throw badRequest('doctor_required', 'doctor');
  return n;
}
