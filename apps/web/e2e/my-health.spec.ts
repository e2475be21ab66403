// The patient's own health page: facts kept in place, records their doctor wrote, who looked.

import { expect, test } from './fixtures';
import { bearerFor, registerHospitalViaApi, registerPatientViaApi, signIn } from './helpers';
import { expectNoSidewaysScroll, expectWhole } from './layout';
import { patientWithDoctor, writeRecord } from './records';

test('a patient reads the records their doctor wrote, by type, and opens one', async ({ page, request }) => {
  const care = await patientWithDoctor(request);
  await writeRecord(request, care, { record_type: 'consultation', title: 'First visit', description: 'Headaches for two weeks.' });
  const labId = await writeRecord(request, care, {
    record_type: 'lab_result',
    title: 'Full blood count',
    diagnosis: 'Mild anaemia',
    treatment: 'Iron-rich diet',
  });
  await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Iron supplements',
    medications: [{ name: 'Ferrous sulfate', dosage: '200mg', frequency: 'Twice daily', duration: '2 weeks', instructions: 'After meals' }],
  });

  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  const timeline = page.getByTestId('timeline-record');
  await expect(timeline).toHaveCount(3);
  // Newest first.
  await expect(timeline.first()).toContainText('Iron supplements');
  await expect(timeline.last()).toContainText('First visit');

  await page.getByRole('group', { name: 'Show records of type' }).getByText('Lab result', { exact: true }).click();
  await expect(page).toHaveURL(/type=lab_result/);
  await expect(timeline).toHaveCount(1);
  await expect(timeline.first()).toContainText('Full blood count');

  await timeline.filter({ hasText: 'Full blood count' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-health/records/${labId}$`));
  const detail = page.getByTestId('record-detail');
  await expect(detail.getByRole('heading', { name: 'Full blood count' })).toBeVisible();
  await expect(detail).toContainText('Dr. Ifeoma Obi');
  await expect(detail).toContainText('General Medicine');
  await expect(detail).toContainText('Mild anaemia');
  await expect(detail).toContainText('Iron-rich diet');

  // Back returns to the filtered list.
  await page.getByRole('link', { name: 'Back to my health records' }).click();
  await expect(page).toHaveURL(/type=lab_result/);
  await expect(timeline).toHaveCount(1);

  // A record that is not there is said to be missing, with nothing to try again.
  await page.goto('/my-health/records/999999');
  await expect(page.getByRole('alert')).toContainText('This record could not be found.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a patient edits a health fact in place, and a refused change says why', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Eze');
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');

  const allergies = page.getByTestId('fact-allergies');
  await expect(allergies).toContainText('Not provided');
  await page.getByRole('button', { name: 'Edit Allergies' }).click();
  await allergies.getByLabel('Allergies').fill('Penicillin');
  await allergies.getByRole('button', { name: 'Save' }).click();
  await expect(allergies).toContainText('Penicillin');
  await expect(allergies.getByRole('button', { name: 'Edit Allergies' })).toBeVisible();

  // Still there after a reload: it was saved on the server.
  await page.reload();
  await expect(page.getByTestId('fact-allergies')).toContainText('Penicillin');

  // The emergency contact cannot be emptied; the form says so and keeps the section open.
  const contact = page.getByTestId('fact-emergencyContact');
  await page.getByRole('button', { name: 'Edit Emergency contact' }).click();
  await contact.getByLabel('Emergency contact').fill('');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByLabel('Emergency contact')).toHaveAttribute('aria-invalid', 'true');
  await contact.getByRole('button', { name: 'Cancel' }).click();
  await expect(contact).toContainText('Obi Nwosu');
});

test('the doctor who read a record is listed in “Who viewed my record”', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Adeyemi');
  const id = await writeRecord(request, care, { record_type: 'diagnosis', title: 'Hypertension', diagnosis: 'Stage 1' });
  expect((await request.get(`/api/medical-records/${id}/`, { headers: care.doctorAuth })).ok()).toBe(true);

  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  const log = page.getByRole('region', { name: 'Who viewed my record' });
  // Worded for the patient: what the record is, never its id.
  const read = log.getByTestId('access-log-entry').filter({ hasText: /Opened your diagnosis “Hypertension” of \d{1,2} \w{3} \d{4}/ });
  await expect(read.first()).toContainText('Dr. Ifeoma Obi');
  await expect(read.first()).toContainText('Doctor');
  await expect(log).not.toContainText(`#${id}`);
});

