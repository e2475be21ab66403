import { expect, expectAccessible, test } from './fixtures';
import { appointmentCard, fundDemoPatient, lagosText, nthWeekdayAfterToday, showSlotsOn, signIn } from './helpers';

const OKAFOR = 'Dr. Adaeze Okafor';
const PATIENT = 'Tunde Bakare';

test('a patient books a free slot, the doctor approves it and the patient is told', async ({ page, browser, request }) => {
  // The fourth weekday ahead: past the seeded appointments, inside Dr Okafor's morning hours.
  const date = nthWeekdayAfterToday(4);
  await fundDemoPatient(request, 1_250_000);
  await signIn(page, 'demo_patient');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
  await showSlotsOn(page, date);
  const okafor = page.getByRole('article', { name: OKAFOR });
  await expect(okafor.getByText('₦12,500.00')).toBeVisible();
  await expect(okafor.getByText('General Medicine')).toBeVisible();
  await okafor.getByRole('button', { name: `Book 09:30 with ${OKAFOR}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog.getByText(lagosText(date, '09:30'))).toBeVisible();
  await expectAccessible(page, 'the booking dialog');
  await dialog.getByRole('radio', { name: 'Audio call' }).check();
  await dialog.getByRole('textbox', { name: 'Reason for the visit' }).fill('Persistent cough for two weeks');
  await dialog.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Appointment requested')).toBeVisible();
  await expectAccessible(page, 'the “Appointment requested” toast');
  // The booked time leaves the doctor's free slots at once.
  await expect(okafor.getByRole('button', { name: `Book 09:30 with ${OKAFOR}` })).toHaveCount(0);

  await page.goto('/appointments');
  const mine = appointmentCard(page, OKAFOR, date, '09:30');
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText('Persistent cough for two weeks')).toBeVisible();
  await expect(mine.getByText('Audio call', { exact: false })).toBeVisible();

  // The doctor approves it in their own browser.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await signIn(doctor, 'demo_doctor');
  await doctor.goto('/appointments');
  const requested = appointmentCard(doctor, PATIENT, date, '09:30');
  await requested.getByRole('button', { name: 'Approve' }).click();
  await expect(doctor.getByText('Appointment approved')).toBeVisible();
  await expect(requested.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(requested.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await doctorContext.close();

  await page.reload();
  await expect(mine.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Join call' })).toHaveAttribute('href', /\/call\/\d+$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Recent notifications' }).getByText('Appointment approved')).toBeVisible();
});

test('a patient cancels a pending request with a reason', async ({ page }) => {
  // Seeded: a pending in-person request on the second weekday ahead at 11:30.
  const date = nthWeekdayAfterToday(2);
  await signIn(page, 'demo_patient');
  await page.goto('/appointments');
  const pending = appointmentCard(page, OKAFOR, date, '11:30');
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: 'Cancel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel appointment' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByText('Cancellation reason is required')).toBeVisible();
  await expectAccessible(page, 'the cancel-with-reason dialog');
  await dialog.getByRole('textbox', { name: 'Cancellation reason' }).fill('I will be travelling to Abuja');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();

  await expect(page.getByText('Appointment cancelled')).toBeVisible();
  // A called-off appointment leaves Upcoming for Past, even though its date is ahead.
  await expect(pending).toHaveCount(0);
  await page.getByRole('tab', { name: /^Past/ }).click();
  await expect(pending.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(pending.getByText('I will be travelling to Abuja')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('a patient books a hospital open slot and it moves to their appointments', async ({ page, request }) => {
  // Seeded: LagosCare's open video slot with Dr Obi on the second weekday ahead at 13:00.
  const date = nthWeekdayAfterToday(2);
  const obi = 'Dr. Emeka Obi';
  await fundDemoPatient(request, 2_000_000);
  await signIn(page, 'demo_patient');
  await page.goto('/doctors');
  await page.getByRole('tab', { name: 'Hospital open slots' }).click();
  const slots = page.getByRole('table', { name: 'Hospital open slots' });
  const book = slots.getByRole('button', { name: `Book ${lagosText(date, '13:00')} with ${obi}` });
  await expect(slots.getByText('LagosCare General Hospital').first()).toBeVisible();
  await book.click();

  const dialog = page.getByRole('dialog', { name: 'Book this open slot' });
  await dialog.getByRole('textbox', { name: 'Reason for the visit' }).fill('Vaccination advice for my son');
  await expectAccessible(page, 'the open-slot booking dialog');
  await dialog.getByRole('button', { name: 'Book slot' }).click();
  await expect(page.getByText('Slot booked')).toBeVisible();
  await expect(book).toHaveCount(0);

  await page.goto('/appointments');
  const booked = appointmentCard(page, obi, date, '13:00');
  await expect(booked.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(booked.getByText('LagosCare General Hospital', { exact: false })).toBeVisible();
});
