// The money of one consultation, end to end: a patient tops up through the sandbox checkout and
// books a paid chat consultation; the doctor approves, holds and ends the session; the doctor's
// earning (the fee less the 10% commission) appears as pending, becomes available once the
// dispute window has passed (the test server's clock moved forward), and is withdrawn.

import { hhmmOf, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { expect, test } from './fixtures';
import { appointmentCard, bearerFor, mainNav, registerDoctorViaApi, registerPatientViaApi, showSlotsOn, signIn } from './helpers';
import { soonSlot } from './sessions';

test('top up, book, consult, earn, wait out the window, withdraw', async ({ page, browser, request, serverClock }) => {
  test.slow();
  const { date, start } = soonSlot(10);
  const lastName = `Naira${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const doctor = await registerDoctorViaApi(request, { prefix: 'earndoc', firstName: 'Kelechi', lastName, specialization: 'General Medicine' });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/auth/profile/update/', { headers: doctorAuth, data: { consultation_fee: '5000' } })).ok()).toBe(true);
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: start, end_time: hhmmOf(minutesOf(start) + 10), slot_minutes: 10, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const patient = await registerPatientViaApi(request, 'Bisi', 'Alabi');

  // The patient tops up ₦5,000 at the sandbox's checkout.
  await signIn(page, patient.username, patient.password);
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('button', { name: 'Top up ₦5,000' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay ₦5,000.00' }).click();
  await expect(page.getByText('₦5,000.00 was added to your wallet.')).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toHaveText('₦5,000.00');

  // … and books the doctor's chat consultation, whose fee it covers exactly.
  await page.goto('/doctors');
  await page.getByRole('textbox', { name: 'Search by name' }).fill(lastName);
  await showSlotsOn(page, date);
  await page
    .getByRole('article', { name: doctor.name })
    .getByRole('button', { name: `Book ${start} with ${doctor.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog.getByTestId('booking-fee')).toHaveText('₦5,000.00');
  await expect(dialog.getByTestId('booking-balance')).toHaveText('₦5,000.00');
  await dialog.getByRole('radio', { name: 'Chat' }).check();
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Appointment requested')).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-available')).toHaveText('₦0.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦5,000.00');

  // The doctor approves it, holds the session in the chat and ends it.
  const doctorContext = await browser.newContext();
  const doc = await doctorContext.newPage();
  await signIn(doc, doctor.username, doctor.password);
  await doc.goto('/appointments');
  const card = appointmentCard(doc, 'Bisi Alabi', date, start);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  const [{ id }] = await (await request.get('/api/appointments/', { headers: doctorAuth })).json();
  await doc.goto(`/chat/${id}`);
  await doc.getByRole('button', { name: 'Start session' }).click();
  await doc.getByRole('button', { name: 'End session' }).click();
  await doc.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await expect(doc.getByRole('button', { name: 'Start session' })).toHaveCount(0);
  await expect(doc.getByRole('button', { name: 'End session' })).toHaveCount(0);

  // Its earning is pending: ₦5,000 less the platform's 10%.
  await doc.goto('/wallet');
  await expect(doc.getByTestId('wallet-pending')).toHaveText('₦4,500.00');
  await expect(doc.getByTestId('wallet-available')).toHaveText('₦0.00');
  const earned = doc.getByTestId('wallet-transaction').first();
  await expect(earned).toContainText('₦5,000.00 fee less ₦500.00 platform commission (10%)');
  await expect(earned).toContainText('+₦4,500.00');
  await expect(earned).toContainText('In pending');

  // Once the 72-hour window has passed it is available, and the doctor withdraws it.
  await serverClock.advance(73);
  await doc.reload();
  await expect(doc.getByTestId('wallet-available')).toHaveText('₦4,500.00');
  await expect(doc.getByTestId('wallet-pending')).toHaveText('₦0.00');
  const bank = doc.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('guaranty');
  await doc.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
  await doc.getByRole('textbox', { name: 'Account number' }).fill('0123456789');
  await doc.getByRole('button', { name: 'Save bank account' }).click();
  await expect(doc.getByTestId('saved-bank-account')).toContainText('ZAINAB SANI');
  const withdraw = doc.getByRole('region', { name: 'Withdraw' });
  await withdraw.getByRole('textbox', { name: 'Amount (₦)' }).fill('4,500');
  await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(doc.getByTestId('payout-status')).toHaveText('Requested');
  await expect(doc.getByTestId('wallet-available')).toHaveText('₦0.00');
  await doctorContext.close();

  // The patient's fee was paid: nothing held any more.
  await page.reload();
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦0.00');
});
