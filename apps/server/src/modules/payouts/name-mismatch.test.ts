// A payout to an account in someone else's name (DOMAIN "Payouts"): the doctor is shown the
// mismatch when saving the account, the admin sees it on the payout, and approving it needs an
// explicit override with a reason, which the audit trail keeps. An account in the holder's own
// name (order, initials, case and diacritics forgiven) is approved as before.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, fundWallet, signedInAdmin, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxProvider } from '../payments/sandbox';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  await (t.payments.provider as SandboxProvider).idle();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

/** Numbers the sandbox resolves, by their last digit. */
const BABATUNDE_ADEYEMI = { bank_code: '058', account_number: '0123456781' };
const ADAEZE_OKONKWO = { bank_code: '058', account_number: '0123456780' };
const approve = (id: number, body: unknown = {}, token = adminToken) => http.post(`/api/admin/payouts/${id}/approve/`, body, token);
const adminRow = async (id: number) =>
  (await http.get('/api/admin/payouts/?page_size=100', adminToken)).json().results.find((p: { id: number }) => p.id === id);

async function doctorAsking(names: { first_name: string; last_name: string }, account: { bank_code: string; account_number: string }) {
  const doctor = await approvedDoctor(t.app, adminToken, names);
  await fundWallet(t.app, doctor.token, 500_000);
  const saved = await saveBankAccount(t.app, doctor.token, account);
  const payout = (await requestPayout(t.app, doctor.token, 200_000)).json();
  return { doctor, saved, payout };
}

