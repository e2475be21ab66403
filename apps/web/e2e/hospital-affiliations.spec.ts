import type { Page } from '@playwright/test';
import { addDays } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import { appointmentCard, bearerFor, lagosText, lagosToday, registerDoctorViaApi, registerHospitalViaApi, registerPatientViaApi, signIn } from './helpers';

/** A doctor's message with no space to break at. */
const UNBROKEN = `https://example.com/${'cv'.repeat(120)}`;

// Each test works with a hospital of its own, so the demo hospital's requests and counts stay
// as seeded for the other hospital pages' tests.

/** On /profile, a doctor finds the hospital by name and asks to join it. */
async function requestAffiliation(page: Page, hospitalName: string, message: string) {
  await page.goto('/profile');
  const hospitals = page.getByRole('region', { name: 'Hospitals' });
  await hospitals.getByRole('button', { name: 'Request affiliation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request affiliation' });
  await dialog.getByRole('textbox', { name: 'Hospital name' }).fill(hospitalName);
  await dialog.getByRole('radio', { name: hospitalName }).check();
  await dialog.getByRole('textbox', { name: 'Message to the hospital (optional)' }).fill(message);
  await expectAccessible(page, 'the request-affiliation dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Request sent to ${hospitalName}.`)).toBeVisible();
  return hospitals.getByTestId('my-hospital').filter({ hasText: hospitalName });
}

test('a doctor asks to join a hospital, the hospital approves and publishes a slot a patient books, then suspends the doctor with a reason', async ({
  page,
  browser,
  request,
}) => {
  // Two people in two browsers on a shared machine.
  test.slow();
  const hospital = await registerHospitalViaApi(request, 'Enugu Mercy Hospital');
  const doctor = await registerDoctorViaApi(request, { firstName: 'Ifeoma', lastName: 'Okonkwo', specialization: 'Pediatrics' });

  await signIn(page, doctor.username, doctor.password);
  const mine = await requestAffiliation(page, hospital.name, 'Available for paediatric clinics on Mondays.');
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  // The hospital cannot be asked twice: the dialog offers it greyed out, with the request's status.
  await page.getByRole('region', { name: 'Hospitals' }).getByRole('button', { name: 'Request affiliation' }).click();
  const again = page.getByRole('dialog', { name: 'Request affiliation' });
  await again.getByRole('textbox', { name: 'Hospital name' }).fill(hospital.name);
  await expect(again.getByRole('radio', { name: hospital.name })).toBeDisabled();
  await expect(again.getByText('Your affiliation: Pending', { exact: false })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // The hospital decides in its own browser.
  const hospitalContext = await browser.newContext();
  const admin = await hospitalContext.newPage();
  await signIn(admin, hospital.username, hospital.password);
  const nav = admin.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Staff & Patients' }).click();
  await nav.getByRole('link', { name: 'Doctor Affiliations' }).click();
  const pending = admin.getByTestId('pending-requests');
  await expect(pending.getByText(doctor.name)).toBeVisible();
  await expect(pending.getByText('Available for paediatric clinics on Mondays.', { exact: false })).toBeVisible();
  await pending.getByRole('button', { name: `Approve ${doctor.name}` }).click();
  await expect(admin.getByText('Affiliation approved. The doctor has been told.')).toBeVisible();
  await expect(admin.getByText('No requests are waiting for a decision.')).toBeVisible();

  await page.reload();
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);

  // The hospital publishes an open slot with its new doctor, and a patient books it.
  const date = addDays(lagosToday(), 30 + Math.floor(Math.random() * 300));
  await admin.goto('/hospital-booking');
  await admin.getByRole('combobox', { name: 'Doctor', exact: true }).click();
  await admin.getByRole('option', { name: `${doctor.name} · Pediatrics` }).click();
  await admin.getByLabel(/^Date/).fill(date);
  await admin.getByLabel('Start time').fill('11:00');
  await admin.getByRole('button', { name: 'Preview' }).click();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByRole('alert', { name: 'Published 1 slot' })).toBeVisible();

  const patient = await registerPatientViaApi(request, 'Chioma', 'Eze');
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, patient.username, patient.password);
  await patientPage.goto('/doctors');
  await patientPage.getByRole('tab', { name: 'Hospital open slots' }).click();
  await patientPage
    .getByRole('table', { name: 'Hospital open slots' })
    .getByRole('button', { name: `Book ${lagosText(date, '11:00')} with ${doctor.name}` })
    .click();
  await patientPage.getByRole('dialog', { name: 'Book this open slot' }).getByRole('button', { name: 'Book slot' }).click();
  await expect(patientPage.getByText('Slot booked')).toBeVisible();

  // Active Doctors: the hospital suspends them with a reason; the booking stays.
  await admin.goto('/hospital-doctors');
  const card = admin.getByTestId('affiliated-doctor').filter({ hasText: doctor.name });
  await expect(card.getByText('Pediatrics')).toBeVisible();
  await expect(card.getByText('1 upcoming appointment at this hospital')).toBeVisible();
  await card.getByRole('button', { name: `Suspend ${doctor.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${doctor.name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Missing indemnity insurance certificate');
  await expectAccessible(admin, 'the suspend-with-reason dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText(/^Affiliation suspended\./)).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('switch', { name: 'Show suspended and revoked doctors' }).check();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Reactivate ${doctor.name}` })).toBeVisible();
  // A suspended doctor takes no appointments here, whatever their own switch says.
  await expect(card.getByText(/^(Available|Not available)$/)).toHaveCount(0);
  await hospitalContext.close();

  await page.reload();
  await expect(mine.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(mine.getByText('Reason: Missing indemnity insurance certificate')).toBeVisible();

  // The patient keeps the appointment and is told the doctor's affiliation changed.
  await patientPage.goto('/appointments');
  await expect(appointmentCard(patientPage, doctor.name, date, '11:00')).toBeVisible();
  await patientPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(patientPage.getByRole('dialog', { name: 'Notifications' }).getByText('Your doctor’s hospital affiliation changed')).toBeVisible();
  await patientContext.close();

  // The doctor leaves the hospital, then asks to rejoin.
  await mine.getByRole('button', { name: `Leave this hospital: ${hospital.name}` }).click();
  const leave = page.getByRole('dialog', { name: `Leave ${hospital.name}?` });
  await leave.getByRole('textbox', { name: 'Reason for the hospital (optional)' }).fill('Moving to Abuja');
  await leave.getByRole('button', { name: 'Leave this hospital' }).click();
  await expect(mine.getByText('Revoked', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: `Ask to rejoin: ${hospital.name}` }).click();
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
});

