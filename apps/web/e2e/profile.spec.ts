import { expect, test } from './fixtures';
import { fillSignIn, registerPatientViaApi, signIn, signOut, welcomeLine } from './helpers';

test('editing the profile saves it and the header follows', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Amaka', 'Nwosu');
  await signIn(page, patient.username, patient.password);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(patient.username);

  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Chiamaka');
  await page.getByRole('textbox', { name: 'Allergies', exact: true }).fill('Penicillin');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(welcomeLine(page)).toHaveText('Welcome, Chiamaka Nwosu (Patient)');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Chiamaka');
  await expect(page.getByRole('textbox', { name: 'Allergies', exact: true })).toHaveValue('Penicillin');

  // The shared rules refuse an emptied required field before anything is sent.
  await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Emergency contact is required for patients');
});

test('the profile refuses a NIN with letters and a negative fee, keeping what was typed', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/profile');
  const nin = page.getByRole('textbox', { name: 'NIN', exact: true });
  await nin.fill('ABC45678901');
  await nin.blur();
  await expect(nin).toHaveValue('ABC45678901');
  await expect(page.getByText('NIN must contain digits only')).toBeVisible();
  const fee = page.getByRole('textbox', { name: 'Consultation fee', exact: true });
  await fee.fill('-5');
  await fee.blur();
  await expect(page.getByText('Consultation fee must be 0 or more, with at most two decimals')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toHaveCount(0);
});

test('a doctor’s fee and years are refused with a message, never cut or changed', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/profile');
  const fee = page.getByRole('textbox', { name: 'Consultation fee', exact: true });
  await fee.fill('12.345');
  await fee.blur();
  await expect(fee).toHaveValue('12.345');
  await expect(page.getByText('Consultation fee must be 0 or more, with at most two decimals')).toBeVisible();
  await fee.fill('1000000000000');
  await fee.blur();
  await expect(fee).toHaveValue('1000000000000');
  await expect(page.getByText('Consultation fee must be at most 10000000.00')).toBeVisible();

  const years = page.getByRole('textbox', { name: 'Years of experience', exact: true });
  await years.fill('1e3');
  await years.blur();
  await expect(years).toHaveValue('1e3');
  await expect(page.getByText('Years of experience must be a whole number from 0 to 50')).toBeVisible();
});

test('emptying a doctor’s years of experience is refused, not reported as saved', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Years of experience', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Years of experience cannot be empty: enter a whole number from 0 to 50').first()).toBeVisible();
  await expect(page.getByText('Profile updated')).toHaveCount(0);
});

test('a doctor updates the fee and the dashboard shows it in naira', async ({ page, request }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Consultation fee', exact: true }).fill('13000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('₦13,000.00')).toBeVisible();
  // Leave the demo doctor as seeded.
  const login = await request.post('/api/auth/login/', { data: { username: 'demo_doctor', password: 'demo-pass-2026' } });
  const { tokens } = await login.json();
  await request.put('/api/auth/profile/update/', { data: { consultation_fee: '12500.00' }, headers: { Authorization: `Bearer ${tokens.access}` } });
});

test('changing the password keeps the person signed in and the new password works', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Musa', 'Ibrahim');
  await signIn(page, patient.username, patient.password);
  await page.goto('/profile');
  const before = await page.evaluate(() => localStorage.getItem('accessToken'));

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(patient.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass-2026');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('second-pass-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('second-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);

  // The stored session still works after the change.
  await page.reload();
  await expect(welcomeLine(page)).toHaveText('Welcome, Musa Ibrahim (Patient)');

  await signOut(page);
  await fillSignIn(page, patient.username, patient.password);
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
  await fillSignIn(page, patient.username, 'second-pass-2026');
  await expect(page).toHaveURL('/dashboard');
});

test('a doctor uploads a professional photo and it is shown', async ({ page }) => {
  // A valid 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await signIn(page, 'demo_doctor');
  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current professional photo' })).toHaveAttribute('src', /\/media\/photos\//);
});
