// The admin's money pages: every ledger transaction (filters, pagination, both sides named), the
// revenue by period checked against moves this test makes on the ledger, the top-ups that failed
// or are pending (stale ones, a re-verify that credits once), payouts approved and rejected from
// the page's API path; every call refused to non-admins. The ledger's invariants hold after each test.

import { addDays, lagosDate } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, fundWallet, signedInAdmin, signedInPatient, unique } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxProvider } from '../payments/sandbox';
import { payments } from '../payments/schema';
import { ledger } from '../wallet/service';

let t: TestApp;
let http: ReturnType<typeof api>;
let sandbox: SandboxProvider;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  sandbox = t.payments.provider as SandboxProvider;
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  await sandbox.idle();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const BASE = '/api/admin/payments';
const get = (path: string, token = adminToken) => http.get(`${BASE}${path}`, token);
const today = () => lagosDate(new Date());

/** A patient with a name no other test uses, a ₦2,000 top-up, and on the ledger a ₦500 fee paid to
 * a doctor (₦50 commission) and a ₦300 fee held then given back. */
async function patientWithHistory() {
  const last = unique('Okon');
  const patient = await api(t.app).patient({ last_name: last });
  const doctor = await approvedDoctor(t.app, adminToken);
  await fundWallet(t.app, patient.tokens.access, 200_000);
  const key = unique('k');
  await t.database.db.transaction(async (tx) => {
    await ledger.hold(tx, { key: `hold:${key}:1`, userId: patient.user.id, amount: 50_000, reason: 'Fee held' });
    await ledger.capture(tx, {
      key: `pay:${key}:1`,
      holdKey: `hold:${key}:1`,
      reason: 'Fee paid',
      payees: [
        { account: { userId: doctor.user.id }, bucket: 'pending', amount: 45_000 },
        { account: { platform: 'platform_revenue' }, amount: 5_000 },
      ],
    });
    await ledger.hold(tx, { key: `hold:${key}:2`, userId: patient.user.id, amount: 30_000, reason: 'Fee held' });
    await ledger.release(tx, { key: `refund:${key}:2`, holdKey: `hold:${key}:2`, reason: 'Fee refunded' });
  });
  return { patient: { id: patient.user.id as number, token: patient.tokens.access as string, last }, doctor };
}

describe('admins only', () => {
  it('refuses every call to a patient and a doctor (403) and to nobody (401)', async () => {
    const patient = await signedInPatient(t.app);
    const doctor = await approvedDoctor(t.app, adminToken);
    for (const token of [patient.token, doctor.token]) {
      for (const path of ['/transactions/', '/revenue/', '/top-ups/']) expect((await get(path, token)).statusCode).toBe(403);
      expect((await http.post(`${BASE}/top-ups/NC-anything/verify/`, {}, token)).statusCode).toBe(403);
    }
    expect((await http.get(`${BASE}/transactions/`)).statusCode).toBe(401);
    expect((await http.post(`${BASE}/top-ups/NC-anything/verify/`)).statusCode).toBe(401);
  });
});