test('a hospital’s access granted and revoked on My Health is listed at once, under You, naming the hospital', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Bisi', 'Olatunji');
  const patientName = `${patient.firstName} ${patient.lastName}`;
  const hospital = await registerHospitalViaApi(request, 'Gbagada Eye Clinic');
  const hospitalAuth = { Authorization: await bearerFor(request, hospital.username, hospital.password) };
  const code = (await (await request.post('/api/hospitals/generate_access_codes/', { headers: hospitalAuth, data: { count: 1 } })).json()).codes[0].code;

  await signIn(page, patient.username, patient.password);
  await page.goto('/my-health');
  const log = page.getByRole('region', { name: 'Who viewed my record' });
  await expect(log.getByText('Nobody else has opened your record yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill(code);
  await page.getByRole('button', { name: 'Grant access' }).click();
  // The patient gave the hospital access: Who is the patient themself, the sentence names the hospital.
  const granted = log.getByTestId('access-log-entry').filter({ hasText: `You gave ${hospital.name} access to your record` });
  await expect(granted).toHaveCount(1);
  await expect(granted.getByRole('cell').first()).toHaveText('You');
  await expect(granted.getByRole('cell').nth(1)).toHaveText('Patient');
  await expect(granted).not.toContainText(patientName);

  await page.getByRole('button', { name: `Revoke access of ${hospital.name}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke access of ${hospital.name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('No hospital can see your record.')).toBeVisible();
  const ended = log.getByTestId('access-log-entry').filter({ hasText: `You ended the access of ${hospital.name} to your record` });
  await expect(ended).toHaveCount(1);
  await expect(ended.getByRole('cell').first()).toHaveText('You');
  await expect(ended.getByRole('cell').nth(1)).not.toHaveText('Hospital');
  await expect(log).not.toContainText(patientName);
});

test('a doctor opening My Health is told it is a patient’s page', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Bello');
  await signIn(page, care.doctor.username, care.doctor.password);
  await page.goto('/my-health');
  await expect(page.getByText('My Health is for patients')).toBeVisible();
});

// A 1×1 PNG: the smallest picture the attachment check accepts by its content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a patient previews and downloads a file attached to a record', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Nnamdi');
  const id = await writeRecord(request, care, { record_type: 'imaging', title: 'Chest X-ray' });
  const uploaded = await request.post('/api/medical-record-attachments/', {
    headers: care.doctorAuth,
    multipart: {
      medical_record: String(id),
      file_type: 'imaging',
      description: 'Front view',
      file: { name: 'chest x-ray.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await signIn(page, care.patient.username, care.patient.password);
  // Opening the record fetches no file: every fetch is a download in the patient's access log.
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/download/')) fetched.push(r.url());
  });
  await page.goto(`/my-health/records/${id}`);
  const file = page.getByTestId('attachment');
  await expect(file).toContainText('chest x-ray.png');
  await expect(file).toContainText('Imaging');
  await expect(file).toContainText(`${PNG.length} B`);
  await page.waitForLoadState('networkidle');
  await expect(file.locator('img')).toHaveCount(0);
  expect(fetched).toEqual([]);

  // The picture is fetched when asked for, with the session, and shown from a blob: URL.
  const preview = file.getByRole('button', { name: 'Preview chest x-ray.png' });
  await preview.click();
  await expect(page.getByRole('dialog', { name: 'chest x-ray.png' }).getByRole('img', { name: 'Preview of chest x-ray.png' })).toHaveAttribute('src', /^blob:/);
  expect(fetched).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus goes back to where the person was.
  await expect(preview).toBeFocused();

  const download = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Download chest x-ray.png' }).click();
  expect((await download).suggestedFilename()).toBe('chest x-ray.png');
});

test('a patient downloads their whole record as FHIR', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Ibekwe');
  await writeRecord(request, care, { record_type: 'consultation', title: 'Annual check' });

  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my record (FHIR)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^naijacare-record-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('My Health and a record fit a phone-width screen', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Danjuma');
  const id = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Cough syrup',
    medications: [{ name: 'Dextromethorphan', dosage: '10ml', frequency: 'Three times daily', duration: '5 days', instructions: 'Shake well' }],
  });
  const allergies = 'Penicillin (hives and swelling of the lips), sulfonamides, ibuprofen, latex gloves, shellfish and groundnuts';
  const saved = await request.put('/api/auth/profile/update/', {
    headers: { Authorization: await bearerFor(request, care.patient.username, care.patient.password) },
    data: { allergies },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, care.patient.username, care.patient.password);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/my-health');
  await expect(page.getByTestId('timeline-record')).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Beside a long value, the Edit button keeps its whole label.
  await expect(page.getByTestId('fact-allergies')).toContainText(allergies);
  const edit = page.getByRole('button', { name: 'Edit Allergies' });
  const cut = await edit.evaluate((button) => {
    const label = button.querySelector('.mantine-Button-label') ?? button;
    return label.scrollWidth > label.clientWidth || button.scrollWidth > button.clientWidth;
  });
  expect(cut).toBe(false);
  await page.goto(`/my-health/records/${id}`);
  await expect(page.getByRole('list', { name: 'Medications of Cough syrup' })).toContainText('Three times daily');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/prescriptions');
  await expect(page.getByTestId('prescription-active')).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('a hospital with access, its date and its Revoke button fit a phone-width screen', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Kemi', 'Adebayo');
  const hospital = await registerHospitalViaApi(request, 'Festac Specialist Hospital and Maternity Centre');
  const hospitalAuth = { Authorization: await bearerFor(request, hospital.username, hospital.password) };
  const code = (await (await request.post('/api/hospitals/generate_access_codes/', { headers: hospitalAuth, data: { count: 1 } })).json()).codes[0].code;
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const granted = await request.post('/api/patient-hospital-access/verify_access_code/', { data: { access_code: code }, headers: patientAuth });
  expect(granted.status(), await granted.text()).toBeLessThan(300);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, patient.username, patient.password);
  await page.goto('/my-health');
  const section = page.getByRole('region', { name: 'Hospitals with access' });
  await expect(section).toContainText(hospital.name);
  await expectWhole(section.getByRole('button', { name: `Revoke access of ${hospital.name}` }), 'the Revoke button');
  await expectWhole(section.getByText(/\d{1,2} \w{3} \d{4}/).first(), 'the date access was granted');
  await expectNoSidewaysScroll(page);
});
