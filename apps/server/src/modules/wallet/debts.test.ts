// A refund decided after the doctor withdrew (DOMAIN "Money"): the patient is refunded in full at
// once, the platform gives back at most its commission, and the doctor's share they no longer hold
// is their debt — shown in their wallet (`debt`), their history and to admins (account summary,
// payouts), recovered from their next earnings, refusing a withdrawal (and an admin's approval)
// while the available balance cannot pay it. Races: two decisions at once, a decision and a
// withdrawal request at once. What the database refuses whatever the code asks. The ledger's
// invariants (testing/ledger-invariants.ts: the platform's commission, debts) hold after each test.

import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedDoctor, fundWallet, signedInAdmin, signedInPatient } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxProvider } from '../payments/sandbox';
import { ledger } from './service';

/** The sandbox bank names accounts after their numbers, never after the test doctors: each approval overrides the name check (payouts/name-mismatch.test.ts tests it). */
const override = { override_name_mismatch: true, reason: 'Holder confirmed by phone' };

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: string;
let otherAdmin: string;

const FEE = 500_000; // ₦5,000.00, 10% commission: the doctor earns ₦4,500.00
const EARNING = 450_000;
const COMMISSION = 50_000;
const HOUR = 3_600_000;
const day = addDays(lagosDate(new Date()), 2);
let slot = 0;
const nextTime = () => {
  const n = slot++;
  return lagosInstant(addDays(day, Math.floor(n / 18)), 8 * 60 + 30 * (n % 18)).toISOString();
};

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    RATE_BANK_ACCOUNT_MAX: '100000',
    ACCESS_TOKEN_TTL_SECONDS: String(60 * 86400),
    PLATFORM_COMMISSION_PERCENT: '10',
    EARNINGS_HOLD_HOURS: '72',
  });
  http = api(t.app);
  admin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  otherAdmin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  await (t.payments.provider as SandboxProvider).idle();
  vi.useRealTimers();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const PATCHED = ['approve_appointment', 'update_status'];
const act = (token: string, id: number, path: string, body: unknown = {}) =>
  http.call(PATCHED.includes(path) ? 'PATCH' : 'POST', `/api/appointments/${id}/${path}/`, { token, body });
const wallet = async (token: string) => {
  const w = (await http.get('/api/wallets/my_wallet/', token)).json();
  return { available: w.available, pending: w.pending, debt: w.debt };
};
const platformRevenue = async () => {
  const r = await t.database.db.execute("select available from ledger_accounts where kind = 'platform_revenue'" as never);
  return Number((r as unknown as { rows: { available: string }[] }).rows[0].available);
};
const codes = async (res: { statusCode: number; json: () => { code: string; details?: Record<string, unknown> } }) => [
  res.statusCode,
  res.json().code,
  res.json().details?.debt,
];
const later = (hours: number) => vi.setSystemTime(new Date(Date.now() + hours * HOUR));

type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;
async function doctorWorking() {
  const d = await approvedDoctor(t.app, admin, { consultation_fee: '5000.00' });
  for (let w = 0; w < 7; w++)
    await http.call('POST', '/api/doctor-schedules/', { token: d.token, body: { day_of_week: w, start_time: '08:00', end_time: '18:00', slot_minutes: 30 } });
  await saveBankAccount(t.app, d.token);
  return d;
}

/** A funded patient's consultation with the doctor, completed and paid: the earning is pending. The clock is left just after it. */
async function completed(d: Doctor) {
  vi.useRealTimers();
  const patient = await signedInPatient(t.app);
  await fundWallet(t.app, patient.token, FEE);
  const time = nextTime();
  const appt = (await http.post('/api/appointments/', { doctor: d.doctorId, scheduled_at: time, appointment_type: 'video' }, patient.token)).json();
  expect((await act(d.token, appt.id, 'approve_appointment')).statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(time) + 60_000));
  expect((await act(d.token, appt.id, 'start_session')).statusCode).toBe(200);
  expect((await act(d.token, appt.id, 'end_session')).statusCode).toBe(200);
  return { patient, appt: appt as { id: number } };
}

