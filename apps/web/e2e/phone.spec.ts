// A 360 px wide phone, the most common Android width: nothing a person needs is cut off or off-screen.

import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  bearerFor,
  lagosText,
  nthWeekdayAfterToday,
  registerDoctorViaApi,
  registerHospitalViaApi,
  registerPatientViaApi,
  showSlotsOn,
  signIn,
  welcomeLine,
} from './helpers';
import { patientWithDoctor, writeRecord } from './records';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Wholly inside the window and not cut short by an ellipsis or overflow. Only the page is
 * scrolled, vertically, as a thumb would: a table scrolled sideways does not count.
 */
async function expectWhole(element: Locator): Promise<void> {
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(element).toBeInViewport({ ratio: 1 });
  const clipped = await element.evaluate((el) => {
    const all = [el, ...el.querySelectorAll('*')];
    return all.some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible');
  });
  expect(clipped, 'text is cut off').toBe(false);
}

test('the header shows the whole welcome line and Logout', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await expect(welcomeLine(page)).toHaveText('Welcome, Adaeze Okafor (Doctor)');
  await expectWhole(welcomeLine(page));
  await expectWhole(page.getByRole('button', { name: 'Logout' }));
});

test('an open slot’s Book button is on screen', async ({ page }) => {
  // Seeded: LagosCare's 17:30 slot with Dr Okafor on the third weekday ahead, which no other test books.
  const date = nthWeekdayAfterToday(3);
  await signIn(page, 'demo_patient');
  await page.goto('/doctors');
  await page.getByRole('tab', { name: 'Hospital open slots' }).click();
  const book = page.getByRole('button', { name: `Book ${lagosText(date, '17:30')} with Dr. Adaeze Okafor` });
  await expectWhole(book);
});

test('a doctor’s “Accepting appointments” badge is shown whole', async ({ page }) => {
  await signIn(page, 'demo_patient');
  await page.goto('/doctors');
  await showSlotsOn(page, nthWeekdayAfterToday(3));
  const okafor = page.getByRole('article', { name: 'Dr. Adaeze Okafor' });
  await expectWhole(okafor.getByText('Accepting appointments', { exact: true }));
});

test('an admin reaches Approve and Reject of a pending application, and its type badge is whole', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { approve: false, prefix: 'phonedoc' });
  await signIn(page, 'demo_admin');
  const application = page.getByRole('article', { name: new RegExp(doctor.username) });
  await expectWhole(application.getByText('Doctor', { exact: true }));
  await expectWhole(application.getByRole('button', { name: 'Approve' }));
  await expectWhole(application.getByRole('button', { name: 'Reject' }));
});

test('a paused interval’s badge is shown whole', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'phonedoc' });
  const added = await request.post('/api/doctor-schedules/', {
    headers: { Authorization: await bearerFor(request, doctor.username, doctor.password) },
    data: { day_of_week: 2, start_time: '09:00', end_time: '12:00', slot_minutes: 30, is_active: false },
  });
  expect(added.status()).toBe(201);
  await signIn(page, doctor.username, doctor.password);
  await page.goto('/my-schedule');
  await expectWhole(page.getByText('Inactive', { exact: true }));
});

test('the notification dropdown fits the screen', async ({ page, request }) => {
  // An approved doctor has one unread notification ("Account approved").
  const doctor = await registerDoctorViaApi(request, { prefix: 'phonedoc' });
  await signIn(page, doctor.username, doctor.password);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('Account approved')).toBeVisible();
  await expect(dropdown).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is wider than the screen').toBeLessThanOrEqual(360);
});

test('a doctor’s patient rows are named by what they show', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/my-patients');
  await expect(page.getByRole('button', { name: /^Tunde Bakare / })).toBeVisible();
  await expectAccessible(page);
});

test('a prescription’s medications show every field, frequency and duration among them', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Ajayi');
  const id = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Malaria treatment',
    medications: [{ name: 'Artemether/lumefantrine', dosage: '80/480 mg', frequency: 'Twice a day', duration: '3 days', instructions: 'With food' }],
  });
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto(`/my-health/records/${id}`);
  const medication = page.getByRole('list', { name: 'Medications of Malaria treatment' }).getByRole('listitem');
  await expect(medication).toHaveCount(1);
  for (const [label, value] of [
    ['Medication', 'Artemether/lumefantrine'],
    ['Dosage', '80/480 mg'],
    ['Frequency', 'Twice a day'],
    ['Duration', '3 days'],
    ['Instructions', 'With food'],
  ]) {
    await expectWhole(medication.getByText(label, { exact: true }));
    await expectWhole(medication.getByText(value, { exact: true }));
  }
});

test('the access log and the hospital’s patients show every field', async ({ page, browser, request }) => {
  const patient = await registerPatientViaApi(request, 'Halima', 'Sani');
  const hospital = await registerHospitalViaApi(request, 'Kano Road Clinic');
  const hospitalAuth = { Authorization: await bearerFor(request, hospital.username, hospital.password) };
  const code = (await (await request.post('/api/hospitals/generate_access_codes/', { headers: hospitalAuth, data: { count: 1 } })).json()).codes[0].code;
  const granted = await request.post('/api/patient-hospital-access/verify_access_code/', {
    headers: { Authorization: await bearerFor(request, patient.username, patient.password) },
    data: { access_code: code },
  });
  expect(granted.status()).toBe(201);

  await signIn(page, patient.username, patient.password);
  await page.goto('/my-health');
  const entry = page.getByRole('region', { name: 'Who viewed my record' }).getByTestId('access-log-entry');
  await expect(entry).toHaveCount(1);
  for (const text of ['Who', 'Role', 'What', 'When', 'You', 'Patient', `You gave ${hospital.name} access to your record`])
    await expectWhole(entry.getByText(text, { exact: true }));
  await expectWhole(entry.locator('time'));

  const desk = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(desk, hospital.username, hospital.password);
  await desk.goto('/hospital-patients');
  const row = desk.getByTestId('patient-with-access');
  await expect(row).toHaveCount(1);
  await expectWhole(row.getByRole('checkbox', { name: 'Select Halima Sani' }));
  await expectWhole(row.getByRole('link', { name: 'Open the shared record of Halima Sani' }));
  await expectWhole(row.getByText(`${patient.username}@example.ng`, { exact: false }));
  await expectWhole(row.getByText(`ending ${code.slice(-3)}`, { exact: false }));
  await expectWhole(row.getByRole('button', { name: 'Revoke access of Halima Sani' }));
  await desk.context().close();
});

test('the hospital’s appointments show every field', async ({ page }) => {
  await signIn(page, 'demo_hospital');
  await page.goto('/hospital-appointments');
  const first = page.getByTestId('hospital-appointment').first();
  await expect(first).toBeVisible();
  for (const label of ['When', 'Patient', 'Doctor', 'Type', 'Status']) await expectWhole(first.getByText(label, { exact: true }));
  await expectWhole(first.getByText(/^Dr\. /).first());
  await expectWhole(first.getByText(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
});
