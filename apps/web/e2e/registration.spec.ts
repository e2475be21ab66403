import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, fillSignIn, signIn, signOut, uniqueName, welcomeLine } from './helpers';

async function fillCommonFields(page: Page, username: string, first: string, last: string) {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.ng`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('strong-pass-2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('strong-pass-2026');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+234-803-555-0199');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a patient registers and lands on the dashboard, signed in', async ({ page }) => {
  const username = uniqueName('pat');
  await page.goto('/register');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute('placeholder', '+234-801-234-5678');
  await fillCommonFields(page, username, 'Bisi', 'Adewale');
  await choose(page, 'State', 'Oyo');

  // The shared rules run before anything is sent: the patient's own requirements come first.
  await page.getByRole('button', { name: 'Create patient account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Date of birth is required for patients');

  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-05-15');
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Kunle Adewale, +234-803-555-0100');
  await choose(page, 'Blood type', 'O+');
  await page.getByRole('button', { name: 'Create patient account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(welcomeLine(page)).toHaveText('Welcome, Bisi Adewale (Patient)');
  await expect(page.getByText('O+', { exact: true })).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
});

test('a confirmation left empty is refused: "Passwords do not match"', async ({ page }) => {
  await page.goto('/register');
  await fillCommonFields(page, uniqueName('pat'), 'Bisi', 'Adewale');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-05-15');
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Kunle Adewale, +234-803-555-0100');
  await page.getByRole('button', { name: 'Create patient account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page).toHaveURL('/register');
});

test('registration shows the server refusal, e.g. a username already taken', async ({ page }) => {
  await page.goto('/register');
  await fillCommonFields(page, 'demo_patient', 'Dup', 'Licate');
  await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1990-05-15');
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Someone, +234-803-555-0100');
  await page.getByRole('button', { name: 'Create patient account' }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
  await expect(page).toHaveURL('/register');
});

test('numbers out of range and a NIN with letters are refused with a message, not changed', async ({ page }) => {
  await page.goto('/register');
  await page.getByText('Doctor', { exact: true }).click();
  const years = page.getByRole('textbox', { name: 'Years of experience', exact: true });
  await years.fill('75');
  await years.blur();
  await expect(years).toHaveValue('75');
  await expect(page.getByText('Years of experience must be a whole number from 0 to 50')).toBeVisible();

  const fee = page.getByRole('textbox', { name: 'Consultation fee', exact: true });
  await fee.fill('-5');
  await fee.blur();
  await expect(fee).not.toHaveValue('₦5.00');
  await expect(page.getByText('Consultation fee must be 0 or more, with at most two decimals')).toBeVisible();

  const nin = page.getByRole('textbox', { name: 'NIN', exact: true });
  await nin.fill('1234567890A');
  await nin.blur();
  await expect(page.getByText('NIN must contain digits only')).toBeVisible();
});

test('a doctor registers, waits for approval, is approved by an admin and signs in', async ({ page }) => {
  const username = uniqueName('doc');
  await page.clock.install();
  await page.goto('/register');
  await page.getByText('Doctor', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Doctor' })).toBeChecked();
  await fillCommonFields(page, username, 'Emeka', 'Obi');
  await choose(page, 'Specialization', 'Cardiology');
  await page.getByRole('textbox', { name: 'License number', exact: true }).fill('MDCN/R/55555');
  await page.getByRole('textbox', { name: 'Consultation fee', exact: true }).fill('15000');
  await page.getByRole('button', { name: 'Submit doctor application' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'under review' });
  await expect(notice).toBeVisible();
  // The page's own clock, which the test moves on rather than waiting.
  const shownAt = await page.evaluate(() => Date.now());
  await expect(notice).toContainText('Verification typically takes 1-3 business days');
  await expect(notice).toContainText('You cannot log in until your account is approved');
  await expect(notice).toContainText('email');
  // The notice stays for about 5 s: still there at 3.5 s, on the sign-in page by 8 s.
  await page.clock.pauseAt(shownAt + 3_500);
  expect(new URL(page.url()).pathname).toBe('/register');
  await expect(notice).toBeVisible();
  await page.clock.runFor(4_500);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login$/);

  await fillSignIn(page, username, 'strong-pass-2026');
  // Waiting for approval is information, not an error: no red alert.
  const refusal = page.getByRole('status').filter({ hasText: 'Account Pending Approval' });
  await expect(refusal).toContainText('Account Pending Approval');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(refusal).toContainText('under review');

  await fillSignIn(page, 'demo_admin', DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Cardiology');
  await expect(row).toContainText('MDCN/R/55555');
  await row.getByRole('button', { name: 'Approve' }).click();
  // Approving is asked about first.
  const confirm = page.getByRole('dialog', { name: 'Approve application' });
  await expect(confirm).toContainText(`Emeka Obi (${username})`);
  await expectAccessible(page, 'the approve-application dialog');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Account approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await signOut(page);

  await fillSignIn(page, username, 'strong-pass-2026');
  await expect(page).toHaveURL('/dashboard');
  await expect(welcomeLine(page)).toHaveText('Welcome, Emeka Obi (Doctor)');
  await expect(page.getByText('₦15,000.00')).toBeVisible();
});

test('an admin rejects an application with a reason and the applicant is refused', async ({ page, request }) => {
  const username = uniqueName('rej');
  const answer = await request.post('/api/auth/register/', {
    data: {
      user_type: 'doctor',
      username,
      email: `${username}@example.ng`,
      password: 'strong-pass-2026',
      first_name: 'Ife',
      last_name: 'Ade',
      phone: '+234-803-555-0111',
      specialization: 'Surgery',
      license_number: 'MDCN/R/66666',
    },
  });
  expect(answer.status()).toBe(201);
  await signIn(page, 'demo_admin');
  await page.getByRole('row').filter({ hasText: username }).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject application' });
  await dialog.getByLabel('Reason').fill('License number could not be verified with MDCN.');
  await expectAccessible(page, 'the reject-application dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Account rejected')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await signOut(page);
  await fillSignIn(page, username, 'strong-pass-2026');
  await expect(page.getByRole('alert', { name: 'Account Rejected' })).toContainText('rejected');
});

test('a hospital registers and is refused at sign-in until verified', async ({ page }) => {
  const username = uniqueName('hosp');
  const hospitalName = `Abuja Specialist Clinic ${username.slice(-4)}`;
  await page.goto('/hospital-register');
  await page.getByRole('textbox', { name: 'Hospital name', exact: true }).fill(hospitalName);
  await page.getByRole('textbox', { name: 'Registration number', exact: true }).fill('FCT/HF/2026/0099');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Aguiyi Ironsi Street, Maitama, Abuja');
  await fillCommonFields(page, username, 'Hauwa', 'Bello');
  await page.getByRole('button', { name: 'Register hospital' }).click();

  await expect(page.getByRole('status')).toContainText('under review');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL('/login');

  await fillSignIn(page, username, 'strong-pass-2026');
  // Waiting for approval is information, not an error: no red alert.
  const refusal = page.getByRole('status').filter({ hasText: 'Account Pending Approval' });
  await expect(refusal).toContainText('Account Pending Approval');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(refusal).toContainText('Your hospital registration is under review. You will be notified via email once approved.');
  await expect(refusal).toContainText(hospitalName);
});

// A valid 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a doctor registers with a professional photo, which the admin can then see', async ({ page, request }) => {
  const username = uniqueName('docpic');
  await page.goto('/register');
  await page.getByText('Doctor', { exact: true }).click();
  await fillCommonFields(page, username, 'Chidi', 'Nnamdi');
  await choose(page, 'Specialization', 'Dermatology');
  await page.getByRole('textbox', { name: 'License number', exact: true }).fill('MDCN/R/77777');
  await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(page.getByText('portrait.png')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/register/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit doctor application' }).click();
  expect((await answer).request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.getByRole('status').filter({ hasText: 'under review' })).toBeVisible();

  const login = await request.post('/api/auth/login/', { data: { username: 'demo_admin', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const headers = { Authorization: `Bearer ${tokens.access}` };
  const listed = await request.get(`/api/admin/users/?account_status=pending&search=${username}`, { headers });
  expect(listed.status()).toBe(200);
  const { results } = (await listed.json()) as { results: { username: string; profile: { professional_photo: string | null } | null }[] };
  const photoUrl = results.find((user) => user.username === username)?.profile?.professional_photo;
  expect(photoUrl).toBeTruthy();
  const photo = await request.get(String(photoUrl));
  expect(photo.status()).toBe(200);
});
