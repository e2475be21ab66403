// The admin's side of payouts through the sandbox provider, and the provider's transfer webhooks:
// approve (the sandbox transfers and its webhook settles it paid), reject (the hold comes back),
// two admins at once, a failed or reversed transfer, deliveries repeated, forged or unknown.
// The ledger's invariants hold after each test.
import { NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, deliverWebhook, fundWallet, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Delivery, SandboxProvider } from '../payments/sandbox';
import { SANDBOX_FAILING_ACCOUNT } from '../payments/sandbox-bank';
import { signBody } from '../payments/signature';
import { payouts } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let sandbox: SandboxProvider;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  sandbox = t.payments.provider as SandboxProvider;
  const admin = await signedInAdmin(t.app, t.accounts);
  [adminToken, adminId] = [admin.tokens.access, admin.user.id];
});
afterEach(async () => {
  await sandbox.idle();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const mine = async (token: string, id: number) => (await http.get('/api/payouts/', token)).json().results.find((p: { id: number }) => p.id === id);
const codesOf = async (token: string) => (await http.get('/api/notifications/', token)).json().results.map((n: { code: string }) => n.code);
const approve = (id: number, token = adminToken) =>
  http.post(`/api/admin/payouts/${id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, token);
const reject = (id: number, reason: unknown = 'The account name does not match the doctor', token = adminToken) =>
  http.post(`/api/admin/payouts/${id}/reject/`, { reason }, token);
const deliver = (d: Delivery) => deliverWebhook(t.app, d.body, d.signature);
/** The wallet transactions of one type on the person's history. */
const movements = async (token: string, type: string) => (await http.get(`/api/wallet-transactions/my_transactions/?type=${type}`, token)).json().count;

/** A number the sandbox resolves to IBRAHIM MUSA, the fixtures' doctor's own name. */
const MATCHING_ACCOUNT = { bank_code: '058', account_number: '0123456784' };

/** An approved doctor with `kobo` topped up, a saved account, and a requested payout of `amount`. */
async function requested(kobo: number, amount: number, account = { bank_code: '058', account_number: '0123456789' }) {
  const doctor = await approvedDoctor(t.app, adminToken);
  await fundWallet(t.app, doctor.token, kobo);
  await saveBankAccount(t.app, doctor.token, account);
  const res = await requestPayout(t.app, doctor.token, amount);
  expect(res.statusCode).toBe(201);
  return { doctor, payout: res.json() as { id: number; reference: string } };
}

describe('the admin’s list', () => {
  it('shows every payout with who asked, filtered by status, with what may be done to it', async () => {
    const { doctor, payout } = await requested(500_000, 200_000);
    const hospital = await verifiedHospital(t.app, adminToken);
    await fundWallet(t.app, hospital.token, 300_000);
    await saveBankAccount(t.app, hospital.token);
    const theirs = (await requestPayout(t.app, hospital.token, 300_000)).json();

    const list = (await http.get('/api/admin/payouts/?status=requested&page_size=100', adminToken)).json();
    const row = (id: number) => list.results.find((p: { id: number }) => p.id === id);
    expect(row(payout.id)).toMatchObject({
      amount: 200_000,
      status: 'requested',
      requester: { id: doctor.user.id, name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`, user_type: 'doctor' },
      bank: { bank_name: 'Guaranty Trust Bank', account_number: '0123456789', account_name: 'ZAINAB SANI' },
      allowed_actions: ['approve', 'reject'],
    });
    expect(row(theirs.id)).toMatchObject({ requester: { id: hospital.user.id, name: hospital.profile.hospital_name, user_type: 'hospital' } });
    expect(list.results.every((p: { status: string }) => p.status === 'requested')).toBe(true);
    expect(list.results.findIndex((p: { id: number }) => p.id === theirs.id)).toBeLessThan(list.results.findIndex((p: { id: number }) => p.id === payout.id));

    await reject(theirs.id);
    const rejected = (await http.get('/api/admin/payouts/?status=rejected', adminToken)).json().results;
    expect(rejected.find((p: { id: number }) => p.id === theirs.id)).toMatchObject({ status: 'rejected', allowed_actions: [] });
    expect((await http.get('/api/admin/payouts/?status=nonsense', adminToken)).statusCode).toBe(400);
  });

  it('each decision is in the audit trail, with the deciding admin and a rejection’s reason', async () => {
    const { payout } = await requested(500_000, 100_000, MATCHING_ACCOUNT);
    const second = (await requested(500_000, 100_000)).payout;
    expect((await http.post(`/api/admin/payouts/${payout.id}/approve/`, {}, adminToken)).statusCode).toBe(200);
    expect((await reject(second.id, 'Account name does not match')).statusCode).toBe(200);
    const entries = async (id: number) =>
      (await http.get(`/api/admin/audit-log/?entity_type=payout&entity_id=${id}`, adminToken))
        .json()
        .results.map((e: { action: string; detail: string; reason: string | null }) => [e.action, e.detail, e.reason]);
    expect(await entries(payout.id)).toEqual([['admin_decision', 'approve', null]]);
    expect(await entries(second.id)).toEqual([['admin_decision', 'reject', 'Account name does not match']]);
  });

  it('is for admins only, as are the decisions', async () => {
    const { doctor, payout } = await requested(200_000, 100_000);
    const patient = await signedInPatient(t.app);
    for (const token of [doctor.token, patient.token]) {
      expect((await http.get('/api/admin/payouts/', token)).statusCode).toBe(403);
      expect((await approve(payout.id, token)).statusCode).toBe(403);
      expect((await reject(payout.id, 'no', token)).statusCode).toBe(403);
    }
    expect((await http.get('/api/admin/payouts/')).statusCode).toBe(401);
    expect((await mine(doctor.token, payout.id)).status).toBe('requested');
    const unknown = await approve(999_999);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'payout_not_found']);
    expect((await reject(999_999)).statusCode).toBe(404);
  });
});

