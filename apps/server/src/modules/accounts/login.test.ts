import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters } from '../../http/counters';
import { api, doctorPayload, hospitalPayload, PASSWORD, signedInAdmin } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sessions } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '10000',
    RATE_LOGIN_IP_MAX: '10000',
    RATE_LOGIN_FAILURES_MAX: '10000',
    RATE_LOGIN_USER_FAILURES_MAX: '10000',
  });
  http = api(t.app);
  admin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterAll(() => t?.close());

describe('sign-in', () => {
  it('returns user, type, superuser flag, profile and tokens', async () => {
    const reg = await http.patient();
    const res = await http.login(reg.user.username);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['is_superuser', 'profile', 'signed_in_before', 'tokens', 'user', 'user_type']);
    expect(body.user).toMatchObject({ first_name: 'Amaka', last_name: 'Nwosu' });
    expect(body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('accepts the email address and any letter case', async () => {
    const reg = await http.patient();
    expect((await http.login(reg.user.email.toUpperCase())).statusCode).toBe(200);
    expect((await http.login(reg.user.username.toUpperCase())).statusCode).toBe(200);
  });

  it('requires username then password', async () => {
    expect((await http.post('/api/auth/login/', { password: 'x' })).json().error).toBe('Username is required');
    expect((await http.post('/api/auth/login/', { username: 'x', password: '' })).json().error).toBe('Password is required');
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const reg = await http.patient();
    const wrong = await http.login(reg.user.username, 'not-the-password');
    const unknown = await http.login('nobody-by-this-name', 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
      message: 'Login failed. Please check your credentials.',
      message_code: 'invalid_credentials_hint',
    });
  });
});

describe('accounts that may not sign in (spec §8)', () => {
  it('refuses a pending doctor with a doctor-specific message, only once the password is right', async () => {
    const body = doctorPayload();
    await http.post('/api/auth/register/', body);
    expect((await http.login(body.username, 'wrong-password')).statusCode).toBe(401);
    const res = await http.login(body.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'pending',
      error: 'Account Pending Approval',
      code: 'account_pending',
      message: 'Your doctor account is under review. Verification typically takes 1-3 business days. You will be notified via email once approved.',
      message_code: 'account_pending_doctor_hint',
    });
  });

  it('refuses a rejected doctor', async () => {
    const body = doctorPayload();
    const id = (await http.post('/api/auth/register/', body)).json().user.id;
    await http.post(`/api/admin/users/${id}/reject/`, { reason: 'License not found' }, admin);
    const res = await http.login(body.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'rejected',
      error: 'Account Rejected',
      code: 'account_rejected',
      message: 'Your registration has been rejected. Please contact support for more information.',
      message_code: 'account_rejected_hint',
    });
  });

  it('refuses a pending hospital with its name, then a rejected one', async () => {
    const body = hospitalPayload();
    const id = (await http.post('/api/hospitals/register/', body)).json().user.id;
    const pending = await http.login(body.username);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({
      status: 'pending',
      error: 'Account Pending Approval',
      code: 'account_pending',
      message: 'Your hospital registration is under review. You will be notified via email once approved.',
      message_code: 'account_pending_hospital_hint',
      hospital_name: body.hospital_name,
    });
    await http.post(`/api/admin/users/${id}/reject/`, {}, admin);
    const rejected = await http.login(body.username);
    expect(rejected.json()).toMatchObject({ status: 'rejected', error: 'Account Rejected', hospital_name: body.hospital_name });
  });

  it('refuses a deactivated account, telling the reason its admin gave only to the right password', async () => {
    const reg = await http.patient();
    await http.post(`/api/admin/users/${reg.user.id}/deactivate/`, { reason: 'Fraud report' }, admin);
    const res = await http.login(reg.user.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'inactive',
      error: 'Account Inactive',
      code: 'account_inactive',
      message: 'Your account has been deactivated. Please contact support.',
      message_code: 'account_inactive_hint',
      reason: 'Fraud report',
    });
    // A wrong password learns nothing of the account: the same answer as an unknown name.
    const wrong = await http.post('/api/auth/login/', { username: reg.user.username, password: 'not-the-password-1' });
    const unknown = await http.post('/api/auth/login/', { username: `nobody_${randomUUID().slice(0, 8)}`, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.body).not.toContain('Fraud');
  });

  it('says whether the person has signed in before: not on registering or their first session, yes after', async () => {
    const reg = await http.patient();
    expect(reg.signed_in_before ?? false).toBe(false);
    const profile = async (token: string) => (await http.get('/api/auth/profile/', token)).json();
    expect((await profile(reg.tokens.access)).signed_in_before).toBe(false);
    const again = (await http.login(reg.user.username)).json();
    expect(again.signed_in_before).toBe(true);
    expect((await profile(again.tokens.access)).signed_in_before).toBe(true);
    // Someone created elsewhere (an admin's account, the demo seed) signing in for the first time is new too.
    const created = await http.patient();
    await t.database.db.delete(sessions).where(eq(sessions.user_id, created.user.id));
    const first = (await http.login(created.user.username)).json();
    expect(first.signed_in_before).toBe(false);
    expect((await profile(first.tokens.access)).signed_in_before).toBe(false);
  });

  it('lets an approved doctor and a verified hospital in', async () => {
    const doctor = doctorPayload();
    const doctorId = (await http.post('/api/auth/register/', doctor)).json().user.id;
    const hospital = hospitalPayload();
    const hospitalId = (await http.post('/api/hospitals/register/', hospital)).json().user.id;
    expect((await http.post(`/api/admin/users/${doctorId}/approve/`, {}, admin)).statusCode).toBe(200);
    expect((await http.post(`/api/admin/users/${hospitalId}/approve/`, {}, admin)).json().profile.verification_status).toBe('verified');
    expect((await http.login(doctor.username)).statusCode).toBe(200);
    const h = await http.login(hospital.username);
    expect(h.statusCode).toBe(200);
    expect(h.json().profile).toMatchObject({ hospital_name: hospital.hospital_name, verification_status: 'verified' });
  });
});