/** Withdraws `amount` through the sandbox: asked for, approved, paid by the provider's webhook. */
async function withdrawn(d: Doctor, amount: number) {
  const res = await requestPayout(t.app, d.token, amount);
  expect(res.statusCode, res.body).toBe(201);
  expect((await http.post(`/api/admin/payouts/${res.json().id}/approve/`, override, admin)).statusCode).toBe(200);
  await (t.payments.provider as SandboxProvider).idle();
  return res.json() as { id: number };
}

async function disputed(patientToken: string, appointment: number) {
  const res = await http.post('/api/disputes/', { appointment, category: 'doctor_no_show', description: 'The doctor never joined the call.' }, patientToken);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; money: { earning_held: number } };
}
const resolve = (token: string, id: number, body: Record<string, unknown> = { outcome: 'refund_full' }) =>
  http.post(`/api/disputes/${id}/resolve/`, { note: 'The call logs show the doctor never joined.', ...body }, token);

/** A doctor whose matured ₦4,500 earning was partly withdrawn (₦2,000), disputed since: ₦2,500 held. */
async function disputedAfterWithdrawal() {
  const d = await doctorWorking();
  const c = await completed(d);
  later(80);
  expect(await wallet(d.token)).toEqual({ available: EARNING, pending: 0, debt: 0 });
  await withdrawn(d, 200_000);
  expect(await wallet(d.token)).toEqual({ available: 250_000, pending: 0, debt: 0 });
  const dispute = await disputed(c.patient.token, c.appt.id);
  expect(dispute.money.earning_held).toBe(250_000);
  return { d, ...c, dispute };
}

