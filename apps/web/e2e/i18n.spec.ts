import { expect, test } from './fixtures';
import { fillSignIn, registerPatientViaApi, welcomeLine } from './helpers';

test('the sign-in page switches to Hausa and back to English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ha');
  await expect(page.getByRole('heading', { name: 'Shiga', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sunan mai amfani', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shiga', exact: true })).toBeVisible();
  await expect(page.getByText('Sabon zuwa NaijaCare?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');

  // The choice is kept on this device for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shiga', level: 1 })).toBeVisible();

  // The label keeps the English word, so the way back is findable in any language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.getByText('New to NaijaCare?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a patient who prefers Hausa gets Hausa after signing in, and English again once the profile says so', async ({ page, request }) => {
  const { username, password } = await registerPatientViaApi(request, 'Aisha', 'Bello', { preferred_language: 'HA' });

  await page.goto('/login');
  await fillSignIn(page, username, password);
  await expect(welcomeLine(page)).toHaveText('Barka, Aisha Bello (Mara lafiya)');
  await expect(page.getByRole('heading', { name: 'Barka da dawowa, Aisha', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Babban menu' }).getByRole('link', { name: 'Likitoci' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Babban menu' }).getByRole('link', { name: 'Jakar kuɗi' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Babban menu' }).getByRole('link', { name: 'Taimako' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');

  await page.goto('/profile');
  // "Harshe · Language" in Hausa; the profile form's "Preferred language" is another field.
  await page.getByRole('combobox', { name: /Language$/ }).selectOption('en');
  await expect(welcomeLine(page)).toHaveText('Welcome, Aisha Bello (Patient)');
  await expect(page.getByText('Language saved to your profile.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Saved as the preferred language: a fresh page load stays in English.
  await page.reload();
  await expect(welcomeLine(page)).toHaveText('Welcome, Aisha Bello (Patient)');
  await expect(page.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('English');
});
