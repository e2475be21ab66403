// Response schemas of the doctor, schedule, patient and appointment calls, for
// OpenAPI and for the serializer (nothing outside them leaves the server).

import { APPOINTMENT_ACTIONS, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '@naijacare/contracts';
import { z } from 'zod';

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]];
const text = z.string().nullable();

export const slotSchema = z.object({ start: z.string(), end: z.string(), time: z.string().describe('Lagos wall-clock time'), duration_minutes: z.number() });

export const appointmentSchema = z.object({
  id: z.number(),
  patient: z.number().nullable(),
  patient_name: text,
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_specialization: z.string(),
  doctor_photo: text,
  hospital: z.number().nullable(),
  hospital_name: text,
  schedule_creator: z.enum(['patient', 'doctor', 'hospital']),
  scheduled_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  appointment_type: z.enum(codes(APPOINTMENT_TYPES)),
  reason: text,
  notes: text,
  status: z.enum(codes(APPOINTMENT_STATUSES)),
  fee: z.string().describe('Naira with two decimals'),
  cancellation_reason: text,
  cancelled_by: z.number().nullable(),
  rejection_reason: text,
  created_at: z.string(),
  updated_at: z.string(),
  allowed_actions: z.array(z.enum(APPOINTMENT_ACTIONS)).describe('What the caller may do now'),
});

export const doctorListingSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  specialization: z.string(),
  years_of_experience: z.number(),
  hospital_affiliation: text,
  hospitals: z.array(z.object({ id: z.number(), hospital_name: z.string() })),
  consultation_fee: z.string().describe('Naira with two decimals'),
  bio: text,
  professional_photo: text,
  is_available: z.boolean(),
  state: text,
  available_slots: z.array(slotSchema).optional(),
  works_on_date: z.boolean().optional(),
});

export const doctorAnalyticsSchema = z.object({
  by_status: z.record(z.string(), z.number()),
  this_week: z.array(z.object({ date: z.string(), day_name: z.string(), appointments: z.number() })),
  completion_rate: z.number().nullable().describe('Percent of sessions whose time came that were held'),
  no_show_rate: z.number().nullable(),
  earnings: z.string().describe('Naira: fees of completed consultations'),
  completed_count: z.number(),
  upcoming_count: z.number(),
});

export const patientSummarySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: text,
  state: text,
  date_of_birth: text,
  gender: text,
  blood_type: text,
  allergies: text,
  current_medications: text,
  medical_conditions: text,
  preferred_language: z.string(),
  emergency_contact: text,
  last_appointment_at: text.optional(),
  next_appointment_at: text.optional(),
  appointment_count: z.number().optional(),
});
