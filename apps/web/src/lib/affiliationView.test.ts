import { describe, expect, it } from 'vitest';
import { liveAffiliationStatuses, showsAvailability } from './affiliationView';

describe('affiliations as the pages show them', () => {
  it('shows a doctor’s availability only while the affiliation is approved', () => {
    expect(showsAvailability('approved')).toBe(true);
    for (const status of ['pending', 'suspended', 'revoked', 'rejected'] as const) expect(showsAvailability(status)).toBe(false);
  });

  it('keeps every hospital with a live request or affiliation, with its status, and leaves rejected ones askable', () => {
    const live = liveAffiliationStatuses([
      { hospital: 1, status: 'pending' },
      { hospital: 2, status: 'approved' },
      { hospital: 3, status: 'rejected' },
      { hospital: 4, status: 'revoked' },
      { hospital: 5, status: 'suspended' },
    ]);
    expect([...live]).toEqual([
      [1, 'pending'],
      [2, 'approved'],
      [4, 'revoked'],
      [5, 'suspended'],
    ]);
  });
});