describe('transactions', () => {
  it('lists a person’s transactions newest first, each with where the money came from and went', async () => {
    const { patient, doctor } = await patientWithHistory();
    const page = (await get(`/transactions/?user=${patient.id}`)).json();
    expect(page.count).toBe(5);
    expect(page.results.map((r: { type: string }) => r.type)).toEqual(['fee_refund', 'fee_hold', 'fee_payment', 'fee_hold', 'top_up']);
    const paid = page.results[2];
    expect(paid).toMatchObject({ amount: 50_000, amount_formatted: '₦500.00', reason: 'Fee paid' });
    expect(paid.from).toEqual([
      expect.objectContaining({
        account: 'wallet',
        bucket: 'pending',
        amount: -50_000,
        user: expect.objectContaining({ id: patient.id, name: `Amaka ${patient.last}` }),
      }),
    ]);
    expect(paid.to).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account: 'wallet',
          amount: 45_000,
          user: expect.objectContaining({ id: doctor.user.id, name: expect.stringMatching(/^Dr\. /), user_type: 'doctor' }),
        }),
        expect.objectContaining({ account: 'platform_revenue', amount: 5_000, user: null }),
      ]),
    );
    expect(page.results[4]).toMatchObject({ type: 'top_up', amount: 200_000, from: [expect.objectContaining({ account: 'provider_clearing' })] });
  });

  it('filters by search, type, amount and Lagos days, a page at a time', async () => {
    const { patient } = await patientWithHistory();
    const count = async (query: string) => {
      const res = await get(`/transactions/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count;
    };
    expect(await count(`search=${patient.last.toLowerCase()}`)).toBe(5);
    expect(await count(`search=${patient.last}&type=fee_payment`)).toBe(1);
    expect(await count(`user=${patient.id}&type=fee_hold`)).toBe(2);
    expect(await count(`user=${patient.id}&amount_min=45000&amount_max=50000`)).toBe(2);
    expect(await count(`user=${patient.id}&amount_min=200000`)).toBe(1);
    expect(await count(`user=${patient.id}&amount_max=30000`)).toBe(2);
    expect(await count(`user=${patient.id}&date_from=${today()}&date_to=${today()}`)).toBe(5);
    expect(await count(`user=${patient.id}&date_to=${addDays(today(), -1)}`)).toBe(0);
    expect(await count(`user=${patient.id}&date_from=${addDays(today(), 1)}`)).toBe(0);
    expect(await count('search=nobody-has-this-name')).toBe(0);

    const first = (await get(`/transactions/?user=${patient.id}&page_size=2`)).json();
    expect(first).toMatchObject({ count: 5, next: 2 });
    const last = (await get(`/transactions/?user=${patient.id}&page_size=2&page=3`)).json();
    expect(last).toMatchObject({ count: 5, next: null });
    expect(last.results.map((r: { type: string }) => r.type)).toEqual(['top_up']);
    // Every page together is the whole list, once each.
    const second = (await get(`/transactions/?user=${patient.id}&page_size=2&page=2`)).json();
    expect(new Set([...first.results, ...second.results, ...last.results].map((r: { id: number }) => r.id)).size).toBe(5);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const refusals: [string, string][] = [
      ['type=nonsense', 'type'],
      ['user=abc', 'user'],
      ['user=01', 'user'],
      ['amount_min=-1', 'amount_min'],
      ['amount_min=1.5', 'amount_min'],
      ['amount_min=500&amount_max=100', 'amount_max'],
      ['date_from=2026-13-01', 'date_from'],
      ['date_from=2026-11-20&date_to=2026-11-19', 'date_to'],
      ['page_size=101', 'page_size'],
      ['page=0', 'page'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of refusals) {
      const res = await get(`/transactions/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details?.field, query).toBe(field);
    }
  });
});

