// A fresh demo gives /admin/payments something to show: the demo doctor's withdrawal waiting for
// an admin, a failed and a pending top-up, and revenue's top-ups counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';
import { DEMO_PAYOUT_KOBO } from './demo-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('demo payments', () => {
  it('has a payout request to decide, a failed and a pending top-up, and the demo doctor’s money held for it', async () => {
    const http = api(t.app);
    const admin = (await http.login(DEMO_USERNAMES.admin, DEMO_PASSWORD)).json().tokens.access;
    const requested = (await http.get('/api/admin/payouts/?status=requested', admin)).json();
    expect(requested.results).toEqual([expect.objectContaining({ amount: DEMO_PAYOUT_KOBO, allowed_actions: ['approve', 'reject'] })]);
    const topUps = (await http.get('/api/admin/payments/top-ups/', admin)).json();
    expect(topUps.results.map((r: { status: string }) => r.status).sort()).toEqual(['failed', 'pending']);
    expect(topUps.results.every((r: { user: { username: string } }) => r.user.username === DEMO_USERNAMES.patient)).toBe(true);
    const doctor = (await http.login(DEMO_USERNAMES.doctor, DEMO_PASSWORD)).json().tokens.access;
    // Her ₦25,000 top-up and her earnings from the two paid past visits (₦12,500 less 10%), some
    // still pending for the dispute window or held by a dispute; the payout's ₦20,000 held.
    const wallet = (await http.get('/api/wallets/my_wallet/', doctor)).json();
    expect(wallet.available + wallet.pending).toBe(2_500_000 + 2 * 1_125_000);
    expect(wallet.pending).toBeGreaterThanOrEqual(DEMO_PAYOUT_KOBO);
    expect(wallet.available).toBeGreaterThanOrEqual(500_000);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});
