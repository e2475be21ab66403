// Every action says what happened: success, refusal by the server, or no connection.

import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, hhmmOf, lagosDate, lagosTime, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, DEMO_PASSWORD, fillSignIn, fundDemoPatient, lagosText, nthWeekdayAfterToday, registerDoctorViaApi, signIn } from './helpers';

/** Dr Okafor's fee (₦12,500.00), which a booking with him holds. */
const OKAFOR_FEE = 1_250_000;

const PATIENT = 'Tunde Bakare';

/** The demo patient requests Dr Okafor's free slot at `time` on `date`, through the API. */
async function requestViaApi(request: APIRequestContext, date: string, time: string): Promise<number> {
  await fundDemoPatient(request, OKAFOR_FEE);
  const headers = { Authorization: await bearerFor(request, 'demo_patient') };
  const doctors = await (await request.get('/api/doctors/?search=Okafor', { headers })).json();
  const okafor = (Array.isArray(doctors) ? doctors : (doctors.results ?? doctors.data))[0];
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${okafor.id}&date=${date}`, { headers })).json();
  const slot = day.slots.find((s: { time: string }) => s.time === time);
  expect(slot, `a free ${time} slot on ${date}`).toBeTruthy();
  const created = await request.post('/api/appointments/', {
    headers,
    data: { doctor: okafor.id, scheduled_at: slot.start, appointment_type: 'in_person', reason: 'Follow-up' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

/** A toast (Mantine notification) with this text. */
const toastWith = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a doctor approving a request from the dashboard is told, though the row leaves the pending list', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(5);
  await requestViaApi(request, date, '10:00');
  await signIn(page, 'demo_doctor');
  const row = page.getByRole('listitem', { name: `Appointment with ${PATIENT} on ${lagosText(date, '10:00')}` }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Appointment approved')).toBeVisible();
});

test('an action another person overtook is refused with the server’s reason, though the row leaves the list', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(5);
  const id = await requestViaApi(request, date, '10:30');
  // The doctor's page hears nothing live (its socket never connects): the cancellation's notice
  // would otherwise refresh the list before the doctor acts, which is not the case tested here.
  await page.routeWebSocket(/\/api\/ws\//, (ws) => ws.close());
  await signIn(page, 'demo_doctor');
  const row = page.getByRole('listitem', { name: `Appointment with ${PATIENT} on ${lagosText(date, '10:30')}` }).first();
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();

  // Meanwhile the patient withdraws the request.
  const withdrawn = await request.post(`/api/appointments/${id}/cancel/`, {
    headers: { Authorization: await bearerFor(request, 'demo_patient') },
    data: { cancellation_reason: 'Found an earlier appointment' },
  });
  expect(withdrawn.ok()).toBe(true);

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Cannot approve an appointment that is cancelled.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** The Lagos date and time of a slot start a few minutes ahead, never crossing midnight mid-slot. */
function slotStartingSoon(): { date: string; time: string } {
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
  const start = minutesOf(lagosTime(startsAt));
  if (start + 10 < 24 * 60) return { date: lagosDate(startsAt), time: hhmmOf(start) };
  return { date: addDays(lagosDate(startsAt), 1), time: '00:00' };
}

/**
 * A session under way now: a newly approved doctor works one 10-minute slot starting three minutes
 * from now (or at midnight, when that slot would run past the day's end), the demo patient takes it
 * (inside the 15-minute start lead), and the doctor approves and starts it. Any time of day works.
 */
async function sessionUnderWay(request: APIRequestContext) {
  const { username, password } = await registerDoctorViaApi(request, { prefix: 'sessdoc' });
  const doctorAuth = { Authorization: await bearerFor(request, username, password) };
  const { date, time } = slotStartingSoon();
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: time, end_time: hhmmOf(minutesOf(time) + 10), slot_minutes: 10, is_active: true },
  });
  expect(interval.status()).toBe(201);
  const doctor = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();

  await fundDemoPatient(request, Math.round(Number(doctor.consultation_fee) * 100));
  const patientAuth = { Authorization: await bearerFor(request, 'demo_patient') };
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctor.id}&date=${date}`, { headers: patientAuth })).json();
  const slot = day.slots[0];
  expect(slot, `the free slot at ${time} on ${date}`).toBeTruthy();
  const created = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: doctor.id, scheduled_at: slot.start, appointment_type: 'in_person', reason: 'Blood pressure check' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id;
  expect((await request.patch(`/api/appointments/${id}/approve_appointment/`, { headers: doctorAuth })).ok()).toBe(true);
  expect((await request.post(`/api/appointments/${id}/start_session/`, { headers: doctorAuth })).ok()).toBe(true);
  return { username, password, date, time: slot.time as string };
}

test('ending a session asks first, and Not yet keeps it going', async ({ page, request }) => {
  const doctor = await sessionUnderWay(request);
  await signIn(page, doctor.username, doctor.password);
  await page.goto('/appointments');
  const card = page.getByRole('article', { name: `Appointment with ${PATIENT} on ${lagosText(doctor.date, doctor.time)}` });
  await expect(card.getByText('In progress', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'End session' }).click();
  const confirm = page.getByRole('dialog', { name: 'End session' });
  await expect(confirm).toContainText(PATIENT);
  await expectAccessible(page, 'the end-session dialog');
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByText('In progress', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'End session' }).click();
  await page.getByRole('dialog', { name: 'End session' }).getByRole('button', { name: 'End session' }).click();
  await expect(toastWith(page, 'Session ended')).toBeVisible();
  await expectAccessible(page, 'the “Session ended” toast');
});

test.describe('offline', () => {
  test('switching availability offline is refused at once and not replayed on reconnect', async ({ page, context }) => {
    await signIn(page, 'demo_doctor');
    await page.goto('/my-schedule');
    const accepting = page.getByRole('switch', { name: 'Accepting appointments' });
    await expect(accepting).toBeChecked();

    await context.setOffline(true);
    await accepting.click();
    await expect(toastWith(page, 'You are offline')).toBeVisible();
    await expect(accepting).toBeChecked();
    await expect(accepting).toBeEnabled();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Accepting appointments' })).toBeChecked();
  });

  test('signing in offline says so instead of waiting', async ({ page, context }) => {
    await page.goto('/login');
    await context.setOffline(true);
    await fillSignIn(page, 'demo_patient', DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

test('marking a no-show asks first, and Not yet sends nothing', async ({ page }) => {
  // A no-show can be recorded only after the start time, which no seeded scheduled visit has
  // passed: the list is shown as it will be then, with Mark no-show offered on scheduled visits.
  await page.route('**/api/appointments/?*', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    for (const a of body.results ?? body) if (a.status === 'scheduled') a.allowed_actions = [...a.allowed_actions, 'no_show'];
    await route.fulfill({ response: answer, json: body });
  });
  const changes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/appointments/')) changes.push(r.url());
  });
  await signIn(page, 'demo_doctor');
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Mark no-show' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Mark no-show' });
  await expect(confirm).toContainText('cannot be undone');
  await expectAccessible(page, 'the no-show dialog');
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(confirm).toHaveCount(0);
  expect(changes, 'nothing is sent until the doctor confirms').toEqual([]);
});
