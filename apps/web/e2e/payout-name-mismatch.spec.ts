// A payout to a bank account in someone else's name: Dr Amaka Okafor saves an account the bank
// holds as BABATUNDE ADEYEMI and is warned at once; the admin sees the mismatch on the payout and
// approves it only through the override, which asks for a reason.

import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, fundWalletViaApi, registerDoctorViaApi, signIn, uniqueSurname } from './helpers';

test('an account in another name is shown to the doctor, flagged to the admin, and approved only with an override and a reason', async ({ page, request }) => {
  const lastName = uniqueSurname('Okafor');
  const doctor = await registerDoctorViaApi(request, { prefix: 'namedoc', firstName: 'Amaka', lastName });
  await fundWalletViaApi(request, doctor.username, doctor.password, 500_000);

  // The doctor saves the account and is told at once that it is not in her name.
  await signIn(page, doctor.username, doctor.password);
  await page.goto('/wallet');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
  await page.getByRole('textbox', { name: 'Account number' }).fill('0123456781');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  const warning = page.getByTestId('bank-account-name-mismatch');
  await expect(warning).toContainText('This account is not in your name');
  await expect(warning).toContainText(`Your bank holds this account in the name BABATUNDE ADEYEMI, not Amaka ${lastName}.`);
  await expectAccessible(page);
  const headers = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const asked = await request.post('/api/payouts/', { headers, data: { amount: 300_000 } });
  expect(asked.status(), await asked.text()).toBe(201);
  const payoutId = (await asked.json()).id as number;

  // The admin sees the mismatch; Approve asks for the override and its reason.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'demo_admin');
  await page.goto('/admin/payments');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  const row = page.getByTestId('admin-payout').filter({ hasText: doctor.name });
  await expect(row.getByTestId('admin-payout-name-mismatch')).toHaveText(`Name mismatch: the account is in the name BABATUNDE ADEYEMI, not Amaka ${lastName}`);
  await row.getByRole('button', { name: `Approve #${payoutId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve a withdrawal to another name?' });
  await expect(dialog).toContainText(`in the name BABATUNDE ADEYEMI, but the money is Amaka ${lastName}’s (₦3,000.00)`);
  await dialog.getByRole('button', { name: 'Override and approve' }).click();
  await expect(dialog.getByText('Write why you override the name mismatch.')).toBeVisible();
  await expectAccessible(page, 'the override dialog');
  await dialog.getByRole('textbox', { name: /Why you override/ }).fill('Her husband’s account; she confirmed it by phone');
  await dialog.getByRole('button', { name: 'Override and approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Approved: ₦3,000.00 to ${doctor.name} is on its way.`)).toBeVisible();

  // The override is in the audit trail with its reason.
  await page.goto(`/admin/audit?entity_type=payout&entity_id=${payoutId}`);
  const entry = page.getByTestId('audit-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Her husband’s account; she confirmed it by phone');
});
