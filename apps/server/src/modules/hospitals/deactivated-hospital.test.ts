// A hospital an admin deactivates stops being one patients and doctors can reach: it leaves the
// directory, its codes grant nothing, doctors cannot ask to join it and its slots are off offer.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, hospitalNetwork, type signedInPatient, type verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let code: string;
let slot: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  ({ adminToken, hospital, doctor, patient } = await hospitalNetwork(t));
  code = (await http.post(`/api/hospitals/${hospital.hospitalId}/generate_access_codes/`, { count: 1 }, hospital.token)).json().codes[0].code;
  const at = lagosInstant(addDays(lagosDate(new Date()), 5), 10 * 60).toISOString();
  slot = (await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: at } })).json().id;
  expect((await http.post(`/api/admin/users/${hospital.user.id}/deactivate/`, { reason: 'Hospital closed' }, adminToken)).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('a deactivated hospital', () => {
  it('leaves the directory for everyone but admins', async () => {
    const name = encodeURIComponent(hospital.profile.hospital_name);
    expect((await http.get(`/api/hospitals/?search=${name}`, patient.token)).json().count).toBe(0);
    expect((await http.get(`/api/hospitals/${hospital.hospitalId}/`, patient.token)).statusCode).toBe(404);
    expect((await http.get(`/api/hospital-services/?hospital=${hospital.hospitalId}`, patient.token)).statusCode).toBe(404);
    expect((await http.get(`/api/hospitals/${hospital.hospitalId}/`, adminToken)).statusCode).toBe(200);
  });

  it('gets no access from its codes; the code stays unused', async () => {
    const res = await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, patient.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('access_code_hospital_closed');
  });

  it('cannot be asked to affiliate', async () => {
    const other = await approvedDoctor(t.app, adminToken);
    const res = await http.post('/api/doctor-hospital-affiliations/', { hospital: hospital.hospitalId }, other.token);
    expect(res.statusCode).toBe(404);
  });

  it('offers no slot: not listed, not bookable', async () => {
    const offered = (await http.get('/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', patient.token)).json();
    expect(offered.map((a: { id: number }) => a.id)).not.toContain(slot);
    const booked = await http.post(`/api/appointments/${slot}/book_slot/`, {}, patient.token);
    expect(booked.statusCode).toBe(409);
  });
});
