// A refund decided after the doctor withdrew part of the earning: the patient gets the whole fee
// back, the platform gives back only its commission, and the doctor owes the share they no longer
// held. The doctor sees the debt on /wallet (the balance, the closed withdrawal form, the
// history); the admin sees it on the account's page and beside the withdrawal on /admin/payments,
// whose approval is refused while the debt is left. The setup (consultation, clock, withdrawal,
// dispute) goes through the API; what people see is checked in the browser.

import { heldConsultation } from './disputes-setup';
import { expect, test } from './fixtures';
import { bearerFor, DEMO, signIn } from './helpers';

test('a refund after a withdrawal: the doctor sees what they owe, the admin sees it and cannot approve the withdrawal', async ({
  page,
  browser,
  request,
  serverClock,
}) => {
  test.slow();
  // A ₦5,000 consultation, held and ended: the doctor earns ₦4,500 (10% commission).
  const { doctor, doctorAuth, doctorUserId, patientAuth, id } = await heldConsultation(request, {
    doctor: { prefix: 'debtdoc', firstName: 'Ifeoma', lastName: 'Okonkwo' },
    patient: { firstName: 'Kunle', lastName: 'Adeyemi' },
    fee: '5000',
    reason: 'Headache',
  });
  const adminAuth = { Authorization: await bearerFor(request, DEMO.admin.username) };

  // The dispute window passes; the doctor asks to withdraw ₦2,000 of it.
  await serverClock.advance(73);
  const account = await request.put('/api/payouts/bank_account/', { headers: doctorAuth, data: { bank_code: '058', account_number: '0123456789' } });
  expect(account.status(), await account.text()).toBe(200);
  const asked = await request.post('/api/payouts/', { headers: doctorAuth, data: { amount: 200_000 } });
  expect(asked.status(), await asked.text()).toBe(201);
  const payout = await asked.json();

  // The patient disputes it (₦2,500 is all the doctor still holds) and an admin refunds it in full.
  const opened = await request.post('/api/disputes/', {
    headers: patientAuth,
    data: { appointment: id, category: 'doctor_no_show', description: 'The doctor never answered in the chat.' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const dispute = await opened.json();
  expect(dispute.money.earning_held).toBe(250_000);
  const resolved = await request.post(`/api/disputes/${dispute.id}/resolve/`, {
    headers: adminAuth,
    data: { outcome: 'refund_full', note: 'The chat shows no answer from the doctor.' },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);

  // The doctor's wallet: ₦2,000 owed, nothing to withdraw, and the history says why.
  await signIn(page, doctor.username, doctor.password);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-debt')).toContainText('You owe ₦2,000.00');
  await expect(page.getByTestId('wallet-debt')).toContainText('taken from your next earnings');
  await expect(page.getByTestId('wallet-available')).toHaveText('₦0.00');
  await expect(page.getByTestId('wallet-pending')).toHaveText('₦2,000.00');
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  await expect(withdraw.getByTestId('payouts-debt')).toContainText('You owe ₦2,000.00 from a refund');
  await expect(withdraw.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  const refund = page.getByTestId('wallet-transaction').filter({ hasText: 'Dispute refund' });
  await expect(refund.getByTestId('wallet-transaction-debt')).toHaveText('Owed ₦2,000.00');

  // The admin: the account's page, and the withdrawal asked for before the refund, whose approval is refused.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.username);
  await admin.goto(`/admin/users/doctor/${doctorUserId}`);
  await expect(admin.getByTestId('wallet-debt')).toHaveText('₦2,000.00');
  await admin.goto('/admin/payments?tab=payouts');
  const row = admin.getByTestId('admin-payout').filter({ hasText: `#${payout.id}` });
  await expect(row.getByTestId('admin-payout-debt')).toContainText('Owes ₦2,000.00 from a refund');
  await row.getByRole('button', { name: `Approve #${payout.id}` }).click();
  // The sandbox bank names the account after its number, not the doctor: the admin overrides the
  // name check (payout-name-mismatch.spec.ts), and the approval is still refused for the debt.
  const dialog = admin.getByRole('dialog', { name: 'Approve a withdrawal to another name?' });
  await dialog.getByRole('textbox', { name: /Why you override/ }).fill('Holder confirmed by phone');
  await dialog.getByRole('button', { name: 'Override and approve' }).click();
  await expect(admin.getByRole('alert')).toContainText('The requester owes ₦2,000.00 from a refund');
  await expect(row.getByTestId('admin-payout-status')).toHaveText('Requested');
  await adminContext.close();
});
