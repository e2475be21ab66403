// Payouts through the Paystack provider, against a local fake Paystack: the bank list (paged by
// cursor, filtered, kept briefly), an account resolved and registered as a transfer recipient,
// the transfer an approval starts, a refused or unreachable provider, and its transfer webhooks.
// The ledger's invariants hold after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '../../testing/fake-paystack';
import { api, approvedDoctor, deliverWebhook, signedInAdmin } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SECRET = 'sk_test_naijacare_fake_secret';

let t: TestApp;
let http: ReturnType<typeof api>;
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
let adminToken: string;
beforeAll(async () => {
  paystack = await startFakePaystack(SECRET, { banksPerPage: 3 });
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '10000',
    RATE_LOGIN_IP_MAX: '10000',
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: paystack.url,
  });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  paystack.refusal.message = null;
  paystack.outage.on = false;
  paystack.lostAnswers.on = false;
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const deliver = (d: { body: string; signature: string }) => deliverWebhook(t.app, d.body, d.signature);
const callsTo = (path: string) => paystack.calls.filter((c) => c.path.split('?')[0] === path);

/** An approved doctor with `kobo` topped up through Paystack (its charge paid, its webhook delivered). */
async function fundedDoctor(kobo: number) {
  const doctor = await approvedDoctor(t.app, adminToken);
  const { reference } = (await http.post('/api/wallets/top_up/', { amount: kobo }, doctor.token)).json();
  expect((await deliver(paystack.pay(reference))).statusCode).toBe(200);
  return doctor;
}

/** A doctor with a saved GTB account and a requested payout of `amount` out of `kobo`. */
async function requested(kobo: number, amount: number) {
  const doctor = await fundedDoctor(kobo);
  expect((await http.put('/api/payouts/bank_account/', { bank_code: '058', account_number: '0123456789' }, doctor.token)).statusCode).toBe(200);
  const res = await requestPayout(t.app, doctor.token, amount);
  expect(res.statusCode).toBe(201);
  return { doctor, payout: res.json() as { id: number; reference: string } };
}

