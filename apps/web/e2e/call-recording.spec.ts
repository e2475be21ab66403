// A call's recording is never left open: whether the patient hangs up, either party withdraws
// consent, or the doctor's tab closes while it records, what reached the server becomes a
// recording in the list (the doctor finishes a closed tab's when they come back).

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearerFor } from './helpers';
import { connectedCall, openSessionAppointment, type SessionAppointment } from './sessions';

/** The doctor (on `page`) and the patient in a connected video call, both agreeing to a recording. */
async function callBothAgree(page: Page, browser: Browser, appointment: SessionAppointment): Promise<{ patient: Page; patientContext: BrowserContext }> {
  const { patient, patientContext } = await connectedCall(page, browser, appointment);
  for (const side of [page, patient]) {
    const consent = side.getByRole('switch', { name: 'I agree to this call being recorded' });
    await consent.click();
    await expect(consent).toBeChecked();
  }
  return { patient, patientContext };
}

/** The doctor records until the server holds at least one piece. */
async function recordAPiece(page: Page, patient: Page, request: APIRequestContext, appointment: SessionAppointment) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(patient.getByTestId('recording-live')).toBeVisible();
  await expect.poll(async () => (await recordingsOf(request, appointment))[0]?.chunks ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
}

/** The patient's bearer, signed in once per appointment: a poll should not sign in each time it asks. */
const bearers = new Map<number, Promise<string>>();

async function recordingsOf(request: APIRequestContext, appointment: SessionAppointment) {
  if (!bearers.has(appointment.id)) bearers.set(appointment.id, bearerFor(request, appointment.patient.username, appointment.patient.password));
  const headers = { Authorization: await (bearers.get(appointment.id) as Promise<string>) };
  const [call] = await (await request.get(`/api/calls/by_appointment/?appointment_id=${appointment.id}`, { headers })).json();
  if (!call) return [];
  return (await (await request.get(`/api/call-recordings/by_call/?call_id=${call.id}`, { headers })).json()) as { status: string; chunks: number }[];
}

const playButton = (page: Page) => page.getByRole('button', { name: /^Play: Recording/ });

test('the patient hanging up while the doctor records closes the recording, which both can play', async ({ page, browser, request }) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');
  const { patient, patientContext } = await callBothAgree(page, browser, appointment);
  await recordAPiece(page, patient, request, appointment);

  await patient.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
  await expect(playButton(page)).toBeVisible({ timeout: 30_000 });
  await expect(playButton(patient)).toBeVisible({ timeout: 30_000 });
  expect((await recordingsOf(request, appointment)).map((r) => r.status)).toEqual(['ready']);
  await patientContext.close();
});

test('consent withdrawn while recording stops the recorder at once and closes what was recorded with consent', async ({ page, browser, request }) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');
  const { patient, patientContext } = await callBothAgree(page, browser, appointment);
  await recordAPiece(page, patient, request, appointment);

  await patient.getByRole('switch', { name: 'I agree to this call being recorded' }).click();
  await expect(page.getByTestId('recording-withdrawn')).toHaveText('Recording stopped: consent was withdrawn');
  for (const side of [page, patient]) await expect(side.getByTestId('recording-live')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeDisabled();
  await expect(page.getByTestId('recording-panel').getByRole('alert')).toHaveCount(0);
  expect((await recordingsOf(request, appointment)).map((r) => r.status)).toEqual(['ready']);
  await expect(playButton(patient)).toBeVisible();
  // The call itself goes on.
  await expect(page.getByTestId('call-state')).toHaveText('Connected');
  await patientContext.close();
});

test('a recording left open by the doctor’s closed tab is finished with what arrived when the doctor comes back', async ({ page, browser, request }) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');
  const { patient, patientContext } = await callBothAgree(page, browser, appointment);
  await recordAPiece(page, patient, request, appointment);

  const doctor = await page.context().newPage();
  await page.close();
  await doctor.goto(`/call/${appointment.id}`);
  await expect(doctor.getByTestId('recording-unfinished')).toContainText('A recording of this call did not finish');
  await doctor.getByRole('button', { name: 'Finish recording' }).click();
  await expect(doctor.getByTestId('recording-finished')).toHaveText('The recording was finished with what had reached the server.');
  await expect(doctor.getByTestId('recording-unfinished')).toHaveCount(0);
  expect((await recordingsOf(request, appointment)).map((r) => r.status)).toEqual(['ready']);
  await expect(playButton(doctor)).toBeVisible();
  // The patient is told too: it no longer records.
  await expect(patient.getByTestId('recording-live')).toHaveCount(0);
  await patientContext.close();
});
