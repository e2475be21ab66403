// Requests and answers of the doctor directory.

import { z } from 'zod';
import { SPECIALIZATIONS, STATES } from '../enums';
import { databaseId, queryBoolean, searchText, slotDate } from './params';
import { slotSchema } from './schedules';

const text = z.string().nullable();

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
  available_slots: z.array(slotSchema).optional().describe('Only in the date-based listings'),
  works_on_date: z.boolean().optional(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }).describe('Average (one decimal) and count of the visible reviews'),
  profile_hidden: z.boolean().optional().describe('To the doctor themself and admins: a moderator hid the bio and photo (others read them as null)'),
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

export const doctorFiltersQuery = z.object({
  search: searchText.optional(),
  specialization: z.enum(SPECIALIZATIONS).optional(),
  state: z.enum(STATES.map((s) => s.code) as [string, ...string[]]).optional(),
  available: queryBoolean.optional(),
  hospital: databaseId('Hospital').optional(),
});
export const doctorDateQuery = doctorFiltersQuery.extend({ date: slotDate });
export const doctorIdParams = z.object({ id: databaseId('Doctor id') });
export const availabilitySchema = z.object({ id: z.number(), is_available: z.boolean() });
export const doctorPhotoSchema = z.object({ professional_photo: z.string().nullable() });

export type DoctorListing = z.infer<typeof doctorListingSchema>;
export type DoctorAnalytics = z.infer<typeof doctorAnalyticsSchema>;
export type DoctorFilters = z.infer<typeof doctorFiltersQuery>;
