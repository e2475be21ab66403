// Requests and answers of a hospital's own portal: editing its profile and logo, the dashboard
// figures, analytics over months and the quality of its affiliated doctors.

import { z } from 'zod';
import { codesOf, FACILITY_TYPES, STATES } from '../enums';
import { visibleName } from './params';

/** A logo is shown small; 2 MiB is plenty for any sensible image. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BED_COUNT_MAX = 100_000;

const PHONE = /^\+?[0-9][0-9 \-()]{6,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A form (and multipart) sends '' for an emptied field: that clears it.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable());
const stateCodes = codesOf(STATES) as [string, ...string[]];

export const hospitalProfileUpdateBody = z
  .object({
    hospital_name: visibleName('Hospital name', 200),
    registration_number: optionalText(100, 'Registration number'),
    address: optionalText(500, 'Address'),
    state: z.preprocess(blankToNull, z.enum(stateCodes, 'State must be one of the Nigerian states').nullable()),
    phone: z.preprocess(blankToNull, z.string().trim().regex(PHONE, 'Phone number must look like +234-801-234-5678').nullable()),
    email: z
      .string()
      .trim()
      .max(254)
      .regex(EMAIL, 'Enter a valid email address')
      .transform((s) => s.toLowerCase()),
    website: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(200, 'Website must be at most 200 characters')
        .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Website must start with http:// or https://')
        .nullable(),
    ),
    facility_type: z.preprocess(blankToNull, z.enum(FACILITY_TYPES, `Facility type must be one of ${FACILITY_TYPES.join(', ')}`).nullable()),
    bed_count: z.preprocess((v) => {
      const b = blankToNull(v);
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b) : b;
    }, z
      .number(`Bed count must be a whole number from 0 to ${BED_COUNT_MAX}`)
      .int(`Bed count must be a whole number from 0 to ${BED_COUNT_MAX}`)
      .min(0, `Bed count must be a whole number from 0 to ${BED_COUNT_MAX}`)
      .max(BED_COUNT_MAX, `Bed count must be a whole number from 0 to ${BED_COUNT_MAX}`)
      .nullable()),
    description: optionalText(4000, 'Description'),
  })
  .partial();

export const hospitalDashboardSchema = z.object({
  doctors: z
    .object({ pending: z.number(), approved: z.number(), suspended: z.number(), revoked: z.number() })
    .describe('Affiliations by status (rejected requests are left out)'),
  patients_with_access: z.number(),
  appointments_today: z.number().describe('Booked appointments today (Africa/Lagos), not cancelled or rejected'),
  open_slots_unbooked: z.number().describe('Future open slots the hospital published that nobody has booked yet'),
  completed_this_month: z.number().describe('Completed appointments this calendar month (Africa/Lagos)'),
  pending_affiliation_requests: z.number(),
  active_services: z.number(),
});

export const ANALYTICS_MONTHS_MAX = 24;
export const hospitalAnalyticsQuery = z.object({
  months: z.coerce
    .number({ message: `months must be a whole number from 1 to ${ANALYTICS_MONTHS_MAX}` })
    .int({ message: `months must be a whole number from 1 to ${ANALYTICS_MONTHS_MAX}` })
    .min(1, { message: `months must be a whole number from 1 to ${ANALYTICS_MONTHS_MAX}` })
    .max(ANALYTICS_MONTHS_MAX, { message: `months must be a whole number from 1 to ${ANALYTICS_MONTHS_MAX}` })
    .default(12),
});

const byStatus = z.record(z.string(), z.number()).describe('Appointment status → count');

export const hospitalAnalyticsSchema = z.object({
  months: z.array(z.object({ month: z.string().describe('YYYY-MM, Africa/Lagos'), by_status: byStatus, total: z.number() })),
  doctors: z.array(z.object({ doctor_id: z.number(), full_name: z.string(), by_status: byStatus, total: z.number() })),
  fill_rate: z.array(
    z.object({
      month: z.string(),
      published: z.number().describe('Open slots the hospital published for this month'),
      booked: z.number(),
      rate: z.number().nullable().describe('Percent booked, one decimal; null without published slots'),
    }),
  ),
});

export const QUALITY_FLAGS = ['low_completion', 'high_no_show', 'high_cancellation'] as const;
export type QualityFlag = (typeof QUALITY_FLAGS)[number];

export const hospitalQualitySchema = z.object({
  thresholds: z.object({
    min_completion_rate: z.number(),
    max_no_show_rate: z.number(),
    max_cancellation_rate: z.number(),
    min_due_appointments: z.number().describe('Rates are judged only from this many due appointments on'),
  }),
  median_approval_hours: z.number().nullable().describe('Across the hospital’s approved affiliations'),
  doctors: z.array(
    z.object({
      doctor_id: z.number(),
      full_name: z.string(),
      specialization: z.string(),
      affiliation_status: z.enum(['approved', 'suspended']),
      due: z.number().describe('Booked appointments whose time has come (not rejected, not still pending)'),
      completed: z.number(),
      no_show: z.number(),
      cancelled: z.number(),
      completion_rate: z.number().nullable().describe('Percent of due, one decimal'),
      no_show_rate: z.number().nullable(),
      cancellation_rate: z.number().nullable(),
      approval_hours: z.number().nullable().describe('Median hours from request to approval'),
      flags: z.array(z.enum(QUALITY_FLAGS)),
      rating_average: z.number().nullable().describe('Average of the doctor’s visible reviews, one decimal'),
      rating_count: z.number(),
    }),
  ),
  rating: z.object({ average: z.number().nullable(), count: z.number() }).describe('Over the visible reviews of its affiliated doctors'),
});

export type HospitalProfileUpdateInput = z.input<typeof hospitalProfileUpdateBody>;
export type HospitalProfileUpdate = z.output<typeof hospitalProfileUpdateBody>;
export type HospitalDashboard = z.infer<typeof hospitalDashboardSchema>;
export type HospitalAnalytics = z.infer<typeof hospitalAnalyticsSchema>;
export type HospitalQuality = z.infer<typeof hospitalQualitySchema>;