describe('a refund after the doctor withdrew', () => {
  it('refunds the patient in full, the platform gives only its commission, the rest is the doctor’s debt, shown to them and to admins', async () => {
    const { d, patient, dispute } = await disputedAfterWithdrawal();
    const revenue = await platformRevenue();
    const res = await resolve(admin, dispute.id);
    expect(res.statusCode, res.body).toBe(200);

    expect(await wallet(patient.token)).toEqual({ available: FEE, pending: 0, debt: 0 });
    // ₦500.00 from the platform — its commission, not a kobo more — and ₦2,000.00 owed by the doctor.
    expect(await platformRevenue()).toBe(revenue - COMMISSION);
    expect(await platformRevenue()).toBeGreaterThanOrEqual(0);
    const mine = (await http.get('/api/wallets/my_wallet/', d.token)).json();
    expect(mine).toMatchObject({ available: 0, pending: 0, debt: 200_000, debt_formatted: '₦2,000.00' });

    const history = (await http.get('/api/wallet-transactions/my_transactions/?type=dispute_refund', d.token)).json().results;
    expect(history[0]).toMatchObject({ amount: 0, pending_amount: -250_000, debt_amount: 200_000, debt_amount_formatted: '₦2,000.00' });
    const notice = (await http.get('/api/notifications/', d.token)).json().results.find((n: { code: string }) => n.code === 'debt_incurred');
    expect(notice).toMatchObject({ link: '/wallet' });
    expect(notice.message).toContain('₦2,000.00');

    // Admins: the account's page, and the payouts list beside the doctor's withdrawals.
    expect((await http.get(`/api/admin/users/${d.user.id}/summary/`, admin)).json().wallet).toMatchObject({ debt: 200_000 });
    const payouts = (await http.get('/api/admin/payouts/?page_size=100', admin)).json().results;
    expect(payouts.find((p: { requester: { id: number } }) => p.requester.id === d.user.id)).toMatchObject({ requester_debt: 200_000 });
    // The ledger's own transaction, as the admin reads it: the doctor's owed leg beside the platform's.
    const tx = (await http.get(`/api/admin/payments/transactions/?type=dispute_refund&user=${d.user.id}`, admin)).json().results[0];
    expect(tx.from).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'wallet', bucket: 'owed', amount: -200_000 }),
        expect.objectContaining({ account: 'platform_revenue', amount: -COMMISSION }),
      ]),
    );
  });

  it('a withdrawal is refused while the debt is outstanding; the next earning pays it, then the doctor withdraws again', async () => {
    const { d, dispute } = await disputedAfterWithdrawal();
    await resolve(admin, dispute.id);
    expect(await codes(await requestPayout(t.app, d.token, 100_000))).toEqual([409, 'payout_debt_outstanding', 200_000]);
    expect((await http.get('/api/payouts/', d.token)).json().count).toBe(1);

    // The next consultation's earning (₦4,500.00) matures: ₦2,000.00 of it goes to the debt first.
    await completed(d);
    later(73);
    expect(await wallet(d.token)).toEqual({ available: EARNING - 200_000, pending: 0, debt: 0 });
    const recovered = (await http.get('/api/wallet-transactions/my_transactions/?type=debt_recovery', d.token)).json().results;
    expect(recovered).toEqual([expect.objectContaining({ amount: -200_000, debt_amount: -200_000 })]);
    expect(await codes(await requestPayout(t.app, d.token, EARNING - 200_000 + 1))).toEqual([402, 'payout_exceeds_available', undefined]);
    expect((await requestPayout(t.app, d.token, EARNING - 200_000)).statusCode).toBe(201);
  });

  it('a partial refund: the doctor owes only their share of it beyond what was held', async () => {
    const d = await doctorWorking();
    const c = await completed(d);
    later(80);
    await withdrawn(d, EARNING);
    const dispute = await disputed(c.patient.token, c.appt.id);
    expect(dispute.money.earning_held).toBe(0);
    const revenue = await platformRevenue();
    expect((await resolve(admin, dispute.id, { outcome: 'refund_partial', amount: 200_000 })).statusCode).toBe(200);
    // ₦2,000.00 refunded: 9/10 of it the doctor's share (owed), 1/10 the platform's.
    expect(await wallet(d.token)).toEqual({ available: 0, pending: 0, debt: 180_000 });
    expect(await platformRevenue()).toBe(revenue - 20_000);
    expect(await wallet(c.patient.token)).toMatchObject({ available: 200_000 });
  });

  it('a debt made while another earning waits is paid from that earning as it matures', async () => {
    const d = await doctorWorking();
    const first = await completed(d);
    later(80);
    await withdrawn(d, EARNING);
    // A second earning, pending while the first is disputed and refunded.
    await completed(d);
    const dispute = await disputed(first.patient.token, first.appt.id);
    expect((await resolve(admin, dispute.id)).statusCode).toBe(200);
    expect(await wallet(d.token)).toEqual({ available: 0, pending: EARNING, debt: EARNING });
    later(73);
    // The second earning pays the whole first: nothing left to withdraw, nothing owed.
    expect(await wallet(d.token)).toEqual({ available: 0, pending: 0, debt: 0 });
    expect(await codes(await requestPayout(t.app, d.token, 100_000))).toEqual([402, 'payout_exceeds_available', undefined]);
  });

  it('an admin’s approval of a withdrawal asked for before the refund is refused while the debt is left; rejected, its money pays the debt', async () => {
    const d = await doctorWorking();
    const c = await completed(d);
    later(80);
    const asked = (await requestPayout(t.app, d.token, EARNING)).json();
    const dispute = await disputed(c.patient.token, c.appt.id);
    expect(dispute.money.earning_held).toBe(0);
    expect((await resolve(admin, dispute.id)).statusCode).toBe(200);
    expect(await wallet(d.token)).toEqual({ available: 0, pending: EARNING, debt: EARNING });

    const approval = await http.post(`/api/admin/payouts/${asked.id}/approve/`, override, admin);
    expect(await codes(approval)).toEqual([409, 'payout_approval_debt_outstanding', EARNING]);
    expect(approval.json().error).toContain('₦4,500.00');
    expect(
      (await http.get('/api/admin/payouts/?status=requested&page_size=100', admin)).json().results.find((p: { id: number }) => p.id === asked.id),
    ).toMatchObject({
      status: 'requested',
      requester_debt: EARNING,
    });
    // Other people may not see or decide it.
    expect((await http.post(`/api/admin/payouts/${asked.id}/approve/`, {}, d.token)).statusCode).toBe(403);

    expect((await http.post(`/api/admin/payouts/${asked.id}/reject/`, { reason: 'A refund is owed first' }, admin)).statusCode).toBe(200);
    expect(await wallet(d.token)).toEqual({ available: 0, pending: 0, debt: 0 });
  });

  it('only the doctor’s own wallet shows their debt; a patient owes nothing', async () => {
    const { d, patient, dispute } = await disputedAfterWithdrawal();
    await resolve(admin, dispute.id);
    expect((await wallet(patient.token)).debt).toBe(0);
    expect((await wallet(d.token)).debt).toBe(200_000);
    expect((await http.get(`/api/admin/users/${d.user.id}/summary/`, patient.token)).statusCode).toBe(403);
    expect((await http.get('/api/admin/payouts/', d.token)).statusCode).toBe(403);
  });
});

