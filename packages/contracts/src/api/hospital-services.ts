// Requests and answers of a hospital's services (the /hospital-services page and the public
// hospital page). Prices are kobo in the API and the database, shown as naira.

import { z } from 'zod';
import { databaseId, visibleName } from './params';

export const HOSPITAL_SERVICE_CATEGORIES = ['consultation', 'laboratory', 'imaging', 'pharmacy', 'surgery', 'maternity', 'emergency', 'other'] as const;
export type HospitalServiceCategory = (typeof HOSPITAL_SERVICE_CATEGORIES)[number];

export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 2000;
/** ₦10,000,000.00: far above any listed service, well inside the integer column. */
export const SERVICE_PRICE_MAX_KOBO = 1_000_000_000;

const name = visibleName('Service name', SERVICE_NAME_MAX);
const price = z
  .number()
  .int('Price must be a whole number of kobo')
  .min(0, 'Price must be a whole number of kobo')
  .max(SERVICE_PRICE_MAX_KOBO, 'Price must be at most ₦10,000,000.00')
  .nullable()
  .describe('Kobo; null when the hospital lists no price');

export const hospitalServiceSchema = z.object({
  id: z.number(),
  hospital_id: z.number(),
  name: z.string(),
  category: z.enum(HOSPITAL_SERVICE_CATEGORIES),
  description: z.string(),
  price: z.number().nullable().describe('Kobo'),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const createHospitalServiceBody = z.object({
  name,
  category: z.enum(HOSPITAL_SERVICE_CATEGORIES).default('other'),
  description: z.string().trim().max(SERVICE_DESCRIPTION_MAX).default(''),
  price: price.default(null),
  is_active: z.boolean().default(true),
});

export const updateHospitalServiceBody = z
  .object({
    name,
    category: z.enum(HOSPITAL_SERVICE_CATEGORIES),
    description: z.string().trim().max(SERVICE_DESCRIPTION_MAX),
    price,
    is_active: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');

export const hospitalServicesQuery = z.object({
  hospital: databaseId('Hospital').optional().describe('Whose services; a hospital may leave it out for its own'),
});
export const hospitalServiceIdParams = z.object({ id: databaseId('Service id') });

export type HospitalService = z.infer<typeof hospitalServiceSchema>;
export type CreateHospitalServiceInput = z.input<typeof createHospitalServiceBody>;
export type UpdateHospitalServiceInput = z.input<typeof updateHospitalServiceBody>;
