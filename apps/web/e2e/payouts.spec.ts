// Withdrawals on the wallet page: a doctor with available money saves a bank account (refused
// until it is a NUBAN the bank knows), changes it, asks for a withdrawal (refused outside ₦1,000
// and the balance), sees it requested, and — once an admin approves it through the API and the
// sandbox's transfer webhook settles it — paid. A patient's wallet has none of it.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearerFor, fundWalletViaApi, mainNav, registerDoctorViaApi, registerHospitalViaApi, registerPatientViaApi, signIn, signOut } from './helpers';

const available = (page: Page) => page.getByTestId('wallet-available');
const withdrawals = (page: Page) => page.getByRole('list', { name: 'Your withdrawals, newest first' });

async function chooseBank(page: Page, typed: string, name: string) {
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill(typed);
  await page.getByRole('option', { name }).click();
}

test('a doctor saves a bank account, withdraws, and sees the withdrawal paid once an admin approves it', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'payoutdoc' });
  const doctorAuth = await bearerFor(request, doctor.username, doctor.password);
  await fundWalletViaApi(request, doctor.username, doctor.password, 1_000_000);

  await signIn(page, doctor.username, doctor.password);
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(available(page)).toHaveText('₦10,000.00');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await expect(page.getByText('No bank account saved yet.')).toBeVisible();
  // No account yet: the withdrawal waits for one, and says so.
  await expect(page.getByText('Save a bank account above before withdrawing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  await expect(page.getByText('No withdrawals yet.')).toBeVisible();

  // Each refusal is said under its field.
  const save = page.getByRole('button', { name: 'Save bank account' });
  const number = page.getByRole('textbox', { name: 'Account number' });
  await number.fill('0123456789');
  await save.click();
  await expect(page.getByText('Choose a bank from the list')).toBeVisible();
  await chooseBank(page, 'guaranty', 'Guaranty Trust Bank');
  await number.fill('12345');
  await save.click();
  await expect(page.getByText('Account number must be the 10 digits of a NUBAN')).toBeVisible();
  await number.fill('0000000000');
  await save.click();
  await expect(page.getByText('This account number could not be found at Guaranty Trust Bank. Check the number and the bank.')).toBeVisible();
  await number.fill('0123456789');
  await save.click();
  const saved = page.getByTestId('saved-bank-account');
  await expect(saved).toContainText('Guaranty Trust Bank');
  await expect(saved).toContainText('0123456789');
  await expect(saved).toContainText('ZAINAB SANI');

  // Changed to another account: the name the bank holds it in is shown.
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await chooseBank(page, 'zen', 'Zenith Bank');
  await number.fill('2012345672');
  await save.click();
  await expect(saved).toContainText('Zenith Bank');
  await expect(saved).toContainText('CHIDI NWOSU');

  // The amount: at least ₦1,000, at most what is available.
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  const amount = withdraw.getByRole('textbox', { name: 'Amount (₦)' });
  const ask = withdraw.getByRole('button', { name: 'Request withdrawal' });
  await expect(page.getByText('At least ₦1,000.00, at most ₦10,000.00 (your available balance).')).toBeVisible();
  await amount.fill('500');
  await ask.click();
  await expect(page.getByText('A withdrawal must be at least ₦1,000.00.')).toBeVisible();
  await amount.fill('10,000.01');
  await ask.click();
  await expect(page.getByText('You can withdraw at most ₦10,000.00, your available balance.')).toBeVisible();
  await amount.fill('four thousand');
  await ask.click();
  await expect(withdraw.getByText('Enter an amount in naira, like 5,000 or 1,500.50.')).toBeVisible();
  await amount.fill('4,000');
  await ask.click();
  await expect(page.getByText('₦4,000.00 is held from your balance until an administrator reviews it.')).toBeVisible();
  const row = withdrawals(page).getByTestId('payout');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('To Zenith Bank 2012345672');
  await expect(row).toContainText('₦4,000.00');
  await expect(row.getByTestId('payout-status')).toHaveText('Requested');
  await expect(available(page)).toHaveText('₦6,000.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦4,000.00');

  // An admin approves it through the API; the sandbox transfers it and its webhook settles it.
  const [payout] = (await (await request.get('/api/payouts/', { headers: { Authorization: doctorAuth } })).json()).results;
  // The account is CHIDI NWOSU's, not the doctor's: the admin overrides the name mismatch with a reason.
  const approved = await request.post(`/api/admin/payouts/${payout.id}/approve/`, {
    headers: { Authorization: await bearerFor(request, 'demo_admin') },
    data: { override_name_mismatch: true, reason: 'The doctor confirmed the account by phone' },
  });
  expect(approved.status()).toBe(200);
  await expect.poll(async () => (await (await request.get('/api/payouts/', { headers: { Authorization: doctorAuth } })).json()).results[0].status).toBe('paid');

  await page.reload();
  await expect(withdrawals(page).getByTestId('payout-status')).toHaveText('Paid');
  await expect(available(page)).toHaveText('₦6,000.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦0.00');
});

test('a hospital has the bank account and withdrawals too, on a 375 px phone; a patient’s wallet has none of it', async ({ page, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Enugu Payout Hospital');
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, hospital.username, hospital.password);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'First City Monument Bank' }).click();
  await page.getByRole('textbox', { name: 'Account number' }).fill('3012345678');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByTestId('saved-bank-account')).toContainText('YUSUF ABUBAKAR');
  // Saved, but nothing to withdraw yet: said, and the form waits.
  await expect(page.getByText('A withdrawal needs at least ₦1,000.00 available.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  const patient = await registerPatientViaApi(request, 'Ada', 'Obi');
  await signOut(page);
  await signIn(page, patient.username, patient.password);
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Top up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toHaveCount(0);
});