describe('approving', () => {
  it('starts the transfer; the sandbox’s transfer.success webhook settles it paid: the held money leaves the wallet', async () => {
    const { doctor, payout } = await requested(500_000, 200_000);
    const res = await approve(payout.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payout.id, status: 'approved', decided_at: expect.any(String), allowed_actions: [] });
    await sandbox.idle();
    const paid = await mine(doctor.token, payout.id);
    expect(paid).toMatchObject({ status: 'paid', settled_at: expect.any(String), reason: null });
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    const history = (await http.get('/api/wallet-transactions/my_transactions/', doctor.token)).json().results;
    expect(history[0]).toMatchObject({ type: 'payout', reason: 'Withdrawal paid to Guaranty Trust Bank …6789', amount: 0, pending_amount: -200_000 });
    expect((await codesOf(doctor.token)).slice(0, 3)).toEqual(['payout_paid', 'payout_approved', 'payout_requested']);
    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note).toMatchObject({ title: NOTIFICATION_MESSAGES.payout_paid.title, message: '₦2,000.00 was paid into Guaranty Trust Bank …6789.' });
    // Decided: neither admin action applies now.
    const again = await approve(payout.id);
    expect([again.statusCode, again.json().code, again.json().error]).toEqual([409, 'payout_status_conflict', 'Cannot approve a withdrawal that is paid.']);
    expect((await reject(payout.id)).statusCode).toBe(409);
  });

  it('two admins approving at once: one transfer, one wins, the other is told', async () => {
    const { doctor, payout } = await requested(300_000, 300_000);
    const other = (await signedInAdmin(t.app, t.accounts)).tokens.access;
    const answers = await Promise.all([approve(payout.id), approve(payout.id, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('payout_status_conflict');
    await sandbox.idle();
    expect((await mine(doctor.token, payout.id)).status).toBe('paid');
    expect(await movements(doctor.token, 'payout')).toBe(1);
    expect((await codesOf(doctor.token)).filter((c: string) => c === 'payout_approved')).toHaveLength(1);
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 0 });
  });

  it('an admin approving while another rejects: one wins, and the money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const { doctor, payout } = await requested(150_000, 150_000);
      const answers = await Promise.all([approve(payout.id), reject(payout.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      await sandbox.idle();
      const status = (await mine(doctor.token, payout.id)).status;
      expect(['paid', 'rejected']).toContain(status);
      // Paid: the money left; rejected: it is back. Never both.
      expect(await wallet(doctor.token)).toMatchObject(status === 'paid' ? { available: 0, pending: 0 } : { available: 150_000, pending: 0 });
      expect((await movements(doctor.token, 'payout')) + (await movements(doctor.token, 'payout_reversal'))).toBe(1);
    }
  });
});

