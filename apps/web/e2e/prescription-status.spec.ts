// A prescription's status in the browser: the doctor stops one with a reason and replaces another
// by a new one; the patient sees only the current one as current and a stopped one's printout
// says so, with the prescriber's MDCN licence and a verification code and QR; a pharmacist,
// signed out, checks the code at the public page, which tells nothing of the patient.

import { expect, test } from './fixtures';
import { answerPrintDialogs, signIn, signOut } from './helpers';
import { patientWithDoctor, writeRecord } from './records';

test('a doctor stops and replaces prescriptions; the patient sees only the current one as current and a stopped printout says so', async ({
  page,
  request,
}) => {
  const care = await patientWithDoctor(request, 'Eze');
  const recordsPath = `/my-patients/${care.patientId}/records`;
  const ibuprofen = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Headache relief',
    medications: [{ name: 'Ibuprofen', dosage: '400 mg', frequency: 'Three times daily', duration: '5 days', instructions: 'After food' }],
  });
  const amlodipine = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Blood pressure',
    follow_up_date: null,
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'Morning' }],
  });

  await signIn(page, care.doctor.username, care.doctor.password);
  // Stop: the reason is required, then told.
  await page.goto(`${recordsPath}/${ibuprofen}`);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop this prescription?' });
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(dialog.getByText('Say why the prescription is stopped.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Raises blood pressure; take paracetamol instead');
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(dialog).toBeHidden();
  const detail = page.getByTestId('record-detail');
  await expect(detail.getByTestId('prescription-status')).toHaveText('Stopped');
  await expect(detail).toContainText('Reason: Raises blood pressure; take paracetamol instead');
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Replace: the form opens filled from the old prescription.
  await page.goto(`${recordsPath}/${amlodipine}`);
  await page.getByRole('link', { name: 'Replace' }).click();
  await expect(page.getByRole('heading', { name: 'Replace a prescription' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Blood pressure');
  const row = page.getByRole('group', { name: 'Medication 1' });
  await expect(row.getByLabel('Medication name')).toHaveValue('Amlodipine');
  await row.getByLabel('Dosage').fill('10 mg');
  await page.getByLabel('Why it is replaced (optional)').fill('Still high on 5 mg');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page).not.toHaveURL(/new/);
  await expect(page.getByTestId('record-detail')).toContainText('This prescription replaces');
  await expect(page.getByTestId('record-detail').getByTestId('prescription-status')).toHaveText('Active');
  await signOut(page);

  // The patient: one current prescription, two past ones with their status.
  const printDialogs = await answerPrintDialogs(page);
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/prescriptions');
  const current = page.getByTestId('prescription-active');
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('table')).toContainText('10 mg');
  const past = page.getByTestId('prescription-past');
  await expect(past).toHaveCount(2);
  const stopped = past.filter({ hasText: 'Headache relief' });
  await expect(stopped.getByTestId('prescription-status')).toHaveText('Stopped');
  await expect(past.filter({ hasText: 'Still high on 5 mg' }).getByTestId('prescription-status')).toHaveText('Replaced');

  const record = await (await request.get(`/api/medical-records/${ibuprofen}/`, { headers: care.doctorAuth })).json();
  await stopped.getByRole('button', { name: 'Print Headache relief' }).click();
  await expect.poll(printDialogs).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText('Prescription — STOPPED');
  await expect(sheet.getByTestId('print-not-current')).toContainText('NOT CURRENT: this prescription is stopped. Do not dispense from this sheet.');
  await expect(sheet).toContainText(`MDCN licence ${record.doctor_license}`);
  await expect(sheet).toContainText(record.verification_code.match(/.{4}/g).join('-'));
  const qr = sheet.getByTestId('verification-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-text', new RegExp(`/rx/${record.verification_code}$`));
});

test('a pharmacist, signed out, checks a printed code: genuine and current, or not, and nothing of the patient; in Hausa too', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Bello');
  const id = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Antibiotics',
    medications: [{ name: 'Amoxicillin', dosage: '500 mg', frequency: 'Three times daily', duration: '7 days', instructions: '' }],
  });
  const record = await (await request.get(`/api/medical-records/${id}/`, { headers: care.doctorAuth })).json();
  const code: string = record.verification_code;
  const printed = code.match(/.{4}/g)?.join('-') ?? code;

  await page.goto(`/rx/${code}`);
  const answer = page.getByTestId('rx-verify-answer');
  await expect(answer).toContainText('Genuine NaijaCare prescription');
  await expect(answer).toContainText('Current: it may be dispensed.');
  await expect(answer).toContainText('Dr. Ifeoma Obi');
  await expect(answer).toContainText(record.doctor_license);
  await expect(answer).toContainText(printed);
  await expect(page.getByRole('main')).not.toContainText(care.patient.lastName);
  await expect(page.getByRole('main')).not.toContainText('Amoxicillin');

  // Stopped meanwhile: still genuine, no longer current.
  const stop = await request.post(`/api/medical-records/${id}/stop/`, { headers: care.doctorAuth, data: { reason: 'Allergy reported' } });
  expect(stop.status()).toBe(200);
  await page.reload();
  await expect(answer).toContainText('Not current: do not dispense. It is stopped.');
  await expect(page.getByRole('main')).not.toContainText('Allergy reported');

  // A mistyped code is said so; a well-formed unknown one is not genuine.
  await page.getByLabel('Check another code').fill('1234');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('A code is 20 letters and digits (0–9, A–F), as printed.')).toBeVisible();
  await page.getByLabel('Check another code').fill('0000-0000-0000-0000-0000');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL('/rx/00000000000000000000');
  await expect(page.getByTestId('rx-verify-unknown')).toContainText('No NaijaCare prescription has this code.');

  // Typed as printed, in Hausa.
  await page.goto('/rx');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('ha');
  await expect(page.getByRole('heading', { name: 'Tantance takardar magani' })).toBeVisible();
  await page.getByLabel('Lambar tantancewa').fill(printed.toLowerCase());
  await page.getByRole('button', { name: 'Tantance' }).click();
  await expect(page.getByTestId('rx-verify-answer')).toContainText('Sahihiyar takardar magani ta NaijaCare');
  await expect(page.getByTestId('rx-verify-answer')).toContainText('Ba ta aiki');
});
