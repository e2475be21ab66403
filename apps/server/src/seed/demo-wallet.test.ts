// The demo patient's wallet is funded through the sandbox provider, so booking a paid
// consultation works on a fresh demo database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('demo wallet', () => {
  it('demo_patient has ₦50,000 after paying the past visits, a sandbox top-up bringing it there, told by a notification', async () => {
    const http = api(t.app);
    const token = (await http.login(DEMO_USERNAMES.patient, DEMO_PASSWORD)).json().tokens.access;
    expect((await http.get('/api/wallets/my_wallet/', token)).json()).toMatchObject({ available: 5_000_000, available_formatted: '₦50,000.00', pending: 0 });
    const list = (await http.get('/api/wallet-transactions/my_transactions/?page_size=50', token)).json();
    // Newest first: the top-up to ₦50,000 (a dispute's ₦9,000 refund was there already), then the
    // refund, the past visits' fees and the top-up that paid them.
    expect(list.results[0]).toEqual(expect.objectContaining({ type: 'top_up', amount: 4_100_000 }));
    expect(new Set(list.results.map((r: { type: string }) => r.type))).toEqual(new Set(['top_up', 'fee_hold', 'fee_payment', 'fee_refund', 'dispute_refund']));
    const notes = (await http.get('/api/notifications/', token)).json().results;
    expect(notes.some((n: { code: string }) => n.code === 'wallet_topped_up')).toBe(true);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});
