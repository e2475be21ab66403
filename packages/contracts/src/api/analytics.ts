// Platform analytics for admins (spec §7 Analytics; DOMAIN "Analytics"): the live dashboard for all
// Nigeria or one state, and the stored daily snapshots its charts draw. Money is integer kobo beside
// the same amount as naira text; a person counts in their own state, an appointment in its patient's.

import { z } from 'zod';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../appointments';
import { ACCOUNT_STATUSES, codesOf, STATES, USER_TYPES } from '../enums';
import { serverMessage } from '../messages';
import { isIsoDate, lagosDate } from '../time';

/** All Nigeria, or one state's code. */
export const ANALYTICS_ALL = 'all';
const STATE_CODES: readonly string[] = codesOf(STATES);
export const isAnalyticsScope = (s: string) => s === ANALYTICS_ALL || STATE_CODES.includes(s);

export const analyticsScope = z
  .string()
  .trim()
  .transform((s) => (s.length === 2 ? s.toUpperCase() : s.toLowerCase()))
  .refine(isAnalyticsScope, { message: serverMessage('analytics_state_invalid'), params: { code: 'analytics_state_invalid' } })
  .describe('all (default) or a state code such as LA, KN, FC');

/** The longest run of daily snapshots one call returns. */
export const ANALYTICS_DAYS_MAX = 366;
/** The first day a snapshot may be asked for. */
export const ANALYTICS_FIRST_DAY = '2000-01-01';

/** A Lagos calendar day that has begun: today or before, never the future. */
export const analyticsDay = z
  .string()
  .refine((s) => isIsoDate(s) && s >= ANALYTICS_FIRST_DAY && s <= lagosDate(new Date()), {
    message: serverMessage('analytics_date_invalid'),
    params: { code: 'analytics_date_invalid' },
  })
  .describe('A Lagos calendar day, YYYY-MM-DD; yesterday when absent');

export const dashboardAnalyticsQuery = z.object({ state: analyticsScope.default(ANALYTICS_ALL) });
export type DashboardAnalyticsQuery = z.infer<typeof dashboardAnalyticsQuery>;

export const generateAnalyticsQuery = z.object({ date: analyticsDay.optional() });
export const generateAnalyticsBody = z.object({ date: analyticsDay.optional() });
export type GenerateAnalyticsInput = z.infer<typeof generateAnalyticsBody>;

export const analyticsDailyQuery = z.object({
  state: analyticsScope.default(ANALYTICS_ALL),
  days: z
    .string()
    .refine((s) => /^[1-9][0-9]{0,2}$/.test(s) && Number(s) <= ANALYTICS_DAYS_MAX, {
      message: serverMessage('analytics_days_invalid', { max: ANALYTICS_DAYS_MAX }),
      params: { code: 'analytics_days_invalid' },
    })
    .transform(Number)
    .default(30)
    .describe(`How many days back from yesterday (1–${ANALYTICS_DAYS_MAX}; 30 when absent)`),
});
export type AnalyticsDailyQuery = z.infer<typeof analyticsDailyQuery>;

const kobo = (what: string) => z.number().int().describe(`${what}, in kobo`);
const formatted = (what: string) => z.string().describe(`${what} as naira, e.g. "₦12,500.00"`);
const counts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

export const MONEY_FIGURES = ['top_ups', 'fees', 'refunds', 'payouts', 'commission'] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/** Money moved through the ledger: top-ups paid in, consultation fees paid, fees refunded,
 * payouts paid out (less those the bank sent back), and the platform's commission. */
export const moneyMovedSchema = z.object({
  top_ups: kobo('Top-ups paid into wallets'),
  top_ups_formatted: formatted('Top-ups'),
  fees: kobo('Consultation fees paid'),
  fees_formatted: formatted('Fees'),
  refunds: kobo('Fees refunded to patients'),
  refunds_formatted: formatted('Refunds'),
  payouts: kobo('Payouts paid to banks, less those sent back'),
  payouts_formatted: formatted('Payouts'),
  commission: kobo('The platform’s commission'),
  commission_formatted: formatted('Commission'),
});
export type MoneyMoved = z.infer<typeof moneyMovedSchema>;

export const stateRowSchema = z.object({
  state: z.string(),
  label: z.string(),
  users: z.number().int(),
  patients: z.number().int(),
  doctors: z.number().int(),
  hospitals: z.number().int(),
  appointments: z.number().int(),
  consultations_completed: z.number().int(),
  top_ups: kobo('Top-ups'),
  top_ups_formatted: formatted('Top-ups'),
  commission: kobo('Commission'),
  commission_formatted: formatted('Commission'),
  open_tickets: z.number().int(),
});
export type AnalyticsStateRow = z.infer<typeof stateRowSchema>;

const userTypes = counts(USER_TYPES);
const accountStatuses = counts(ACCOUNT_STATUSES);

export const dashboardAnalyticsSchema = z.object({
  state: z.string().describe('all or the state code asked for'),
  state_label: z.string(),
  generated_at: z.string(),
  users: z.object({
    total: z.number().int(),
    by_type: userTypes,
    by_status: accountStatuses,
    by_type_and_status: z.record(z.string(), accountStatuses).describe('user type → account status → count'),
  }),
  registrations: z.object({ last_7_days: z.number().int(), last_30_days: z.number().int() }),
  appointments: z.object({
    total: z.number().int(),
    by_status: counts(codesOf(APPOINTMENT_STATUSES)),
    by_type: counts(codesOf(APPOINTMENT_TYPES)),
  }),
  consultations_completed: z.number().int(),
  money: moneyMovedSchema.describe('All time, through the ledger'),
  open_disputes: z.number().int(),
  open_tickets: z.number().int(),
  by_state: z.array(stateRowSchema).describe('Every state, whatever state was asked for'),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

/** One stored day's figures for all Nigeria (state "all") or one state. */
export const analyticsSnapshotSchema = z.object({
  day: z.string(),
  state: z.string(),
  new_users: z.number().int(),
  new_patients: z.number().int(),
  new_doctors: z.number().int(),
  new_hospitals: z.number().int(),
  users_total: z.number().int().describe('Accounts that existed at the end of the day'),
  appointments_booked: z.number().int(),
  consultations_completed: z.number().int(),
  tickets_opened: z.number().int(),
  ...moneyMovedSchema.shape,
  generated_at: z.string(),
});
export type AnalyticsSnapshot = z.infer<typeof analyticsSnapshotSchema>;

export const analyticsDailySchema = z.object({ state: z.string(), days: z.array(analyticsSnapshotSchema) });
export type AnalyticsDaily = z.infer<typeof analyticsDailySchema>;

export const analyticsGeneratedSchema = z.object({
  day: z.string(),
  snapshots: z.number().int().describe('How many snapshots were stored (1 for the day, 37 for the states)'),
  snapshot: analyticsSnapshotSchema.nullable().describe('The day’s snapshot for all Nigeria (daily only)'),
});
export type AnalyticsGenerated = z.infer<typeof analyticsGeneratedSchema>;
