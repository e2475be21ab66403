// The admin's tables on the screens admins use: at 1280 px every column and button is drawn whole
// — a payout's status, the Approve and Reject of a pending application, the status of an account's
// appointments — with no sideways scrolling to reach an action; at 360 px the payouts are one card
// each, with every field and both actions on the screen.

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearerFor, DEMO, fundWalletViaApi, registerDoctorViaApi, signIn, uniqueSurname } from './helpers';
import { expectNoSidewaysScroll, expectWhole } from './layout';

/** A doctor whose ₦2,500 withdrawal waits for an admin, to an account the sandbox names ZAINAB SANI (flagged: not theirs). */
async function doctorAskingToWithdraw(request: APIRequestContext) {
  const doctor = await registerDoctorViaApi(request, { prefix: 'fitdoc', firstName: 'Oluwaseun', lastName: uniqueSurname('Fit') });
  await fundWalletViaApi(request, doctor.username, doctor.password, 500_000);
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  expect((await request.put('/api/payouts/bank_account/', { headers, data: { bank_code: '058', account_number: '0123456789' } })).status()).toBe(200);
  const asked = await request.post('/api/payouts/', { headers, data: { amount: 250_000 } });
  expect(asked.status(), await asked.text()).toBe(201);
  return { ...doctor, payoutId: (await asked.json()).id as number };
}

async function payoutsTab(page: Page) {
  await page.goto('/admin/payments?tab=payouts');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Requested');
}

test('at 1280 px the payouts, the pending approvals and an account’s appointments are drawn whole', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const asking = await doctorAskingToWithdraw(request);
  const applicant = await registerDoctorViaApi(request, { approve: false, prefix: 'fitapp', firstName: 'Chukwuemeka', lastName: uniqueSurname('Fit') });
  const patientId = (await (await request.get('/api/auth/profile/', { headers: { Authorization: await bearerFor(request, DEMO.patient.username) } })).json())
    .user.id as number;
  await signIn(page, DEMO.admin.username);

  await payoutsTab(page);
  const row = page.getByTestId('admin-payout').filter({ hasText: `#${asking.payoutId}` });
  await expectWhole(row.getByTestId('admin-payout-status'), 'the payout’s status');
  await expectWhole(row.getByTestId('admin-payout-name-mismatch'), 'the name mismatch');
  await expectWhole(row.getByRole('button', { name: `Approve #${asking.payoutId}` }), 'Approve');
  await expectWhole(row.getByRole('button', { name: `Reject #${asking.payoutId}` }), 'Reject');
  await expectNoSidewaysScroll(page);

  await page.goto('/admin');
  const application = page.getByRole('table', { name: 'Pending approvals' }).getByRole('row').filter({ hasText: applicant.username });
  await expectWhole(application.getByRole('button', { name: 'Approve' }), 'Approve of a pending application');
  await expectWhole(application.getByRole('button', { name: 'Reject' }), 'Reject of a pending application');
  await expectNoSidewaysScroll(page);

  await page.goto(`/admin/users/patient/${patientId}`);
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expectWhole(appointments.getByRole('columnheader', { name: 'Status' }), 'the Status column');
  const statuses = appointments.getByRole('row').locator('td:last-child');
  await expect(statuses.first()).toBeVisible();
  for (const cell of await statuses.all()) await expectWhole(cell, `the status ${await cell.textContent()}`);
  await expectNoSidewaysScroll(page);
});

test('at 1280 px the support queue’s status badges are whole, "Awaiting user" and "Resolved" among them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.admin.username);
  await page.goto('/admin/support?status=all');
  const badges = page.getByTestId('ticket-status');
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) await expectWhole(badge, `the status ${await badge.textContent()}`);
  await expectNoSidewaysScroll(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each payout is a card with every field and both actions on the screen', async ({ page, request }) => {
    const asking = await doctorAskingToWithdraw(request);
    await signIn(page, DEMO.admin.username);
    await payoutsTab(page);
    const card = page.getByRole('article', { name: `Withdrawal #${asking.payoutId}` });
    for (const [what, part] of [
      ['the requester', card.getByText(asking.name, { exact: true })],
      ['the bank', card.getByText('Guaranty Trust Bank')],
      ['the account', card.getByText('0123456789 · ZAINAB SANI')],
      ['the name mismatch', card.getByTestId('admin-payout-name-mismatch')],
      ['the amount', card.getByText('₦2,500.00')],
      ['the status', card.getByTestId('admin-payout-status')],
      ['Approve', card.getByRole('button', { name: `Approve #${asking.payoutId}` })],
      ['Reject', card.getByRole('button', { name: `Reject #${asking.payoutId}` })],
    ] as const)
      await expectWhole(part, what);
    await expect(card.getByText('Asked')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The card's Reject opens the same dialog as the table's.
    await card.getByRole('button', { name: `Reject #${asking.payoutId}` }).click();
    await expect(page.getByRole('dialog', { name: 'Reject this withdrawal' })).toBeVisible();
  });
});
