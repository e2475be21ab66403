// The wallet: a new patient tops up through the sandbox provider's checkout and comes back to the
// result, a declined top-up is said, a doctor has a wallet too, and the page fits a phone.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearerFor, fundWalletViaApi, mainNav, registerDoctorViaApi, registerHospitalViaApi, registerPatientViaApi, signIn, signOut } from './helpers';

const available = (page: Page) => page.getByTestId('wallet-available');
const history = (page: Page) => page.getByRole('list', { name: 'Your transactions, newest first' });

/**
 * Resolves once the page's realtime socket follows the person's notifications. The socket runs
 * through a route that passes everything on; the test pings the server beside it, and the server
 * answers pings only once it has subscribed the socket, so the first pong means pushes arrive.
 */
async function realtimeReady(page: Page): Promise<void> {
  let ready = false;
  let resolve = () => {};
  const isReady = new Promise<void>((r) => {
    resolve = r;
  });
  await page.routeWebSocket(/\/api\/ws\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!ready && typeof message === 'string' && JSON.parse(message).type === 'pong') {
        ready = true;
        return resolve();
      }
      ws.send(message);
    });
    const probe = setInterval(() => (ready ? clearInterval(probe) : server.send(JSON.stringify({ type: 'ping' }))), 100);
  });
  return isReady;
}

/** Chooses an amount and goes through the sandbox checkout, paying or declining it. */
async function topUp(page: Page, quick: string, answer: 'Pay' | 'Decline') {
  await page.getByRole('button', { name: `Top up ${quick}` }).click();
  await expect(page.getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue(quick.replace('₦', ''));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText(`${quick}.00`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: answer === 'Pay' ? `Pay ${quick}.00` : 'Decline' }).click();
}

test('a new patient tops up ₦5,000 through the checkout, sees it credited, and a declined top-up said', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Kemi', 'Adeyemi');
  await signIn(page, patient.username, patient.password);

  // The dashboard's card says the balance and leads to the wallet.
  await expect(page.getByTestId('dashboard-wallet-available')).toHaveText('₦0.00');
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(available(page)).toHaveText('₦0.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦0.00');
  await expect(page.getByText('Fees held for your booked consultations.')).toBeVisible();
  await expect(page.getByText('No transactions yet.')).toBeVisible();

  // Out of the server's limits, or not an amount: said before anything starts.
  const amount = page.getByRole('textbox', { name: 'Amount (₦)' });
  await expect(page.getByText('From ₦100.00 to ₦1,000,000.00.')).toBeVisible();
  await amount.fill('50');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('A top-up must be at least ₦100.00.')).toBeVisible();
  await amount.fill('1,000,000.01');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('A top-up may be at most ₦1,000,000.00.')).toBeVisible();
  await amount.fill('five thousand');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter an amount in naira, like 5,000 or 1,500.50.')).toBeVisible();
  await expect(page).toHaveURL('/wallet');

  await topUp(page, '₦5,000', 'Pay');
  // Back from the checkout: verified, said, and the reference gone from the address.
  await expect(page.getByText('₦5,000.00 was added to your wallet.')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
  await expect(available(page)).toHaveText('₦5,000.00');
  const credit = history(page).getByTestId('wallet-transaction');
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('Wallet top-up');
  await expect(credit).toContainText('Top-up');
  await expect(credit).toContainText('+₦5,000.00');

  await topUp(page, '₦1,000', 'Decline');
  await expect(page.getByText('Your top-up of ₦1,000.00 was declined. Nothing was charged.')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
  await expect(available(page)).toHaveText('₦5,000.00');
  await expect(history(page).getByTestId('wallet-transaction')).toHaveCount(1);

  // The history's filters: a type with nothing in it, then back.
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Fee held' }).click();
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(history(page).getByTestId('wallet-transaction')).toHaveCount(1);

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-wallet-available')).toHaveText('₦5,000.00');
});

test('another person’s reference, or an unknown one, is not found and credits nothing', async ({ page, request }) => {
  const other = await registerPatientViaApi(request, 'Chinedu', 'Eze');
  const headers = { Authorization: await bearerFor(request, other.username, other.password) };
  const theirs = await request.post('/api/wallets/top_up/', { data: { amount: 300_000 }, headers });
  const { reference } = await theirs.json();
  expect((await request.post(`/api/payments/sandbox/${reference}/pay/`, { headers })).status()).toBe(200);

  const patient = await registerPatientViaApi(request, 'Ifeanyi', 'Okeke');
  await signIn(page, patient.username, patient.password);
  for (const shown of [reference, 'NC-unknown']) {
    await page.goto(`/wallet?reference=${shown}`);
    await expect(page.getByRole('alert')).toContainText('Payment not found');
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(available(page)).toHaveText('₦0.00');
  }
  // The sandbox's checkout of a payment not found keeps a way back.
  await page.goto('/wallet/sandbox-checkout/NC-unknown');
  await expect(page.getByRole('alert')).toContainText('Payment not found');
  await page.getByRole('link', { name: 'Back to your wallet' }).click();
  await expect(page).toHaveURL('/wallet');
});

