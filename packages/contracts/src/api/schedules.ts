// Requests and answers of doctors' weekly schedules and free slots.

import { z } from 'zod';
import { databaseId, slotDate } from './params';

export const slotSchema = z.object({
  start: z.string().describe('UTC instant'),
  end: z.string(),
  time: z.string().describe('Lagos wall-clock time'),
  duration_minutes: z.number(),
});

export const doctorScheduleSchema = z.object({
  id: z.number(),
  doctor: z.number(),
  day_of_week: z.number(),
  day_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  slot_minutes: z.number(),
  is_active: z.boolean(),
});

/** A weekly interval as sent; its rules (spec messages) are checked by the schedules service. */
export const scheduleIntervalBody = z.object({
  day_of_week: z.number().int().describe('0 = Monday … 6 = Sunday').optional(),
  start_time: z.string().describe('HH:MM, Lagos time').optional(),
  end_time: z.string().describe('HH:MM, Lagos time').optional(),
  slot_minutes: z.number().int().describe('10–240, default 30').optional(),
  is_active: z.boolean().optional(),
  doctor: z.unknown().optional().describe('Ignored: a doctor edits only their own schedule'),
});
export const newScheduleIntervalBody = scheduleIntervalBody.required({ day_of_week: true, start_time: true, end_time: true });
export const scheduleIdParams = z.object({ id: databaseId('Schedule id') });
export const schedulesQuery = z.object({ doctor: databaseId('Doctor').optional() });
export const availableSlotsQuery = z.object({ doctor_id: databaseId('doctor_id'), date: slotDate });
export const availableSlotsSchema = z.object({
  doctor_id: z.number(),
  date: z.string(),
  day_name: z.string(),
  works_on_date: z.boolean(),
  is_available: z.boolean(),
  slots: z.array(slotSchema),
});

export type Slot = z.infer<typeof slotSchema>;
export type DoctorSchedule = z.infer<typeof doctorScheduleSchema>;
export type ScheduleIntervalInput = z.infer<typeof scheduleIntervalBody>;
export type AvailableSlots = z.infer<typeof availableSlotsSchema>;
