// Booking with the wallet: the fee and the balance in the booking dialog; a patient short of money
// tops up through the sandbox checkout and comes back to the booking as they left it; a balance
// that drops before submitting is answered with the same offer, the form kept; a free
// consultation needs no money.

import type { APIRequestContext, Page } from '@playwright/test';
import { weekdayOf } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, fundWalletViaApi, nthWeekdayAfterToday, registerDoctorViaApi, registerPatientViaApi, showSlotsOn, signIn, uniqueSurname } from './helpers';

/** A new doctor charging `fee` naira who works 10:00–11:00 in 30-minute slots on `date`. */
async function payingDoctor(request: APIRequestContext, fee: string, date: string) {
  const lastName = uniqueSurname('Fee');
  const doctor = await registerDoctorViaApi(request, { prefix: 'feedoc', firstName: 'Yetunde', lastName, specialization: 'General Medicine' });
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/auth/profile/update/', { headers, data: { consultation_fee: fee } })).ok()).toBe(true);
  const interval = await request.post('/api/doctor-schedules/', {
    headers,
    data: { day_of_week: weekdayOf(date), start_time: '10:00', end_time: '11:00', slot_minutes: 30, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const profile = await (await request.get('/api/doctors/my_profile/', { headers })).json();
  return { ...doctor, lastName, id: profile.id as number };
}

/** A new patient with `kobo` in their wallet (none: an empty one), signed in on `page`. */
async function signedInPatient(page: Page, request: APIRequestContext, firstName: string, lastName: string, kobo = 0) {
  const patient = await registerPatientViaApi(request, firstName, lastName);
  if (kobo > 0) await fundWalletViaApi(request, patient.username, patient.password, kobo);
  await signIn(page, patient.username, patient.password);
  return patient;
}

/** Opens the booking dialog for the doctor's `time` slot on `date` in /doctors. */
async function openBooking(page: Page, doctor: { name: string; lastName: string }, date: string, time: string) {
  await page.goto('/doctors');
  await page.getByRole('textbox', { name: 'Search by name' }).fill(doctor.lastName);
  await showSlotsOn(page, date);
  await page
    .getByRole('article', { name: doctor.name })
    .getByRole('button', { name: `Book ${time} with ${doctor.name}` })
    .click();
  return page.getByRole('dialog', { name: 'Book an appointment' });
}

test('a patient short of money tops up from the booking, comes back to it as they left it and books; the fee is held', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(6);
  const doctor = await payingDoctor(request, '12500', date);
  await signedInPatient(page, request, 'Adaobi', 'Nnaji', 200_000);

  const dialog = await openBooking(page, doctor, date, '10:00');
  await expect(dialog.getByTestId('booking-fee')).toHaveText('₦12,500.00');
  await expect(dialog.getByTestId('booking-balance')).toHaveText('₦2,000.00');
  await expect(dialog.getByTestId('booking-shortfall')).toContainText('You need ₦10,500.00 more to book this consultation');
  await dialog.getByRole('radio', { name: 'Audio call' }).check();
  await dialog.getByRole('textbox', { name: 'Reason for the visit' }).fill('Headaches every morning');
  await expectAccessible(page, 'the booking dialog short of money');

  // The provider's checkout, then back to /doctors with the booking open again.
  await dialog.getByRole('button', { name: 'Top up ₦10,500.00' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦10,500.00' }).click();

  await expect(page).toHaveURL('/doctors');
  const back = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(back.getByText('₦10,500.00 was added to your wallet.')).toBeVisible();
  await expect(back.getByText(doctor.name)).toBeVisible();
  await expect(back.getByTestId('booking-balance')).toHaveText('₦12,500.00');
  await expect(back.getByTestId('booking-shortfall')).toHaveCount(0);
  await expect(back.getByRole('radio', { name: 'Audio call' })).toBeChecked();
  await expect(back.getByRole('textbox', { name: 'Reason for the visit' })).toHaveValue('Headaches every morning');
  await expectAccessible(page, 'the booking dialog back from the checkout');
  await back.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Appointment requested')).toBeVisible();

  // The fee left the available balance and is held (pending) until the consultation.
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-available')).toHaveText('₦0.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦12,500.00');
  await expect(page.getByRole('list', { name: 'Your transactions, newest first' }).getByTestId('wallet-transaction').first()).toContainText('Fee held');
});

test('a balance that drops before the booking is sent is refused with the top-up offer, and nothing typed is lost', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(7);
  const doctor = await payingDoctor(request, '5000', date);
  const patient = await signedInPatient(page, request, 'Gbenga', 'Alade', 500_000);

  const dialog = await openBooking(page, doctor, date, '10:00');
  await expect(dialog.getByTestId('booking-balance')).toHaveText('₦5,000.00');
  await expect(dialog.getByTestId('booking-shortfall')).toHaveCount(0);
  await expect(dialog.getByText('The fee is held from your wallet when you book', { exact: false })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Chat' }).check();
  await dialog.getByRole('textbox', { name: 'Reason for the visit' }).fill('Rash on both arms');

  // Meanwhile the same patient books the 10:30 slot elsewhere: the wallet is empty now.
  const headers = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${doctor.id}&date=${date}`, { headers })).json();
  const other = day.slots.find((s: { time: string }) => s.time === '10:30');
  const elsewhere = await request.post('/api/appointments/', {
    headers,
    data: { doctor: doctor.id, scheduled_at: other.start, appointment_type: 'video', reason: 'Booked in another tab' },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/appointments/') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  expect((await refused).status()).toBe(402);
  await expect(dialog.getByRole('alert').filter({ hasText: 'You need ₦5,000.00 more to book this consultation' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Top up ₦5,000.00' })).toBeVisible();
  await expect(dialog.getByTestId('booking-balance')).toHaveText('₦0.00');
  await expect(dialog.getByRole('radio', { name: 'Chat' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Reason for the visit' })).toHaveValue('Rash on both arms');
  await expectAccessible(page, 'the booking dialog refused for want of money');
});

test('a free consultation says Free and books with an empty wallet', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(6);
  const doctor = await payingDoctor(request, '0', date);
  await signedInPatient(page, request, 'Halima', 'Sani');

  const dialog = await openBooking(page, doctor, date, '10:30');
  await expect(dialog.getByTestId('booking-fee')).toHaveText('Free');
  await expect(dialog.getByTestId('booking-balance')).toHaveCount(0);
  await expect(dialog.getByTestId('booking-shortfall')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Appointment requested')).toBeVisible();
});

test('the directory’s filters are kept across the top-up: back from the checkout, the list is the one left', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(6);
  const doctor = await payingDoctor(request, '6000', date);
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/auth/profile/update/', { headers, data: { state: 'LA' } })).ok()).toBe(true);
  await signedInPatient(page, request, 'Femi', 'Adeola', 100_000);

  await page.goto('/doctors');
  await page.getByRole('textbox', { name: 'Search by name' }).fill(doctor.lastName);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Lagos' }).click();
  await showSlotsOn(page, date);
  await page
    .getByRole('article', { name: doctor.name })
    .getByRole('button', { name: `Book 10:00 with ${doctor.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await dialog.getByRole('button', { name: 'Top up ₦5,000.00' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();

  await expect(page).toHaveURL('/doctors');
  await expect(page.getByRole('dialog', { name: 'Book an appointment' }).getByText('₦5,000.00 was added to your wallet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Book an appointment' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await expect(page.getByRole('textbox', { name: 'Search by name' })).toHaveValue(doctor.lastName);
  await expect(page.getByRole('article', { name: doctor.name })).toBeVisible();
});
