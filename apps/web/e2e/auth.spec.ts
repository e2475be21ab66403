import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, fillSignIn, mainNav, signIn, welcomeLine } from './helpers';

test.describe('signing in', () => {
  for (const [key, account] of Object.entries(DEMO)) {
    test(`the demo ${key} signs in, lands on ${account.landing} and sees exactly their menu`, async ({ page }) => {
      await page.goto('/login');
      await fillSignIn(page, account.username, DEMO_PASSWORD);
      await expect(page).toHaveURL(account.landing);
      await expect(welcomeLine(page)).toHaveText(`Welcome, ${account.name} (${account.role})`);

      const nav = mainNav(page);
      const group = nav.getByRole('button', { name: 'Staff & Patients' });
      if (key === 'hospital') await group.click();
      else await expect(group).toHaveCount(0);
      const items = nav.locator('a, button').filter({ visible: true });
      await expect(items).toHaveText(account.menu);
    });
  }

  test('the sign-in page shows the sample credentials, and choosing one fills the form', async ({ page }) => {
    await page.goto('/login');
    const hint = page.getByRole('region', { name: 'Sample accounts' });
    await expect(hint).toContainText(DEMO_PASSWORD);
    for (const account of Object.values(DEMO)) await expect(hint.getByRole('button', { name: `${account.role}: ${account.username}` })).toBeVisible();
    await hint.getByRole('button', { name: 'Doctor: demo_doctor' }).click();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('demo_doctor');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  test('a wrong password shows the error and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'demo_patient', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|credentials/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('the show/hide password button is reached with Tab and works with Space and Enter', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(DEMO_PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await password.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are refused before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('demo_patient');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});

test.describe('route guards', () => {
  for (const key of ['hospital', 'patient'] as const) {
    const account = DEMO[key];
    test(`a signed-in ${key} opening /login or /register is redirected to ${account.landing}`, async ({ page }) => {
      await signIn(page, account.username);
      await page.goto('/login');
      await expect(page).toHaveURL(account.landing);
      await page.goto('/register');
      await expect(page).toHaveURL(account.landing);
    });
  }

  test('an admin opening /dashboard is sent to /admin; / lands by role', async ({ page }) => {
    await signIn(page, 'demo_admin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/admin');
    await page.goto('/my-health');
    await expect(page).toHaveURL('/admin');
    await page.goto('/');
    await expect(page).toHaveURL('/admin');
  });

  test('a patient opening the admin or hospital pages is told they are not for them, with the way back', async ({ page }) => {
    await signIn(page, 'demo_patient');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.goto('/hospital-dashboard');
    await expect(page.getByRole('heading', { name: 'This page is for hospital accounts' })).toBeVisible();
    await expect(page.getByText('Your hospital')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a hospital account opening /admin is told it is for administrators', async ({ page }) => {
    await signIn(page, 'demo_hospital');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  });

  test('an unauthenticated visit to /profile goes to /login and returns to /profile after signing in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, 'demo_patient', DEMO_PASSWORD);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Tunde Bakare');
  });

  test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
    await signIn(page, 'demo_patient');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(welcomeLine(page)).toBeVisible();
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('My Health in the menu opens the patient’s health page; Prescriptions has its own page', async ({ page }) => {
    await signIn(page, 'demo_patient');
    await mainNav(page).getByRole('link', { name: 'My Health' }).click();
    await expect(page).toHaveURL('/my-health');
    await expect(page.getByRole('heading', { name: 'Hospitals with access' })).toBeVisible();
    await page.goto('/prescriptions');
    await expect(page.getByRole('heading', { name: 'Prescriptions', level: 1 })).toBeVisible();
  });
});

test.describe('session', () => {
  test('an invalid access token is refreshed without the user noticing', async ({ page }) => {
    await signIn(page, 'demo_patient');
    // Spoiled from a file of the origin, not from the open dashboard: that page would meet the bad
    // token in its next request and refresh the session itself as the test navigates away, and the
    // refresh token its answer rotated would reach no page: the next page's refresh would replay the
    // old one, which ends the session (a known gap: a navigation during a refresh signs the person out).
    await page.goto('/version.json');
    await page.evaluate(() => localStorage.setItem('accessToken', 'bogus.access.token'));
    const profileAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/profile/') && r.status() === 200);
    await page.goto('/profile');
    await profileAnswer;
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Tunde Bakare');
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe('bogus.access.token');
  });

  test('a session that cannot be refreshed ends at /login, and signing in again returns to the page', async ({ page }) => {
    await signIn(page, 'demo_patient');
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'bogus');
      localStorage.setItem('refreshToken', 'also-bogus');
    });
    await page.goto('/profile?tab=details');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')])).toEqual([null, null]);
    await fillSignIn(page, 'demo_patient', DEMO_PASSWORD);
    await expect(page).toHaveURL('/profile?tab=details');
    await expect(page.getByTestId('profile-name')).toHaveText('Tunde Bakare');
  });

  test('logout ends the session', async ({ page }) => {
    await signIn(page, 'demo_doctor');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
