import { addDays, lagosDate, weekdayOf } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, fundedPatient, signedInAdmin, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let other: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof fundedPatient>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken);
  other = await approvedDoctor(t.app, adminToken);
  patient = await fundedPatient(t.app);
});
afterAll(() => t?.close());

const add = (token: string, body: Record<string, unknown>) => http.call('POST', '/api/doctor-schedules/', { token, body });
function nextDate(day: number) {
  let d = addDays(lagosDate(new Date()), 1);
  while (weekdayOf(d) !== day) d = addDays(d, 1);
  return d;
}

describe('weekly schedule', () => {
  it('a doctor adds, lists, changes and removes intervals', async () => {
    const res = await add(doctor.token, { day_of_week: 2, start_time: '09:00', end_time: '12:00' });
    expect(res.statusCode).toBe(201);
    const iv = res.json();
    expect(iv).toMatchObject({ doctor: doctor.doctorId, day_of_week: 2, day_name: 'Wednesday', slot_minutes: 30, is_active: true });
    expect((await http.get('/api/doctor-schedules/', doctor.token)).json().map((s: { id: number }) => s.id)).toEqual([iv.id]);
    const changed = await http.call('PATCH', `/api/doctor-schedules/${iv.id}/`, { token: doctor.token, body: { end_time: '13:00', slot_minutes: 20 } });
    expect(changed.json()).toMatchObject({ start_time: '09:00', end_time: '13:00', slot_minutes: 20 });
    expect((await http.call('DELETE', `/api/doctor-schedules/${iv.id}/`, { token: doctor.token })).statusCode).toBe(204);
    expect((await http.get('/api/doctor-schedules/', doctor.token)).json()).toEqual([]);
  });

  it('validates each field with a clear message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ day_of_week: 7, start_time: '09:00', end_time: '10:00' }, 'Day of week must be 0 (Monday) to 6 (Sunday)'],
      [{ day_of_week: 1, start_time: '9am', end_time: '10:00' }, 'Start time must be a time like 09:00'],
      [{ day_of_week: 1, start_time: '09:00', end_time: '24:30' }, 'End time must be a time like 17:00'],
      [{ day_of_week: 1, start_time: '10:00', end_time: '09:00' }, 'End time must be after start time'],
      [{ day_of_week: 1, start_time: '09:00', end_time: '09:20' }, 'The interval must be at least one slot long'],
      [{ day_of_week: 1, start_time: '09:00', end_time: '10:00', slot_minutes: 5 }, 'Slot length must be 10 to 240 minutes'],
    ];
    for (const [body, message] of cases) {
      const res = await add(doctor.token, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await add(doctor.token, { start_time: '09:00' })).statusCode).toBe(400);
  });

  it('refuses overlapping intervals on the same day, naming the one in the way', async () => {
    await add(doctor.token, { day_of_week: 3, start_time: '09:00', end_time: '12:00' });
    const clash = await add(doctor.token, { day_of_week: 3, start_time: '11:30', end_time: '14:00' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('This interval overlaps your Thursday 09:00–12:00 interval');
    expect((await add(doctor.token, { day_of_week: 3, start_time: '12:00', end_time: '14:00' })).statusCode).toBe(201);
    expect((await add(doctor.token, { day_of_week: 4, start_time: '11:30', end_time: '14:00' })).statusCode).toBe(201);
  });

  it('of concurrent overlapping additions exactly one is kept', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => add(other.token, { day_of_week: 5, start_time: '10:00', end_time: '11:00' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('an interval changed while it is being removed is gone (404), never a server error', async () => {
    for (let round = 0; round < 20; round += 1) {
      const iv = (await add(other.token, { day_of_week: 6, start_time: '20:00', end_time: '21:00' })).json();
      const [changed, removed] = await Promise.all([
        http.call('PATCH', `/api/doctor-schedules/${iv.id}/`, { token: other.token, body: { end_time: '21:30' } }),
        http.call('DELETE', `/api/doctor-schedules/${iv.id}/`, { token: other.token }),
      ]);
      expect(removed.statusCode).toBe(204);
      expect([200, 404], changed.body).toContain(changed.statusCode);
    }
  });

  it('only the doctor writes it', async () => {
    const iv = (await add(doctor.token, { day_of_week: 6, start_time: '08:00', end_time: '09:00' })).json();
    expect((await add(patient.token, { day_of_week: 6, start_time: '10:00', end_time: '11:00' })).statusCode).toBe(403);
    expect((await http.call('PATCH', `/api/doctor-schedules/${iv.id}/`, { token: other.token, body: { end_time: '10:00' } })).statusCode).toBe(403);
    expect((await http.call('DELETE', `/api/doctor-schedules/${iv.id}/`, { token: patient.token })).statusCode).toBe(403);
    expect((await http.call('DELETE', '/api/doctor-schedules/999999/', { token: doctor.token })).statusCode).toBe(404);
  });

  it('patients read any doctor’s; doctors only their own; hospitals their affiliated doctors’', async () => {
    expect((await http.get(`/api/doctor-schedules/?doctor=${doctor.doctorId}`, patient.token)).json().length).toBeGreaterThan(0);
    expect((await http.get(`/api/doctor-schedules/?doctor=${doctor.doctorId}`, other.token)).statusCode).toBe(403);
    const hospital = await verifiedHospital(t.app, adminToken);
    expect((await http.get(`/api/doctor-schedules/?doctor=${doctor.doctorId}`, hospital.token)).statusCode).toBe(403);
    await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
    const seen = (await http.get('/api/doctor-schedules/', hospital.token)).json();
    expect(seen.every((s: { doctor: number }) => s.doctor === doctor.doctorId)).toBe(true);
  });
});

describe('available slots', () => {
  it('follow schedule changes and skip inactive intervals and booked times', async () => {
    const fresh = await approvedDoctor(t.app, adminToken);
    const tuesday = nextDate(1);
    const slots = async () => (await http.get(`/api/doctor-schedules/available_slots/?doctor_id=${fresh.doctorId}&date=${tuesday}`, patient.token)).json();
    expect(await slots()).toMatchObject({ day_name: 'Tuesday', works_on_date: false, slots: [] });
    const iv = (await add(fresh.token, { day_of_week: 1, start_time: '14:00', end_time: '15:30', slot_minutes: 30 })).json();
    const offered = await slots();
    expect(offered.works_on_date).toBe(true);
    expect(offered.slots.map((s: { time: string }) => s.time)).toEqual(['14:00', '14:30', '15:00']);
    await http.call('POST', '/api/appointments/', {
      token: patient.token,
      body: { doctor: fresh.doctorId, scheduled_at: offered.slots[1].start, appointment_type: 'audio' },
    });
    expect((await slots()).slots.map((s: { time: string }) => s.time)).toEqual(['14:00', '15:00']);
    await http.call('PATCH', `/api/doctor-schedules/${iv.id}/`, { token: fresh.token, body: { is_active: false } });
    expect((await slots()).slots).toEqual([]);
  });

  it('validates the query', async () => {
    expect((await http.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctor.doctorId}&date=2026-02-30`, patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/doctor-schedules/available_slots/?date=2026-12-01', patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/doctor-schedules/available_slots/?doctor_id=999999&date=2026-12-01', patient.token)).statusCode).toBe(404);
  });
});