describe('races', () => {
  it('two disputes on the same doctor decided at once by two admins: both debts are owed, none lost', async () => {
    const d = await doctorWorking();
    const a = await completed(d);
    const b = await completed(d);
    later(80);
    await withdrawn(d, 2 * EARNING);
    const [da, db] = [await disputed(a.patient.token, a.appt.id), await disputed(b.patient.token, b.appt.id)];
    const revenue = await platformRevenue();
    const [ra, rb] = await Promise.all([resolve(admin, da.id), resolve(otherAdmin, db.id)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(await wallet(d.token)).toEqual({ available: 0, pending: 0, debt: 2 * EARNING });
    expect(await platformRevenue()).toBe(revenue - 2 * COMMISSION);
  });

  it('a decision racing a withdrawal request: either the withdrawal is held first and the rest pays the debt, or the debt is paid first and the request weighed after', async () => {
    const d = await doctorWorking();
    const first = await completed(d);
    later(80);
    await withdrawn(d, EARNING);
    const dispute = await disputed(first.patient.token, first.appt.id);
    // A second earning, now available: ₦4,500.00, against a debt of ₦4,500.00 about to be made.
    await completed(d);
    later(80);
    expect(await wallet(d.token)).toEqual({ available: EARNING, pending: 0, debt: 0 });
    const [decision, request] = await Promise.all([resolve(admin, dispute.id), requestPayout(t.app, d.token, 300_000)]);
    expect(decision.statusCode).toBe(200);
    const after = await wallet(d.token);
    if (request.statusCode === 201) {
      // Held first: ₦3,000.00 waits for the admin, the ₦1,500.00 left pays part of the debt.
      expect(after).toEqual({ available: 0, pending: 300_000, debt: EARNING - 150_000 });
    } else {
      // The debt first: it took the whole balance, so the request finds nothing to hold.
      expect(await codes(request)).toEqual([402, 'payout_exceeds_available', undefined]);
      expect(after).toEqual({ available: 0, pending: 0, debt: 0 });
    }
  });
});

describe('what the database refuses whatever the code asks', () => {
  const run = <T>(work: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<T>) => t.database.db.transaction(work);

  it('an owed bucket above zero, and the platform’s revenue taken below zero', async () => {
    const me = await signedInPatient(t.app);
    await fundWallet(t.app, me.token, 100_000);
    await expect(
      run((tx) =>
        ledger.transfer(tx, {
          key: `test:owed-positive:${me.user.id}`,
          type: 'adjustment',
          reason: 'A debt of the platform to a person',
          legs: [
            { account: { userId: me.user.id }, amount: -1_000 },
            { account: { userId: me.user.id }, bucket: 'owed', amount: 1_000 },
          ],
        }),
      ),
    ).rejects.toThrow();
    const revenue = await platformRevenue();
    await expect(
      run((tx) =>
        ledger.transfer(tx, {
          key: `test:revenue-negative:${me.user.id}`,
          type: 'adjustment',
          reason: 'More than the platform earned',
          legs: [
            { account: { platform: 'platform_revenue' }, amount: -(revenue + 1) },
            { account: { userId: me.user.id }, amount: revenue + 1 },
          ],
        }),
      ),
    ).rejects.toThrow();
    expect(await wallet(me.token)).toEqual({ available: 100_000, pending: 0, debt: 0 });
  });
});