describe('revenue', () => {
  it('adds up the commission, fees, refunds, top-ups and payouts the ledger moved, in every period', async () => {
    const before = (await get('/revenue/')).json();
    expect(before.periods.map((p: { period: string }) => p.period)).toEqual(['today', '7d', '30d', 'all']);
    await patientWithHistory();
    // A doctor's ₦1,500 withdrawal, approved: the sandbox transfers it and its webhook pays it.
    const doctor = await approvedDoctor(t.app, adminToken);
    await fundWallet(t.app, doctor.token, 150_000);
    await saveBankAccount(t.app, doctor.token);
    const payout = (await requestPayout(t.app, doctor.token, 150_000)).json();
    expect(
      (await http.post(`/api/admin/payouts/${payout.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken))
        .statusCode,
    ).toBe(200);
    await sandbox.idle();

    const after = (await get('/revenue/')).json();
    for (const [i, p] of after.periods.entries()) {
      const was = before.periods[i];
      const moved = (field: string) => p[field].amount - was[field].amount;
      expect(moved('commission'), p.period).toBe(5_000);
      expect(moved('fees'), p.period).toBe(50_000);
      expect(moved('refunds'), p.period).toBe(30_000);
      expect(moved('top_ups'), p.period).toBe(350_000);
      expect(moved('payouts'), p.period).toBe(150_000);
      // top-up ×2, hold, payment, hold, refund, payout hold, payout
      expect(p.transactions - was.transactions, p.period).toBe(8);
    }
    expect(after.periods[0].commission.formatted).toMatch(/^₦/);
    expect(after.platform_balance.amount - before.platform_balance.amount).toBe(5_000);
    // Money in (₦3,500 of top-ups) less money out (₦1,500 paid out, ₦50 commission) stays in wallets.
    expect(after.wallets_total.amount - before.wallets_total.amount).toBe(350_000 - 150_000 - 5_000);
  });
});

describe('top-ups', () => {
  async function started(token: string, amount = 100_000) {
    const res = await http.post('/api/wallets/top_up/', { amount }, token);
    expect(res.statusCode).toBe(200);
    return res.json().reference as string;
  }

  it('lists failed and pending top-ups with their payer and age; an old pending one is stale', async () => {
    const last = unique('Bello');
    const payer = (await api(t.app).patient({ last_name: last })).tokens.access;
    const pending = await started(payer, 120_000);
    const declined = await started(payer, 130_000);
    sandbox.decline(declined);
    expect((await http.get(`/api/wallets/verify/?reference=${declined}`, payer)).json().status).toBe('failed');
    await fundWallet(t.app, payer, 140_000);

    const list = (await get(`/top-ups/?search=${last}`)).json();
    expect(list.count).toBe(2);
    expect(list.results.map((r: { reference: string }) => r.reference)).toEqual([declined, pending]);
    expect(list.results[0]).toMatchObject({
      status: 'failed',
      failure_reason: expect.any(String),
      stale: false,
      user: { name: `Amaka ${last}`, user_type: 'patient' },
    });
    expect(list.results[1]).toMatchObject({ status: 'pending', amount: 120_000, age_minutes: 0, stale: false });
    expect((await get(`/top-ups/?search=${last}&status=failed`)).json().results.map((r: { reference: string }) => r.reference)).toEqual([declined]);
    expect((await get(`/top-ups/?search=${pending}`)).json().count).toBe(1);

    // Started 45 minutes ago and never finished: stale.
    await t.database.db
      .update(payments)
      .set({ created_at: new Date(Date.now() - 45 * 60_000) })
      .where(eq(payments.reference, pending));
    const [stale] = (await get(`/top-ups/?search=${pending}`)).json().results;
    expect(stale).toMatchObject({ status: 'pending', stale: true });
    expect(stale.age_minutes).toBeGreaterThanOrEqual(45);
    expect((await get('/top-ups/?status=succeeded')).statusCode).toBe(400);
  });

  it('re-verifies a top-up whose webhook never came: credited once, however often it is asked', async () => {
    const payer = await signedInPatient(t.app);
    const reference = await started(payer.token, 250_000);
    // Paid at the provider, but its webhook is lost.
    expect(sandbox.pay(reference)).not.toBeNull();
    const first = await http.post(`${BASE}/top-ups/${reference}/verify/`, {}, adminToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reference, status: 'succeeded', user: { id: payer.user.id } });
    const again = await http.post(`${BASE}/top-ups/${reference}/verify/`, {}, adminToken);
    expect(again.json().status).toBe('succeeded');
    expect((await http.get('/api/wallets/my_wallet/', payer.token)).json().available).toBe(250_000);
    expect((await http.post(`${BASE}/top-ups/NC-unknown/verify/`, {}, adminToken)).statusCode).toBe(404);
  });
});

describe('payout requests from the page', () => {
  it('approves one and rejects another with its reason; the rejected money returns', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    await fundWallet(t.app, doctor.token, 400_000);
    await saveBankAccount(t.app, doctor.token);
    const one = (await requestPayout(t.app, doctor.token, 150_000)).json();
    const two = (await requestPayout(t.app, doctor.token, 200_000)).json();
    const listed = (await http.get('/api/admin/payouts/?status=requested&page_size=100', adminToken)).json().results.map((p: { id: number }) => p.id);
    expect(listed).toEqual(expect.arrayContaining([one.id, two.id]));

    expect(
      (await http.post(`/api/admin/payouts/${one.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken)).statusCode,
    ).toBe(200);
    const rejected = await http.post(`/api/admin/payouts/${two.id}/reject/`, { reason: 'Account name differs from the doctor' }, adminToken);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Account name differs from the doctor' });
    await sandbox.idle();
    expect((await http.get('/api/wallets/my_wallet/', doctor.token)).json()).toMatchObject({ available: 250_000, pending: 0 });
    // Both show on the doctor's transactions: the payout paid, the rejected hold given back.
    const types = (await get(`/transactions/?user=${doctor.user.id}`)).json().results.map((r: { type: string }) => r.type);
    expect(types).toEqual(expect.arrayContaining(['payout', 'payout_reversal']));
  });
});
