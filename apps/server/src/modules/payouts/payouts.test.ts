// Payouts through the sandbox provider, the person's side: the bank list, saving a bank account
// (and every refusal), asking for a withdrawal (and every refusal), a retried request. The
// ledger's invariants hold after each test.
import { NOTIFICATION_MESSAGES, PAYOUT_MIN_KOBO } from '@naijacare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, fundWallet, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { GTB_ACCOUNT, requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxProvider } from '../payments/sandbox';
import { SANDBOX_UNRESOLVABLE_ACCOUNT } from '../payments/sandbox-bank';

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

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const myPayouts = async (token: string) => (await http.get('/api/payouts/', token)).json();
const refusal = (res: { statusCode: number; json: () => { code: string; details?: unknown } }) => [res.statusCode, res.json().code, res.json().details];

/** An approved doctor with `kobo` available, topped up through the sandbox. */
async function fundedDoctor(kobo: number) {
  const doctor = await approvedDoctor(t.app, adminToken);
  if (kobo > 0) await fundWallet(t.app, doctor.token, kobo);
  return doctor;
}

describe('the bank list', () => {
  it('names the sandbox’s Nigerian banks with their codes, to doctors and hospitals only', async () => {
    const doctor = await fundedDoctor(0);
    const res = await http.get('/api/payouts/banks/', doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(res.json().results).toContainEqual({ name: 'Zenith Bank', code: '057' });
    const hospital = await verifiedHospital(t.app, adminToken);
    expect((await http.get('/api/payouts/banks/', hospital.token)).statusCode).toBe(200);
    const patient = await signedInPatient(t.app);
    expect(refusal(await http.get('/api/payouts/banks/', patient.token))).toEqual([403, 'permission_denied', undefined]);
    expect((await http.get('/api/payouts/banks/', adminToken)).statusCode).toBe(403);
    expect((await http.get('/api/payouts/banks/')).statusCode).toBe(401);
  });
});

describe('the bank account', () => {
  it('is not found until saved; saving resolves the account name; saving again changes it', async () => {
    const doctor = await fundedDoctor(0);
    expect(refusal(await http.get('/api/payouts/bank_account/', doctor.token))).toEqual([404, 'bank_account_not_set', undefined]);

    const saved = await http.put('/api/payouts/bank_account/', { bank_code: '058', account_number: ' 0123456789 ' }, doctor.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'ZAINAB SANI',
      updated_at: expect.any(String),
      name_mismatch: { resolved_name: 'ZAINAB SANI', holder_name: 'Ibrahim Musa' },
    });
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json()).toEqual(saved.json());

    const changed = await saveBankAccount(t.app, doctor.token, { bank_code: '057', account_number: '2012345672' });
    expect(changed).toMatchObject({ bank_name: 'Zenith Bank', account_number: '2012345672', account_name: 'CHIDI NWOSU' });
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json()).toMatchObject({ bank_code: '057' });
  });

  it('tells its owner each time the account changes, naming the bank and the last four digits', async () => {
    const doctor = await fundedDoctor(0);
    const notices = async () =>
      (await http.get('/api/notifications/', doctor.token)).json().results.filter((n: { code: string }) => n.code === 'bank_account_changed');
    await saveBankAccount(t.app, doctor.token);
    await saveBankAccount(t.app, doctor.token); // the same account again: nothing changed
    await saveBankAccount(t.app, doctor.token, { bank_code: '057', account_number: '2012345672' });
    const told = await notices();
    expect(told.map((n: { params: unknown }) => n.params)).toEqual([
      { bank: 'Zenith Bank', account: '…5672' },
      { bank: 'Guaranty Trust Bank', account: '…6789' },
    ]);
    expect(told[0]).toMatchObject({
      title: 'Bank account changed',
      message: 'Withdrawals will now be paid into Zenith Bank …5672. If you did not make this change, change your password and contact support.',
      link: '/wallet',
    });
  });

  it('may be saved RATE_BANK_ACCOUNT_MAX times a window per person, refused ones too; then 429', async () => {
    const limited = await createTestApp({ RATE_BANK_ACCOUNT_MAX: '2', RATE_BANK_ACCOUNT_WINDOW_SECONDS: '3600', RATE_REGISTER_IP_MAX: '10000' });
    try {
      const admin = (await signedInAdmin(limited.app, limited.accounts)).tokens.access;
      const [one, two] = [await approvedDoctor(limited.app, admin), await approvedDoctor(limited.app, admin)];
      const put = (token: string, account_number: string) => api(limited.app).put('/api/payouts/bank_account/', { bank_code: '058', account_number }, token);
      expect((await put(one.token, SANDBOX_UNRESOLVABLE_ACCOUNT)).statusCode).toBe(400);
      expect((await put(one.token, '0123456789')).statusCode).toBe(200);
      const third = await put(one.token, '0123456780');
      expect([third.statusCode, third.json().code]).toEqual([429, 'rate_limited']);
      expect((await api(limited.app).get('/api/payouts/bank_account/', one.token)).json()).toMatchObject({ account_number: '0123456789' });
      // Another person's budget is their own.
      expect((await put(two.token, '0123456789')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is for doctors and hospitals: patients and admins are refused', async () => {
    const patient = await signedInPatient(t.app);
    for (const token of [patient.token, adminToken]) {
      expect(refusal(await http.put('/api/payouts/bank_account/', GTB_ACCOUNT, token))).toEqual([403, 'permission_denied', undefined]);
      expect((await http.get('/api/payouts/bank_account/', token)).statusCode).toBe(403);
    }
    const hospital = await verifiedHospital(t.app, adminToken);
    expect((await saveBankAccount(t.app, hospital.token)).account_name).toBe('ZAINAB SANI');
  });

  it('refuses a number that is not a NUBAN, a bank not in the list, and a number the provider cannot find; nothing is saved', async () => {
    const doctor = await fundedDoctor(0);
    const put = (body: unknown) => http.put('/api/payouts/bank_account/', body, doctor.token);
    for (const number of ['12345', '01234567890', 'abcdefghij', '01234 6789', ''])
      expect(refusal(await put({ bank_code: '058', account_number: number }))).toEqual([400, 'account_number_invalid', { field: 'account_number' }]);
    expect(refusal(await put({ bank_code: '999', account_number: '0123456789' }))).toEqual([400, 'bank_unknown', { field: 'bank_code' }]);
    expect(refusal(await put({ bank_code: '', account_number: '0123456789' }))).toEqual([400, 'bank_unknown', { field: 'bank_code' }]);
    expect((await put({ account_number: '0123456789' })).statusCode).toBe(400);
    const unresolved = await put({ bank_code: '044', account_number: SANDBOX_UNRESOLVABLE_ACCOUNT });
    expect(refusal(unresolved)).toEqual([400, 'account_not_resolved', { field: 'account_number' }]);
    expect(unresolved.json().error).toBe('This account number could not be found at Access Bank. Check the number and the bank.');
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).statusCode).toBe(404);
  });
});

