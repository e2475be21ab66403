// Requests and answers of the hospital directory: who a doctor can ask to join, where a patient
// can find a hospital, and what an admin reviews.

import { z } from 'zod';
import { FACILITY_TYPES, STATES, VERIFICATION_STATUSES } from '../enums';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, searchText } from './params';

const text = z.string().nullable();

export const hospitalSummarySchema = z.object({
  id: z.number(),
  hospital_name: z.string(),
  state: text.describe('ISO 3166-2:NG state code'),
  address: text,
  facility_type: z.enum(FACILITY_TYPES).nullable(),
  logo: text.describe('URL of the logo'),
  verification_status: z.enum(VERIFICATION_STATUSES),
});

export const hospitalDetailSchema = hospitalSummarySchema.extend({
  registration_number: text,
  phone: text,
  email: z.string(),
  website: text,
  bed_count: z.number().nullable(),
  description: text,
  affiliated_doctors: z.number().describe('Doctors with an approved affiliation'),
});

export const hospitalListQuery = z.object({
  search: searchText.optional().describe('Part of the hospital’s name'),
  state: z.enum(STATES.map((s) => s.code) as [string, ...string[]]).optional(),
  verification_status: z.enum(VERIFICATION_STATUSES).optional().describe('Admins only; everyone else sees verified hospitals'),
  ...pageQuery,
});

export const hospitalIdParams = z.object({ id: databaseId('Hospital id') });
export const hospitalListSchema = paginatedSchema(hospitalSummarySchema);

export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;
export type HospitalListQuery = z.infer<typeof hospitalListQuery>;
