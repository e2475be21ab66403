// Issue 22: a hospital reads, read only, what a patient's consent opens (health facts, records,
// prescriptions) while the access lasts; the patient's "who viewed my record" lists what the
// hospital opened, in words, once a call (its records page among them), and not its list of
// patients, which carries no health facts; the hospital's appointments
// page shows a booking made directly with its doctor as booked, the patient kept private.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, fundWalletViaApi, lagosText, nthWeekdayAfterToday, registerHospitalViaApi, registerPatientViaApi, signIn } from './helpers';
import { patientWithDoctor, writeRecord } from './records';

/** The patient enters a code the hospital generated: returns the access id. */
async function shareWith(request: APIRequestContext, hospital: { username: string; password: string }, patient: { username: string; password: string }) {
  const hospitalAuth = { Authorization: await bearerFor(request, hospital.username, hospital.password) };
  const code = (await (await request.post('/api/hospitals/generate_access_codes/', { headers: hospitalAuth, data: { count: 1 } })).json()).codes[0].code;
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const granted = await request.post('/api/patient-hospital-access/verify_access_code/', { headers: patientAuth, data: { access_code: code } });
  expect(granted.status(), await granted.text()).toBe(201);
  return { accessId: (await granted.json()).id as number, patientAuth };
}

test('a hospital opens what a patient shared, read only, on a phone; the patient sees each opening in words; revoking closes it', async ({
  page,
  browser,
  request,
}) => {
  const care = await patientWithDoctor(request, 'Okonkwo');
  const patientName = `${care.patient.firstName} ${care.patient.lastName}`;
  await writeRecord(request, care, { record_type: 'consultation', title: 'Knee pain review', diagnosis: 'Mild osteoarthritis' });
  await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Malaria treatment',
    medications: [{ name: 'Artemether/lumefantrine', dosage: '80/480 mg', frequency: 'Twice a day', duration: '3 days' }],
  });
  const hospital = await registerHospitalViaApi(request, 'Surulere Specialist Hospital');
  const { accessId, patientAuth } = await shareWith(request, hospital, care.patient);

  // The hospital's staff, on a phone: the list, then the patient, then the prescription.
  const desk = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(desk, hospital.username, hospital.password);
  await desk.goto('/hospital-patients');
  await desk.getByRole('link', { name: `Open the shared record of ${patientName}` }).click();
  await expect(desk.getByRole('heading', { name: patientName })).toBeVisible();
  await expect(desk.getByText('Read only', { exact: true })).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Health facts' })).toBeVisible();
  const list = desk.getByRole('list', { name: 'Records and prescriptions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await desk.getByRole('group', { name: 'Show records of type' }).getByText('Prescription', { exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(desk);
  await list.getByRole('link', { name: 'Malaria treatment' }).click();
  await expect(desk.getByText('Artemether/lumefantrine')).toBeVisible();
  // Nothing to change: no edit, delete, correct or upload.
  await expect(desk.getByRole('button', { name: /Edit|Delete|Correct|Upload/ })).toHaveCount(0);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(desk);

  // The patient sees each opening by the hospital, worded, once a call: the health profile, the records
  // as the patient's page read them (all, then the prescriptions: two calls, not one entry a row), and
  // the prescription. The hospital's list of patients, which carries no health facts, is not among them.
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  const log = page.getByRole('region', { name: 'Who viewed my record' });
  const byHospital = log.getByTestId('access-log-entry').filter({ hasText: hospital.name });
  const rx = /your prescription “Malaria treatment” of \d{1,2} \w{3} \d{4}/;
  await expect(byHospital.filter({ hasText: new RegExp(`Opened ${rx.source}`) })).toHaveCount(1);
  await expect(byHospital.filter({ hasText: 'Opened your health profile' })).toHaveCount(1);
  await expect(byHospital.filter({ hasText: 'Opened your records' })).toHaveCount(2);
  // Beside them, the patient's own grant, naming the hospital.
  await expect(byHospital.filter({ hasText: `You gave ${hospital.name} access to your record` })).toHaveCount(1);
  await expect(byHospital).toHaveCount(5);
  await expect(log).not.toContainText('#');
  await expect(log).not.toContainText('Read');

  // The patient revokes; the hospital's next look finds the record closed.
  const revoked = await request.post(`/api/patient-hospital-access/${accessId}/patient_revoke_access/`, { headers: patientAuth, data: {} });
  expect(revoked.ok()).toBe(true);
  await desk.reload();
  await expect(desk.getByText('This record is not shared with your hospital')).toBeVisible();
  await expect(desk.getByText('Artemether/lumefantrine')).toHaveCount(0);
});

