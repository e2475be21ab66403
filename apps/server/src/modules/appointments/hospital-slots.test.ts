// A hospital's open slots and appointments: batches (skips, bounds, preview), withdrawing an
// unbooked slot against a concurrent booking, and the hospital list's filters and pages.

import { addDays, formatLagos, lagosDate, lagosInstant, minutesOf, weekdayOf } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, fundedPatient, signedInAdmin, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let elsewhere: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let otherHospital: Awaited<ReturnType<typeof verifiedHospital>>;

const today = lagosDate(new Date());
/** The first date on or after `date` that falls on a weekday (0 = Monday). */
const onWeekday = (date: string, weekday: number) => addDays(date, (weekday - weekdayOf(date) + 7) % 7);
const at = (date: string, hhmm: string) => lagosInstant(date, minutesOf(hhmm)).toISOString();

interface Outcome {
  id: number | null;
  scheduled_at: string;
  skipped_code: string | null;
  skipped_reason: string | null;
  conflict_at: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken, { consultation_fee: '8000.00' });
  elsewhere = await approvedDoctor(t.app, adminToken);
  hospital = await verifiedHospital(t.app, adminToken);
  otherHospital = await verifiedHospital(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
  await affiliate(t.database.db, elsewhere.doctorId, otherHospital.hospitalId);
});
afterAll(() => t?.close());

const batch = (body: Record<string, unknown>, token = hospital.token) =>
  http.call('POST', '/api/appointments/open_slots/', { token, body: { doctor: doctor.doctorId, appointment_type: 'video', ...body } });

const single = (scheduled_at: string, token = hospital.token, doctorId = doctor.doctorId) =>
  http.call('POST', '/api/appointments/', { token, body: { doctor: doctorId, scheduled_at, duration_minutes: 30, appointment_type: 'in_person' } });

const ownSlots = async (from: string, to = from) =>
  (
    await http.get(`/api/appointments/?hospital=${hospital.hospitalId}&patient__isnull=true&status=scheduled&date_from=${from}&date_to=${to}`, hospital.token)
  ).json() as { id: number; scheduled_at: string; allowed_actions: string[] }[];

