import { describe, expect, it } from 'vitest';
import { freeSlots, slotsOfDay } from './slots';

// 2026-11-23 is a Monday (day 0).
const monday = '2026-11-23';
const morning = { day_of_week: 0, start_time: '09:00', end_time: '11:00', slot_minutes: 30, is_active: true };
const before = new Date('2026-11-22T12:00:00Z');

describe('slots', () => {
  it('cuts an interval into slots in Lagos time (UTC+1)', () => {
    const slots = slotsOfDay(monday, [morning]);
    expect(slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slots[0]).toEqual({ start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T08:30:00.000Z', time: '09:00', duration_minutes: 30 });
  });

  it('drops a last slot that would run past the interval', () => {
    expect(slotsOfDay(monday, [{ ...morning, end_time: '10:45' }]).map((s) => s.time)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('offers nothing on a day off or from an inactive interval', () => {
    expect(slotsOfDay('2026-11-24', [morning])).toEqual([]);
    expect(slotsOfDay(monday, [{ ...morning, is_active: false }])).toEqual([]);
  });

  it('removes booked times, including partial overlaps', () => {
    const busy = [
      { start: new Date('2026-11-23T08:30:00Z'), end: new Date('2026-11-23T09:00:00Z') }, // 09:30 exactly
      { start: new Date('2026-11-23T09:15:00Z'), end: new Date('2026-11-23T09:20:00Z') }, // inside 10:00
    ];
    expect(freeSlots(monday, [morning], busy, before).map((s) => s.time)).toEqual(['09:00', '10:30']);
  });

  it('removes times already past', () => {
    const now = new Date('2026-11-23T08:45:00Z'); // 09:45 in Lagos
    expect(freeSlots(monday, [morning], [], now).map((s) => s.time)).toEqual(['10:00', '10:30']);
  });

  it('merges several intervals in time order', () => {
    const afternoon = { ...morning, start_time: '14:00', end_time: '15:00', slot_minutes: 60 };
    expect(slotsOfDay(monday, [afternoon, morning]).map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '14:00']);
  });
});
