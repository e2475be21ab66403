// Health records for the browser tests: a new doctor, a new patient who booked them (so the
// doctor may write to their record), and records written by the doctor through the API.

import type { APIRequestContext } from '@playwright/test';
import { hhmmOf, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { expect } from './fixtures';
import { bearerFor, nthWeekdayAfterToday, registerDoctorViaApi, registerPatientViaApi } from './helpers';

export interface RecordCare {
  patient: { username: string; password: string; firstName: string; lastName: string };
  doctor: { username: string; password: string; name: string };
  doctorAuth: { Authorization: string };
  patientId: number;
}

/** A doctor and a patient with an approved appointment between them. */
export async function patientWithDoctor(request: APIRequestContext, lastName = 'Okeke'): Promise<RecordCare> {
  const doctor = await registerDoctorViaApi(request, { prefix: 'recdoc', firstName: 'Ifeoma', lastName: 'Obi', specialization: 'General Medicine' });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const date = nthWeekdayAfterToday(4);
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: '09:00', end_time: hhmmOf(minutesOf('09:00') + 30), slot_minutes: 30, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const doctorProfile = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();

  const patient = await registerPatientViaApi(request, 'Ngozi', lastName);
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctorProfile.id}&date=${date}`, { headers: patientAuth })).json();
  const slot = day.slots[0];
  expect(slot, `a free slot on ${date}`).toBeTruthy();
  const created = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: doctorProfile.id, scheduled_at: slot.start, appointment_type: 'in_person', reason: 'Check-up' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const appointment = (await created.json()).id;
  expect((await request.patch(`/api/appointments/${appointment}/approve_appointment/`, { headers: doctorAuth })).ok()).toBe(true);

  const session = await (await request.get('/api/auth/profile/', { headers: patientAuth })).json();
  return { patient, doctor, doctorAuth, patientId: session.profile.id };
}

/** A record written by the doctor; returns its id. */
export async function writeRecord(request: APIRequestContext, care: RecordCare, record: Record<string, unknown>): Promise<number> {
  const created = await request.post('/api/medical-records/', { headers: care.doctorAuth, data: { patient: care.patientId, ...record } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}
