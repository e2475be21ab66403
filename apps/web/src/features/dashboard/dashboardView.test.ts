import { describe, expect, it } from 'vitest';
import { pendingRequests, todaysSessions } from './dashboardView';

const a = (id: number, scheduled_at: string, status: string, patient: number | null = 1) =>
  ({ id, scheduled_at, status, patient }) as never as { id: number; scheduled_at: string; status: 'scheduled'; patient: number | null };

describe('todaysSessions', () => {
  it('keeps the Lagos day’s held or booked sessions in time order', () => {
    const list = [
      a(1, '2026-11-23T13:00:00Z', 'scheduled'),
      a(2, '2026-11-23T08:00:00Z', 'completed'),
      a(3, '2026-11-23T09:00:00Z', 'pending'),
      a(4, '2026-11-23T10:00:00Z', 'cancelled'),
      a(5, '2026-11-23T23:30:00Z', 'scheduled'), // 00:30 the next day in Lagos
      a(6, '2026-11-22T23:30:00Z', 'in_progress'), // 00:30 on the 23rd in Lagos
      a(7, '2026-11-23T12:00:00Z', 'scheduled', null), // a hospital's open slot nobody booked
    ];
    expect(todaysSessions(list, '2026-11-23').map((x) => x.id)).toEqual([6, 2, 1]);
  });
});

describe('pendingRequests', () => {
  it('keeps future pending requests, soonest first', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const list = [
      a(1, '2026-11-25T10:00:00Z', 'pending'),
      a(2, '2026-11-24T10:00:00Z', 'pending'),
      a(3, '2026-11-22T10:00:00Z', 'pending'),
      a(4, '2026-11-24T11:00:00Z', 'scheduled'),
    ];
    expect(pendingRequests(list, now).map((x) => x.id)).toEqual([2, 1]);
  });
});
