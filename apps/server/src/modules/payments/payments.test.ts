// Top-ups through the sandbox provider: the checkout, the signed webhook, verify, and every
// refusal; the ledger's invariants hold after each test.
import { NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, deliverWebhook, signedInPatient } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { logSink } from '../../testing/log-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SandboxProvider } from './sandbox';
import { signBody } from './signature';

let t: TestApp;
let http: ReturnType<typeof api>;
let sandbox: SandboxProvider;
const log = logSink();
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', LOG_LEVEL: 'warn' }, log.stream);
  http = api(t.app);
  sandbox = t.payments.provider as SandboxProvider;
});
afterEach(async () => {
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const transactions = async (token: string) => (await http.get('/api/wallet-transactions/my_transactions/', token)).json();

async function topUp(token: string, amount: number) {
  const res = await http.post('/api/wallets/top_up/', { amount }, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { reference: string; authorization_url: string };
}

/** What was logged at error level about one payment. */
const errorsAbout = (reference: string) => log.lines().filter((l) => l.level === 50 && l.reference === reference);

const deliver = (body: string, signature?: string) => deliverWebhook(t.app, body, signature);

describe('top-ups through the sandbox', () => {
  it('a new wallet is empty, in naira', async () => {
    const me = await signedInPatient(t.app);
    expect(await wallet(me.token)).toEqual({
      currency: 'NGN',
      available: 0,
      available_formatted: '₦0.00',
      pending: 0,
      pending_formatted: '₦0.00',
      debt: 0,
      debt_formatted: '₦0.00',
      updated_at: null,
    });
    expect((await http.get('/api/wallets/my_wallet/')).statusCode).toBe(401);
  });

  it('checkout, pay, and the wallet is credited once, with a notification', async () => {
    const me = await signedInPatient(t.app);
    const { reference, authorization_url } = await topUp(me.token, 2_500_000);
    // The checkout is a page of the web app, which asks for the charge with the payer's session.
    expect(authorization_url).toBe(`/wallet/sandbox-checkout/${reference}`);
    const checkout = await http.get(`/api/payments/sandbox/${reference}/`, me.token);
    expect(checkout.json()).toEqual({ reference, amount: 2_500_000, amount_formatted: '₦25,000.00', status: 'pending' });

    const paid = await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, me.token);
    expect(paid.json()).toEqual({ reference, status: 'success', return_url: expect.stringMatching(new RegExp(`/wallet\\?reference=${reference}$`)) });
    expect(await wallet(me.token)).toMatchObject({ available: 2_500_000, available_formatted: '₦25,000.00', pending: 0 });
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({
      reference,
      status: 'succeeded',
      amount: 2_500_000,
      amount_formatted: '₦25,000.00',
    });
    const list = await transactions(me.token);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ type: 'top_up', amount: 2_500_000, amount_formatted: '₦25,000.00', pending_amount: 0 });

    const notes = (await http.get('/api/notifications/', me.token)).json().results;
    expect(notes[0]).toMatchObject({
      code: 'wallet_topped_up',
      title: NOTIFICATION_MESSAGES.wallet_topped_up.title,
      params: { amount: '₦25,000.00', balance: '₦25,000.00' },
      kind: 'wallet',
    });
    // Paid is paid: a second press is refused, and the page says so.
    expect((await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, me.token)).statusCode).toBe(409);
    expect((await http.get(`/api/payments/sandbox/${reference}/`, me.token)).json()).toMatchObject({ status: 'success' });
    expect((await wallet(me.token)).available).toBe(2_500_000);
  });

  it('pay and decline answer where the checkout sends the browser back: the wallet page with the reference', async () => {
    const me = await signedInPatient(t.app);
    const paid = await topUp(me.token, 10_000);
    const res = await http.post(`/api/payments/sandbox/${paid.reference}/pay/`, undefined, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().return_url).toMatch(new RegExp(`^https?://[^/]+/wallet\\?reference=${paid.reference}$`));
    expect((await wallet(me.token)).available).toBe(10_000);
    const declined = await topUp(me.token, 10_000);
    const no = await http.post(`/api/payments/sandbox/${declined.reference}/decline/`, undefined, me.token);
    expect(no.json()).toEqual({ reference: declined.reference, status: 'failed', return_url: expect.stringMatching(/\/wallet\?reference=/) });
  });

  it('only the payer, signed in, sees, pays or declines their checkout: 401 without a session, 404 for anyone else', async () => {
    const payer = await signedInPatient(t.app);
    const other = await signedInPatient(t.app);
    const { reference } = await topUp(payer.token, 40_000);
    const checkout = `/api/payments/sandbox/${reference}/`;
    const attempts = (token?: string) => [
      http.get(checkout, token),
      http.post(`${checkout}pay/`, undefined, token),
      http.post(`${checkout}decline/`, undefined, token),
    ];
    for (const res of await Promise.all(attempts())) expect([res.statusCode, res.json().code]).toEqual([401, 'authentication_required']);
    for (const res of await Promise.all(attempts('not-a-token'))) expect(res.statusCode).toBe(401);
    // Another person is told what an unknown reference tells: nothing about whose it is.
    for (const res of await Promise.all(attempts(other.token))) expect([res.statusCode, res.json().code]).toEqual([404, 'payment_not_found']);
    expect(sandbox.charge(reference)?.status).toBe('pending');
    expect((await wallet(other.token)).available).toBe(0);
    expect((await wallet(payer.token)).available).toBe(0);

    // The payer's own press works once; a replay, by them or anyone, moves nothing more.
    expect((await http.post(`${checkout}pay/`, undefined, payer.token)).statusCode).toBe(200);
    const replays = [
      await http.post(`${checkout}pay/`, undefined, payer.token),
      await http.post(`${checkout}decline/`, undefined, payer.token),
      await http.post(`${checkout}pay/`, undefined, other.token),
      await http.post(`${checkout}pay/`),
    ];
    expect(replays.map((r) => [r.statusCode, r.json().code])).toEqual([
      [409, 'payment_closed'],
      [409, 'payment_closed'],
      [404, 'payment_not_found'],
      [401, 'authentication_required'],
    ]);
    expect((await wallet(payer.token)).available).toBe(40_000);
    expect((await transactions(payer.token)).count).toBe(1);
    expect((await wallet(other.token)).available).toBe(0);
  });

  it('a top-up started while booking sends the browser back to the page it names, on this site only', async () => {
    const me = await signedInPatient(t.app);
    const res = await http.post('/api/wallets/top_up/', { amount: 10_000, return_to: '/doctors' }, me.token);
    expect(res.statusCode).toBe(200);
    const { reference } = res.json();
    const paid = await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, me.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().return_url).toMatch(new RegExp(`^https?://[^/]+/doctors\\?reference=${reference}$`));

    // Anything that could lead to another site, or a page with its own query, is refused and starts nothing.
    const refused = [
      'https://evil.example/doctors',
      '//evil.example',
      '/\\evil.example',
      '/doctors//evil.example',
      'javascript:alert(1)',
      'doctors',
      '/doctors?reference=x',
      '/doctors#top',
      '/../wallet',
      '/doctors/./x',
      '/%2F%2Fevil.example',
      '/doctors\nLocation: https://evil.example',
      `/${'a'.repeat(200)}`,
      '',
    ];
    for (const return_to of refused) {
      const answer = await http.post('/api/wallets/top_up/', { amount: 10_000, return_to }, me.token);
      expect([return_to, answer.statusCode, answer.json().code]).toEqual([return_to, 400, 'validation_failed']);
    }
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'succeeded' });
    expect(await transactions(me.token)).toMatchObject({ count: 1 });
  });

  it('with PUBLIC_URL the checkout comes back to it whatever Host the request named', async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://naijacare.example' });
    try {
      const me = await signedInPatient(site.app);
      const started = await api(site.app).call('POST', '/api/wallets/top_up/', {
        body: { amount: 10_000, return_to: '/doctors' },
        token: me.token,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(started.statusCode).toBe(200);
      const { reference } = started.json();
      expect((site.payments.provider as SandboxProvider).charge(reference)?.callbackUrl).toBe('https://naijacare.example/doctors');
      const paid = await api(site.app).call('POST', `/api/payments/sandbox/${reference}/pay/`, {
        token: me.token,
        headers: { host: 'evil.example' },
      });
      expect(paid.json().return_url).toBe(`https://naijacare.example/doctors?reference=${reference}`);
    } finally {
      await site.close();
    }
  });

  it('top-ups and verifies are limited per person (each asks the provider): 429 with retry_after', async () => {
    const limited = await createTestApp({ RATE_TOP_UPS_MAX: '2', RATE_PAYMENT_VERIFIES_MAX: '3' });
    try {
      const client = api(limited.app);
      const me = await signedInPatient(limited.app);
      const other = await signedInPatient(limited.app);
      const started = [];
      for (let i = 0; i < 3; i++) started.push(await client.post('/api/wallets/top_up/', { amount: 10_000 }, me.token));
      expect(started.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect(started[2].json()).toMatchObject({ code: 'rate_limited', details: { retry_after: expect.any(Number) } });
      expect(started[2].json().details.retry_after).toBeGreaterThan(0);
      expect((await client.post('/api/wallets/top_up/', { amount: 10_000 }, other.token)).statusCode).toBe(200);

      const { reference } = started[0].json();
      const verified = [];
      for (let i = 0; i < 4; i++) verified.push(await client.get(`/api/wallets/verify/?reference=${reference}`, me.token));
      expect(verified.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(verified[3].json()).toMatchObject({ code: 'rate_limited', details: { retry_after: expect.any(Number) } });
    } finally {
      await limited.close();
    }
  });

  it('a payment the provider reports with another amount logs its error once, however often it is verified', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 30_000);
    const charge = sandbox.charge(reference)!;
    charge.status = 'success';
    charge.amount = 3_000;
    for (let i = 0; i < 3; i++) expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'pending' });
    expect(errorsAbout(reference)).toHaveLength(1);
    expect((await wallet(me.token)).available).toBe(0);
  });

  it('refuses amounts that are not a whole number of kobo within the limits, and starts nothing', async () => {
    const me = await signedInPatient(t.app);
    const refusal = async (amount: unknown) => {
      const res = await http.post('/api/wallets/top_up/', { amount }, me.token);
      return [res.statusCode, res.json().code];
    };
    expect(await refusal(9_999)).toEqual([400, 'top_up_too_small']);
    expect(await refusal(100_000_001)).toEqual([400, 'top_up_too_large']);
    expect(await refusal(10_000.5)).toEqual([400, 'validation_failed']);
    expect(await refusal(-10_000)).toEqual([400, 'validation_failed']);
    expect(await refusal(0)).toEqual([400, 'validation_failed']);
    expect(await refusal('10000')).toEqual([400, 'validation_failed']);
    expect(await refusal(Number.MAX_SAFE_INTEGER + 2)).toEqual([400, 'validation_failed']);
    expect((await http.post('/api/wallets/top_up/', {}, me.token)).statusCode).toBe(400);
    expect((await http.post('/api/wallets/top_up/', { amount: 10_000 })).statusCode).toBe(401);
    // The limits themselves are allowed.
    await topUp(me.token, 10_000);
    await topUp(me.token, 100_000_000);
    expect(await transactions(me.token)).toMatchObject({ count: 0 });
  });

  it('tells a signed-in person the configured limits it refuses outside of', async () => {
    const me = await signedInPatient(t.app);
    expect((await http.get('/api/wallets/top_up_limits/', me.token)).json()).toEqual({
      min: 10_000,
      min_formatted: '₦100.00',
      max: 100_000_000,
      max_formatted: '₦1,000,000.00',
    });
    expect((await http.get('/api/wallets/top_up_limits/')).statusCode).toBe(401);
    const narrow = await createTestApp({ TOP_UP_MIN_NAIRA: '500', TOP_UP_MAX_NAIRA: '20000' });
    try {
      const them = await signedInPatient(narrow.app);
      expect((await api(narrow.app).get('/api/wallets/top_up_limits/', them.token)).json()).toMatchObject({ min: 50_000, max: 2_000_000 });
      const refused = await api(narrow.app).post('/api/wallets/top_up/', { amount: 2_000_100 }, them.token);
      expect([refused.statusCode, refused.json().details]).toEqual([400, { field: 'amount', max: 2_000_000 }]);
    } finally {
      await narrow.close();
    }
  });

  it('verify answers only the payer: another person’s reference and an unknown one are not found', async () => {
    const owner = await signedInPatient(t.app);
    const other = await signedInPatient(t.app);
    const { reference } = await topUp(owner.token, 50_000);
    await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, owner.token);
    const theirs = await http.get(`/api/wallets/verify/?reference=${reference}`, other.token);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'payment_not_found']);
    expect((await http.get('/api/wallets/verify/?reference=NC-nothing', owner.token)).statusCode).toBe(404);
    expect((await http.get('/api/wallets/verify/', owner.token)).statusCode).toBe(400);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`)).statusCode).toBe(401);
    expect((await wallet(other.token)).available).toBe(0);
    expect((await http.post('/api/payments/sandbox/NC-nothing/pay/', undefined, owner.token)).statusCode).toBe(404);
  });

  it('a declined payment fails, credits nothing and can no longer be paid', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 20_000);
    expect((await http.post(`/api/payments/sandbox/${reference}/decline/`, undefined, me.token)).json()).toMatchObject({ reference, status: 'failed' });
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({
      status: 'failed',
      failure_reason: 'Declined',
    });
    const again = await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, me.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'payment_closed']);
    expect(await wallet(me.token)).toMatchObject({ available: 0, pending: 0 });
  });

  it('verify settles a payment whose webhook never came, and the late webhook credits nothing more', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 75_000);
    // Paid at the provider; its webhook lost on the way.
    const lost = sandbox.pay(reference);
    expect(lost).not.toBeNull();
    expect((await wallet(me.token)).available).toBe(0);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'succeeded' });
    expect((await wallet(me.token)).available).toBe(75_000);
    expect((await deliver(lost!.body, lost!.signature)).statusCode).toBe(200);
    expect((await wallet(me.token)).available).toBe(75_000);
    expect((await transactions(me.token)).count).toBe(1);
  });

  it('a signed charge.success after a verify marked the payment failed settles it after all: one credit', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 80_000);
    // The first attempt declined, and verify recorded it; the payer then paid on the same checkout.
    sandbox.decline(reference);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'failed' });
    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: 80_000, currency: 'NGN' } });
    for (let i = 0; i < 3; i++) expect((await deliver(body, signBody(body, sandbox.webhookSecret))).statusCode).toBe(200);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({
      status: 'succeeded',
      failure_reason: null,
    });
    expect((await wallet(me.token)).available).toBe(80_000);
    expect((await transactions(me.token)).count).toBe(1);
    expect(errorsAbout(reference)).toEqual([]);
  });

  it('a verify that finds a failed payment paid after all settles it: one credit', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 90_000);
    sandbox.decline(reference);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'failed' });
    // Paid on a second attempt; its webhook lost.
    sandbox.charge(reference)!.status = 'success';
    for (let i = 0; i < 2; i++) expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'succeeded' });
    expect((await wallet(me.token)).available).toBe(90_000);
    expect((await transactions(me.token)).count).toBe(1);
  });

  it('a charge.success of another sum for a failed or a paid payment credits nothing and is logged as an error', async () => {
    const me = await signedInPatient(t.app);
    const failed = await topUp(me.token, 70_000);
    sandbox.decline(failed.reference);
    await http.get(`/api/wallets/verify/?reference=${failed.reference}`, me.token);
    const paid = await topUp(me.token, 50_000);
    await http.post(`/api/payments/sandbox/${paid.reference}/pay/`, undefined, me.token);
    for (const reference of [failed.reference, paid.reference]) {
      const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: 7_000_000, currency: 'NGN' } });
      expect((await deliver(body, signBody(body, sandbox.webhookSecret))).statusCode).toBe(200);
      expect(errorsAbout(reference)).toHaveLength(1);
    }
    expect((await http.get(`/api/wallets/verify/?reference=${failed.reference}`, me.token)).json()).toMatchObject({ status: 'failed' });
    expect((await wallet(me.token)).available).toBe(50_000);
  });

  it('the same webhook 20 times at once credits once', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 300_000);
    const delivery = sandbox.pay(reference)!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery.body, delivery.signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await wallet(me.token)).available).toBe(300_000);
    expect((await transactions(me.token)).count).toBe(1);
    const notes = (await http.get('/api/notifications/', me.token)).json().results;
    expect(notes.filter((n: { code: string }) => n.code === 'wallet_topped_up')).toHaveLength(1);
  });

  it('a webhook with a wrong, missing or stale signature, or a changed body, is refused and moves nothing', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 40_000);
    const delivery = sandbox.pay(reference)!;
    const changed = delivery.body.replace('"amount":40000', '"amount":4000000');
    expect(changed).not.toBe(delivery.body);
    const refused = [
      await deliver(delivery.body, signBody(delivery.body, 'not-the-secret')),
      await deliver(delivery.body),
      await deliver(delivery.body, 'abc'),
      await deliver(changed, delivery.signature),
      await deliver(`${delivery.body} `, delivery.signature),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([401, 'webhook_signature_invalid']));
    expect((await wallet(me.token)).available).toBe(0);
    // The untouched delivery still works: the refusals changed nothing.
    expect((await deliver(delivery.body, delivery.signature)).statusCode).toBe(200);
    expect((await wallet(me.token)).available).toBe(40_000);
  });

  it('a signed webhook for an unknown reference, another event, or another amount credits nothing', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = await topUp(me.token, 60_000);
    const signed = (event: unknown) => {
      const body = JSON.stringify(event);
      return deliver(body, signBody(body, sandbox.webhookSecret));
    };
    expect((await signed({ event: 'charge.success', data: { reference: 'NC-unknown', amount: 60_000, currency: 'NGN' } })).statusCode).toBe(200);
    expect((await signed({ event: 'transfer.success', data: { reference, amount: 60_000, currency: 'NGN' } })).statusCode).toBe(200);
    expect((await signed({ event: 'charge.success', data: { reference, amount: 6_000_000, currency: 'NGN' } })).statusCode).toBe(200);
    expect((await signed({ event: 'charge.success', data: { reference, amount: 60_000, currency: 'USD' } })).statusCode).toBe(200);
    expect((await wallet(me.token)).available).toBe(0);
    const body = '{"event":';
    expect((await deliver(body, signBody(body, sandbox.webhookSecret))).statusCode).toBe(400);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json().status).toBe('pending');
  });

  it('a production server with no provider chosen takes no top-ups and has no sandbox', async () => {
    const bare = await createTestApp({ NODE_ENV: 'production' });
    try {
      const me = await signedInPatient(bare.app);
      const res = await api(bare.app).post('/api/wallets/top_up/', { amount: 10_000 }, me.token);
      expect([res.statusCode, res.json().code]).toEqual([503, 'payments_not_configured']);
      expect((await api(bare.app).post('/api/payments/sandbox/NC-x/pay/', undefined, me.token)).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
