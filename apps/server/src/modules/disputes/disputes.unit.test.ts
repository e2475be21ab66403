// The dispute's rules without a database: the schema's lists agree with the contracts', the
// lifecycle's table per side, the refund an outcome gives, and the doctor's share of a refund.
import { DISPUTE_CATEGORIES, DISPUTE_OUTCOMES, DISPUTE_STATUSES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { doctorShareOf } from '../wallet/dispute-money';
import { refundFor } from './decisions';
import { DISPUTE_CATEGORY_VALUES, DISPUTE_OUTCOME_VALUES, DISPUTE_STATUS_VALUES } from './schema';
import { actionsFor, refusal } from './transitions';

const refusedWith = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof AppError ? [error.statusCode, error.code] : error;
  }
  return null;
};

describe('disputes', () => {
  it('the schema’s lists are the contracts’', () => {
    expect([...DISPUTE_STATUS_VALUES]).toEqual([...DISPUTE_STATUSES]);
    expect([...DISPUTE_CATEGORY_VALUES]).toEqual([...DISPUTE_CATEGORIES]);
    expect([...DISPUTE_OUTCOME_VALUES]).toEqual([...DISPUTE_OUTCOMES]);
  });

  it('the lifecycle: admins review an open one, decide an undecided one; everyone writes until it is decided', () => {
    expect(actionsFor('admin', 'open')).toEqual(['review', 'resolve', 'dismiss', 'message']);
    expect(actionsFor('admin', 'under_review')).toEqual(['resolve', 'dismiss', 'message']);
    expect(actionsFor('patient', 'open')).toEqual(['message']);
    expect(actionsFor('doctor', 'resolved')).toEqual([]);
    expect(refusal('resolve', 'dismissed')).toEqual([409, 'dispute_status_conflict', { verb: 'resolve', status: 'dismissed' }]);
    expect(refusal('review', 'under_review')?.[2]).toEqual({ verb: 'take under review', status: 'under review' });
  });

  it('the refund of each outcome, within what is refundable', () => {
    expect(refundFor({ outcome: 'no_refund' }, 0, 'free')).toBe(0);
    expect(refundFor({ outcome: 'refund_full' }, 500_000, '')).toBe(500_000);
    expect(refundFor({ outcome: 'refund_partial', amount: 1 }, 500_000, '')).toBe(1);
    expect(refundFor({ outcome: 'refund_partial', amount: 500_000 }, 500_000, '')).toBe(500_000);
    expect(refusedWith(() => refundFor({ outcome: 'refund_partial', amount: 500_001 }, 500_000, ''))).toEqual([400, 'dispute_amount_too_large']);
    expect(refusedWith(() => refundFor({ outcome: 'refund_partial', amount: 0 }, 500_000, ''))).toEqual([400, 'dispute_amount_required']);
    expect(refusedWith(() => refundFor({ outcome: 'refund_full' }, 0, 'refunded at cancel'))).toEqual([409, 'dispute_nothing_to_refund']);
  });

  it('the doctor’s share of a refund is in proportion to the earning, to the kobo, never more than is held', () => {
    expect(doctorShareOf(1_000_000, 1_000_000, 900_000, 900_000)).toBe(900_000);
    expect(doctorShareOf(300_000, 1_000_000, 900_000, 900_000)).toBe(270_000);
    expect(doctorShareOf(1, 3, 2, 2)).toBe(1);
    expect(doctorShareOf(1_000_000, 1_000_000, 900_000, 100_000)).toBe(100_000);
    expect(doctorShareOf(500, 1_000, 900, 0)).toBe(0);
  });
});