describe('an account in another name', () => {
  it('is shown to the doctor when saving, and on the admin’s payout', async () => {
    const { doctor, saved, payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okafor' }, BABATUNDE_ADEYEMI);
    const mismatch = { resolved_name: 'BABATUNDE ADEYEMI', holder_name: 'Adaeze Okafor' };
    expect(saved).toMatchObject({ account_name: 'BABATUNDE ADEYEMI', name_mismatch: mismatch });
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json().name_mismatch).toEqual(mismatch);
    expect(await adminRow(payout.id)).toMatchObject({ status: 'requested', name_mismatch: mismatch });
  });

  it('is refused approval without the override (409), and with it but no reason (400); nothing moves', async () => {
    const { doctor, payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okafor' }, BABATUNDE_ADEYEMI);
    const plain = await approve(payout.id);
    expect([plain.statusCode, plain.json().code]).toEqual([409, 'payout_name_mismatch']);
    expect(plain.json().error).toBe('The account is in the name BABATUNDE ADEYEMI, not Adaeze Okafor: approve it only with an override and a reason');
    expect(plain.json().details.name_mismatch).toEqual({ resolved_name: 'BABATUNDE ADEYEMI', holder_name: 'Adaeze Okafor' });
    for (const body of [{ override_name_mismatch: true }, { override_name_mismatch: true, reason: '   ' }]) {
      const res = await approve(payout.id, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'payout_override_reason_required']);
    }
    const tooLong = await approve(payout.id, { override_name_mismatch: true, reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await adminRow(payout.id)).status).toBe('requested');
    const wallet = (await http.get('/api/wallets/my_wallet/', doctor.token)).json();
    expect([wallet.available, wallet.pending]).toEqual([300_000, 200_000]);
  });

  it('is approved with the override and a reason, which the audit trail keeps with the two names', async () => {
    const { payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okafor' }, BABATUNDE_ADEYEMI);
    const res = await approve(payout.id, { override_name_mismatch: true, reason: 'Her husband’s account; she confirmed by phone' });
    expect(res.statusCode).toBe(200);
    await (t.payments.provider as SandboxProvider).idle();
    expect((await adminRow(payout.id)).status).toBe('paid');
    const entries = (await http.get(`/api/admin/audit-log/?entity_type=payout&entity_id=${payout.id}`, adminToken)).json().results;
    expect(entries.map((e: { action: string; detail: string; reason: string | null }) => [e.action, e.detail, e.reason])).toEqual([
      ['admin_decision', 'approve_name_mismatch_override: BABATUNDE ADEYEMI for Adaeze Okafor', 'Her husband’s account; she confirmed by phone'],
    ]);
  });

  it('the override is the admin’s: a doctor sending it is refused (403)', async () => {
    const { doctor, payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okafor' }, BABATUNDE_ADEYEMI);
    expect((await approve(payout.id, { override_name_mismatch: true, reason: 'mine' }, doctor.token)).statusCode).toBe(403);
    expect((await adminRow(payout.id)).status).toBe('requested');
  });
});

describe('the name checked is the one an admin approved', () => {
  it('a doctor renaming themself after the name an account is in does not clear the flag, and the approval still needs the override', async () => {
    const { doctor, payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okafor' }, BABATUNDE_ADEYEMI);
    const renamed = await http.call('PATCH', '/api/auth/profile/update/', { token: doctor.token, body: { first_name: 'Babatunde', last_name: 'Adeyemi' } });
    expect(renamed.statusCode).toBe(200);
    const mismatch = { resolved_name: 'BABATUNDE ADEYEMI', holder_name: 'Adaeze Okafor' };
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json().name_mismatch).toEqual(mismatch);
    expect((await saveBankAccount(t.app, doctor.token, BABATUNDE_ADEYEMI)).name_mismatch).toEqual(mismatch);
    expect((await adminRow(payout.id)).name_mismatch).toEqual(mismatch);
    const plain = await approve(payout.id);
    expect([plain.statusCode, plain.json().code]).toEqual([409, 'payout_name_mismatch']);
    expect((await adminRow(payout.id)).status).toBe('requested');
  });

  it('a hospital renaming itself after the account’s holder does not clear the flag', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    await fundWallet(t.app, hospital.token, 300_000);
    await saveBankAccount(t.app, hospital.token, ADAEZE_OKONKWO);
    const payout = (await requestPayout(t.app, hospital.token, 200_000)).json();
    const renamed = await http.call('PATCH', '/api/auth/profile/update/', { token: hospital.token, body: { hospital_name: 'Adaeze Okonkwo' } });
    expect(renamed.statusCode).toBe(200);
    const mismatch = { resolved_name: 'ADAEZE OKONKWO', holder_name: hospital.profile.hospital_name };
    expect((await http.get('/api/payouts/bank_account/', hospital.token)).json().name_mismatch).toEqual(mismatch);
    expect((await adminRow(payout.id)).name_mismatch).toEqual(mismatch);
    expect((await approve(payout.id)).json().code).toBe('payout_name_mismatch');
  });

  it('a doctor approved under their name keeps matching their own account after a rename', async () => {
    const { doctor, payout } = await doctorAsking({ first_name: 'Adaeze', last_name: 'Okonkwo' }, ADAEZE_OKONKWO);
    await http.call('PATCH', '/api/auth/profile/update/', { token: doctor.token, body: { last_name: 'Okafor' } });
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json().name_mismatch).toBeNull();
    expect((await approve(payout.id)).statusCode).toBe(200);
  });
});

describe('an account in the holder’s own name', () => {
  it('forgives order, case, diacritics and a middle name: no flag, approved without an override', async () => {
    const { saved, payout } = await doctorAsking({ first_name: 'Ádaeze Chioma', last_name: 'Okọnkwọ' }, ADAEZE_OKONKWO);
    expect(saved.name_mismatch).toBeNull();
    expect((await adminRow(payout.id)).name_mismatch).toBeNull();
    expect((await approve(payout.id)).statusCode).toBe(200);
    const entries = (await http.get(`/api/admin/audit-log/?entity_type=payout&entity_id=${payout.id}`, adminToken)).json().results;
    expect(entries.map((e: { detail: string; reason: string | null }) => [e.detail, e.reason])).toEqual([['approve', null]]);
  });

  it('a hospital’s holder name is the hospital’s: a person’s account is flagged', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    await fundWallet(t.app, hospital.token, 300_000);
    const saved = await saveBankAccount(t.app, hospital.token, ADAEZE_OKONKWO);
    expect(saved.name_mismatch).toEqual({ resolved_name: 'ADAEZE OKONKWO', holder_name: hospital.profile.hospital_name });
  });
});
