import { expect, expectAccessible, test } from './fixtures';
import { nextDateOn, showSlotsOn, signIn } from './helpers';

const OKAFOR = 'Dr. Adaeze Okafor';
const SUNDAY = 6;

test('a doctor adds a Sunday interval and patients can book its slots', async ({ page, browser }) => {
  await signIn(page, 'demo_doctor');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule & Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule & Analytics' })).toBeVisible();
  const sunday = page.getByRole('region', { name: 'Sunday' });
  await expect(sunday.getByText('Not working')).toBeVisible();

  // An overlapping interval is refused with the server's words.
  await page.getByRole('button', { name: 'Add an interval on Monday' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an interval' });
  await dialog.getByLabel('Start time').fill('12:00');
  await dialog.getByLabel('End time').fill('14:00');
  await dialog.getByRole('button', { name: 'Add interval' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This interval overlaps your Monday 09:00–13:00 interval');
  await expectAccessible(page, 'the interval dialog');
  await dialog.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('button', { name: 'Add an interval on Sunday' }).click();
  dialog = page.getByRole('dialog', { name: 'Add an interval' });
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('10:00');
  await dialog.getByRole('textbox', { name: 'Slot length (minutes)' }).fill('30');
  await dialog.getByRole('button', { name: 'Add interval' }).click();
  await expect(page.getByText('Interval added')).toBeVisible();
  await expect(sunday.getByText('09:00–10:00')).toBeVisible();
  await expect(sunday.getByText('30-min slots · 2 slots')).toBeVisible();

  // The patient sees the two new slots on the coming Sunday.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signIn(patient, 'demo_patient');
  await patient.goto('/doctors');
  await showSlotsOn(patient, nextDateOn(SUNDAY));
  const okafor = patient.getByRole('article', { name: OKAFOR });
  await expect(okafor.getByRole('button', { name: `Book 09:00 with ${OKAFOR}` })).toBeVisible();
  await expect(okafor.getByRole('button', { name: `Book 09:30 with ${OKAFOR}` })).toBeVisible();
  await expect(okafor.getByRole('button', { name: /^Book / })).toHaveCount(2);

  // Removing the interval takes the slots away again.
  await sunday.getByRole('button', { name: 'Remove Sunday 09:00–10:00' }).click();
  await page.getByRole('dialog', { name: 'Remove interval' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Interval removed')).toBeVisible();
  await expect(sunday.getByText('Not working')).toBeVisible();
  await patient.reload();
  await showSlotsOn(patient, nextDateOn(SUNDAY));
  await expect(okafor.getByText('Does not consult on Sundays. Try another date.')).toBeVisible();
  await patientContext.close();
});

test('a doctor sees analytics and switches availability off and on', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/my-schedule');
  await expect(page.getByText('Completion rate')).toBeVisible();
  await expect(page.getByText('This week’s load')).toBeVisible();
  // The switch's label says what is true now.
  const accepting = page.getByRole('switch', { name: /^Accepting appointments/ });
  // Another test may have left the shared demo doctor off: start from on.
  const either = page.getByRole('switch', { name: /accepting appointments/i });
  await expect(either).toBeVisible();
  if (!(await either.isChecked())) await either.click();
  await expect(accepting).toBeChecked();
  await accepting.click();
  const notAccepting = page.getByRole('switch', { name: /^Not accepting appointments/ });
  await expect(notAccepting).not.toBeChecked();
  await expect(accepting).toHaveCount(0);
  await notAccepting.click();
  await expect(accepting).toBeChecked();
});

test('pages of the other role send a person to their dashboard', async ({ page }) => {
  await signIn(page, 'demo_patient');
  await page.goto('/my-schedule');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-patients');
  await expect(page).toHaveURL(/\/dashboard$/);
});