describe('asking for a withdrawal', () => {
  it('holds the amount at once, lists it as requested with the account, and tells the person', async () => {
    const doctor = await fundedDoctor(500_000);
    await saveBankAccount(t.app, doctor.token);
    const res = await requestPayout(t.app, doctor.token, 150_000);
    expect(res.statusCode).toBe(201);
    const payout = res.json();
    expect(payout).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^po_[0-9a-f]{24}$/),
      amount: 150_000,
      amount_formatted: '₦1,500.00',
      status: 'requested',
      bank: { bank_code: '058', bank_name: 'Guaranty Trust Bank', account_number: '0123456789', account_name: 'ZAINAB SANI' },
      reason: null,
      created_at: expect.any(String),
      decided_at: null,
      settled_at: null,
    });
    expect(await wallet(doctor.token)).toMatchObject({ available: 350_000, pending: 150_000 });
    expect(await myPayouts(doctor.token)).toEqual({ count: 1, next: null, results: [payout] });
    const history = (await http.get('/api/wallet-transactions/my_transactions/', doctor.token)).json();
    expect(history.results[0]).toMatchObject({
      type: 'payout_hold',
      reason: 'Withdrawal to Guaranty Trust Bank …6789',
      amount: -150_000,
      pending_amount: 150_000,
    });
    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note).toMatchObject({
      code: 'payout_requested',
      title: NOTIFICATION_MESSAGES.payout_requested.title,
      params: { amount: '₦1,500.00', bank: 'Guaranty Trust Bank', account: '…6789' },
      kind: 'wallet',
      link: '/wallet',
    });
  });

  it('lists my withdrawals newest first, a page at a time, and nobody else’s', async () => {
    const doctor = await fundedDoctor(1_000_000);
    const other = await fundedDoctor(1_000_000);
    await saveBankAccount(t.app, doctor.token);
    await saveBankAccount(t.app, other.token);
    for (const amount of [100_000, 200_000, 300_000]) expect((await requestPayout(t.app, doctor.token, amount)).statusCode).toBe(201);
    await requestPayout(t.app, other.token, 400_000);
    const first = (await http.get('/api/payouts/?page_size=2', doctor.token)).json();
    expect([first.count, first.next, first.results.map((p: { amount: number }) => p.amount)]).toEqual([3, 2, [300_000, 200_000]]);
    const second = (await http.get('/api/payouts/?page_size=2&page=2', doctor.token)).json();
    expect([second.next, second.results.map((p: { amount: number }) => p.amount)]).toEqual([null, [100_000]]);
  });

  it('needs a saved bank account (409), at least ₦1,000 (400) and at most the available balance (402); nothing is held', async () => {
    const doctor = await fundedDoctor(300_000);
    expect(refusal(await requestPayout(t.app, doctor.token, 100_000))).toEqual([409, 'bank_account_required', undefined]);
    await saveBankAccount(t.app, doctor.token);
    const small = await requestPayout(t.app, doctor.token, PAYOUT_MIN_KOBO - 1);
    expect(refusal(small)).toEqual([400, 'payout_too_small', { field: 'amount' }]);
    expect(small.json().error).toBe('A withdrawal must be at least ₦1,000.00');
    const over = await requestPayout(t.app, doctor.token, 300_001);
    expect(refusal(over)).toEqual([402, 'payout_exceeds_available', { missing: 1 }]);
    // Its own words: money that is not available yet is not topped up, it is waited for.
    expect(over.json()).toMatchObject({ error: 'This withdrawal needs ₦0.01 more available in your wallet' });
    expect(over.json()).not.toHaveProperty('message');
    for (const amount of [150_000.5, -100_000, 0, '150000', Number.MAX_SAFE_INTEGER + 2])
      expect(refusal(await requestPayout(t.app, doctor.token, amount as number))[0]).toBe(400);
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    expect((await myPayouts(doctor.token)).count).toBe(0);
    // The minimum and the whole balance are allowed.
    expect((await requestPayout(t.app, doctor.token, PAYOUT_MIN_KOBO)).statusCode).toBe(201);
    expect((await requestPayout(t.app, doctor.token, 200_000)).statusCode).toBe(201);
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 300_000 });
  });

  it('is for doctors and hospitals only', async () => {
    const patient = await signedInPatient(t.app);
    await fundWallet(t.app, patient.token, 500_000);
    expect(refusal(await requestPayout(t.app, patient.token, 100_000))).toEqual([403, 'permission_denied', undefined]);
    expect((await http.get('/api/payouts/', patient.token)).statusCode).toBe(403);
    expect((await requestPayout(t.app, adminToken, 100_000)).statusCode).toBe(403);
    expect((await http.post('/api/payouts/', { amount: 100_000 })).statusCode).toBe(401);
    expect((await wallet(patient.token)).available).toBe(500_000);

    const hospital = await verifiedHospital(t.app, adminToken);
    await fundWallet(t.app, hospital.token, 200_000);
    await saveBankAccount(t.app, hospital.token);
    expect((await requestPayout(t.app, hospital.token, 200_000)).statusCode).toBe(201);
  });

  it('a retried request with the same Idempotency-Key answers the first payout and holds once', async () => {
    const doctor = await fundedDoctor(1_000_000);
    await saveBankAccount(t.app, doctor.token);
    const first = await requestPayout(t.app, doctor.token, 250_000, 'withdraw-1');
    const again = await requestPayout(t.app, doctor.token, 250_000, 'withdraw-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    // The same key for another amount is a mistake, not a retry.
    expect(refusal(await requestPayout(t.app, doctor.token, 300_000, 'withdraw-1'))).toEqual([409, 'idempotency_key_reused', { key: 'withdraw-1' }]);
    // Ten at once with one key: one payout.
    const burst = await Promise.all(Array.from({ length: 10 }, () => requestPayout(t.app, doctor.token, 100_000, 'withdraw-2')));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(burst.map((r) => r.json().id)).size).toBe(1);
    // Another key, or none, is another withdrawal.
    expect((await requestPayout(t.app, doctor.token, 100_000, 'withdraw-3')).json().id).not.toBe(first.json().id);
    expect((await requestPayout(t.app, doctor.token, 100_000)).statusCode).toBe(201);
    expect((await myPayouts(doctor.token)).count).toBe(4);
    expect(await wallet(doctor.token)).toMatchObject({ available: 450_000, pending: 550_000 });
    const notes = (await http.get('/api/notifications/', doctor.token)).json().results;
    expect(notes.filter((n: { code: string }) => n.code === 'payout_requested')).toHaveLength(4);
    // Another person's key is theirs alone.
    const other = await fundedDoctor(200_000);
    await saveBankAccount(t.app, other.token);
    expect((await requestPayout(t.app, other.token, 100_000, 'withdraw-1')).statusCode).toBe(201);
  });

  it('refuses an Idempotency-Key that is empty, too long or has spaces', async () => {
    const doctor = await fundedDoctor(200_000);
    await saveBankAccount(t.app, doctor.token);
    for (const key of ['has space', 'x'.repeat(101), 'naïve'])
      expect(refusal(await requestPayout(t.app, doctor.token, 100_000, key))[1]).toBe('idempotency_key_invalid');
    const empty = await http.call('POST', '/api/payouts/', { body: { amount: 100_000 }, token: doctor.token, headers: { 'idempotency-key': '' } });
    expect(refusal(empty)[1]).toBe('idempotency_key_invalid');
    expect((await myPayouts(doctor.token)).count).toBe(0);
  });

  it('is documented in the OpenAPI, with its Idempotency-Key header', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/payouts/', '/api/payouts/banks/', '/api/payouts/bank_account/', '/api/admin/payouts/', '/api/admin/payouts/{id}/approve/'])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/payouts/'].post.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }));
  });

  it('a production server with no provider chosen offers no banks and saves no account', async () => {
    const bare = await createTestApp({ NODE_ENV: 'production' });
    try {
      const doctor = await approvedDoctor(bare.app, (await signedInAdmin(bare.app, bare.accounts)).tokens.access);
      expect(refusal(await api(bare.app).get('/api/payouts/banks/', doctor.token))).toEqual([503, 'payouts_not_configured', undefined]);
      expect(refusal(await api(bare.app).put('/api/payouts/bank_account/', GTB_ACCOUNT, doctor.token))[0]).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('keeps the account it was asked for when the saved account changes later', async () => {
    const doctor = await fundedDoctor(200_000);
    await saveBankAccount(t.app, doctor.token);
    const payout = (await requestPayout(t.app, doctor.token, 100_000)).json();
    await saveBankAccount(t.app, doctor.token, { bank_code: '057', account_number: '2012345672' });
    expect((await myPayouts(doctor.token)).results[0]).toMatchObject({ id: payout.id, bank: { bank_code: '058', account_number: '0123456789' } });
  });
});
