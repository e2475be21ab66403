import { describe, expect, it } from 'vitest';
import { batchInput, emptyDraft, HALF_HOURS, publishedToast, skippedReason } from './batchView';

describe('the publish form', () => {
  it('sends one slot as a batch of one date and one time', () => {
    const draft = { ...emptyDraft(), doctor: '7', date: '2027-03-04', time: '10:30', duration: '20' };
    expect(batchInput(draft, true)).toEqual({
      doctor: '7',
      date_from: '2027-03-04',
      date_to: '2027-03-04',
      times: ['10:30'],
      duration_minutes: 20,
      appointment_type: 'in_person',
      dry_run: true,
    });
  });

  it('sends several slots with their weekdays as numbers', () => {
    const draft = {
      ...emptyDraft(),
      mode: 'several' as const,
      doctor: '7',
      dateFrom: '2027-03-01',
      dateTo: '2027-03-14',
      days: ['4', '0'],
      times: ['09:00', '14:00'],
    };
    expect(batchInput(draft, false)).toMatchObject({
      date_from: '2027-03-01',
      date_to: '2027-03-14',
      days_of_week: [0, 4],
      times: ['09:00', '14:00'],
      dry_run: false,
    });
  });

  it('offers half hours from 07:00 to 20:00', () => {
    expect(HALF_HOURS[0]).toBe('07:00');
    expect(HALF_HOURS[1]).toBe('07:30');
    expect(HALF_HOURS.at(-1)).toBe('20:00');
  });

  it('says why a slot was skipped and what it overlaps, in Lagos time', () => {
    const skipped = {
      id: null,
      scheduled_at: '2027-03-04T08:00:00.000Z',
      ends_at: '2027-03-04T08:30:00.000Z',
      skipped_code: 'doctor_busy' as const,
      skipped_reason: 'The doctor already has an appointment at this time',
      conflict_at: '2027-03-04T07:45:00.000Z',
    };
    expect(skippedReason(skipped, (time) => `(at ${time})`)).toBe('The doctor already has an appointment at this time (at 08:45)');
    expect(skippedReason({ ...skipped, conflict_at: null }, () => '')).toBe('The doctor already has an appointment at this time');
  });
});

describe('the toast after publishing', () => {
  it('warns when nothing was published and celebrates only a batch that published something', () => {
    expect(publishedToast({ created_count: 0, skipped_count: 1 })).toEqual({ kind: 'warning', titleKey: 'hospitalBooking.nonePublished' });
    expect(publishedToast({ created_count: 3, skipped_count: 1 })).toEqual({ kind: 'success', titleKey: 'hospitalBooking.published' });
  });
});