test('a hospital rejects a request with a reason and filters its affiliations by status', async ({ page, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Enugu Mercy Hospital');
  const rejected = await registerDoctorViaApi(request, { firstName: 'Musa', lastName: 'Danjuma', specialization: 'Pediatrics' });
  const approved = await registerDoctorViaApi(request, { firstName: 'Funke', lastName: 'Alabi', specialization: 'Pediatrics' });
  // The doctors ask through the API (the first test asks through /profile).
  const search = await request.get(`/api/hospitals/?search=${encodeURIComponent(hospital.name)}`, {
    headers: { Authorization: await bearerFor(request, 'demo_admin') },
  });
  const [{ id }] = (await search.json()).results;
  for (const doctor of [rejected, approved]) {
    const asked = await request.post('/api/doctor-hospital-affiliations/', {
      data: { hospital: id, message: doctor === rejected ? UNBROKEN : 'I would like to join.' },
      headers: { Authorization: await bearerFor(request, doctor.username, doctor.password) },
    });
    expect(asked.status()).toBe(201);
  }

  await signIn(page, hospital.username, hospital.password);
  await page.goto('/hospital-affiliations');
  const pending = page.getByTestId('pending-requests');
  // A message without a space wraps inside its card instead of widening the page.
  const longMessage = pending.getByText(UNBROKEN.slice(0, 40), { exact: false });
  await expect(longMessage).toBeVisible();
  const [text, list] = [await longMessage.boundingBox(), await pending.boundingBox()];
  expect(text && list && text.x + text.width <= list.x + list.width).toBe(true);
  await pending.getByRole('button', { name: `Approve ${approved.name}` }).click();
  await expect(page.getByText('Affiliation approved. The doctor has been told.')).toBeVisible();
  await pending.getByRole('button', { name: `Reject ${rejected.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject request from ${rejected.name}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  // The app's own message, not the browser's "Please fill out this field".
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason for the doctor');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('No paediatric ward at present');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request rejected. The doctor has been told why.')).toBeVisible();

  const all = page.getByTestId('all-affiliations');
  const filters = page.getByRole('tablist', { name: 'Filter by status' });
  await filters.getByRole('tab', { name: 'Rejected' }).click();
  await expect(all.getByText(rejected.name)).toBeVisible();
  await expect(all.getByText('Reason: No paediatric ward at present')).toBeVisible();
  await expect(all.getByText(approved.name)).toHaveCount(0);
  await filters.getByRole('tab', { name: 'Approved' }).click();
  await expect(all.getByText(approved.name)).toBeVisible();
  await expect(all.getByRole('button', { name: `Suspend ${approved.name}` })).toBeVisible();
  await expect(all.getByRole('button', { name: `Revoke ${approved.name}` })).toBeVisible();
  await filters.getByRole('tab', { name: 'Suspended' }).click();
  await expect(page.getByText('No affiliations with this status.')).toBeVisible();
});
