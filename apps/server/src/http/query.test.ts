// Path ids and slot dates are read strictly at the door: a loose reading lets input the
// database cannot hold through to it (a 500), or names a different record than was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, signedInAdmin } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let token: string;
let doctorId: number;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t.app);
  token = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctorId = (await approvedDoctor(t.app, token)).doctorId;
});
afterAll(() => t?.close());

describe('slot dates', () => {
  const urls = (date: string) => [
    `/api/doctors/available_with_slots/?date=${date}`,
    `/api/doctors/with_schedule_availability/?date=${date}`,
    `/api/doctor-schedules/available_slots/?doctor_id=${doctorId}&date=${date}`,
  ];

  it('are refused outside 2000–2099 with a 400 that names the range', async () => {
    for (const date of ['9999-12-30', '0001-01-01', '1999-12-31', '2100-01-01', '2026-02-30']) {
      for (const url of urls(date)) {
        const res = await http.get(url, token);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          error: 'date must be a date like 2026-11-23, from 2000-01-01 to 2099-12-31',
          code: 'slot_date_invalid',
          details: { field: 'date' },
        });
      }
    }
  });

  it('are accepted within the range', async () => {
    for (const date of ['2000-01-01', '2099-12-31', '2028-02-29']) {
      for (const url of urls(date)) expect((await http.get(url, token)).statusCode, url).toBe(200);
    }
  });
});

describe('path ids', () => {
  it('are refused unless canonical positive integers', async () => {
    for (const id of ['%201', '1%20', '+1', '01', '-1', '0', '1.0', '1e0', '0x1', '2147483648', '99999999999999999999', 'abc']) {
      const res = await http.get(`/api/doctors/${id}/`, token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({ error: 'Doctor id must be a positive whole number', code: 'invalid_id', details: { field: 'id' } });
    }
  });

  it('are accepted as plain digits up to the largest PostgreSQL integer', async () => {
    expect((await http.get(`/api/doctors/${doctorId}/`, token)).statusCode).toBe(200);
    expect((await http.get('/api/doctors/2147483647/', token)).statusCode).toBe(404);
  });

  it('in query strings follow the same rule', async () => {
    const res = await http.get('/api/appointments/?doctor=%201', token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Doctor must be a positive whole number', code: 'invalid_id', details: { field: 'doctor' } });
  });
});
