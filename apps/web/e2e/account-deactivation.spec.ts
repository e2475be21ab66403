// Deactivating an account cancels what it had still to come: the demo admin deactivates a patient
// whose ₦12,500 consultation is booked — the dialog lists what that undoes, counted, and takes no
// deactivation without a reason; the fee goes back to the patient's wallet, the doctor's
// day is freed (the appointment is cancelled with the reason, under Past) and the doctor is told.
// Reactivation restores the account, not the appointment.

import type { APIRequestContext } from '@playwright/test';
import { lagosInstant, weekdayOf } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import {
  appointmentCard,
  bearerFor,
  fundWalletViaApi,
  nthWeekdayAfterToday,
  registerDoctorViaApi,
  registerPatientViaApi,
  signIn,
  uniqueSurname,
} from './helpers';

/** A new doctor charging ₦12,500 who works 10:00–11:00 on `date`. */
async function doctorOn(request: APIRequestContext, date: string) {
  const lastName = uniqueSurname('Okafor');
  const doctor = await registerDoctorViaApi(request, { prefix: 'deacdoc', firstName: 'Amaka', lastName, specialization: 'General Medicine' });
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/auth/profile/update/', { headers, data: { consultation_fee: '12500' } })).ok()).toBe(true);
  const interval = await request.post('/api/doctor-schedules/', {
    headers,
    data: { day_of_week: weekdayOf(date), start_time: '10:00', end_time: '11:00', slot_minutes: 30, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const profile = await (await request.get('/api/doctors/my_profile/', { headers })).json();
  return { ...doctor, headers, id: profile.id as number };
}

test('deactivating a patient cancels their booked consultation, gives the ₦12,500 back and tells the doctor', async ({ page, browser, request }) => {
  const date = nthWeekdayAfterToday(4);
  const doctor = await doctorOn(request, date);
  const surname = uniqueSurname('Eze');
  const patient = await registerPatientViaApi(request, 'Ngozi', surname);
  await fundWalletViaApi(request, patient.username, patient.password, 1_250_000);
  const login = await (await request.post('/api/auth/login/', { data: { username: patient.username, password: patient.password } })).json();
  const patientHeaders = { Authorization: `Bearer ${login.tokens.access}` };
  const booked = await request.post('/api/appointments/', {
    headers: patientHeaders,
    data: { doctor: doctor.id, scheduled_at: lagosInstant(date, 10 * 60).toISOString(), appointment_type: 'video' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointment = await booked.json();
  expect((await request.patch(`/api/appointments/${appointment.id}/approve_appointment/`, { headers: doctor.headers, data: {} })).ok()).toBe(true);

  await signIn(page, 'demo_admin');
  await page.goto(`/admin/users/patient/${login.user.id}`);
  await expect(page.getByRole('heading', { name: `Ngozi ${surname}`, level: 1 })).toBeVisible();
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-available')).toHaveText('₦0.00');
  await expect(wallet).toContainText('₦12,500.00');

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
  // What it undoes, counted: the one consultation still to come.
  const consequences = dialog.getByTestId('deactivation-consequences');
  await expect(consequences.getByRole('listitem')).toHaveText([
    'Signs them out everywhere at once; they cannot sign in until reactivated, and are shown your reason when they try.',
    'Cancels 1 upcoming appointment (pending or scheduled) and refunds its fee to the patient who paid it.',
    'Tells the other people of those appointments.',
    'Reactivating later restores the account, not the cancelled appointments.',
  ]);
  await expectAccessible(page, 'the deactivation dialog');
  // No reason, no deactivation: the person would be shut out without knowing why.
  const reason = dialog.getByRole('textbox', { name: 'Reason (the person is told it)' });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Give a reason: the person is shown it when they try to sign in.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await reason.fill('Abusive messages to doctors');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(wallet.getByTestId('wallet-available')).toHaveText('₦12,500.00');
  await expect(wallet).toContainText('Fee refunded');
  await expectAccessible(page);

  // The doctor's day is free again: the consultation is under Past, cancelled with the reason, and they were told.
  const doctorContext = await browser.newContext();
  const doctorPage = await doctorContext.newPage();
  await signIn(doctorPage, doctor.username, doctor.password);
  await doctorPage.goto('/appointments');
  const card = appointmentCard(doctorPage, `Ngozi ${surname}`, date, '10:00');
  await expect(card).toHaveCount(0);
  await doctorPage.getByRole('tab', { name: /^Past/ }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText(`Cancelled: Ngozi ${surname}’s account was deactivated`)).toBeVisible();
  await doctorPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    doctorPage.getByRole('dialog', { name: 'Notifications' }).getByText(`Ngozi ${surname}’s account was deactivated, so the appointment on`),
  ).toBeVisible();
  await doctorPage.keyboard.press('Escape');

  // Reactivation restores the account, not the appointment.
  await page.getByRole('button', { name: 'Reactivate' }).click();
  const again = page.getByRole('dialog', { name: 'Reactivate this account?' });
  await expect(again).toContainText('Appointments cancelled by the deactivation stay cancelled.');
  await again.getByRole('button', { name: 'Reactivate' }).click();
  await expect(again).toBeHidden();
  await doctorPage.reload();
  await doctorPage.getByRole('tab', { name: /^Past/ }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await doctorContext.close();
});
