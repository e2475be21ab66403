// Top-ups: start a charge with the provider, then settle it once, from whichever comes first —
// its signed webhook, or the payer's verify (which asks the provider, for a webhook that never
// came). Settling locks the payment's row and makes it succeeded once — from pending, or from
// failed when the provider says it was paid after all; the ledger credit carries the reference as
// its key, so however many deliveries arrive, one credit.

import { randomBytes } from 'node:crypto';
import { formatNaira, type Payment } from '@naijacare/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { NotificationsService } from '../notifications/service';
import { ledger } from '../wallet/service';
import type { ChargeState, PaymentProvider, ProviderEvent } from './provider';
import { payments } from './schema';
import { isSignedBy } from './signature';

type Row = typeof payments.$inferSelect;

const toPayment = (p: Row): Payment => ({
  reference: p.reference,
  status: p.status,
  amount: p.amount,
  amount_formatted: formatNaira(p.amount),
  failure_reason: p.failure_reason,
  created_at: p.created_at.toISOString(),
  settled_at: p.settled_at?.toISOString() ?? null,
});

/** Unguessable: with the sandbox, knowing a reference is enough to pay it. */
const newReference = () => `NC-${randomBytes(12).toString('hex')}`;

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  notifications: NotificationsService;
  limits: Pick<PaymentsConfig, 'topUpMinKobo' | 'topUpMaxKobo'>;
  log: FastifyBaseLogger;
  /** Where transfer.* events go (payouts); acknowledged and left alone without it. */
  onTransferEvent?: (event: ProviderEvent) => Promise<void>;
}

export function paymentsService({ db, provider, notifications, limits, log, onTransferEvent }: PaymentsDeps) {
  /**
   * Contradictions already logged, so a payer verifying again (or a provider retrying its webhook)
   * does not log the same one each time. In this process only: a restart, or another instance,
   * logs it once more. Only the provider's own reports land here, so it stays small.
   */
  const contradictionsLogged = new Set<string>();
  const logContradiction = (p: Row, reported: Pick<ChargeState, 'amount' | 'currency'>, message: string) => {
    const key = `${p.reference}:${p.status}:${reported.amount}:${reported.currency}`;
    if (contradictionsLogged.has(key)) return;
    contradictionsLogged.add(key);
    log.error({ reference: p.reference, status: p.status, expected: p.amount, reported }, message);
  };

  /**
   * Settles a payment the provider reports as paid: once, with its credit and notification. The
   * provider's success is its final word, so a payment marked failed (a declined first attempt,
   * then paid on the same checkout) is settled too; its credit's key is the same reference.
   */
  async function settle(reference: string, reported: Pick<ChargeState, 'amount' | 'currency'>): Promise<void> {
    await db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
      if (!p) return log.warn({ reference }, 'payment webhook for an unknown reference');
      const sameSum = reported.amount === p.amount && reported.currency === 'NGN';
      if (p.status === 'succeeded') {
        // The same success again is a replay; another sum for a paid payment contradicts it.
        if (!sameSum) logContradiction(p, reported, 'paid payment reported again with another amount');
        return;
      }
      if (!sameSum) {
        // Left as it is for a person to look into: the provider took another sum than was asked.
        return logContradiction(p, reported, 'payment amount differs from the provider’s');
      }
      if (p.status === 'failed') log.warn({ reference, failure_reason: p.failure_reason }, 'payment marked failed is paid after all');
      await tx.update(payments).set({ status: 'succeeded', failure_reason: null, settled_at: new Date() }).where(eq(payments.id, p.id));
      await creditTopUp(tx, p);
    });
  }

  async function creditTopUp(tx: Tx, p: Row) {
    const { replayed } = await ledger.credit(tx, { key: `top_up:${p.reference}`, userId: p.user_id, amount: p.amount, reason: 'Wallet top-up' });
    if (replayed) return;
    const [balance] = await ledger.balancesOf(tx, [p.user_id]);
    await notifications.create(
      p.user_id,
      { code: 'wallet_topped_up', params: { amount: formatNaira(p.amount), balance: formatNaira(balance.available) }, kind: 'wallet', link: '/wallet' },
      tx,
    );
  }

  async function fail(reference: string, reason: string) {
    await db
      .update(payments)
      .set({ status: 'failed', failure_reason: reason.slice(0, 200), settled_at: new Date() })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')));
  }

  const own = async (userId: number, reference: string) => {
    const [p] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.user_id, userId)));
    // Someone else's reference is not found, as an unknown one.
    if (!p) throw notFound('payment_not_found');
    return p;
  };

  return {
    provider,

    /** The configured limits startTopUp refuses outside of, so a form can say them before asking. */
    topUpLimits: () => ({
      min: limits.topUpMinKobo,
      min_formatted: formatNaira(limits.topUpMinKobo),
      max: limits.topUpMaxKobo,
      max_formatted: formatNaira(limits.topUpMaxKobo),
    }),

    /** Starts a top-up: the provider's checkout to send the person to. */
    async startTopUp(user: { id: number; email: string }, amount: number, callbackUrl: string) {
      if (amount < limits.topUpMinKobo)
        throw new AppError(400, 'top_up_too_small', {
          params: { min: formatNaira(limits.topUpMinKobo) },
          details: { field: 'amount', min: limits.topUpMinKobo },
        });
      if (amount > limits.topUpMaxKobo)
        throw new AppError(400, 'top_up_too_large', {
          params: { max: formatNaira(limits.topUpMaxKobo) },
          details: { field: 'amount', max: limits.topUpMaxKobo },
        });
      const reference = newReference();
      const { authorizationUrl } = await provider.initialize({ reference, amount, email: user.email, callbackUrl });
      await db.insert(payments).values({ reference, user_id: user.id, amount, provider: provider.name, authorization_url: authorizationUrl });
      return { reference, authorization_url: authorizationUrl };
    },

    /** The payer's own payment as it stands; another person's, or an unknown reference, is 404. */
    async ownPayment(userId: number, reference: string): Promise<Payment> {
      return toPayment(await own(userId, reference));
    },

    /** The payer's own payment, settled now if the provider says it is paid or refused. A failed
     * one is asked again: the payer may have paid on the same checkout after a declined attempt. */
    async verify(userId: number, reference: string): Promise<Payment> {
      const p = await own(userId, reference);
      if (p.status === 'succeeded') return toPayment(p);
      const state = await provider.verify(reference);
      if (state.status === 'success') await settle(reference, state);
      else if (state.status === 'failed') await fail(reference, state.reason ?? 'Declined');
      return toPayment(await own(userId, reference));
    },

    /** A provider's webhook: refused unless signed over these very bytes; then settles a paid charge. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!isSignedBy(rawBody, signature, provider.webhookSecret)) throw new AppError(401, 'webhook_signature_invalid');
      let event: { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('malformed_json');
      }
      const data = event?.data && typeof event.data === 'object' ? event.data : undefined;
      if (typeof event?.event !== 'string' || !data) return;
      // Transfers are the payouts' to settle; other events (refunds, disputes) are acknowledged and left.
      if (event.event.startsWith('transfer.')) return onTransferEvent?.({ event: event.event, data: data as Record<string, unknown> });
      if (event.event !== 'charge.success' || typeof data.reference !== 'string') return;
      await settle(data.reference, { amount: Number(data.amount), currency: String(data.currency ?? '') });
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
