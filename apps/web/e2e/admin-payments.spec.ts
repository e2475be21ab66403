// /admin/payments: the demo admin filters the ledger's transactions down to one doctor's, sees the
// revenue, approves one doctor's withdrawal and rejects another's with a reason (refused without
// one), finds a patient's declined top-up, and the page fits a 390 px phone. The doctors' money
// comes in as sandbox top-ups; their bank accounts and withdrawals are made through the API.

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearerFor, fundWalletViaApi, mainNav, registerDoctorViaApi, registerPatientViaApi, signIn, uniqueSurname } from './helpers';

/** A doctor with ₦5,000 topped up, an account the sandbox resolves to ZAINAB SANI and a withdrawal of `kobo` waiting for an admin. */
async function doctorAskingFor(request: APIRequestContext, lastName: string, kobo: number, firstName = 'Kelechi') {
  const doctor = await registerDoctorViaApi(request, { prefix: 'paydoc', firstName, lastName });
  await fundWalletViaApi(request, doctor.username, doctor.password, 500_000);
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/payouts/bank_account/', { headers, data: { bank_code: '058', account_number: '0123456789' } })).status()).toBe(200);
  const asked = await request.post('/api/payouts/', { headers, data: { amount: kobo } });
  expect(asked.status(), await asked.text()).toBe(201);
  return { ...doctor, payoutId: (await asked.json()).id as number };
}

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('an admin filters transactions, sees revenue, approves and rejects withdrawals, and finds a failed top-up', async ({ page, request }) => {
  // Zainab <unique> Sani: the account's name, ZAINAB SANI, is hers (a middle name forgiven), so it is approved without an override.
  const approved = await doctorAskingFor(request, 'Sani', 300_000, `Zainab ${uniqueSurname('Okoro')}`);
  const rejected = await doctorAskingFor(request, uniqueSurname('Balogun'), 200_000);
  const payer = await registerPatientViaApi(request, 'Ngozi', uniqueSurname('Eze'));
  const payerHeaders = { Authorization: await bearerFor(request, payer.username, payer.password) };
  const started = await request.post('/api/wallets/top_up/', { headers: payerHeaders, data: { amount: 1_200_000 } });
  const { reference } = await started.json();
  expect((await request.post(`/api/payments/sandbox/${reference}/decline/`, { headers: payerHeaders })).status()).toBe(200);
  await request.get(`/api/wallets/verify/?reference=${reference}`, { headers: payerHeaders });

  await signIn(page, 'demo_admin');
  await mainNav(page).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  // Transactions: one doctor's, then one type, then an amount.
  const count = page.getByTestId('transactions-count');
  await page.getByRole('searchbox', { name: 'User' }).fill(approved.username);
  await expect(count).toHaveText('2 found');
  const rows = page.getByTestId('ledger-transaction');
  await expect(rows.first()).toContainText(approved.name);
  await expect(rows.getByTestId('transaction-type')).toHaveText(['Withdrawal held', 'Top-up']);
  await chooseOption(page, 'Type', 'Top-up');
  await expect(count).toHaveText('1 found');
  await expect(rows).toContainText(['Payment provider']);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'User' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'User' }).fill(approved.username);
  await page.getByRole('textbox', { name: 'Amount from (₦)' }).fill('4,000');
  await expect(count).toHaveText('1 found');
  await expect(rows.getByTestId('transaction-type')).toHaveText(['Top-up']);
  await page.getByRole('textbox', { name: 'Amount from (₦)' }).fill('four');
  await expect(page.getByText('Enter an amount in naira, like 5,000 or 1,500.50.')).toBeVisible();
  // Not money is not asked: the last results stay, never a loader.
  await expect(count).toHaveText('1 found');

  // Revenue: every period, its top-ups counted.
  await page.getByRole('tab', { name: 'Revenue' }).click();
  const allTime = page.getByTestId('revenue-all');
  await expect(allTime.getByRole('heading', { name: 'All time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(allTime.getByTestId('revenue-top-ups')).not.toHaveText('₦0.00');
  await expect(page.getByTestId('platform-balance')).toHaveText(/^₦/);

  // Payouts: approve one after a confirmation; reject the other, not without a reason.
  await page.getByRole('tab', { name: 'Payouts' }).click();
  const payouts = page.getByTestId('admin-payout');
  const mine = payouts.filter({ hasText: approved.name });
  await expect(mine).toContainText('₦3,000.00');
  await expect(mine).toContainText('Guaranty Trust Bank');
  await expect(mine).toContainText('ZAINAB SANI');
  await mine.getByRole('button', { name: `Approve #${approved.payoutId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await expect(confirm).toContainText('₦3,000.00 will be transferred to Guaranty Trust Bank 0123456789');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: ₦3,000.00 to ${approved.name} is on its way.`)).toBeVisible();
  await expect(mine).toHaveCount(0);

  const theirs = payouts.filter({ hasText: rejected.name });
  await theirs.getByRole('button', { name: `Reject #${rejected.payoutId}` }).click();
  const rejecting = page.getByRole('dialog', { name: 'Reject this withdrawal' });
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(rejecting.getByText('Write the reason the requester will read.')).toBeVisible();
  await rejecting.getByRole('textbox', { name: /Reason/ }).fill('The account name does not match the doctor’s');
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Rejected: ₦2,000.00 went back to ${rejected.name}’s wallet.`)).toBeVisible();
  await expect(theirs).toHaveCount(0);

  // The history: every status, the rejected one with its reason, the approved one paid by the sandbox.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(theirs).toContainText('The account name does not match the doctor’s');
  await expect(theirs.getByTestId('admin-payout-status')).toHaveText('Rejected');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(mine.getByTestId('admin-payout-status')).toHaveText('Paid');

  // Top-ups: the patient's declined one, found by their name.
  await page.getByRole('tab', { name: 'Top-ups' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(payer.lastName);
  const topUp = page.getByTestId('admin-top-up');
  await expect(topUp).toHaveCount(1);
  await expect(topUp).toContainText(`Ngozi ${payer.lastName}`);
  await expect(topUp).toContainText('₦12,000.00');
  await expect(topUp.getByTestId('top-up-status')).toHaveText('Failed');
  await page.locator('label[for$="-pending"]').click();
  await expect(page.getByRole('radio', { name: 'Pending', exact: true })).toBeChecked();
  await expect(page.getByText('No top-up matches these filters.')).toBeVisible();

  // On a phone the page scrolls its tables, never itself.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByTestId('transactions-count')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // At 360 px the top-ups' status is a select, every choice on screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('tab', { name: 'Top-ups' }).click();
  await chooseOption(page, 'Status', 'Failed');
  await expect(page.getByTestId('top-up-status').filter({ visible: true }).first()).toHaveText('Failed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // An address with days that are not days: they are left out, and the list is shown.
  await page.goto('/admin/payments?from=2026-13-45&to=yesterday');
  await expect(count).toHaveText(/found/);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
});

test('a doctor who opens /admin/payments is told it is for administrators', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/admin/payments');
  await expect(page.getByText('This page is for administrators')).toBeVisible();
});