describe('rejecting', () => {
  it('gives the held money back with the reason the person is told', async () => {
    const { doctor, payout } = await requested(400_000, 250_000);
    expect(await wallet(doctor.token)).toMatchObject({ available: 150_000, pending: 250_000 });
    const res = await reject(payout.id, '  Account name does not match the doctor  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Account name does not match the doctor', decided_at: expect.any(String) });
    expect(await wallet(doctor.token)).toMatchObject({ available: 400_000, pending: 0 });
    expect(await mine(doctor.token, payout.id)).toMatchObject({ status: 'rejected', reason: 'Account name does not match the doctor' });
    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note).toMatchObject({
      code: 'payout_rejected',
      params: { amount: '₦2,500.00', reason: 'Account name does not match the doctor' },
      message: 'Your withdrawal of ₦2,500.00 was not approved; the money is back in your wallet. Reason: Account name does not match the doctor',
    });
    const history = (await http.get('/api/wallet-transactions/my_transactions/', doctor.token)).json().results;
    expect(history[0]).toMatchObject({ type: 'payout_reversal', amount: 250_000, pending_amount: -250_000 });
    // Once: rejecting or approving again is refused and moves nothing.
    expect((await reject(payout.id)).statusCode).toBe(409);
    expect((await approve(payout.id)).json().code).toBe('payout_status_conflict');
    expect(await wallet(doctor.token)).toMatchObject({ available: 400_000, pending: 0 });
  });

  it('needs a reason', async () => {
    const { doctor, payout } = await requested(200_000, 200_000);
    for (const reason of ['', '   ']) {
      const res = await reject(payout.id, reason);
      expect([res.statusCode, res.json().code]).toEqual([400, 'payout_reason_required']);
    }
    expect((await reject(payout.id, 'x'.repeat(501))).json().code).toBe('payout_reason_too_long');
    expect((await http.post(`/api/admin/payouts/${payout.id}/reject/`, {}, adminToken)).statusCode).toBe(400);
    expect((await mine(doctor.token, payout.id)).status).toBe('requested');
    expect((await wallet(doctor.token)).pending).toBe(200_000);
  });
});

