import type { Appointment } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { queueParams } from './api';
import { appointmentChoices, appointmentLine, canReply, categoryLabel, ticketIdOf, ticketStatusColor, ticketStatusLabel } from './supportView';

const appointment = (id: number, scheduled_at: string, patient: number | null, patient_name: string | null) =>
  ({ id, scheduled_at, patient, patient_name, doctor_name: 'Dr. Ada Obi', appointment_type: 'video' }) as Appointment;

describe('how a ticket reads', () => {
  it('says the status in the owner’s words or the admin’s, in its colour', () => {
    expect(ticketStatusLabel('awaiting_user', 'owner')).toBe('Awaiting your reply');
    expect(ticketStatusLabel('awaiting_user', 'admin')).toBe('Awaiting user');
    expect(ticketStatusLabel('closed', 'owner')).toBe('Closed');
    expect(ticketStatusColor('resolved')).toBe('green');
    expect(categoryLabel('technical')).toBe('Technical problem');
  });

  it('lets a reply be sent only when the server allows it', () => {
    expect(canReply({ allowed_actions: ['reply'] })).toBe(true);
    expect(canReply({ allowed_actions: [] })).toBe(false);
  });

  it('reads a ticket id from the address, or nothing', () => {
    expect(ticketIdOf('12')).toBe(12);
    for (const bad of [undefined, '', '0', '012', '-3', '12abc', '1e3', '2147483648']) expect(ticketIdOf(bad), bad).toBeNull();
  });
});

describe('the appointments a ticket may name', () => {
  it('are the booked ones, newest first, named by the other party', () => {
    const list = [
      appointment(1, '2026-11-02T09:00:00Z', 7, 'Tunde Bakare'),
      appointment(2, '2026-11-20T09:00:00Z', null, null),
      appointment(3, '2026-11-10T09:00:00Z', 7, 'Tunde Bakare'),
    ];
    expect(appointmentChoices(list, 'patient')).toEqual([
      { value: '3', label: 'Tue 10 Nov 2026, 10:00 · Dr. Ada Obi · Video call' },
      { value: '1', label: 'Mon 2 Nov 2026, 10:00 · Dr. Ada Obi · Video call' },
    ]);
    expect(appointmentChoices(list, 'doctor')[0].label).toBe('Tue 10 Nov 2026, 10:00 · Tunde Bakare · Video call');
    expect(appointmentLine(list[0], 'admin')).toBe('Mon 2 Nov 2026, 10:00 · Dr. Ada Obi – Tunde Bakare · Video call');
    expect(appointmentLine({ ...list[0], patient_name: null }, 'hospital')).toBe('Mon 2 Nov 2026, 10:00 · Dr. Ada Obi · Video call');
  });
});

describe('the queue’s query', () => {
  it('sends only the filters chosen, the search trimmed', () => {
    expect(String(queueParams({ status: null, category: null, assignee: 'all', search: '  ', page: 1 }))).toBe('page=1&page_size=20');
    expect(String(queueParams({ status: 'open', category: 'payment', assignee: 'none', search: ' refund ', page: 3 }))).toBe(
      'page=3&page_size=20&status=open&category=payment&assignee=none&search=refund',
    );
  });
});
