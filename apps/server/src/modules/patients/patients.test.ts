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

  it('a doctor reads a patient only through an appointment the doctor accepted, never through a request alone', async () => {
    const p = await signedInPatient(t.app);
    const statuses = ['pending', 'rejected', 'cancelled', 'scheduled', 'in_progress', 'completed', 'no_show'] as const;
    const doctors = await Promise.all(statuses.map(() => approvedDoctor(t.app, adminToken)));
    await Promise.all(
      statuses.map((status, i) => {
        const day = addDays(lagosDate(new Date()), status === 'pending' || status === 'scheduled' ? 4 + i : status === 'in_progress' ? 0 : -4 - i);
        const start = status === 'in_progress' ? new Date(Date.now() - 5 * 60_000) : lagosInstant(day, 600);
        return seedAppointment(t.database.db, {
          patient_id: p.patientId,
          doctor_id: doctors[i].doctorId,
          schedule_creator: 'patient',
          appointment_type: 'video',
          duration_minutes: 30,
          scheduled_at: start,
          ends_at: new Date(start.getTime() + 30 * 60_000),
          status,
        });
      }),
    );
    const author = doctors[statuses.indexOf('completed')];
    const record = await http.post('/api/medical-records/', { patient: p.patientId, record_type: 'consultation', title: 'Review' }, author.token);
    expect(record.statusCode, record.body).toBe(201);
    for (const [i, status] of statuses.entries()) {
      const token = doctors[i].token;
      const sees = !['pending', 'rejected', 'cancelled'].includes(status);
      const listed = (await http.get('/api/patients/', token)).json().map((x: { id: number }) => x.id);
      expect([status, listed.includes(p.patientId)]).toEqual([status, sees]);
      expect([status, (await http.get(`/api/patients/${p.patientId}/`, token)).statusCode]).toEqual([status, sees ? 200 : 404]);
      expect([status, (await http.get(`/api/medical-records/by_patient/?patient_id=${p.patientId}`, token)).statusCode]).toEqual([status, sees ? 200 : 404]);
      expect([status, (await http.get(`/api/medical-records/${record.json().id}/`, token)).statusCode]).toEqual([status, sees ? 200 : 404]);
      expect([status, (await http.get(`/api/medical-records/?patient=${p.patientId}`, token)).json().count]).toEqual([status, sees ? 1 : 0]);
      // What the appointment itself carries stays the doctor's to see.
      expect([status, (await http.get(`/api/appointments/by_patient/?patient_id=${p.patientId}`, token)).json()]).toEqual([status, [expect.any(Object)]]);
    }
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
