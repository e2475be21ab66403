import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let seen: Awaited<ReturnType<typeof signedInPatient>>;
let unseen: Awaited<ReturnType<typeof signedInPatient>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken);
  seen = await signedInPatient(t.app);
  unseen = await signedInPatient(t.app);
  const day = addDays(lagosDate(new Date()), -3);
  const next = addDays(lagosDate(new Date()), 3);
  const base = {
    patient_id: seen.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient' as const,
    appointment_type: 'chat' as const,
    duration_minutes: 30,
  };
  await seedAppointment(t.database.db, { ...base, scheduled_at: lagosInstant(day, 600), ends_at: lagosInstant(day, 630), status: 'completed' });
  await seedAppointment(t.database.db, { ...base, scheduled_at: lagosInstant(next, 600), ends_at: lagosInstant(next, 630), status: 'scheduled' });
});
afterAll(() => t?.close());

describe('patients', () => {
  it('a doctor sees the patients they have appointments with, with counts', async () => {
    const list = (await http.get('/api/patients/', doctor.token)).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([seen.patientId]);
    expect(list[0]).toMatchObject({ appointment_count: 2, full_name: `${seen.user.first_name} ${seen.user.last_name}`, date_of_birth: '1992-07-19' });
    expect(list[0].last_appointment_at).toBeTruthy();
    expect(list[0].next_appointment_at).toBeTruthy();
    expect((await http.get(`/api/patients/${seen.patientId}/`, doctor.token)).statusCode).toBe(200);
    expect((await http.get(`/api/appointments/by_patient/?patient_id=${seen.patientId}`, doctor.token)).json()).toHaveLength(2);
  });

  it('a doctor cannot read a patient they have never seen: 404', async () => {
    expect((await http.get(`/api/patients/${unseen.patientId}/`, doctor.token)).statusCode).toBe(404);
  });

  it('a patient sees only themself', async () => {
    expect((await http.get('/api/patients/', unseen.token)).json().map((p: { id: number }) => p.id)).toEqual([unseen.patientId]);
    expect((await http.get('/api/patients/my_profile/', unseen.token)).json().id).toBe(unseen.patientId);
    expect((await http.get(`/api/patients/${seen.patientId}/`, unseen.token)).statusCode).toBe(404);
  });

  it('an admin sees all; a hospital sees no one until a patient grants it access with a code', async () => {
    const all = (await http.get('/api/patients/', adminToken)).json().map((p: { id: number }) => p.id);
    expect(all).toEqual(expect.arrayContaining([seen.patientId, unseen.patientId]));
    const hospital = await verifiedHospital(t.app, adminToken);
    expect((await http.get('/api/patients/', hospital.token)).json()).toEqual([]);
    expect((await http.get(`/api/patients/${seen.patientId}/`, hospital.token)).statusCode).toBe(404);
    expect((await http.get('/api/patients/my_profile/', doctor.token)).statusCode).toBe(403);
  });
});
