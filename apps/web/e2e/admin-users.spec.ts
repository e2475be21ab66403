// The admin's users pages: the demo admin filters the list (type, state) and searches, opens a
// patient's account, deactivates it with a reason — the patient's open session ends and sign-in
// says "Account Inactive" — then reactivates it; the account's history and the audit log show both
// decisions with their reasons (the audit log also the admin's openings of it). A patient opening /admin/users is told it is for administrators,
// and the pages fit a 390 px phone.

import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { fillSignIn, mainNav, registerPatientViaApi, signIn, uniqueSurname } from './helpers';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin finds a patient, deactivates and reactivates them, and the audit log shows both decisions', async ({ page, browser, request }) => {
  const surname = uniqueSurname('Okon');
  const patient = await registerPatientViaApi(request, 'Efe', surname, { state: 'KW' });
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, patient.username, patient.password);

  // The list, filtered by type and state, with the newest first: this patient is among Kwara's patients.
  await signIn(page, 'demo_admin');
  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await choose(page, 'Type', 'Patient');
  await choose(page, 'State', 'Kwara');
  await expect(page).toHaveURL(/type=patient/);
  await expect(page).toHaveURL(/state=KW/);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('link', { name: `Efe ${surname}` })).toBeVisible();
  await expect(table.getByTestId('user-row').first()).toContainText('Kwara');
  await expectAccessible(page);
  // Another state does not list them.
  await choose(page, 'State', 'Lagos');
  await expect(page.getByTestId('users-count')).toBeVisible();
  await expect(table.getByRole('link', { name: `Efe ${surname}` })).toHaveCount(0);

  // The search finds them by their last name.
  await page.getByRole('link', { name: 'Search users' }).click();
  await expect(page).toHaveURL('/admin/users/search');
  await page.getByRole('searchbox', { name: 'Name, username, email or phone' }).fill(surname.toLowerCase());
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  await page
    .getByRole('table', { name: 'Accounts' })
    .getByRole('link', { name: `Efe ${surname}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/users\/patient\/\d+$/);
  const userId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('heading', { name: `Efe ${surname}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(patient.username);
  await expect(page.getByRole('region', { name: 'Wallet' })).toContainText('₦0.00');
  await expect(page.getByText('No admin decision on this account yet.')).toBeVisible();
  await expectAccessible(page);

  // Deactivation asks first, with a reason the patient is told.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
  await expect(dialog).toContainText('Signs them out everywhere at once');
  // The reason has the focus, so an Enter pressed at once does not deactivate.
  await expect(dialog.getByRole('textbox', { name: 'Reason (the person is told it)' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Reason (the person is told it)' }).fill('Shared their account with others');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  const history = page.getByRole('region', { name: 'What was done to this account' });
  await expect(history.getByTestId('account-history-entry').first()).toContainText('Deactivated the account');
  await expect(history).toContainText('Shared their account with others');

  // The patient's open session has ended, and signing in again is refused as inactive.
  await patientPage.reload();
  await expect(patientPage).toHaveURL(/\/login/);
  await fillSignIn(patientPage, patient.username, patient.password);
  await expect(patientPage.getByText('Account Inactive')).toBeVisible();
  await expect(patientPage.getByText('Your account has been deactivated. Please contact support.')).toBeVisible();

  // Reactivation gives it back.
  await page.getByRole('button', { name: 'Reactivate' }).click();
  const again = page.getByRole('dialog', { name: 'Reactivate this account?' });
  await again.getByRole('textbox', { name: 'Reason (the person is told it)' }).fill('Promised to keep it to themself');
  await again.getByRole('button', { name: 'Reactivate' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(history.getByTestId('account-history-entry')).toHaveCount(2);
  await fillSignIn(patientPage, patient.username, patient.password);
  await expect(patientPage.getByRole('button', { name: 'Logout' })).toBeVisible();
  await patientContext.close();

  // The audit log, opened from the account, shows both decisions, newest first, with their reasons.
  await history.getByRole('link', { name: 'Open in the audit log' }).click();
  await expect(page).toHaveURL(`/admin/audit?entity_type=user_account&entity_id=${userId}`);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Record number' })).toHaveValue(String(userId));
  // The admin's openings of the account are in the trail too, beside the decisions.
  const entries = page.getByTestId('audit-entry');
  const decisions = entries.filter({ hasText: /(Deactivated|Reactivated) the account/ });
  await expect(decisions).toHaveCount(2);
  await expect(entries.filter({ hasNotText: /(Deactivated|Reactivated) the account/ }).first()).toBeVisible();
  await expect(decisions.nth(0)).toContainText('Reactivated the account');
  await expect(decisions.nth(0)).toContainText('Promised to keep it to themself');
  await expect(decisions.nth(1)).toContainText('Deactivated the account');
  await expect(decisions.nth(1)).toContainText('Shared their account with others');
  await expectAccessible(page);
  // The form searches by action too: only decisions by anyone, today.
  await choose(page, 'Action', 'Admin decision');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=admin_decision/);
  await expect(entries).toHaveCount(2);
});

test('an account of another type in the address is not found; a patient is told the page is for administrators', async ({ page }) => {
  await signIn(page, 'demo_admin');
  await page.goto('/admin/users/doctor/999999');
  await expect(page.getByRole('heading', { name: 'No such account' })).toBeVisible();
  await page.goto('/admin/users/wizard/1');
  await expect(page.getByRole('heading', { name: 'No such account' })).toBeVisible();
  // A day in the address that is not one is left out; days the wrong way round are said under
  // the field and not asked, the unfiltered list shown meanwhile.
  const count = page.getByTestId('users-count');
  await page.goto('/admin/users?from=notadate');
  await expect(count).toBeVisible();
  await expect(page.getByLabel('Joined from')).toHaveValue('');
  await page.goto('/admin/users?from=2026-12-01&to=2026-01-01');
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
  await expect(count).toBeVisible();
  await expect(page.getByText(/joined_from|joined_to/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'demo_patient');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
});

test('on a 390 px phone the users list shows cards and the account page its actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo_admin');
  await page.goto('/admin/users?type=doctor');
  const card = page.getByTestId('user-row').filter({ visible: true }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/users\/doctor\/\d+$/);
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button').first()).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
