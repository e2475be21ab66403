// Payouts: a doctor's or hospital's saved Nigerian bank account, and withdrawals of available
// money to it (DOMAIN "Money"). Amounts are integer kobo beside naira text, as in the wallet.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { formatNaira } from '../money';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery } from './params';

/** The smallest withdrawal: ₦1,000 (DOMAIN "Money"). */
export const PAYOUT_MIN_KOBO = 100_000;

/** requested → approved (transfer sent) → paid | failed; requested → rejected. */
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'failed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What an admin may do to a payout now (the lifecycle's admin actions). */
export const PAYOUT_ADMIN_ACTIONS = ['approve', 'reject'] as const;
export type PayoutAdminAction = (typeof PAYOUT_ADMIN_ACTIONS)[number];

/** A NUBAN: the ten-digit number every Nigerian bank account has. */
export const NUBAN_PATTERN = /^\d{10}$/;

const kobo = (what: string) => z.number().int().describe(`${what}, in kobo`);
const formatted = (what: string) => z.string().describe(`${what} as naira, e.g. "₦12,500.00"`);
const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string>) => ({
  message: serverMessage(code, params),
  params: { code },
});

export const bankSchema = z.object({
  name: z.string(),
  code: z.string().describe("The bank's code at the provider (CBN code for commercial banks)"),
});
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = z.object({ results: z.array(bankSchema) });

export const accountNumber = z
  .string()
  .trim()
  .refine((s) => NUBAN_PATTERN.test(s), rule('account_number_invalid'))
  .describe('A 10-digit NUBAN');

export const bankAccountBody = z.object({
  bank_code: z
    .string()
    .trim()
    .refine((s) => s.length >= 1 && s.length <= 20, rule('bank_unknown')),
  account_number: accountNumber,
});
export type BankAccountBody = z.infer<typeof bankAccountBody>;

export const nameMismatchSchema = z
  .object({
    resolved_name: z.string().describe('The name the bank holds the account in'),
    holder_name: z.string().describe('The name of the person or hospital the money belongs to'),
  })
  .describe('The bank holds the account in another name than its holder’s (order, initials, case and diacritics forgiven); null when they match');
export type NameMismatch = z.infer<typeof nameMismatchSchema>;

export const bankAccountSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string().describe('The name the bank holds the account in, as the provider resolved it'),
  updated_at: z.string(),
  name_mismatch: nameMismatchSchema.nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const payoutBody = z.object({
  amount: z
    .number()
    .int('amount must be a whole number of kobo')
    .positive('amount must be a positive number of kobo')
    .refine((n) => n >= PAYOUT_MIN_KOBO, rule('payout_too_small', { min: formatNaira(PAYOUT_MIN_KOBO) }))
    .describe('Kobo, at least PAYOUT_MIN_KOBO and at most the available balance'),
});
export type PayoutBody = z.infer<typeof payoutBody>;

/** Idempotency-Key: the same key again from the same person answers the first payout. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
export const payoutRequestHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .refine((s) => IDEMPOTENCY_KEY_PATTERN.test(s), rule('idempotency_key_invalid'))
    .optional()
    .describe('Any 1–100 printable characters, new for each withdrawal; a retry sends the same again'),
});

export const payoutSchema = z.object({
  id: z.number(),
  reference: z.string().describe('The transfer reference at the provider'),
  amount: kobo('Amount'),
  amount_formatted: formatted('Amount'),
  status: z.enum(PAYOUT_STATUSES),
  bank: bankAccountSchema.omit({ updated_at: true, name_mismatch: true }).describe('The account the payout goes to, as saved when it was requested'),
  reason: z.string().nullable().describe('Why it was rejected or failed'),
  created_at: z.string(),
  decided_at: z.string().nullable().describe('When an admin approved or rejected it'),
  settled_at: z.string().nullable().describe('When the provider reported it paid or failed'),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutPageSchema = paginatedSchema(payoutSchema);

export const adminPayoutSchema = payoutSchema.extend({
  requester: z.object({ id: z.number(), name: z.string(), user_type: z.enum(['doctor', 'hospital']) }),
  allowed_actions: z.array(z.enum(PAYOUT_ADMIN_ACTIONS)),
  /** Set when the provider's word could not be followed and a person must look into it. */
  needs_review: z.string().nullable(),
  name_mismatch: nameMismatchSchema.nullable(),
  /** What the requester owes the platform now (kobo): an approval is refused while their available balance cannot pay it. */
  requester_debt: z.number().int().describe('What the requester owes the platform from a refund, in kobo (0: nothing)'),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutPageSchema = paginatedSchema(adminPayoutSchema);

export const payoutsQuery = z.object({ ...pageQuery });
export const adminPayoutsQuery = z.object({ status: z.enum(PAYOUT_STATUSES).optional(), ...pageQuery });
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuery>;
export const payoutIdParams = z.object({ id: databaseId('Payout id') });
export const payoutRejectBody = z.object({
  reason: z
    .string()
    .trim()
    .refine((s) => s.length > 0, rule('payout_reason_required'))
    .refine((s) => s.length <= 500, rule('payout_reason_too_long')),
});

/** Approving a payout flagged with `name_mismatch` needs `override_name_mismatch: true` and the reason, written to the audit trail. */
export const payoutApproveBody = z
  .object({
    override_name_mismatch: z.boolean().optional().describe('Approve although the account is in another name than its holder’s'),
    reason: z
      .string()
      .trim()
      .refine((s) => s.length <= 500, rule('payout_reason_too_long'))
      .optional()
      .describe('Why the mismatch is overridden (required with override_name_mismatch)'),
  })
  .nullish();
export type PayoutApproveBody = z.infer<typeof payoutApproveBody>;