describe('payouts through Paystack', () => {
  it('lists the banks that take transfers, following the cursor, once in a while', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const res = await http.get('/api/payouts/banks/', doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { name: 'Access Bank', code: '044' },
      { name: 'Access Bank (Diamond)', code: '063' },
      { name: 'Guaranty Trust Bank', code: '058' },
      { name: 'Kuda Microfinance Bank', code: '50211' },
      { name: 'Zenith Bank', code: '057' },
    ]);
    const pages = callsTo('/bank');
    expect(pages.map((c) => new URL(c.path, 'http://x').searchParams.get('next'))).toEqual([null, '3', '6']);
    expect(pages[0]).toMatchObject({ method: 'GET', authorization: `Bearer ${SECRET}` });
    expect(new URL(pages[0].path, 'http://x').searchParams.get('country')).toBe('nigeria');
    // Kept: asking again (or saving an account) does not ask Paystack again.
    await http.get('/api/payouts/banks/', doctor.token);
    expect(callsTo('/bank')).toHaveLength(3);
  });

  it('resolves the account, registers it as a nuban recipient in naira, and keeps its code', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const res = await http.put('/api/payouts/bank_account/', { bank_code: '058', account_number: '0123456789' }, doctor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bank_name: 'Guaranty Trust Bank', account_number: '0123456789', account_name: 'AMAKA NWOSU' });
    expect(callsTo('/bank/resolve').at(-1)?.path).toBe('/bank/resolve?account_number=0123456789&bank_code=058');
    expect(callsTo('/transferrecipient').at(-1)).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
      body: { type: 'nuban', name: 'AMAKA NWOSU', account_number: '0123456789', bank_code: '058', currency: 'NGN' },
    });
  });

  it('a number Paystack cannot resolve is a 400 on the number, and registers nothing', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const before = callsTo('/transferrecipient').length;
    const res = await http.put('/api/payouts/bank_account/', { bank_code: '057', account_number: '0123456789' }, doctor.token);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([400, 'account_not_resolved', { field: 'account_number' }]);
    expect(callsTo('/transferrecipient')).toHaveLength(before);
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).statusCode).toBe(404);
  });

  it('approving sends the transfer from the balance under the payout’s reference; the webhook settles it paid', async () => {
    const { doctor, payout } = await requested(500_000, 300_000);
    const approved = await http.post(
      `/api/admin/payouts/${payout.id}/approve/`,
      { override_name_mismatch: true, reason: 'Holder confirmed by phone' },
      adminToken,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const recipient = callsTo('/transferrecipient').at(-1)?.body as { account_number: string };
    expect(recipient.account_number).toBe('0123456789');
    expect(callsTo('/transfer').at(-1)).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
      body: {
        source: 'balance',
        amount: 300_000,
        reference: payout.reference,
        recipient: expect.stringMatching(/^RCP_fake/),
        currency: 'NGN',
        reason: 'NaijaCare withdrawal',
      },
    });
    const success = paystack.transferWebhook(payout.reference, 'transfer.success');
    expect((await deliver(success)).statusCode).toBe(200);
    expect((await deliver(success)).statusCode).toBe(200);
    expect((await http.get('/api/payouts/', doctor.token)).json().results[0]).toMatchObject({ id: payout.id, status: 'paid' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 200_000, pending: 0 });
  });

  it('a transfer Paystack refuses is a 502 with its words; the payout stays requested, its money held, and may be approved again', async () => {
    const { doctor, payout } = await requested(300_000, 300_000);
    paystack.refusal.message = 'Your balance is not enough to fulfil this request';
    const res = await http.post(`/api/admin/payouts/${payout.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      502,
      'payout_transfer_refused',
      { provider_message: 'Your balance is not enough to fulfil this request' },
    ]);
    expect(res.json().error).toBe('The payment provider refused the transfer: Your balance is not enough to fulfil this request');
    const row = (await http.get('/api/admin/payouts/?status=requested&page_size=100', adminToken))
      .json()
      .results.find((p: { id: number }) => p.id === payout.id);
    expect(row).toMatchObject({ status: 'requested', decided_at: null, allowed_actions: ['approve', 'reject'] });
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 300_000 });
    const notes = (await http.get('/api/notifications/', doctor.token)).json().results.map((n: { code: string }) => n.code);
    expect(notes).not.toContain('payout_approved');

    paystack.refusal.message = null;
    expect(
      (await http.post(`/api/admin/payouts/${payout.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken)).json()
        .status,
    ).toBe('approved');
  });

  it('a transfer whose answer is lost stays approved until Paystack reports: it cannot be rejected, and is paid once', async () => {
    const { doctor, payout } = await requested(300_000, 300_000);
    paystack.lostAnswers.on = true;
    const res = await http.post(`/api/admin/payouts/${payout.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([502, 'payout_transfer_outcome_unknown', { status: 'approved' }]);
    expect(res.json().error).toBe('The transfer’s outcome is not known yet; it settles when the payment provider reports');
    expect(paystack.transfers.has(payout.reference)).toBe(true);
    const row = (await http.get('/api/admin/payouts/?status=approved&page_size=100', adminToken))
      .json()
      .results.find((p: { id: number }) => p.id === payout.id);
    expect(row).toMatchObject({ status: 'approved', allowed_actions: [] });
    // Neither a second transfer nor a rejection that would give back money already sent.
    const again = await http.post(
      `/api/admin/payouts/${payout.id}/approve/`,
      { override_name_mismatch: true, reason: 'Holder confirmed by phone' },
      adminToken,
    );
    const rejected = await http.post(`/api/admin/payouts/${payout.id}/reject/`, { reason: 'No answer from the bank' }, adminToken);
    expect([again.statusCode, rejected.statusCode, rejected.json().details]).toEqual([409, 409, { status: 'approved' }]);
    expect(callsTo('/transfer').filter((c) => (c.body as { reference: string }).reference === payout.reference)).toHaveLength(1);
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 300_000 });

    expect((await deliver(paystack.transferWebhook(payout.reference, 'transfer.success'))).statusCode).toBe(200);
    expect((await http.get('/api/payouts/', doctor.token)).json().results[0]).toMatchObject({ id: payout.id, status: 'paid' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 0 });
  });

  it('a failed transfer’s webhook gives the money back', async () => {
    const { doctor, payout } = await requested(200_000, 200_000);
    await http.post(`/api/admin/payouts/${payout.id}/approve/`, { override_name_mismatch: true, reason: 'Holder confirmed by phone' }, adminToken);
    expect((await deliver(paystack.transferWebhook(payout.reference, 'transfer.failed'))).statusCode).toBe(200);
    expect((await http.get('/api/payouts/', doctor.token)).json().results[0]).toMatchObject({ status: 'failed', reason: 'The bank transfer failed' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 200_000, pending: 0 });
  });

  it('an unreachable Paystack is a 502: no account saved, and an approval stays approved until Paystack reports', async () => {
    const { doctor, payout } = await requested(200_000, 200_000);
    paystack.outage.on = true;
    const saved = await http.put('/api/payouts/bank_account/', { bank_code: '057', account_number: '2012345672' }, doctor.token);
    expect([saved.statusCode, saved.json().code]).toEqual([502, 'payment_provider_unavailable']);
    // A 5xx does not say the transfer was not started: only Paystack's webhook can.
    const approved = await http.post(
      `/api/admin/payouts/${payout.id}/approve/`,
      { override_name_mismatch: true, reason: 'Holder confirmed by phone' },
      adminToken,
    );
    expect([approved.statusCode, approved.json().code]).toEqual([502, 'payout_transfer_outcome_unknown']);
    paystack.outage.on = false;
    expect((await http.get('/api/payouts/', doctor.token)).json().results[0]).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    expect((await http.get('/api/payouts/bank_account/', doctor.token)).json()).toMatchObject({ bank_code: '058' });
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 200_000 });
  });

  it('a server whose Paystack never answered has no bank list to offer', async () => {
    const down = await createTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const doctor = await approvedDoctor(down.app, (await signedInAdmin(down.app, down.accounts)).tokens.access);
      const banks = await api(down.app).get('/api/payouts/banks/', doctor.token);
      expect([banks.statusCode, banks.json().code]).toEqual([502, 'payment_provider_unavailable']);
    } finally {
      await down.close();
    }
  });
});
