import { describe, expect, it } from 'vitest';
import {
  appointmentStatusLabel,
  closingReasonOf,
  counterpartOf,
  isUnbookedSlot,
  nextAppointments,
  sessionLinksOf,
  splitByTime,
  typeFilterOptions,
  typeLabel,
} from './appointmentView';

const now = new Date('2026-11-21T10:00:00Z');
const at = (id: number, scheduled_at: string, status = 'scheduled') =>
  ({ id, scheduled_at, status }) as { id: number; scheduled_at: string; status: 'scheduled' };

describe('splitByTime', () => {
  it('puts future appointments in upcoming, nearest first, and the rest in past, newest first', () => {
    const list = [at(1, '2026-11-20T09:00:00Z'), at(2, '2026-11-25T09:00:00Z'), at(3, '2026-11-22T09:00:00Z'), at(4, '2026-11-19T09:00:00Z')];
    const { upcoming, past } = splitByTime(list, now);
    expect(upcoming.map((a) => a.id)).toEqual([3, 2]);
    expect(past.map((a) => a.id)).toEqual([1, 4]);
  });

  it('keeps a session under way in upcoming even though its start has passed', () => {
    const running = { id: 5, scheduled_at: '2026-11-21T09:50:00Z', status: 'in_progress' as const };
    expect(splitByTime([running], now).upcoming).toEqual([running]);
  });

  it('puts a cancelled or rejected appointment with the past even when its date is ahead', () => {
    const cancelled = { id: 7, scheduled_at: '2026-11-25T09:00:00Z', status: 'cancelled' as const };
    const rejected = { id: 8, scheduled_at: '2026-11-26T09:00:00Z', status: 'rejected' as const };
    const { upcoming, past } = splitByTime([cancelled, rejected], now);
    expect(upcoming).toEqual([]);
    expect(past.map((a) => a.id)).toEqual([8, 7]);
  });

  it('treats an appointment starting exactly now as past', () => {
    expect(splitByTime([at(6, now.toISOString())], now).past).toHaveLength(1);
  });
});

describe('nextAppointments', () => {
  it('leaves out cancelled and rejected ones and stops at the count', () => {
    const list = [
      { id: 1, scheduled_at: '2026-11-22T09:00:00Z', status: 'cancelled' as const },
      { id: 2, scheduled_at: '2026-11-23T09:00:00Z', status: 'pending' as const },
      { id: 3, scheduled_at: '2026-11-24T09:00:00Z', status: 'scheduled' as const },
      { id: 4, scheduled_at: '2026-11-25T09:00:00Z', status: 'scheduled' as const },
    ];
    expect(nextAppointments(list, now, 2).map((a) => a.id)).toEqual([2, 3]);
  });
});

describe('labels', () => {
  it('names types and statuses as the contracts do', () => {
    expect(typeLabel('in_person')).toBe('In person');
    expect(appointmentStatusLabel('no_show')).toBe('No-show');
    expect(typeFilterOptions().map((o) => o.value)).toEqual(['all', 'video', 'audio', 'chat', 'in_person']);
  });

  it('names the other party for each viewer', () => {
    const a = { doctor_name: 'Dr. Adaeze Okafor', patient_name: 'Tunde Bakare' };
    expect(counterpartOf(a, 'patient')).toBe('Dr. Adaeze Okafor');
    expect(counterpartOf(a, 'doctor')).toBe('Tunde Bakare');
    expect(counterpartOf({ ...a, patient_name: null }, 'doctor')).toBe('Open slot, not booked yet');
  });

  it('knows an unbooked hospital slot by its missing patient', () => {
    expect(isUnbookedSlot({ patient: null })).toBe(true);
    expect(isUnbookedSlot({ patient: 4 })).toBe(false);
  });
});

describe('sessionLinksOf', () => {
  const links = (a: Parameters<typeof sessionLinksOf>[0]) => sessionLinksOf(a).map(({ label, to }) => `${label} ${to}`);

  it('links a call and its chat while the appointment is on or under way', () => {
    expect(links({ id: 7, appointment_type: 'video', status: 'scheduled' })).toEqual(['Join call /call/7', 'Open chat /chat/7']);
    expect(links({ id: 7, appointment_type: 'audio', status: 'in_progress' })).toEqual(['Join call /call/7', 'Open chat /chat/7']);
    expect(links({ id: 7, appointment_type: 'video', status: 'pending' })).toEqual([]);
    expect(links({ id: 7, appointment_type: 'video', status: 'cancelled' })).toEqual([]);
  });

  it('leads from a past call back to its chat history and its call with the recordings', () => {
    expect(links({ id: 7, appointment_type: 'video', status: 'completed' })).toEqual(['Chat history /chat/7', 'Call & recordings /call/7']);
    expect(links({ id: 7, appointment_type: 'audio', status: 'completed' })).toEqual(['Chat history /chat/7', 'Call & recordings /call/7']);
  });

  it('links a chat appointment’s chat while on, and its history once over', () => {
    expect(links({ id: 8, appointment_type: 'chat', status: 'scheduled' })).toEqual(['Open chat /chat/8']);
    expect(links({ id: 8, appointment_type: 'chat', status: 'in_progress' })).toEqual(['Open chat /chat/8']);
    expect(links({ id: 8, appointment_type: 'chat', status: 'completed' })).toEqual(['Chat history /chat/8']);
    expect(links({ id: 8, appointment_type: 'chat', status: 'no_show' })).toEqual(['Chat history /chat/8']);
    expect(links({ id: 8, appointment_type: 'chat', status: 'pending' })).toEqual([]);
    expect(links({ id: 8, appointment_type: 'chat', status: 'cancelled' })).toEqual([]);
  });

  it('has none for an in-person visit', () => {
    expect(links({ id: 9, appointment_type: 'in_person', status: 'scheduled' })).toEqual([]);
  });
});

describe('closingReasonOf', () => {
  it('gives the cancellation or rejection reason for those statuses only', () => {
    expect(closingReasonOf({ status: 'cancelled', cancellation_reason: 'Travelling', rejection_reason: null })).toEqual({
      label: 'Cancellation reason',
      text: 'Travelling',
    });
    expect(closingReasonOf({ status: 'rejected', cancellation_reason: null, rejection_reason: 'Fully booked' })?.text).toBe('Fully booked');
    expect(closingReasonOf({ status: 'scheduled', cancellation_reason: null, rejection_reason: null })).toBeNull();
  });
});
