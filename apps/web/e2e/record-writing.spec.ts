// A doctor writes a patient's records from the appointment: a prescription with its medications
// and files, checked before sending and refused by the server with reasons shown per file.

import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, hhmmOf, lagosDate, lagosTime, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';
import { onePagePdf } from '../../server/src/seed/lab-report-pdf';
import { expect, test } from './fixtures';
import { answerPrintDialogs, bearerFor, DEMO, lagosText, registerDoctorViaApi, registerPatientViaApi, signIn } from './helpers';

/** The Lagos date and time of a slot start a few minutes ahead, never crossing midnight mid-slot. */
function slotStartingSoon(): { date: string; time: string } {
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
  const start = minutesOf(lagosTime(startsAt));
  if (start + 10 < 24 * 60) return { date: lagosDate(startsAt), time: hhmmOf(start) };
  return { date: addDays(lagosDate(startsAt), 1), time: '00:00' };
}

/** A new doctor and a new patient whose appointment is in session now (booked, approved, started through the API). */
async function sessionUnderWay(request: APIRequestContext) {
  const doctor = await registerDoctorViaApi(request, { prefix: 'recdoc' });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const patient = await registerPatientViaApi(request, 'Ngozi', `Okeke${Math.floor(Math.random() * 1e4)}`);
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const { date, time } = slotStartingSoon();
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: time, end_time: hhmmOf(minutesOf(time) + 10), slot_minutes: 10, is_active: true },
  });
  expect(interval.status()).toBe(201);
  const profile = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();
  const day = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${profile.id}&date=${date}`, { headers: patientAuth })).json();
  const slot = day.slots[0];
  expect(slot, `the free slot at ${time} on ${date}`).toBeTruthy();
  const created = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: profile.id, scheduled_at: slot.start, appointment_type: 'in_person', reason: 'Fever and headache' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id;
  expect((await request.patch(`/api/appointments/${id}/approve_appointment/`, { headers: doctorAuth })).ok()).toBe(true);
  expect((await request.post(`/api/appointments/${id}/start_session/`, { headers: doctorAuth })).ok()).toBe(true);
  return { doctor, patient, patientName: `${patient.firstName} ${patient.lastName}`, date, time: slot.time as string };
}

const medication = (page: Page, n: number) => page.getByRole('group', { name: `Medication ${n}` });

async function fillMedication(page: Page, n: number, values: { name: string; dosage: string; frequency: string }) {
  const row = medication(page, n);
  await row.getByLabel('Medication name').fill(values.name);
  await row.getByLabel('Dosage').fill(values.dosage);
  await row.getByLabel('Frequency').fill(values.frequency);
}

const fileInput = (page: Page) => page.getByTestId('attachment-dropzone').locator('input[type=file]');

test('a doctor writes a prescription from the session, attaches a report, finds it in the history and edits it', async ({ page, request }) => {
  // Six pages, each checked again for accessibility after the test.
  test.slow();
  const s = await sessionUnderWay(request);
  await signIn(page, s.doctor.username, s.doctor.password);
  await page.goto('/appointments');
  const card = page.getByRole('article', { name: `Appointment with ${s.patientName} on ${lagosText(s.date, s.time)}` });
  await card.getByRole('link', { name: 'Write prescription' }).click();

  await expect(page.getByRole('heading', { name: 'New prescription' })).toBeVisible();
  await page.getByLabel('Title').fill('Malaria treatment');
  await page.getByLabel('Diagnosis').fill('Uncomplicated malaria');
  await fillMedication(page, 1, { name: 'Artemether-lumefantrine', dosage: '80/480 mg', frequency: 'Twice daily' });
  await page.getByRole('button', { name: 'Add medication' }).click();
  await medication(page, 2).getByLabel('Dosage').fill('1 g');
  await medication(page, 2).getByLabel('Frequency').fill('Three times daily');

  // Checked before sending: the second row has no name.
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(medication(page, 2).getByText('Medication name is required')).toBeVisible();
  await medication(page, 2).getByLabel('Medication name').fill('Paracetamol');

  // A program is refused at once, with the reason; the report waits to be sent.
  await fileInput(page).setInputFiles([
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    { name: 'blood-film.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Blood film', ['Plasmodium falciparum seen']) },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'setup.exe: only PDF, JPEG, PNG, WebP and DICOM files can be attached.' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Files to send' });
  await expect(waiting).toContainText('blood-film.pdf');
  await expect(waiting).not.toContainText('setup.exe');
  // Each file's kind is guessed from the record, and the doctor may say otherwise and describe it.
  const kind = waiting.getByRole('combobox', { name: 'File type of blood-film.pdf' });
  await expect(kind).toHaveValue('prescription');
  await kind.selectOption('lab_report');
  await waiting.getByRole('textbox', { name: 'Description of blood-film.pdf' }).fill('Thick and thin films');

  // The upload is held at the browser's door so the bar can be seen; its filling from the
  // browser's progress events is covered by upload.test.ts (intercepted, the browser sends nothing yet).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/medical-record-attachments/upload_multiple/', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save record' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  // At 0% the bar's filled section has no width, so it is present rather than visible.
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  release();
  // Saved, the files sent: the record opens with its medications and its file.
  const detail = page.getByTestId('record-detail');
  await expect(detail.getByRole('heading', { name: 'Malaria treatment' })).toBeVisible();
  await expect(detail).toContainText('Paracetamol');
  await expect(detail).toContainText('Artemether-lumefantrine');
  const attached = detail.getByTestId('attachment').filter({ hasText: 'blood-film.pdf' });
  await expect(attached).toContainText('Lab report');
  await expect(attached).toContainText('Thick and thin films');
  await page.unroute('**/api/medical-record-attachments/upload_multiple/');

  // In the patient's history, newest first.
  await page.getByRole('link', { name: 'Back to the records' }).click();
  await expect(page.getByRole('heading', { name: `Records of ${s.patientName}` })).toBeVisible();
  const history = page.getByTestId('patient-records');
  await expect(history).toContainText('1 file');
  await history.getByRole('link', { name: 'Malaria treatment' }).click();

  // Within the window the author edits it.
  await detail.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit medical record' })).toBeVisible();
  await expect(medication(page, 2).getByLabel('Medication name')).toHaveValue('Paracetamol');
  await page.getByLabel('Title').fill('Malaria treatment (revised)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByRole('heading', { name: 'Malaria treatment (revised)' })).toBeVisible();

  // Within the window the author also removes a file attached by mistake, once sure.
  await detail.getByRole('button', { name: 'Delete blood-film.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText('blood-film.pdf');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(detail).toContainText('No files are attached to this record.');
});

test('a file the server refuses is named with its reason; the record stays and the files can be sent again', async ({ page, request }) => {
  const s = await sessionUnderWay(request);
  await signIn(page, s.doctor.username, s.doctor.password);
  await page.goto('/appointments');
  const card = page.getByRole('article', { name: `Appointment with ${s.patientName} on ${lagosText(s.date, s.time)}` });
  await card.getByRole('link', { name: 'Write record' }).click();

  await page.getByLabel('Title').fill('Consultation notes');
  await fileInput(page).setInputFiles([{ name: 'results.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') }]);
  await page.getByRole('button', { name: 'Save record' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'The record is saved, but its files were not sent' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files to send' }).getByRole('alert')).toContainText('"results.pdf" is not a PDF, JPEG, PNG, WebP or DICOM file');
  // The address is now the saved record's, so a reload cannot write it twice.
  await expect(page).toHaveURL(/\/records\/\d+\/edit$/);

  // The doctor swaps the file for the real report and sends again.
  await page.getByRole('button', { name: 'Remove results.pdf' }).click();
  await fileInput(page).setInputFiles([{ name: 'report.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Report', ['Normal']) }]);
  await page.getByRole('button', { name: 'Send the files again' }).click();
  const detail = page.getByTestId('record-detail');
  await expect(detail.getByRole('heading', { name: 'Consultation notes' })).toBeVisible();
  await expect(detail).toContainText('report.pdf');
});

test('a record past its edit window is not offered for editing: the doctor is told why and offered a correction', async ({ page, request }) => {
  // The demo doctor's consultation note, written days ago by the seed.
  const auth = { Authorization: await bearerFor(request, DEMO.doctor.username) };
  const mine = await (await request.get('/api/medical-records/?record_type=consultation&page_size=100', { headers: auth })).json();
  const note = mine.results.find((r: { title: string }) => r.title === 'Blood pressure review');
  expect(note, 'the seeded consultation note').toBeTruthy();
  await signIn(page, DEMO.doctor.username);
  await page.goto(`/my-patients/${note.patient}/records/${note.id}`);
  await expect(page.getByTestId('record-detail').getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // The edit address itself, as a bookmark or a page left open would reach it.
  await page.goto(`/my-patients/${note.patient}/records/${note.id}/edit`);
  await expect(page.getByRole('alert')).toContainText('within 24 hours');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Write a correction' }).click();
  await expect(page).toHaveURL(/\/new\?amends=\d+$/);
  await expect(page.getByRole('heading', { name: 'Write a correction' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Blood pressure review');
});

test('the patient finds the prescription written in the session, with its file, prints it and sees who read it', async ({ page, browser, request }) => {
  test.slow();
  const s = await sessionUnderWay(request);
  await signIn(page, s.doctor.username, s.doctor.password);
  await page.goto('/appointments');
  const card = page.getByRole('article', { name: `Appointment with ${s.patientName} on ${lagosText(s.date, s.time)}` });
  await card.getByRole('link', { name: 'Write prescription' }).click();
  await page.getByLabel('Title').fill('Typhoid treatment');
  await fillMedication(page, 1, { name: 'Ciprofloxacin', dosage: '500 mg', frequency: 'Twice daily' });
  await fileInput(page).setInputFiles([{ name: 'widal-test.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Widal test', ['O 1:320']) }]);
  await page.getByRole('button', { name: 'Save record' }).click();
  const detail = page.getByTestId('record-detail');
  await expect(detail).toContainText('widal-test.pdf');

  // The patient, on their own device.
  const patientContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const mine = await patientContext.newPage();
  const printDialogs = await answerPrintDialogs(mine);
  await signIn(mine, s.patient.username, s.patient.password);
  await mine.goto('/prescriptions');
  const prescription = mine.getByTestId('prescription-active').filter({ hasText: 'Typhoid treatment' });
  await expect(prescription.getByRole('table')).toContainText('Ciprofloxacin');
  await expect(prescription).toContainText(s.doctor.name);

  await prescription.getByRole('button', { name: 'Print Typhoid treatment' }).click();
  await expect.poll(printDialogs).toBe(1);
  await mine.emulateMedia({ media: 'print' });
  await expect(mine.getByTestId('print-sheet')).toContainText('Ciprofloxacin');
  const pdf = await mine.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  await mine.emulateMedia({ media: 'screen' });

  await mine.goto('/my-health');
  await mine.getByTestId('timeline-record').filter({ hasText: 'Typhoid treatment' }).click();
  await expect(mine.getByTestId('attachment')).toContainText('widal-test.pdf');
  await mine.goto('/my-health');
  const log = mine.getByRole('region', { name: 'Who viewed my record' });
  await expect(log.getByTestId('access-log-entry').filter({ hasText: s.doctor.name }).first()).toBeVisible();
  await patientContext.close();
});
