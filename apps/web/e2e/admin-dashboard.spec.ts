// The admin dashboard: the platform's figures for all Nigeria or one state, the charts of the
// stored days, the table by state, and approving an account as before.

import { expect, test } from './fixtures';
import { bearerFor, registerDoctorViaApi, registerPatientViaApi, signIn } from './helpers';

test('an admin sees the figures, switches state, reads the charts and the table, and approves an account', async ({ page, request }) => {
  // Someone in Zamfara, so its figures are not all zero.
  await registerPatientViaApi(request, 'Fatima', 'Gusau', { state: 'ZA' });
  const doctor = await registerDoctorViaApi(request, { approve: false, prefix: 'dashdoc', firstName: 'Musa', lastName: 'Kaura' });
  const admin = { Authorization: await bearerFor(request, 'demo_admin') };

  await signIn(page, 'demo_admin');
  await expect(page).toHaveURL('/admin');
  const figures = page.getByText(/^Figures for /);
  await expect(figures).toHaveText('Figures for All Nigeria');
  const usersCard = page.getByRole('article', { name: 'Users', exact: true });
  const all = await (await request.get('/api/analytics/dashboard_analytics/', { headers: admin })).json();
  await expect(usersCard.getByTestId('stat-value')).toHaveText(all.users.total.toLocaleString('en-NG'));
  await expect(page.getByRole('region', { name: 'Money moved (all time)' })).toContainText(all.money.commission_formatted);

  // The demo stores 30 days of snapshots: the charts draw them, with a table for screen readers.
  const charts = page.getByRole('region', { name: 'The last 30 days' });
  await expect(charts).toContainText('30 stored days for All Nigeria.');
  await expect(charts.getByRole('figure', { name: 'New registrations per day' }).locator('svg.recharts-surface')).toBeVisible();
  const dayTable = page.getByRole('table', { name: 'Daily figures for All Nigeria', includeHidden: true });
  await expect(dayTable.getByRole('row', { includeHidden: true })).toHaveCount(31);

  // Switch to Zamfara with the selector.
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('ZA');
  await expect(figures).toHaveText('Figures for Zamfara');
  await expect(page).toHaveURL('/admin?state=ZA');
  const zamfara = await (await request.get('/api/analytics/dashboard_analytics/?state=ZA', { headers: admin })).json();
  expect(zamfara.users.by_type.patient).toBeGreaterThan(0);
  await expect(usersCard.getByTestId('stat-value')).toHaveText(zamfara.users.total.toLocaleString('en-NG'));
  await expect(charts).toContainText('30 stored days for Zamfara.');

  // The table by state: every state, Zamfara's row its own figures; a state's name chooses it.
  const table = page.getByRole('table', { name: 'Figures by state' });
  await expect(table.getByRole('row')).toHaveCount(38);
  const zamfaraRow = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Show Zamfara' }) });
  await expect(zamfaraRow.getByRole('cell').first()).toHaveText(String(zamfara.users.total));
  await expect(zamfaraRow).toHaveAttribute('aria-current', 'true');
  await table.getByRole('button', { name: 'Show Lagos' }).click();
  await expect(figures).toHaveText('Figures for Lagos');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('LA');

  // Yesterday's figures stored now rather than after midnight: all Nigeria and every state.
  await page.getByRole('button', { name: 'Store yesterday’s figures' }).click();
  await expect(page.getByText(/The figures of \d{4}-\d{2}-\d{2} are stored: 38 snapshots/)).toBeVisible();
  await expect(charts).toContainText('30 stored days for Lagos.');

  // Pending approvals work as before.
  const row = page.getByRole('row').filter({ hasText: doctor.username });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Account approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: doctor.username })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits 390 px: no page-wide sideways scroll, the selector and cards on screen', async ({ page }) => {
    await signIn(page, 'demo_admin');
    await expect(page.getByText('Figures for All Nigeria')).toBeVisible();
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('KN');
    await expect(page.getByText('Figures for Kano')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Users', exact: true })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'New registrations per day' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is wider than the screen').toBeLessThanOrEqual(390);
  });
});