describe('rate limiting', () => {
  it('limits attempts per address', async () => {
    const limited = await createTestApp({ RATE_LOGIN_IP_MAX: '3', RATE_LOGIN_IP_WINDOW_SECONDS: '60' });
    const h = api(limited.app);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await h.login('someone', 'wrong-password', '10.0.0.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await h.login('someone', 'wrong-password', '10.0.0.1');
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().error).toBe('Too many requests');
      expect(res.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
      expect((await h.login('someone', 'wrong-password', '10.0.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('locks a name only for the address that keeps failing, and only briefly', async () => {
    const limited = await createTestApp({ RATE_LOGIN_FAILURES_MAX: '3', RATE_LOGIN_FAILURES_WINDOW_SECONDS: '1' });
    const h = api(limited.app);
    try {
      const victim = await h.patient();
      for (let i = 0; i < 3; i++) expect((await h.login(victim.user.username, 'guess-guess', '10.6.6.6')).statusCode).toBe(401);
      // Even the right password is refused from the guessing address…
      expect((await h.login(victim.user.username, PASSWORD, '10.6.6.6')).statusCode).toBe(429);
      // …but the real owner, elsewhere, signs in.
      expect((await h.login(victim.user.username, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await h.login(victim.user.username, PASSWORD, '10.6.6.6')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('caps failures on one name from many addresses', async () => {
    const limited = await createTestApp({ RATE_LOGIN_USER_FAILURES_MAX: '4' });
    const h = api(limited.app);
    try {
      const victim = await h.patient();
      for (let i = 0; i < 4; i++) await h.login(victim.user.username, 'guess-guess', `10.2.0.${i}`);
      const res = await h.login(victim.user.username, 'guess-guess', '10.2.0.99');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many failed sign-in attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('failed sign-in lockout', () => {
  // Each store starts empty and counts for this test only.
  const stores = {
    memory: () => ({ counters: memoryCounters(), close: async () => {} }),
    redis: () => {
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
      return { counters: redisCounters(redis, `test:${randomUUID()}:`), close: async () => redis.disconnect() };
    },
  };

  for (const [kind, open] of Object.entries(stores)) {
    describe(`counted in ${kind}`, () => {
      let limited: TestApp;
      let store: ReturnType<(typeof stores)['memory']>;
      beforeAll(async () => {
        const s = open();
        store = s;
        limited = await createTestApp({ RATE_LOGIN_IP_MAX: '10000', RATE_LOGIN_FAILURES_MAX: '5' }, undefined, { counters: s.counters });
      });
      afterAll(async () => {
        await limited?.close();
        await store?.close();
      });

      it('holds against a burst: of 25 parallel wrong guesses only 5 are checked', async () => {
        const h = api(limited.app);
        const victim = await h.patient();
        const answers = await Promise.all(Array.from({ length: 25 }, () => h.login(victim.user.username, 'guess-guess', '10.7.7.7')));
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(20);
        // The lockout holds for the right password too, from that address.
        expect((await h.login(victim.user.username, PASSWORD, '10.7.7.7')).statusCode).toBe(429);
      });

      it('counts the account, whichever name and letter case it is reached by', async () => {
        const h = api(limited.app);
        const victim = await h.patient();
        const names = [victim.user.username, victim.user.email, victim.user.username.toUpperCase(), victim.user.email.toUpperCase()];
        const statuses = [];
        for (let i = 0; i < 10; i++) statuses.push((await h.login(names[i % names.length], 'guess-guess', '10.8.8.8')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      });

      it('counts unknown names alike, by their text in any case', async () => {
        const h = api(limited.app);
        const name = `nobody-${randomUUID()}`;
        const statuses = [];
        for (let i = 0; i < 7; i++) statuses.push((await h.login(i % 2 ? name.toUpperCase() : name, 'guess-guess', '10.9.9.9')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      });

      it('does not spend the budget of the account on successful sign-ins', async () => {
        // Its own store: account keys hold user ids, which a second database hands out again.
        const own = open();
        const strict = await createTestApp({ RATE_LOGIN_IP_MAX: '10000', RATE_LOGIN_USER_FAILURES_MAX: '3' }, undefined, { counters: own.counters });
        const h = api(strict.app);
        try {
          const owner = await h.patient();
          for (let i = 0; i < 6; i++) expect((await h.login(owner.user.username, PASSWORD, `10.3.0.${i}`)).statusCode).toBe(200);
        } finally {
          await strict.close();
          await own.close();
        }
      });
    });
  }
});
