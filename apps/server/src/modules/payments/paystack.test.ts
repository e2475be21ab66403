// Top-ups through the Paystack provider, against a local fake Paystack: the calls it makes, the
// webhook signed with the secret key, verify for a webhook that never came, and an unreachable
// provider. The ledger's invariants hold after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '../../testing/fake-paystack';
import { api, deliverWebhook, signedInPatient } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signBody } from './signature';

const SECRET = 'sk_test_naijacare_fake_secret';
let t: TestApp;
let http: ReturnType<typeof api>;
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '10000',
    RATE_LOGIN_IP_MAX: '10000',
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: paystack.url,
  });
  http = api(t.app);
});
afterEach(async () => {
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const deliver = (delivery: { body: string; signature: string }) => deliverWebhook(t.app, delivery.body, delivery.signature);

describe('top-ups through Paystack', () => {
  it('initialises the charge with the secret key, in kobo, and credits on the signed webhook once', async () => {
    const me = await signedInPatient(t.app);
    const res = await http.post('/api/wallets/top_up/', { amount: 1_000_000 }, me.token);
    expect(res.statusCode).toBe(200);
    const { reference, authorization_url } = res.json();
    expect(authorization_url).toBe(`https://checkout.paystack.test/${reference}`);
    const init = paystack.calls.find((c) => c.path === '/transaction/initialize');
    expect(init).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${SECRET}`,
      body: { reference, amount: '1000000', email: me.user.email, currency: 'NGN', callback_url: expect.stringMatching(/\/wallet$/) },
    });

    const delivery = paystack.pay(reference);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect(await wallet(me.token)).toMatchObject({ available: 1_000_000, available_formatted: '₦10,000.00' });
  });

  it('verify asks Paystack and settles a payment whose webhook never came', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = (await http.post('/api/wallets/top_up/', { amount: 250_000 }, me.token)).json();
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json().status).toBe('pending');
    paystack.pay(reference);
    const verified = await http.get(`/api/wallets/verify/?reference=${reference}`, me.token);
    expect(verified.json()).toMatchObject({ reference, status: 'succeeded', amount: 250_000 });
    expect(paystack.calls.filter((c) => c.path === `/transaction/verify/${reference}`)).toHaveLength(2);
    expect((await wallet(me.token)).available).toBe(250_000);
    // Settled: verify no longer asks the provider, and credits nothing more.
    await http.get(`/api/wallets/verify/?reference=${reference}`, me.token);
    expect(paystack.calls.filter((c) => c.path === `/transaction/verify/${reference}`)).toHaveLength(2);
    expect((await wallet(me.token)).available).toBe(250_000);
  });

  it('a charge Paystack reports failed fails; a webhook signed with another key is refused', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = (await http.post('/api/wallets/top_up/', { amount: 30_000 }, me.token)).json();
    const forged = paystack.pay(reference);
    paystack.fail(reference);
    expect((await deliver({ body: forged.body, signature: signBody(forged.body, 'sk_test_someone_else') })).statusCode).toBe(401);
    expect((await http.get(`/api/wallets/verify/?reference=${reference}`, me.token)).json()).toMatchObject({ status: 'failed', failure_reason: 'Declined' });
    expect((await wallet(me.token)).available).toBe(0);
  });

  it('has no sandbox checkout', async () => {
    const me = await signedInPatient(t.app);
    const { reference } = (await http.post('/api/wallets/top_up/', { amount: 10_000 }, me.token)).json();
    expect((await http.post(`/api/payments/sandbox/${reference}/pay/`, undefined, me.token)).statusCode).toBe(404);
    expect((await http.get(`/api/payments/sandbox/${reference}/`, me.token)).statusCode).toBe(404);
  });

  it('an unreachable Paystack is a 502 and starts nothing', async () => {
    const down = await createTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const me = await signedInPatient(down.app);
      const res = await api(down.app).post('/api/wallets/top_up/', { amount: 10_000 }, me.token);
      expect([res.statusCode, res.json().code]).toEqual([502, 'payment_provider_unavailable']);
    } finally {
      await down.close();
    }
  });
});