describe('the provider’s transfer webhooks', () => {
  it('the same transfer.success delivered 20 times at once settles once', async () => {
    const { doctor, payout } = await requested(600_000, 600_000);
    expect((await approve(payout.id)).statusCode).toBe(200);
    const delivery = sandbox.transferWebhook(payout.reference, 'transfer.success')!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await sandbox.idle();
    expect((await mine(doctor.token, payout.id)).status).toBe('paid');
    expect(await movements(doctor.token, 'payout')).toBe(1);
    expect((await codesOf(doctor.token)).filter((c: string) => c === 'payout_paid')).toHaveLength(1);
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 0 });
  });

  it('a webhook with a wrong signature or a changed body is refused and moves nothing', async () => {
    // Not approved, so no webhook of the sandbox's own can pay it: only these could.
    const { doctor, payout } = await requested(300_000, 300_000);
    const forged = JSON.stringify({ event: 'transfer.success', data: { reference: payout.reference, amount: 300_000, currency: 'NGN', status: 'success' } });
    const refused = [
      await deliver({ body: forged, signature: signBody(forged, 'not-the-secret') }),
      await deliver({ body: forged, signature: 'abc' }),
      await deliver({ body: `${forged} `, signature: signBody(forged, sandbox.webhookSecret) }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([401, 'webhook_signature_invalid']));
    expect((await mine(doctor.token, payout.id)).status).toBe('requested');
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 300_000 });
  });

  it('a transfer that fails gives the money back, with the provider’s reason', async () => {
    const { doctor, payout } = await requested(300_000, 200_000, { bank_code: '044', account_number: SANDBOX_FAILING_ACCOUNT });
    expect((await approve(payout.id)).statusCode).toBe(200);
    await sandbox.idle();
    expect(await mine(doctor.token, payout.id)).toMatchObject({
      status: 'failed',
      reason: 'The sandbox bank refused the transfer',
      settled_at: expect.any(String),
    });
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note).toMatchObject({ code: 'payout_failed', params: { amount: '₦2,000.00', reason: 'The sandbox bank refused the transfer' } });
    // A late transfer.success says the money left after all: it is taken back from the available balance.
    const late = JSON.stringify({ event: 'transfer.success', data: { reference: payout.reference, amount: 200_000, currency: 'NGN' } });
    expect((await deliver({ body: late, signature: signBody(late, sandbox.webhookSecret) })).statusCode).toBe(200);
    expect((await mine(doctor.token, payout.id)).status).toBe('paid');
    expect(await wallet(doctor.token)).toMatchObject({ available: 100_000, pending: 0 });
  });

  it('a paid transfer the bank sends back fails it and pays the wallet back, once', async () => {
    const { doctor, payout } = await requested(300_000, 300_000);
    await approve(payout.id);
    await sandbox.idle();
    expect((await mine(doctor.token, payout.id)).status).toBe('paid');
    const reversed = sandbox.transferWebhook(payout.reference, 'transfer.reversed')!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(reversed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(await mine(doctor.token, payout.id)).toMatchObject({ status: 'failed', reason: 'The sandbox bank returned the transfer' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    expect(await movements(doctor.token, 'payout_reversal')).toBe(1);
  });

  it('the provider’s word counts for a payout whose approval was not recorded', async () => {
    // As when an approval's answer timed out after the provider had started the transfer.
    const { doctor, payout } = await requested(200_000, 200_000);
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: payout.reference, amount: 200_000, currency: 'NGN', status: 'success' } });
    expect((await deliver({ body, signature: signBody(body, sandbox.webhookSecret) })).statusCode).toBe(200);
    expect((await mine(doctor.token, payout.id)).status).toBe('paid');
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 0 });
  });

  it('an unknown reference, another amount or currency, another event: acknowledged, nothing moves', async () => {
    const { doctor, payout } = await requested(200_000, 200_000);
    const signed = (event: unknown) => {
      const body = JSON.stringify(event);
      return deliver({ body, signature: signBody(body, sandbox.webhookSecret) });
    };
    const answers = [
      await signed({ event: 'transfer.success', data: { reference: 'po_unknown', amount: 200_000, currency: 'NGN' } }),
      await signed({ event: 'transfer.success', data: { reference: payout.reference, amount: 2_000_000, currency: 'NGN' } }),
      await signed({ event: 'transfer.success', data: { reference: payout.reference, amount: 200_000, currency: 'USD' } }),
      await signed({ event: 'transfer.otp', data: { reference: payout.reference, amount: 200_000, currency: 'NGN' } }),
      await signed({ event: 'transfer.success', data: { amount: 200_000, currency: 'NGN' } }),
      await signed({ event: 'transfer.success', data: 'nothing' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect((await mine(doctor.token, payout.id)).status).toBe('requested');
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 200_000 });
  });

  const success = (reference: string, amount: number) => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference, amount, currency: 'NGN', status: 'success' } });
    return deliver({ body, signature: signBody(body, sandbox.webhookSecret) });
  };
  const adminRow = async (id: number) =>
    (await http.get('/api/admin/payouts/?page_size=100', adminToken)).json().results.find((p: { id: number }) => p.id === id);

  it('a transfer.success for a rejected payout takes the money back from the available balance: it was paid, once', async () => {
    const { doctor, payout } = await requested(300_000, 200_000);
    await reject(payout.id);
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => success(payout.reference, 200_000)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(await mine(doctor.token, payout.id)).toMatchObject({ status: 'paid', settled_at: expect.any(String) });
    expect(await wallet(doctor.token)).toMatchObject({ available: 100_000, pending: 0 });
    expect(await movements(doctor.token, 'payout')).toBe(1);
    expect((await codesOf(doctor.token)).filter((c: string) => c === 'payout_paid')).toHaveLength(1);
    expect(await adminRow(payout.id)).toMatchObject({ status: 'paid', needs_review: null });
  });

  it('a transfer.success for a rejected payout whose money was spent since moves nothing and flags it for a person', async () => {
    const { doctor, payout } = await requested(200_000, 200_000);
    await reject(payout.id);
    expect((await requestPayout(t.app, doctor.token, 200_000)).statusCode).toBe(201);
    expect((await success(payout.reference, 200_000)).statusCode).toBe(200);
    expect(await mine(doctor.token, payout.id)).toMatchObject({ status: 'rejected' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 200_000 });
    expect((await adminRow(payout.id)).needs_review).toBe('The provider paid this rejected withdrawal, and the wallet no longer holds ₦2,000.00 to take back');
  });

  it('a transfer.success delivered again after the bank sent the money back moves nothing', async () => {
    const { doctor, payout } = await requested(300_000, 300_000);
    await approve(payout.id);
    await sandbox.idle();
    expect((await deliver(sandbox.transferWebhook(payout.reference, 'transfer.reversed')!)).statusCode).toBe(200);
    expect((await success(payout.reference, 300_000)).statusCode).toBe(200);
    expect(await mine(doctor.token, payout.id)).toMatchObject({ status: 'failed' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 300_000, pending: 0 });
    expect(await movements(doctor.token, 'payout')).toBe(1);
  });
});

it('the admin who decides is recorded', async () => {
  const { payout } = await requested(200_000, 200_000);
  await approve(payout.id);
  const [row] = await t.database.db.select({ decided_by: payouts.decided_by }).from(payouts).where(eq(payouts.id, payout.id));
  expect(row.decided_by).toBe(adminId);
});