test('a top-up not paid yet is said to be pending; checking again after it is paid credits it', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Tobi', 'Alabi');
  const headers = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const started = await request.post('/api/wallets/top_up/', { data: { amount: 250_000 }, headers });
  const { reference } = await started.json();
  await signIn(page, patient.username, patient.password);
  // As if the provider sent the browser back before the payment was confirmed.
  await page.goto(`/wallet?reference=${reference}`);
  await expect(page.getByText('Your top-up of ₦2,500.00 is not confirmed yet.')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
  await expect(available(page)).toHaveText('₦0.00');

  expect((await request.post(`/api/payments/sandbox/${reference}/pay/`, { headers })).status()).toBe(200);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('₦2,500.00 was added to your wallet.')).toBeVisible();
  await expect(available(page)).toHaveText('₦2,500.00');
  await expect(history(page).getByTestId('wallet-transaction')).toContainText('+₦2,500.00');
});

test('a top-up paid while the wallet is open shows at once, without a reload', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Zainab', 'Bello');
  const listening = realtimeReady(page);
  await signIn(page, patient.username, patient.password);
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText('No transactions yet.')).toBeVisible();
  await listening;
  // Paid elsewhere (another tab, the provider's late webhook): the credit's notification is pushed.
  const headers = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const started = await request.post('/api/wallets/top_up/', { data: { amount: 120_000 }, headers });
  expect((await request.post(`/api/payments/sandbox/${(await started.json()).reference}/pay/`, { headers })).status()).toBe(200);
  await expect(available(page)).toHaveText('₦1,200.00');
  await expect(history(page).getByTestId('wallet-transaction')).toContainText('+₦1,200.00');
});

test('a doctor sees their earnings on the dashboard and their empty wallet from the menu, with earnings explained', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'walletdoc' });
  await signIn(page, doctor.username, doctor.password);
  await expect(page.getByTestId('dashboard-earnings-available')).toHaveText('₦0.00');
  await expect(page.getByTestId('dashboard-earnings-pending')).toHaveText('₦0.00');
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(available(page)).toHaveText('₦0.00');
  await expect(page.getByText('Earnings waiting out the dispute window, and withdrawals on their way to your bank.')).toBeVisible();
  await expect(page.getByText('No transactions yet.')).toBeVisible();
});

test('a hospital has its wallet on the dashboard (no earnings: no fee pays a hospital) and in its menu; an admin has none and is sent to the admin dashboard', async ({
  page,
  request,
}) => {
  const hospital = await registerHospitalViaApi(request, 'Ibadan Wallet Hospital');
  await signIn(page, hospital.username, hospital.password);
  await expect(page.getByTestId('dashboard-wallet-available')).toHaveText('₦0.00');
  await expect(page.getByTestId('dashboard-earnings-pending')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open wallet' }).click();
  await expect(page).toHaveURL('/wallet');
  await page.goto('/hospital-dashboard');
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(available(page)).toHaveText('₦0.00');
  await expect(page.getByText('Earnings waiting out the dispute window, and withdrawals on their way to your bank.')).toBeVisible();
  await signOut(page);

  await signIn(page, 'demo_admin');
  await expect(mainNav(page).getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  await page.goto('/wallet');
  await expect(page).toHaveURL('/admin');
});

test('on a 375 px phone the wallet fits the width, its history and top-up on screen', async ({ page, request }) => {
  const patient = await registerPatientViaApi(request, 'Bola', 'Akande');
  // Paid as a script pays the sandbox: the largest top-up, the widest amount a row shows.
  await fundWalletViaApi(request, patient.username, patient.password, 100_000_000);

  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, patient.username, patient.password);
  await page.goto('/wallet');
  await expect(available(page)).toHaveText('₦1,000,000.00');
  await expect(history(page).getByTestId('wallet-transaction')).toContainText('+₦1,000,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const go = page.getByRole('button', { name: 'Continue to payment' });
  await go.scrollIntoViewIfNeeded();
  await expect(go).toBeInViewport({ ratio: 1 });
});