describe('publishing a batch of open slots', () => {
  it('publishes every chosen weekday at each time in one go, and tells the doctor', async () => {
    // Weeks clear of every other test's dates, whatever weekday today is.
    const monday = onWeekday(addDays(today, 60), 0);
    const res = await batch({ date_from: monday, date_to: addDays(monday, 6), days_of_week: [0, 2, 4], times: ['10:00', '09:00'], duration_minutes: 30 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ dry_run: false, doctor: doctor.doctorId, created_count: 6, skipped_count: 0 });
    expect(body.created.map((s: Outcome) => s.scheduled_at)).toEqual(
      [monday, addDays(monday, 2), addDays(monday, 4)].flatMap((d) => [at(d, '09:00'), at(d, '10:00')]),
    );
    expect(body.created.every((s: Outcome) => typeof s.id === 'number')).toBe(true);

    const listed = await ownSlots(monday, addDays(monday, 6));
    expect(listed.map((s) => s.id).sort()).toEqual(body.created.map((s: Outcome) => s.id).sort());
    const slot = (await http.get(`/api/appointments/${listed[0].id}/`, hospital.token)).json();
    expect(slot).toMatchObject({
      status: 'scheduled',
      patient: null,
      appointment_type: 'video',
      duration_minutes: 30,
      fee: '8000.00',
      hospital: hospital.hospitalId,
    });
    // An unbooked slot is withdrawn by its hospital, not cancelled.
    expect(slot.allowed_actions).toEqual(['withdraw']);

    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note.title).toBe('Open slots published');
    expect(note.message).toBe(
      `${hospital.profile.hospital_name} published 6 open slots with you, from ${formatLagos(at(monday, '09:00'))} to ${formatLagos(at(addDays(monday, 4), '10:00'))}.`,
    );
  });

  it('a preview answers the same and publishes nothing', async () => {
    const date = addDays(today, 45);
    const preview = await batch({ date_from: date, date_to: date, times: ['09:00', '09:30'], dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dry_run: true, created_count: 2, skipped_count: 0 });
    expect(preview.json().created.map((s: Outcome) => s.id)).toEqual([null, null]);
    expect(await ownSlots(date)).toEqual([]);
  });

  it('skips and reports past times, overlaps with the doctor’s appointments and within the batch', async () => {
    const date = addDays(today, 12);
    const existing = await single(at(date, '09:00'));
    expect(existing.statusCode).toBe(201);
    const res = await batch({ date_from: date, date_to: date, times: ['08:45', '09:30', '14:00', '14:15'], duration_minutes: 30 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.created.map((s: Outcome) => s.scheduled_at)).toEqual([at(date, '09:30'), at(date, '14:00')]);
    expect(body.skipped).toEqual([
      expect.objectContaining({
        scheduled_at: at(date, '08:45'),
        skipped_code: 'doctor_busy',
        skipped_reason: 'The doctor already has an appointment at this time',
        conflict_at: at(date, '09:00'),
      }),
      expect.objectContaining({ scheduled_at: at(date, '14:15'), skipped_code: 'batch_slots_overlap', conflict_at: at(date, '14:00') }),
    ]);

    const past = await batch({ date_from: addDays(today, -1), date_to: addDays(today, 1), times: ['12:00'] });
    expect(past.statusCode).toBe(201);
    expect(past.json().skipped[0]).toMatchObject({ scheduled_at: at(addDays(today, -1), '12:00'), skipped_code: 'open_slot_in_past' });
    expect(past.json().created.map((s: Outcome) => s.scheduled_at)).toContain(at(addDays(today, 1), '12:00'));
  });

  it('is bounded and checks every value', async () => {
    const from = addDays(today, 20);
    const refused = async (body: Record<string, unknown>, status = 400) => {
      const res = await batch({ date_from: from, date_to: from, times: ['09:00'], ...body });
      expect(res.statusCode, res.body).toBe(status);
      return res.json().error as string;
    };
    expect(await refused({ date_to: addDays(from, 31) })).toBe('A batch covers at most 31 days; choose a shorter range');
    expect(await refused({ date_to: addDays(from, 30), times: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'] })).toBe(
      'A batch publishes at most 200 slots; this one would make 217. Choose fewer dates, days or times.',
    );
    expect(await refused({ date_to: addDays(from, -1) })).toBe('The last date must be on or after the first date');
    expect(await refused({ date_from: '2026-02-30' })).toBe('Choose the first and last dates, like 2026-11-23');
    expect(await refused({ times: [] })).toBe('Choose at least one start time');
    expect(await refused({ times: ['9am'] })).toBe('Start times must be times like 09:00; 9am is not one');
    expect(await refused({ days_of_week: [7] })).toBe('Days of week must be 0 (Monday) to 6 (Sunday)');
    expect(await refused({ days_of_week: [(weekdayOf(from) + 1) % 7] })).toBe('No date in this range falls on the chosen days');
    expect(await refused({ duration_minutes: 5 })).toBe('Duration must be 10 to 240 minutes');
    expect(await refused({ appointment_type: 'telepathy' })).toBe('Appointment type must be one of video, audio, chat, in_person');
    expect(await refused({ date_from: addDays(today, 800), date_to: addDays(today, 800) })).toBe('Appointments can be booked at most two years ahead');
    expect((await http.call('POST', '/api/appointments/open_slots/', { token: hospital.token, body: { times: 'x' } })).statusCode).toBe(400);
  });

  it('is for hospitals only, with their own affiliated doctors', async () => {
    const date = addDays(today, 21);
    const body = { date_from: date, date_to: date, times: ['09:00'] };
    const patient = await fundedPatient(t.app);
    expect((await batch(body, patient.token)).statusCode).toBe(403);
    expect((await batch(body, doctor.token)).statusCode).toBe(403);
    expect((await batch(body, adminToken)).statusCode).toBe(403);
    expect((await http.call('POST', '/api/appointments/open_slots/', { body })).statusCode).toBe(401);

    // Another hospital's doctor.
    const theirs = await batch({ ...body, doctor: elsewhere.doctorId });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe('This doctor is not affiliated with your hospital');
    // Nor ours for them.
    expect((await batch(body, otherHospital.token)).json().code).toBe('doctor_not_affiliated');
    expect((await batch({ ...body, doctor: 999_999 })).statusCode).toBe(404);
    expect((await batch({ ...body, doctor: 'abc' })).json().error).toBe('Doctor is required');
  });

  it('two identical batches at once: each slot is published once', async () => {
    const date = addDays(today, 25);
    const body = { date_from: date, date_to: date, times: ['09:00', '10:00', '11:00'] };
    const [first, second] = await Promise.all([batch(body), batch(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().created_count + second.json().created_count).toBe(3);
    expect(first.json().skipped_count + second.json().skipped_count).toBe(3);
    expect(await ownSlots(date)).toHaveLength(3);
  });
});

describe('withdrawing an unbooked slot', () => {
  const date = addDays(today, 30);
  let minute = 8 * 60;
  const nextSlot = async () => {
    minute += 30;
    const res = await single(lagosInstant(date, minute).toISOString());
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };
  const withdraw = (id: number, token = hospital.token) => http.call('POST', `/api/appointments/${id}/withdraw/`, { token });
  const book = (id: number, token: string) => http.call('POST', `/api/appointments/${id}/book_slot/`, { token, body: {} });

  it('its hospital withdraws it: no longer offered, kept as withdrawn', async () => {
    const slot = await nextSlot();
    const patient = await fundedPatient(t.app);
    const res = await withdraw(slot.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      patient: null,
      cancellation_reason: 'Withdrawn by the hospital before anyone booked it',
      cancelled_by: hospital.user.id,
      allowed_actions: [],
    });
    const offered = (await http.get('/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', patient.token)).json();
    expect(offered.map((a: { id: number }) => a.id)).not.toContain(slot.id);
    const late = await book(slot.id, patient.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This slot is no longer available');
    const again = await withdraw(slot.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Cannot withdraw an appointment that is cancelled.');
    // DELETE removes a withdrawn slot outright.
    expect((await http.call('DELETE', `/api/appointments/${slot.id}/`, { token: hospital.token })).statusCode).toBe(204);
    expect((await http.get(`/api/appointments/${slot.id}/`, hospital.token)).statusCode).toBe(404);
  });

  it('a booked slot is not withdrawn, only cancelled with a reason that the patient hears', async () => {
    const slot = await nextSlot();
    const patient = await fundedPatient(t.app);
    expect((await book(slot.id, patient.token)).statusCode).toBe(200);
    const seen = (await http.get(`/api/appointments/${slot.id}/`, hospital.token)).json();
    expect(seen.allowed_actions).toEqual(['cancel']);
    const refused = await withdraw(slot.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'A patient has booked this slot, so it can no longer be withdrawn. Cancel it with a reason instead; the patient will be told.',
    );
    expect((await http.call('DELETE', `/api/appointments/${slot.id}/`, { token: hospital.token })).json().code).toBe('withdraw_booked_slot');

    const cancelled = await http.call('POST', `/api/appointments/${slot.id}/cancel/`, {
      token: hospital.token,
      body: { cancellation_reason: 'The doctor is needed in theatre' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellation_reason: 'The doctor is needed in theatre' });
    const note = (await http.get('/api/notifications/', patient.token)).json().results[0];
    expect(note.title).toBe('Appointment cancelled');
    expect(note.message).toContain('Reason: The doctor is needed in theatre');
  });

  it('only by its hospital (or an admin)', async () => {
    const slot = await nextSlot();
    const patient = await fundedPatient(t.app);
    expect((await withdraw(slot.id, patient.token)).statusCode).toBe(403);
    expect((await withdraw(slot.id, doctor.token)).statusCode).toBe(403);
    // Another hospital does not see it at all.
    expect((await withdraw(slot.id, otherHospital.token)).statusCode).toBe(404);
    expect((await http.call('DELETE', `/api/appointments/${slot.id}/`, { token: patient.token })).statusCode).toBe(403);
    expect((await withdraw(slot.id, adminToken)).statusCode).toBe(200);
  });

  it('a patient booking and the hospital withdrawing at once: exactly one wins', async () => {
    const patients = await Promise.all(Array.from({ length: 6 }, () => fundedPatient(t.app)));
    const outcomes: string[] = [];
    for (const [i, patient] of patients.entries()) {
      const slot = await nextSlot();
      // Alternate who asks first, so both orders are tried.
      const [booked, withdrawn] =
        i % 2 === 0
          ? await Promise.all([book(slot.id, patient.token), withdraw(slot.id)])
          : await Promise.all([withdraw(slot.id), book(slot.id, patient.token)]).then(([w, b]) => [b, w]);
      expect([booked.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const after = (await http.get(`/api/appointments/${slot.id}/`, hospital.token)).json();
      if (booked.statusCode === 200) {
        expect(withdrawn.json().code).toBe('withdraw_booked_slot');
        expect(after).toMatchObject({ patient: patient.patientId, status: 'scheduled' });
        outcomes.push('booked');
      } else {
        expect(booked.json().error).toBe('This slot is no longer available');
        expect(after).toMatchObject({ patient: null, status: 'cancelled' });
        outcomes.push('withdrawn');
      }
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe('the hospital’s appointments: filters and pages', () => {
  const day1 = addDays(today, -40);
  const day2 = addDays(today, -39);
  let patientId: number;

  beforeAll(async () => {
    const patient = await fundedPatient(t.app);
    patientId = patient.patientId;
    const base = { doctor_id: doctor.doctorId, patient_id: patientId, duration_minutes: 30, appointment_type: 'in_person' as const, fee_kobo: 800_000 };
    const visit = (date: string, hhmm: string) => ({ scheduled_at: new Date(at(date, hhmm)), ends_at: new Date(Date.parse(at(date, hhmm)) + 30 * 60_000) });
    // At the hospital, and with its affiliated doctor elsewhere (a patient's own request).
    await seedAppointment(t.database.db, {
      ...base,
      ...visit(day1, '09:00'),
      hospital_id: hospital.hospitalId,
      schedule_creator: 'hospital',
      status: 'completed',
    });
    await seedAppointment(t.database.db, {
      ...base,
      ...visit(day1, '10:00'),
      hospital_id: hospital.hospitalId,
      schedule_creator: 'hospital',
      status: 'no_show',
    });
    await seedAppointment(t.database.db, { ...base, ...visit(day2, '09:00'), schedule_creator: 'patient', status: 'completed' });
    // Another hospital's doctor: never seen.
    await seedAppointment(t.database.db, { ...base, doctor_id: elsewhere.doctorId, ...visit(day1, '11:00'), schedule_creator: 'patient', status: 'completed' });
  });

  const list = async (query: string, token = hospital.token) => {
    const res = await http.get(`/api/appointments/?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; scheduled_at: string; status: string; doctor: number; hospital: number | null }[];
  };

  it('by date range (Lagos days, both ends), status, doctor and hospital', async () => {
    const both = await list(`date_from=${day1}&date_to=${day2}`);
    expect(both.map((a) => a.scheduled_at)).toEqual([at(day2, '09:00'), at(day1, '10:00'), at(day1, '09:00')]);
    expect((await list(`date_from=${day1}&date_to=${day1}`)).map((a) => a.scheduled_at)).toEqual([at(day1, '10:00'), at(day1, '09:00')]);
    expect((await list(`date_from=${day1}&date_to=${day2}&status=completed`)).map((a) => a.scheduled_at)).toEqual([at(day2, '09:00'), at(day1, '09:00')]);
    expect((await list(`date_from=${day1}&date_to=${day2}&status=no_show&doctor=${doctor.doctorId}`)).map((a) => a.status)).toEqual(['no_show']);
    expect(await list(`date_from=${day1}&date_to=${day2}&doctor=${elsewhere.doctorId}`)).toEqual([]);
    const atHospital = await list(`date_from=${day1}&date_to=${day2}&hospital=${hospital.hospitalId}`);
    expect(atHospital.map((a) => a.hospital)).toEqual([hospital.hospitalId, hospital.hospitalId]);
    // The other hospital sees its own doctor's, not ours.
    expect((await list(`date_from=${day1}&date_to=${day2}`, otherHospital.token)).map((a) => a.doctor)).toEqual([elsewhere.doctorId]);
  });

  it('in pages: limit and offset', async () => {
    const q = `date_from=${day1}&date_to=${day2}`;
    const all = await list(q);
    const first = await list(`${q}&limit=2&offset=0`);
    const second = await list(`${q}&limit=2&offset=2`);
    expect([...first, ...second].map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect(second).toHaveLength(1);
  });

  it('refuses filters that are not dates or numbers', async () => {
    expect((await http.get('/api/appointments/?date_from=yesterday', hospital.token)).statusCode).toBe(400);
    expect((await http.get('/api/appointments/?date_to=2026-02-30', hospital.token)).statusCode).toBe(400);
    expect((await http.get('/api/appointments/?offset=-1', hospital.token)).statusCode).toBe(400);
    expect((await http.get('/api/appointments/?hospital=abc', hospital.token)).statusCode).toBe(400);
  });
});
