// The dispute's rules without a database: the schema's lists agree with the contracts', the
// lifecycle's table per side, the refund an outcome gives, and how a refund is split between the doctor and the platform.
import { DISPUTE_CATEGORIES, DISPUTE_OUTCOMES, DISPUTE_STATUSES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { splitRefund } from '../wallet/dispute-money';
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

  it('a refund is split in proportion to the shares of the fee, to the kobo; the platform gives at most its commission; what the doctor no longer holds is their debt', () => {
    const full = { refund: 1_000_000, fee: 1_000_000, earning: 900_000, earningLeft: 900_000, platformLeft: 100_000 };
    expect(splitRefund({ ...full, held: 900_000 })).toEqual({ fromHeld: 900_000, debt: 0, platform: 100_000 });
    expect(splitRefund({ ...full, refund: 300_000, held: 900_000 })).toEqual({ fromHeld: 270_000, debt: 0, platform: 30_000 });
    expect(splitRefund({ refund: 1, fee: 3, earning: 2, earningLeft: 2, held: 2, platformLeft: 1 })).toEqual({ fromHeld: 1, debt: 0, platform: 0 });
    // Matured and mostly withdrawn: the platform still gives only its commission, the doctor owes the rest.
    expect(splitRefund({ ...full, held: 100_000 })).toEqual({ fromHeld: 100_000, debt: 800_000, platform: 100_000 });
    expect(splitRefund({ ...full, refund: 500, fee: 1_000, earning: 900, earningLeft: 900, held: 0, platformLeft: 100 })).toEqual({
      fromHeld: 0,
      debt: 450,
      platform: 50,
    });
    // The case: ₦5,000 fee, ₦4,500 earning, ₦2,500 still held; the platform gives ₦500.
    expect(splitRefund({ refund: 500_000, fee: 500_000, earning: 450_000, earningLeft: 450_000, held: 250_000, platformLeft: 50_000 })).toEqual({
      fromHeld: 250_000,
      debt: 200_000,
      platform: 50_000,
    });
    // Rounding over several disputes never takes the platform past its commission: the kobo is the doctor's.
    expect(splitRefund({ refund: 5, fee: 10, earning: 9, earningLeft: 5, held: 5, platformLeft: 0 })).toEqual({ fromHeld: 5, debt: 0, platform: 0 });
    // A consultation whose whole fee was commission: the platform gives it all.
    expect(splitRefund({ refund: 1_000, fee: 1_000, earning: 0, earningLeft: 0, held: 0, platformLeft: 1_000 })).toEqual({
      fromHeld: 0,
      debt: 0,
      platform: 1_000,
    });
  });
});
