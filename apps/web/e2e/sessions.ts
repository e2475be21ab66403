// Appointments whose session can be held now, made through the API for the chat and call specs:
// a new doctor working a short interval that starts in a few minutes, and a new patient booked in it.

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { addDays, hhmmOf, lagosDate, lagosTime, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { expect } from './fixtures';
import { bearerFor, registerDoctorViaApi, registerPatientViaApi, signIn } from './helpers';

export interface SessionAppointment {
  id: number;
  scheduledAt: string;
  doctor: { username: string; password: string; name: string };
  patient: { username: string; password: string; name: string };
}

/** A doctor who works `slot` on `date`, and a new patient whose appointment (chat by default) in it the doctor approved. */
export async function sessionAppointment(
  request: APIRequestContext,
  date: string,
  start: string,
  slotMinutes = 10,
  type: 'chat' | 'video' | 'audio' = 'chat',
): Promise<SessionAppointment> {
  const doctor = await registerDoctorViaApi(request, { prefix: 'chatdoc', firstName: 'Ifeoma', lastName: 'Obi', specialization: 'General Medicine' });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: start, end_time: hhmmOf(minutesOf(start) + slotMinutes), slot_minutes: slotMinutes, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const doctorProfile = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();

  const patient = await registerPatientViaApi(request, 'Ngozi', 'Okeke');
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctorProfile.id}&date=${date}`, { headers: patientAuth })).json();
  const slot = day.slots[0];
  expect(slot, `a free slot on ${date} at ${start}`).toBeTruthy();
  const created = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: doctorProfile.id, scheduled_at: slot.start, appointment_type: type, reason: 'Fever and headache' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const appointment = await created.json();
  expect((await request.patch(`/api/appointments/${appointment.id}/approve_appointment/`, { headers: doctorAuth })).ok()).toBe(true);
  return {
    id: appointment.id,
    scheduledAt: appointment.scheduled_at,
    doctor,
    patient: { username: patient.username, password: patient.password, name: `${patient.firstName} ${patient.lastName}` },
  };
}

/** A slot a few minutes from now, as a Lagos date and start time: in the last minutes of a Lagos
 * day, midnight of the next (at most a quarter of an hour away, so its session can already start). */
export function soonSlot(slotMinutes = 10, now = new Date()): { date: string; start: string } {
  // A longer slot would, in a day's last minutes, start more than a quarter of an hour away: a test
  // using it would fail only then.
  if (slotMinutes > 12) throw new Error(`soonSlot: a ${slotMinutes}-minute slot cannot always start within a quarter of an hour`);
  const start = minutesOf(lagosTime(now)) + 3;
  if (start + slotMinutes <= 24 * 60 - 1) return { date: lagosDate(now), start: hhmmOf(start) };
  return { date: addDays(lagosDate(now), 1), start: '00:00' };
}

/** An appointment starting in a few minutes, so its chat and call are open now. */
export async function openSessionAppointment(request: APIRequestContext, type: 'chat' | 'video' | 'audio' = 'chat'): Promise<SessionAppointment> {
  const { date, start } = soonSlot();
  return sessionAppointment(request, date, start, 10, type);
}

/**
 * The doctor (on `page`) joins the appointment's call and waits; the patient, in a browser context
 * of their own, is told and joins; both are connected. `preparePatient` runs on the patient's page
 * before they sign in (a route on their socket); what it gives is returned as `prepared`.
 */
export async function connectedCall<T = undefined>(
  page: Page,
  browser: Browser,
  appointment: SessionAppointment,
  preparePatient?: (patient: Page) => Promise<T>,
): Promise<{ patient: Page; patientContext: BrowserContext; prepared: T | undefined }> {
  await signIn(page, appointment.doctor.username, appointment.doctor.password);
  await page.goto(`/call/${appointment.id}`);
  await page.getByRole('button', { name: 'Join call' }).click();
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  const prepared = await preparePatient?.(patient);
  await signIn(patient, appointment.patient.username, appointment.patient.password);
  await patient.goto(`/call/${appointment.id}`);
  await expect(patient.getByTestId('other-waiting')).toBeVisible();
  await patient.getByRole('button', { name: 'Join call' }).click();
  for (const side of [page, patient]) await expect(side.getByTestId('call-state')).toHaveText('Connected', { timeout: 30_000 });
  return { patient, patientContext, prepared };
}
