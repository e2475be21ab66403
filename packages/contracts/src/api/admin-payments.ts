// The admin's view of money (/admin/payments): every ledger transaction with both its sides named,
// the platform's revenue by period, and the top-ups that failed or are still pending. Payout
// requests are the payouts' own admin API (payouts.ts). Amounts are integer kobo beside naira text.

import { z } from 'zod';
import { USER_TYPES } from '../enums';
import { isIsoDate } from '../time';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, searchText } from './params';
import { paymentSchema, WALLET_TRANSACTION_TYPES } from './wallet';

/** A pending top-up older than this many minutes is "stale": the payer likely left the checkout,
 * or the provider's webhook never came and a re-verify may settle it. */
export const TOP_UP_STALE_MINUTES = 30;

/** The accounts of the ledger: a person's wallet, or one of the platform's own. */
export const LEDGER_ACCOUNT_KINDS = ['wallet', 'platform_revenue', 'provider_clearing'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The periods revenue is summed over: the Lagos day so far, the last 7 and 30 days, and all time. */
export const REVENUE_PERIODS = ['today', '7d', '30d', 'all'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

const kobo = (what: string) => z.number().int().describe(`${what}, in kobo`);
const formatted = (what: string) => z.string().describe(`${what} as naira, e.g. "₦12,500.00"`);

/** A person as the admin's money pages name them. */
export const moneyPartySchema = z.object({
  id: z.number(),
  name: z.string().describe('A doctor as "Dr. …", a hospital by its name, anyone else by their name'),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
});
export type MoneyParty = z.infer<typeof moneyPartySchema>;

export const ledgerLegSchema = z.object({
  account: z.enum(LEDGER_ACCOUNT_KINDS),
  /** The wallet's owner; null for the platform's accounts. */
  user: moneyPartySchema.nullable(),
  bucket: z.enum(['available', 'pending', 'owed']).describe('owed: minus what the wallet owner owes the platform'),
  amount: kobo('Signed change to the bucket (negative: money left it)'),
  amount_formatted: formatted('Signed change'),
});
export type LedgerLeg = z.infer<typeof ledgerLegSchema>;

export const adminTransactionSchema = z.object({
  id: z.number(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  reason: z.string(),
  appointment_id: z.number().nullable(),
  amount: kobo('The money moved: the sum of what the receiving side got'),
  amount_formatted: formatted('The money moved'),
  /** Where it came from (negative legs) and where it went (positive legs). */
  from: z.array(ledgerLegSchema),
  to: z.array(ledgerLegSchema),
  created_at: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export const adminTransactionPageSchema = paginatedSchema(adminTransactionSchema);

const day = (label: string) => z.string().refine(isIsoDate, `${label} must be a date like 2026-11-23`).describe(`${label}: a Lagos calendar day, YYYY-MM-DD`);
/** Whole kobo in a query string: digits only, no sign or leading zero, at most ₦10 trillion. */
const koboParam = (label: string) =>
  z
    .string()
    .refine((s) => /^(0|[1-9][0-9]{0,14})$/.test(s), `${label} must be a whole number of kobo, like 150000 for ₦1,500`)
    .transform(Number)
    .describe(`${label}, in kobo`);

export const adminTransactionsQuery = z
  .object({
    ...pageQuery,
    type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
    user: databaseId('user').optional().describe('Transactions touching this user’s wallet'),
    search: searchText.optional().describe('Transactions touching the wallet of anyone whose username, name or email contains this'),
    date_from: day('date_from').optional(),
    date_to: day('date_to').optional(),
    amount_min: koboParam('amount_min').optional(),
    amount_max: koboParam('amount_max').optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { message: 'date_to must be on or after date_from', path: ['date_to'] })
  .refine((q) => q.amount_min === undefined || q.amount_max === undefined || q.amount_min <= q.amount_max, {
    message: 'amount_max must be at least amount_min',
    path: ['amount_max'],
  });
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuery>;

const money = (what: string) => z.object({ amount: kobo(what), formatted: formatted(what) });

export const revenuePeriodSchema = z.object({
  period: z.enum(REVENUE_PERIODS),
  /** The first instant counted; null for all time. */
  since: z.string().nullable(),
  commission: money('Commission the platform earned, net of any returned'),
  fees: money('Consultation fees paid'),
  refunds: money('Fees given back to patients'),
  top_ups: money('Money paid into wallets'),
  payouts: money('Money paid out to banks'),
  transactions: z.number().describe('Ledger transactions in the period'),
});
export type RevenuePeriodTotals = z.infer<typeof revenuePeriodSchema>;

export const adminRevenueSchema = z.object({
  periods: z.array(revenuePeriodSchema),
  /** What the platform's revenue account holds now. */
  platform_balance: money('The platform revenue account’s balance'),
  /** All the people's money the platform holds for them: every wallet, available and pending. */
  wallets_total: money('All wallets’ balances together, available and pending'),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

export const adminTopUpsQuery = z.object({
  ...pageQuery,
  status: z.enum(['pending', 'failed']).optional().describe('pending or failed; both when left out'),
  search: searchText.optional().describe('The payer’s username, name or email, or the reference'),
});
export type AdminTopUpsQuery = z.infer<typeof adminTopUpsQuery>;

export const adminTopUpSchema = paymentSchema.extend({
  user: moneyPartySchema,
  provider: z.string(),
  age_minutes: z.number().describe('Minutes since it was started'),
  stale: z.boolean().describe(`Pending for more than TOP_UP_STALE_MINUTES (${TOP_UP_STALE_MINUTES})`),
});
export type AdminTopUp = z.infer<typeof adminTopUpSchema>;
export const adminTopUpPageSchema = paginatedSchema(adminTopUpSchema);
export const adminTopUpParams = z.object({ reference: z.string().min(1).max(100) });
