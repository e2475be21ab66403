import { addDays, weekdayOf } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import { fundWalletViaApi, lagosText, lagosToday, registerPatientViaApi, signIn } from './helpers';

const OKAFOR = 'Dr. Adaeze Okafor';

/** A weekday more than a year ahead that no other test uses: the batch's slots are this test's own. */
function farWeekday(): string {
  let date = addDays(lagosToday(), 400 + Math.floor(Math.random() * 300));
  while (weekdayOf(date) > 4) date = addDays(date, 1);
  return date;
}

test('a hospital publishes a batch, a patient books a slot, the hospital sees it booked and withdraws the other', async ({ page, browser, request }) => {
  const date = farWeekday();
  await signIn(page, 'demo_hospital');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments' }).click();
  await page.getByRole('link', { name: 'Publish open slots' }).click();
  await expect(page).toHaveURL(/\/hospital-booking$/);

  // Three start times on one day, 30 minutes each: 09:15 overlaps 09:00 and is skipped.
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).click();
  await page.getByRole('option', { name: `${OKAFOR} · General Medicine` }).click();
  await page.getByText('Several slots', { exact: true }).click();
  await page.getByLabel('First date').fill(date);
  await page.getByLabel('Last date').fill(date);
  const times = page.getByRole('combobox', { name: 'Start times' });
  for (const time of ['09:15', '10:00']) {
    await times.fill(time);
    await times.press('Enter');
  }
  await page.getByRole('radio', { name: 'Video call' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('status', { name: '2 slots will be published' });
  await expect(preview.getByText('Dr. Adaeze Okafor · 1 skipped')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Skipped slots' })).toContainText(
    `${lagosText(date, '09:15')}: Overlaps another slot of this batch (the one at 09:00)`,
  );
  await expect(preview.getByRole('list', { name: 'Slots to publish' })).toContainText(lagosText(date, '10:00'));
  await expectAccessible(page, 'the batch preview');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'Published 2 slots' })).toBeVisible();

  const unbooked = page.getByRole('table', { name: 'Unbooked open slots' });
  await expect(unbooked.getByRole('row', { name: new RegExp(lagosText(date, '09:00')) })).toBeVisible();
  await expect(unbooked.getByRole('row', { name: new RegExp(lagosText(date, '10:00')) })).toBeVisible();

  // A newly registered patient, with money in their wallet for the fee, books the 09:00 slot from the patient side.
  const patient = await registerPatientViaApi(request, 'Kemi', 'Adeyemi');
  await fundWalletViaApi(request, patient.username, patient.password);
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, patient.username, patient.password);
  await patientPage.goto('/doctors');
  await patientPage.getByRole('tab', { name: 'Hospital open slots' }).click();
  await patientPage
    .getByRole('table', { name: 'Hospital open slots' })
    .getByRole('button', { name: `Book ${lagosText(date, '09:00')} with ${OKAFOR}` })
    .click();
  await patientPage.getByRole('dialog', { name: 'Book this open slot' }).getByRole('button', { name: 'Book slot' }).click();
  await expect(patientPage.getByText('Slot booked')).toBeVisible();
  await patientContext.close();

  // The booked slot leaves the hospital's unbooked ones; the other is withdrawn.
  await page.reload();
  await expect(unbooked.getByRole('row', { name: new RegExp(lagosText(date, '09:00')) })).toHaveCount(0);
  await unbooked.getByRole('button', { name: `Withdraw the ${lagosText(date, '10:00')} slot with ${OKAFOR}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw open slot' });
  await expectAccessible(page, 'the withdraw dialog');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Slot withdrawn')).toBeVisible();
  await expect(unbooked.getByRole('row', { name: new RegExp(lagosText(date, '10:00')) })).toHaveCount(0);

  // In the hospital's appointments: that day shows the booking and the withdrawn slot.
  await page.getByRole('link', { name: 'All appointments' }).click();
  await page.getByLabel('From').fill(date);
  await page.getByLabel('To', { exact: true }).fill(date);
  const table = page.getByRole('table', { name: 'Hospital appointments' });
  const booked = table.getByRole('row', { name: new RegExp(lagosText(date, '09:00')) });
  await expect(booked.getByText('Kemi Adeyemi')).toBeVisible();
  await expect(booked.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(lagosText(date, '10:00')) }).getByText('Withdrawn', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Scheduled', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(booked).toBeVisible();

  // A booked slot is cancelled with a reason, never withdrawn.
  await expect(booked.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await booked.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel appointment' });
  await cancel.getByRole('textbox', { name: 'Cancellation reason' }).fill('Dr Okafor is away at a conference');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Appointment cancelled')).toBeVisible();
  await expect(page.getByText('No appointments match these filters.')).toBeVisible();
});

test('a hospital reads its past appointments by doctor and status', async ({ page }) => {
  // Seeded: LagosCare's slots of past weeks booked by Tunde Bakare with Dr Obi, two of them held.
  await signIn(page, 'demo_hospital');
  await page.goto('/hospital-appointments');
  const table = page.getByRole('table', { name: 'Hospital appointments' });
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).click();
  await page.getByRole('option', { name: 'Dr. Emeka Obi' }).click();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  const rows = table.getByRole('row').filter({ hasText: 'Tunde Bakare' });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row.getByText('Dr. Emeka Obi')).toBeVisible();
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    // A held consultation has nothing left to do.
    await expect(row.getByRole('button')).toHaveCount(0);
  }
  // A cancelled one shows why.
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await expect(table.getByText('Dr Obi was called to an emergency; please book another slot', { exact: false })).toBeVisible();
  await expect(rows).toHaveCount(1);
});
