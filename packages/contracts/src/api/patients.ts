// Answers of the patient directory.

import { z } from 'zod';
import { databaseId, searchText } from './params';

const text = z.string().nullable();
/** Part of the health profile: answered when one patient is opened (or to the patient), left out of a list across patients. */
const healthFact = text.optional().describe('Only when one patient is opened (GET /api/patients/{id}/) or to the patient themself');

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
  blood_type: healthFact,
  allergies: healthFact,
  current_medications: healthFact,
  medical_conditions: healthFact,
  preferred_language: z.string(),
  emergency_contact: healthFact,
  last_appointment_at: text.optional().describe('For a doctor: their appointments with this patient'),
  next_appointment_at: text.optional(),
  appointment_count: z.number().optional(),
  access_id: z.number().optional().describe('For a hospital: the active access this patient granted it'),
  access_granted_at: z.string().optional(),
  access_code_hint: text.optional().describe('The last characters of the code that granted it'),
});
export const patientsQuery = z.object({ search: searchText.optional() });
export const patientIdParams = z.object({ id: databaseId('Patient id') });

export type PatientSummary = z.infer<typeof patientSummarySchema>;
