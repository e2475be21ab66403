// The wallet, its transactions and top-ups (spec §7 Wallet; DOMAIN "Money"). Every amount is
// integer kobo beside the same amount as naira text for people ("₦12,500.00"); never a float.

import { z } from 'zod';
import { isIsoDate } from '../time';
import { paginatedSchema } from './pagination';
import { pageQuery } from './params';

/** What moved the money. Later kinds (holds, earnings, payouts) are named now so the list's filter
 * and the web app know them from the start. */
export const WALLET_TRANSACTION_TYPES = [
  'top_up',
  'fee_hold',
  'fee_refund',
  'fee_payment',
  'earning',
  'earning_release',
  'payout_hold',
  'payout',
  'payout_reversal',
  'adjustment',
  'dispute_hold',
  'dispute_refund',
  'debt_recovery',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Top-up limits when the configuration sets none: ₦100 and ₦1,000,000 (DOMAIN "Money"). */
export const TOP_UP_MIN_KOBO = 10_000;
export const TOP_UP_MAX_KOBO = 100_000_000;

const kobo = (what: string) => z.number().int().describe(`${what}, in kobo`);
const formatted = (what: string) => z.string().describe(`${what} as naira, e.g. "₦12,500.00"`);

export const walletSchema = z.object({
  currency: z.literal('NGN'),
  available: kobo('Spendable balance'),
  available_formatted: formatted('Spendable balance'),
  pending: kobo('Held for bookings, or earned and waiting out the dispute window'),
  pending_formatted: formatted('Pending balance'),
  debt: kobo(
    'What the person owes the platform: a share of a refund decided after their earning was withdrawn, recovered from their next earnings before any withdrawal (0: nothing)',
  ),
  debt_formatted: formatted('Debt'),
  updated_at: z.string().nullable().describe('When the balance last changed; null for a wallet never used'),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletTransactionSchema = z.object({
  id: z.number(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  reason: z.string(),
  appointment_id: z.number().nullable(),
  amount: kobo('Change to the available balance (negative when money left it)'),
  amount_formatted: formatted('Change to the available balance'),
  pending_amount: kobo('Change to the pending balance'),
  pending_amount_formatted: formatted('Change to the pending balance'),
  debt_amount: kobo('Change to what the person owes the platform (positive: owes more; negative: paid back)'),
  debt_amount_formatted: formatted('Change to the debt'),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export const walletTransactionPageSchema = paginatedSchema(walletTransactionSchema);

const day = (label: string) => z.string().refine(isIsoDate, `${label} must be a date like 2026-11-23`).describe(`${label}: a Lagos calendar day, YYYY-MM-DD`);

export const walletTransactionsQuery = z
  .object({
    ...pageQuery,
    type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
    date_from: day('date_from').optional(),
    date_to: day('date_to').optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { message: 'date_to must be on or after date_from', path: ['date_to'] });
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuery>;

/** Longest page path a top-up may return to. */
export const RETURN_TO_MAX_LENGTH = 200;

// One segment: letters, digits and - _ ~ . but not first, so never "." or "..". Segments are
// joined by exactly one slash, so the pattern cannot backtrack its way into slow matching.
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const RETURN_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);

/**
 * Whether `path` is a page of this app that a top-up may send its payer back to: an absolute path
 * of plain segments ("/doctors"), nothing a browser could read as another site ("//evil.ng",
 * "/\\evil.ng", "https://…"), no "." or ".." segment, and no query or fragment (the provider adds
 * `?reference=…` itself).
 */
export const isReturnPath = (path: string): boolean => path.length <= RETURN_TO_MAX_LENGTH && RETURN_PATH.test(path);

export const topUpBody = z.object({
  amount: z.number().int('amount must be a whole number of kobo').positive('amount must be a positive number of kobo').describe('Kobo'),
  return_to: z
    .string()
    .refine(isReturnPath, 'return_to must be a path of this app, like /doctors')
    .optional()
    .describe('The app page the checkout sends the payer back to, with ?reference=…; /wallet when absent'),
});
export type TopUpBody = z.infer<typeof topUpBody>;

/** The amounts a top-up may be, as this server is configured: the web app checks them before asking. */
export const topUpLimitsSchema = z.object({
  min: kobo('Smallest top-up'),
  min_formatted: formatted('Smallest top-up'),
  max: kobo('Largest top-up'),
  max_formatted: formatted('Largest top-up'),
});
export type TopUpLimits = z.infer<typeof topUpLimitsSchema>;

export const topUpStartedSchema = z.object({
  reference: z.string(),
  authorization_url: z.string().describe("The provider's checkout page: send the person there"),
});

export const paymentReferenceQuery = z.object({ reference: z.string().trim().min(1).max(100) });
export const paymentReferenceParams = z.object({ reference: z.string().min(1).max(100) });

export const paymentSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: kobo('Amount'),
  amount_formatted: formatted('Amount'),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** The sandbox provider's view of a charge, as its checkout page (a page of the web app) shows it to the payer. */
export const SANDBOX_CHARGE_STATUSES = ['pending', 'success', 'failed'] as const;
export const sandboxChargeSchema = z.object({
  reference: z.string(),
  amount: kobo('Amount'),
  amount_formatted: formatted('Amount'),
  status: z.enum(SANDBOX_CHARGE_STATUSES),
});
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;

/** The payer's answer at the sandbox checkout, and where the checkout sends the browser back to. */
export const sandboxAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(['success', 'failed']),
  return_url: z.string().describe('The page the top-up asked to come back to, with ?reference=…'),
});
export type SandboxAnswer = z.infer<typeof sandboxAnswerSchema>;
