// What the dispute specs start from: a consultation that has taken place. A new doctor works ten
// minutes starting in a few minutes (in a Lagos day's last minutes, the first ten of the next day:
// within the quarter of an hour before a session may start, which a longer slot would not be); a new
// patient (funded with the fee, when there is one) books it, and the doctor approves, starts and ends
// the session — all through the API, so each spec checks in the browser only what people see of the
// dispute.

import type { APIRequestContext } from '@playwright/test';
import { hhmmOf, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { expect } from './fixtures';
import { bearerFor, fundWalletViaApi, registerDoctorViaApi, registerPatientViaApi } from './helpers';
import { soonSlot } from './sessions';

export interface HeldConsultationOptions {
  /** The doctor's username prefix and names. */
  doctor: { prefix: string; firstName: string; lastName: string };
  patient: { firstName: string; lastName: string };
  /** The doctor's fee in naira ('5000'); none: a free consultation, and the patient is not funded. */
  fee?: string;
  /** What the patient books it for. */
  reason?: string;
}

const SLOT_MINUTES = 10;

/** A chat consultation of a new patient with a new doctor, held and ended just now. */
export async function heldConsultation(request: APIRequestContext, o: HeldConsultationOptions) {
  const { date, start } = soonSlot(SLOT_MINUTES);
  const doctor = await registerDoctorViaApi(request, { ...o.doctor, specialization: 'General Medicine' });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  if (o.fee) expect((await request.put('/api/auth/profile/update/', { headers: doctorAuth, data: { consultation_fee: o.fee } })).ok()).toBe(true);
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: start, end_time: hhmmOf(minutesOf(start) + SLOT_MINUTES), slot_minutes: SLOT_MINUTES, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const doctorProfile = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();
  const doctorUserId = (await (await request.get('/api/auth/profile/', { headers: doctorAuth })).json()).user.id as number;

  const patient = await registerPatientViaApi(request, o.patient.firstName, o.patient.lastName);
  // Naira to kobo: the fee is what booking holds from the wallet.
  if (o.fee) await fundWalletViaApi(request, patient.username, patient.password, Number(o.fee) * 100);
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctorProfile.id}&date=${date}`, { headers: patientAuth })).json();
  const booked = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: doctorProfile.id, scheduled_at: day.slots[0].start, appointment_type: 'chat', reason: o.reason ?? 'Cough' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = await booked.json();
  for (const [method, action] of [
    ['patch', 'approve_appointment'],
    ['post', 'start_session'],
    ['post', 'end_session'],
  ] as const) {
    const res = await request[method](`/api/appointments/${id}/${action}/`, { headers: doctorAuth, data: {} });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  }
  return { doctor, doctorAuth, doctorUserId, patient, patientAuth, id: id as number, date, start };
}
