// A hospital sees its affiliated doctors' appointments elsewhere as busy times only: who the
// patient is and why they came stay with the patient and the doctor. At the hospital itself it
// sees everything.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, hospitalNetwork, type signedInPatient, type verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let privateId: number;
let atHospitalId: number;
let doctorId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  const network = await hospitalNetwork(t);
  ({ hospital, patient } = network);
  const { doctor } = network;
  doctorId = doctor.doctorId;
  const day = addDays(lagosDate(new Date()), 3);
  const base = {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    appointment_type: 'video' as const,
    duration_minutes: 30,
    fee_kobo: 500_000,
    status: 'scheduled' as const,
  };
  privateId = (
    await seedAppointment(t.database.db, {
      ...base,
      schedule_creator: 'patient',
      scheduled_at: lagosInstant(day, 9 * 60),
      ends_at: lagosInstant(day, 9 * 60 + 30),
      reason: 'Confidential follow-up',
      notes: 'Started treatment',
    })
  ).id;
  atHospitalId = (
    await seedAppointment(t.database.db, {
      ...base,
      hospital_id: hospital.hospitalId,
      schedule_creator: 'hospital',
      scheduled_at: lagosInstant(day, 11 * 60),
      ends_at: lagosInstant(day, 11 * 60 + 30),
      reason: 'Knee pain',
    })
  ).id;
});
afterAll(() => t?.close());

describe('a hospital and its doctors’ other appointments', () => {
  it('sees one booked with the doctor directly as a busy time, without the patient or the reason', async () => {
    const res = await http.get(`/api/appointments/${privateId}/`, hospital.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ patient: null, patient_name: null, reason: null, notes: null, status: 'scheduled' });
    const listed = (await http.get('/api/appointments/', hospital.token)).json();
    expect(listed.find((a: { id: number }) => a.id === privateId)).toMatchObject({ patient_name: null, reason: null, notes: null });
  });

  it('is told such a row is booked, with the patient private, and an open slot nobody booked is not (issue 22)', async () => {
    const day = addDays(lagosDate(new Date()), 4);
    const common = { doctor_id: doctorId, appointment_type: 'video' as const, duration_minutes: 30, fee_kobo: 500_000 };
    const seeded = async (minutes: number, values: Partial<Parameters<typeof seedAppointment>[1]>) =>
      (
        await seedAppointment(t.database.db, {
          ...common,
          schedule_creator: 'patient',
          status: 'scheduled',
          scheduled_at: lagosInstant(day, minutes),
          ends_at: lagosInstant(day, minutes + 30),
          ...values,
        })
      ).id;
    const completed = await seeded(8 * 60, { patient_id: patient.patientId, status: 'completed' });
    const noShow = await seeded(9 * 60, { patient_id: patient.patientId, status: 'no_show' });
    const openSlot = await seeded(12 * 60, { patient_id: null, schedule_creator: 'hospital', hospital_id: hospital.hospitalId });
    const listed = (await http.get('/api/appointments/?show_all=true', hospital.token)).json() as {
      id: number;
      patient_private: boolean;
      patient_name: string | null;
    }[];
    const row = (id: number) => listed.find((a) => a.id === id);
    for (const id of [privateId, completed, noShow]) expect(row(id), String(id)).toMatchObject({ patient_private: true, patient_name: null });
    expect(row(atHospitalId)).toMatchObject({ patient_private: false, patient_name: `${patient.user.first_name} ${patient.user.last_name}` });
    expect(row(openSlot)).toMatchObject({ patient_private: false, patient_name: null });
    expect((await http.get(`/api/appointments/${privateId}/`, hospital.token)).json().patient_private).toBe(true);
    // Those on it see their own appointment as theirs.
    expect((await http.get(`/api/appointments/${privateId}/`, patient.token)).json().patient_private).toBe(false);
  });

  it('learns nothing of who cancelled a private booking: not the patient’s user id', async () => {
    const day = addDays(lagosDate(new Date()), 5);
    const cancelled = await seedAppointment(t.database.db, {
      doctor_id: doctorId,
      patient_id: patient.patientId,
      appointment_type: 'video',
      duration_minutes: 30,
      schedule_creator: 'patient',
      status: 'cancelled',
      cancelled_by: patient.user.id,
      cancellation_reason: 'Travelling',
      scheduled_at: lagosInstant(day, 8 * 60),
      ends_at: lagosInstant(day, 8 * 60 + 30),
    });
    const seen = (await http.get(`/api/appointments/${cancelled.id}/`, hospital.token)).json();
    expect(seen).toMatchObject({ patient_private: true, patient: null, cancelled_by: null, cancellation_reason: null });
    expect((await http.get(`/api/appointments/${cancelled.id}/`, patient.token)).json().cancelled_by).toBe(patient.user.id);
  });

  it('sees those at the hospital in full', async () => {
    expect((await http.get(`/api/appointments/${atHospitalId}/`, hospital.token)).json()).toMatchObject({
      patient: patient.patientId,
      reason: 'Knee pain',
    });
  });

  it('cannot find the patient’s other appointments by patient, name or reason', async () => {
    const byPatient = (await http.get(`/api/appointments/by_patient/?patient_id=${patient.patientId}`, hospital.token)).json();
    expect(byPatient.map((a: { id: number }) => a.id)).toEqual([atHospitalId]);
    const filtered = (await http.get(`/api/appointments/?patient=${patient.patientId}`, hospital.token)).json();
    expect(filtered.map((a: { id: number }) => a.id)).toEqual([atHospitalId]);
    for (const term of [patient.user.last_name, 'Confidential']) {
      const found = (await http.get(`/api/appointments/?search=${encodeURIComponent(term)}`, hospital.token)).json();
      expect(
        found.map((a: { id: number }) => a.id),
        term,
      ).not.toContain(privateId);
    }
  });

  it('leaves the patient and the doctor their full view', async () => {
    expect((await http.get(`/api/appointments/${privateId}/`, patient.token)).json()).toMatchObject({
      reason: 'Confidential follow-up',
      notes: 'Started treatment',
    });
  });
});