test('a hospital’s open pages of a shared record say, without a reload, that the patient stopped sharing it', async ({ page, browser, request }) => {
  const care = await patientWithDoctor(request, 'Nwachukwu');
  const recordId = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Blood pressure',
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once a day', duration: '30 days' }],
  });
  const hospital = await registerHospitalViaApi(request, 'Yaba Heart Centre');
  await shareWith(request, hospital, care.patient);

  // Two of the hospital's tabs: the patient's page and the prescription.
  const hospitalContext = await browser.newContext();
  const patientTab = await hospitalContext.newPage();
  await signIn(patientTab, hospital.username, hospital.password);
  await patientTab.goto(`/hospital-patients/${care.patientId}`);
  await expect(patientTab.getByRole('list', { name: 'Records and prescriptions' }).getByRole('listitem')).toHaveCount(1);
  const recordTab = await hospitalContext.newPage();
  await recordTab.goto(`/hospital-patients/${care.patientId}/records/${recordId}`);
  await expect(recordTab.getByText('Amlodipine')).toBeVisible();

  // The patient, in their own browser, stops sharing.
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  await page.getByRole('button', { name: `Revoke access of ${hospital.name}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke access of ${hospital.name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`${hospital.name} can no longer see your health record.`)).toBeVisible();

  // Both tabs, untouched, replace what they showed with the notice.
  for (const tab of [recordTab, patientTab]) await expect(tab.getByText('This record is not shared with your hospital')).toBeVisible();
  await expect(recordTab.getByText('Amlodipine')).toHaveCount(0);
  await expect(patientTab.getByRole('heading', { name: 'Health facts' })).toHaveCount(0);
  await expect(patientTab.getByRole('list', { name: 'Records and prescriptions' })).toHaveCount(0);
  await hospitalContext.close();
});

test('a hospital’s appointments page shows a booking made directly with its doctor as booked, the patient private', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Chinedu', 'Eze');
  await fundWalletViaApi(request, patient.username, patient.password, 5_000_000);
  const headers = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const doctors = await (await request.get('/api/doctors/?search=Okafor', { headers })).json();
  const okafor = (Array.isArray(doctors) ? doctors : (doctors.results ?? doctors.data))[0];
  // A weekday well ahead, with a slot of Dr Okafor's own practice nobody else took.
  let booked: { date: string; time: string } | null = null;
  for (let n = 25 + Math.floor(Math.random() * 20); booked === null && n < 80; n++) {
    const date = nthWeekdayAfterToday(n);
    const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${okafor.id}&date=${date}`, { headers })).json();
    const slot = day.slots?.[0];
    if (!slot) continue;
    const created = await request.post('/api/appointments/', {
      headers,
      data: { doctor: okafor.id, scheduled_at: slot.start, appointment_type: 'in_person', reason: 'Private' },
    });
    if (created.status() === 201) booked = { date, time: slot.time };
  }
  expect(booked).not.toBeNull();
  const { date, time } = booked as { date: string; time: string };

  await signIn(page, 'demo_hospital');
  await page.goto('/hospital-appointments');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(date);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(date);
  const table = page.getByRole('table', { name: 'Hospital appointments' });
  const row = table
    .getByRole('row')
    .filter({ hasText: lagosText(date, time) })
    .filter({ hasText: 'Booked directly with the doctor' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Booked · patient details private');
  await expect(row).not.toContainText('Open slot, not booked yet');
  await expect(row).not.toContainText('Chinedu Eze');
});
