// The provider's word on a transfer, from its signed webhook (the payments module checks the
// signature and passes transfer.* events here): transfer.success settles the payout paid,
// transfer.failed or .reversed fails it and gives the money back. Under the payout's row lock, a
// delivery that finds the payout already moved does nothing, so however many deliveries arrive
// (at once or later), the money moves once. An unknown reference, or another amount than the
// payout's, is acknowledged and moves nothing (the latter is logged for a person to look into).
// A transfer.success for a payout whose hold was given back (rejected, or failed by an earlier
// word) means the money left after all: it is taken back from the wallet's available balance and
// the payout is paid. When the wallet no longer holds it (spent or withdrawn since), nothing moves:
// the error is logged and the payout flagged (needs_review) for a person, rather than taking the
// wallet below zero or losing the record. A success delivered again after the bank sent a paid
// transfer back finds the payment already made (wasPaid) and moves nothing.

import { formatNaira, type PayoutStatus } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { ProviderEvent } from '../payments/provider';
import type { PayoutMove } from './lifecycle';
import { wasPaid } from './money';
import { lockPayout } from './rows';
import { payouts } from './schema';
import { isPayoutEvent, mayMove, PAYOUT_TRANSITIONS, type PayoutEvent } from './transitions';

/** What the person reads when the provider gives no reason of its own. */
const DEFAULT_REASON: Record<Exclude<PayoutEvent, 'transfer.success'>, string> = {
  'transfer.failed': 'The bank transfer failed',
  'transfer.reversed': 'The bank returned the transfer',
};

const REASON_MAX = 200;

function reasonOf(event: Exclude<PayoutEvent, 'transfer.success'>, data: Record<string, unknown>): string {
  const told = typeof data.gateway_response === 'string' ? data.gateway_response.trim() : '';
  return (told || DEFAULT_REASON[event]).slice(0, REASON_MAX);
}

export function transferEvents({ db, move, log }: { db: Db; move: PayoutMove; log: FastifyBaseLogger }) {
  return async function onTransferEvent({ event, data }: ProviderEvent): Promise<void> {
    // transfer.otp and others say nothing of the outcome.
    if (!isPayoutEvent(event) || typeof data.reference !== 'string') return;
    const reference = data.reference;
    await db.transaction(async (tx) => {
      const p = await lockPayout(tx, { reference });
      if (!p) return log.warn({ reference, event }, 'transfer webhook for an unknown reference');
      if (Number(data.amount) !== p.amount || data.currency !== 'NGN') {
        return log.error(
          { reference, event, expected: p.amount, reported: { amount: data.amount, currency: data.currency } },
          'transfer amount differs from the payout’s',
        );
      }
      const status = p.status as PayoutStatus;
      if (!mayMove(event, status)) {
        // The same word again is a redelivery; a contradicting one (failed after paid) needs a person.
        if (status !== PAYOUT_TRANSITIONS[event].to) log.error({ reference, event, status }, 'transfer webhook contradicts the payout’s status');
        return;
      }
      if (event !== 'transfer.success') return move(tx, p, event, { settled_at: new Date(), reason: reasonOf(event, data) });
      if (status === 'requested' || status === 'approved') return move(tx, p, event, { settled_at: new Date() });
      // Its hold was given back: the money is taken back from the available balance, if it is there.
      if (await wasPaid(tx, p)) return log.info({ reference, event, status }, 'transfer.success again for a payout paid before');
      try {
        // A savepoint: a refusal leaves nothing of the attempt behind.
        await tx.transaction((sp) => move(sp, p, event, { settled_at: new Date() }));
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'insufficient_funds')) throw err;
        log.error({ reference, event, status }, 'the provider paid a payout whose money the wallet no longer holds');
        const needsReview = `The provider paid this ${status} withdrawal, and the wallet no longer holds ${formatNaira(p.amount)} to take back`;
        await tx.update(payouts).set({ needs_review: needsReview }).where(eq(payouts.id, p.id));
      }
    });
  };
}
