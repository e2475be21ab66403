// The demo's accounts for /admin/users: every type and status in several states, joined on
// different days; the decisions taken on them are in the audit log with their reasons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { api } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';
import { refuseExposedDemoAccounts } from './demo-exposure';

let t: TestApp;
let token: string;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  http = api(t.app);
  token = (await http.login(DEMO_USERNAMES.admin, DEMO_PASSWORD)).json().tokens.access;
});
afterAll(() => t?.close());

const count = async (q: string) => (await http.get(`/api/admin/users/?${q}`, token)).json().count as number;

describe('demo accounts', () => {
  it('the list has each type and status, in several states', async () => {
    expect(await count('user_type=patient')).toBeGreaterThanOrEqual(6);
    expect(await count('user_type=doctor&account_status=pending')).toBe(2);
    expect(await count('user_type=doctor&account_status=rejected')).toBe(1);
    expect(await count('user_type=hospital&account_status=pending')).toBe(1);
    expect(await count('account_status=inactive')).toBe(1);
    for (const state of ['LA', 'KN', 'RI', 'EN', 'OY', 'KD', 'FC']) expect(await count(`state=${state}`), state).toBeGreaterThan(0);
    const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    expect(await count(`joined_to=${ninetyDaysAgo}`)).toBe(2);
  });

  it('the audit log holds the decisions, with their reasons', async () => {
    const log = (await http.get('/api/admin/audit-log/?action=admin_decision&entity_type=user_account', token)).json();
    expect(log.results.map((e: { detail: string }) => e.detail)).toEqual(['reactivate', 'deactivate', 'deactivate', 'reject']);
    expect(log.results.every((e: { reason: string | null; actor_name: string }) => e.reason && e.actor_name === 'Platform Admin')).toBe(true);
  });
});

describe('a database holding the demo accounts', () => {
  it('is not served beyond loopback, whatever DEMO_SEED says now, unless DEMO_PUBLIC=on says so', async () => {
    await expect(refuseExposedDemoAccounts({ host: '0.0.0.0', demoPublic: false }, t.app.accounts)).rejects.toThrow(/demo_admin.*DEMO_PUBLIC=on/s);
    await expect(refuseExposedDemoAccounts({ host: '192.0.2.2', demoPublic: false }, t.app.accounts)).rejects.toThrow(ConfigError);
    await expect(refuseExposedDemoAccounts({ host: '0.0.0.0', demoPublic: true }, t.app.accounts)).resolves.toBeUndefined();
    await expect(refuseExposedDemoAccounts({ host: '127.0.0.1', demoPublic: false }, t.app.accounts)).resolves.toBeUndefined();
  });

  it('is told apart from one without them, which any address may serve', async () => {
    const fresh = await createTestApp();
    try {
      await expect(refuseExposedDemoAccounts({ host: '0.0.0.0', demoPublic: false }, fresh.app.accounts)).resolves.toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
