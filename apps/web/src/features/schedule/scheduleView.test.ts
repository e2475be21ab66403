import type { DoctorSchedule } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { groupByDay, intervalProblem, rateText, slotCount, statusCounts, weekBars } from './scheduleView';

const interval = (id: number, day: number, start: string, end: string): DoctorSchedule => ({
  id,
  doctor: 1,
  day_of_week: day,
  day_name: '',
  start_time: start,
  end_time: end,
  slot_minutes: 30,
  is_active: true,
});

describe('groupByDay', () => {
  it('lists Monday to Sunday with each day’s intervals by start time', () => {
    const groups = groupByDay([interval(1, 0, '14:00', '17:00'), interval(2, 0, '09:00', '13:00'), interval(3, 6, '09:00', '10:00')]);
    expect(groups.map((g) => g.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(groups[0].intervals.map((i) => i.id)).toEqual([2, 1]);
    expect(groups[1].intervals).toEqual([]);
    expect(groups[6].intervals.map((i) => i.id)).toEqual([3]);
  });
});

describe('intervalProblem', () => {
  it('accepts a sound interval', () => {
    expect(intervalProblem({ start_time: '09:00', end_time: '10:00', slot_minutes: 30 })).toBeNull();
  });
  it('names the first problem as the server would', () => {
    expect(intervalProblem({ start_time: '', end_time: '10:00', slot_minutes: 30 })).toBe('Start time is required');
    expect(intervalProblem({ start_time: '10:00', end_time: '09:00', slot_minutes: 30 })).toBe('End time must be after start time');
    expect(intervalProblem({ start_time: '09:00', end_time: '09:20', slot_minutes: 30 })).toBe('The interval must be at least one slot long');
    expect(intervalProblem({ start_time: '09:00', end_time: '10:00', slot_minutes: 5 })).toBe('Slot length must be 10 to 240 minutes');
    expect(intervalProblem({ start_time: '09:00', end_time: '10:00', slot_minutes: '' })).toBe('Slot length must be 10 to 240 minutes');
  });
});

describe('slotCount', () => {
  it('counts whole slots, ignoring seconds', () => {
    expect(slotCount('09:00:00', '13:00:00', 30)).toBe(8);
    expect(slotCount('08:00', '12:00', 20)).toBe(12);
    expect(slotCount('09:00', '09:50', 30)).toBe(1);
  });
});

describe('analytics helpers', () => {
  it('writes rates, with a dash when there is none', () => {
    expect(rateText(null)).toBe('—');
    expect(rateText(66.6667)).toBe('66.7%');
    expect(rateText(100)).toBe('100%');
  });
  it('orders counts as the contracts list statuses, filling gaps with 0', () => {
    const counts = statusCounts({ completed: 2, pending: 1 } as never);
    expect(counts[0]).toEqual({ status: 'pending', label: 'Pending', count: 1 });
    expect(counts.find((c) => c.status === 'no_show')).toEqual({ status: 'no_show', label: 'No-show', count: 0 });
  });
  it('scales bars to the busiest day', () => {
    const bars = weekBars([
      { date: '2026-11-23', day_name: 'Monday', appointments: 4 },
      { date: '2026-11-24', day_name: 'Tuesday', appointments: 1 },
      { date: '2026-11-25', day_name: 'Wednesday', appointments: 0 },
    ]);
    expect(bars.map((b) => b.percent)).toEqual([100, 25, 0]);
    expect(weekBars([{ date: '2026-11-23', day_name: 'Monday', appointments: 0 }])[0].percent).toBe(0);
  });
});
