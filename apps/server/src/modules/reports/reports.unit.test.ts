// The report lifecycle as a table, and the database's lists agreeing with the contracts'.
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_STATUS_VALUES, REPORT_TARGET_VALUES } from './schema';
import { actionsFor, refusal } from './transitions';

describe('the report lifecycle', () => {
  it('an open report is hidden or dismissed; a hidden one restored; nothing else', () => {
    expect(actionsFor('open')).toEqual(['action', 'dismiss']);
    expect(actionsFor('actioned')).toEqual(['restore']);
    expect(actionsFor('dismissed')).toEqual([]);
    expect(actionsFor('restored')).toEqual([]);
    expect(refusal('dismiss', 'actioned')).toEqual([409, 'report_status_conflict', { verb: 'dismiss', status: 'actioned' }]);
    expect(refusal('restore', 'open')).not.toBeNull();
    expect(refusal('action', 'open')).toBeNull();
  });

  it('the database knows the same statuses and targets as the contracts', () => {
    expect([...REPORT_STATUS_VALUES]).toEqual([...REPORT_STATUSES]);
    expect([...REPORT_TARGET_VALUES]).toEqual([...REPORT_TARGET_TYPES]);
  });
});
