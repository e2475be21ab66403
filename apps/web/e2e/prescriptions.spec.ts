// The patient's prescriptions: active and past, each printed alone on one A4 page.

import { MEDICATIONS_MAX, RECORD_TEXT_LIMITS } from '../../../packages/contracts/src/api/records';
import { addDays } from '../../../packages/contracts/src/time';
import { expect, test } from './fixtures';
import { answerPrintDialogs, lagosToday, signIn, signOut } from './helpers';
import { patientWithDoctor, writeRecord } from './records';

/** The pages of a PDF made by page.pdf. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];

test('a patient sees their prescriptions and prints one alone on one A4 page', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Okafor');
  await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Malaria treatment',
    treatment: 'Rest and fluids',
    medications: [
      { name: 'Artemether-lumefantrine', dosage: '80/480mg', frequency: 'Twice daily', duration: '3 days', instructions: 'With food' },
      { name: 'Paracetamol', dosage: '1g', frequency: 'Every 8 hours', duration: '5 days', instructions: '' },
    ],
  });
  await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Blood pressure',
    medications: [{ name: 'Amlodipine', dosage: '5mg', frequency: 'Once daily', duration: '3 months', instructions: 'Morning' }],
  });
  await writeRecord(request, care, { record_type: 'consultation', title: 'Not a prescription' });

  const printDialogs = await answerPrintDialogs(page);
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/my-health');
  await page.getByRole('link', { name: 'My prescriptions' }).click();
  await expect(page).toHaveURL('/prescriptions');
  const active = page.getByTestId('prescription-active');
  await expect(active).toHaveCount(2);
  await expect(page.getByText('Not a prescription')).toHaveCount(0);
  const malaria = active.filter({ hasText: 'Malaria treatment' });
  await expect(malaria.getByRole('table')).toContainText('Artemether-lumefantrine');
  await expect(malaria).toContainText('Dr. Ifeoma Obi');

  await malaria.getByRole('button', { name: 'Print Malaria treatment' }).click();
  await expect.poll(printDialogs).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('NaijaCare');
  await expect(sheet).toContainText(`Ngozi ${care.patient.lastName}`);
  await expect(sheet).toContainText('Dr. Ifeoma Obi, General Medicine');
  await expect(sheet).toContainText('Paracetamol');
  await expect(sheet).not.toContainText('Amlodipine');
  // The shell and the other prescriptions are not printed.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByText('Blood pressure', { exact: true })).toBeHidden();

  expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toHaveLength(1);
});

test('a prescription of the most medications with long notes prints on one A4 page, with its notes and follow-up date', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Obiora');
  const text = (words: string, max: number) =>
    `${words} `
      .repeat(Math.ceil(max / (words.length + 1)))
      .slice(0, max)
      .trim();
  await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Long-term care plan',
    description: text('Persistent cough at night with mild wheeze after exertion', RECORD_TEXT_LIMITS.description),
    treatment: text('Steam inhalation twice daily and plenty of warm fluids', RECORD_TEXT_LIMITS.treatment),
    follow_up_date: addDays(lagosToday(), 14),
    medications: Array.from({ length: MEDICATIONS_MAX }, (_, i) => ({
      name: `Medicine number ${i + 1} with a long generic name`,
      dosage: '500 mg (one tablet)',
      frequency: 'Three times daily after meals',
      duration: '2 weeks',
      instructions: text('Swallow whole with a full glass of water, do not crush', RECORD_TEXT_LIMITS.instructions),
    })),
  });

  const printDialogs = await answerPrintDialogs(page);
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/prescriptions');
  await page.getByRole('button', { name: 'Print Long-term care plan' }).click();
  await expect.poll(printDialogs).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText(`Medicine number ${MEDICATIONS_MAX} with a long generic name`);
  expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toHaveLength(1);
  await expect(sheet).toContainText('Persistent cough at night');
  await expect(sheet).toContainText('Steam inhalation twice daily');
  await expect(sheet).toContainText('Follow-up');
  // Shortened to fit, and the reader is told where the whole of it is.
  await expect(sheet).toContainText('Some text is shortened to fit one page');
});

test('a corrected prescription moves to Past, marked with its correction, and prints as superseded', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Adebayo');
  const dose = (dosage: string) => [{ name: 'Amoxicillin', dosage, frequency: 'Three times daily', duration: '3 months', instructions: '' }];
  const original = await writeRecord(request, care, { record_type: 'prescription', title: 'Chest infection', medications: dose('1 g') });
  const correction = await writeRecord(request, care, {
    record_type: 'prescription',
    title: 'Chest infection (dose corrected)',
    amends: original,
    medications: dose('500 mg'),
  });

  const printDialogs = await answerPrintDialogs(page);
  await signIn(page, care.patient.username, care.patient.password);
  await page.goto('/prescriptions');
  const active = page.getByTestId('prescription-active');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText('Chest infection (dose corrected)');
  const past = page.getByTestId('prescription-past');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('Corrected by');
  await expect(past.getByRole('link', { name: 'Chest infection (dose corrected)' })).toHaveAttribute('href', `/my-health/records/${correction}`);

  await past.getByRole('button', { name: 'Print Chest infection' }).click();
  await expect.poll(printDialogs).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText('Superseded');
  await expect(sheet).toContainText(`record #${correction}`);
  await page.emulateMedia({ media: 'screen' });

  // The timeline of My Health marks the corrected record too.
  await page.goto('/my-health');
  const corrected = page.getByTestId('timeline-record').filter({ has: page.getByText('Chest infection', { exact: true }) });
  await expect(corrected.getByText('Corrected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('timeline-record').filter({ hasText: 'dose corrected' }).getByText('Corrected', { exact: true })).toHaveCount(0);

  // And so does the doctor's list of the patient's records.
  await signOut(page);
  await signIn(page, care.doctor.username, care.doctor.password);
  await page.goto(`/my-patients/${care.patientId}/records`);
  const rows = page.getByTestId('patient-records').getByRole('listitem');
  await expect(rows.filter({ has: page.getByRole('link', { name: 'Chest infection', exact: true }) }).getByText('Corrected', { exact: true })).toBeVisible();
});

test('a doctor opening Prescriptions is told it is a patient’s page', async ({ page, request }) => {
  const care = await patientWithDoctor(request, 'Umeh');
  await signIn(page, care.doctor.username, care.doctor.password);
  await page.goto('/prescriptions');
  await expect(page.getByText('Prescriptions is a patient’s page')).toBeVisible();
});
