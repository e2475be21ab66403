// The demo's money has a past: every ledger movement the seed made is dated on the days before it
// ran, when it would have happened (not all at the moment the server started), and one demo doctor
// owes the platform a little — Dr Obi, refunded against after he withdrew — made through the
// payouts, disputes and ledger code, so the ledger's invariants hold.
import { lagosDate } from '@naijacare/contracts';
import { gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../modules/wallet/schema';
import { api } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';
import { DEMO_DOCTOR_DEBT_KOBO } from './demo-debt';

let t: TestApp;
let http: ReturnType<typeof api>;
let seeded: Date;
const token = async (username: string) => (await http.login(username, DEMO_PASSWORD)).json().tokens.access as string;

beforeAll(async () => {
  t = await createTestApp();
  seeded = new Date();
  await seedDemo(t);
  http = api(t.app);
});
afterAll(() => t?.close());

describe('the demo’s money over past days', () => {
  it('dates every movement before the seed ran, over several days, and keeps the ledger whole', async () => {
    const { db } = t.database;
    const rows = await db.select({ at: ledgerTransactions.created_at, type: ledgerTransactions.type }).from(ledgerTransactions);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.at >= seeded).map((r) => r.type)).toEqual([]);
    expect(await db.select().from(ledgerEntries).where(gte(ledgerEntries.created_at, seeded))).toEqual([]);
    // Spread over the days of the visits, a week and more.
    expect(new Set(rows.map((r) => lagosDate(r.at))).size).toBeGreaterThanOrEqual(5);
    // Each entry is dated with its transaction.
    const apart = (await db.execute(
      sql`select e.id from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where e.created_at <> t.created_at`,
    )) as unknown as { rows: unknown[] };
    expect(apart.rows).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('Dr Obi owes ₦3,000 from a refund after his withdrawal: shown on his wallet and to admins', async () => {
    const obi = await token('dr_emeka_obi');
    const wallet = (await http.get('/api/wallets/my_wallet/', obi)).json();
    expect(wallet).toMatchObject({ debt: DEMO_DOCTOR_DEBT_KOBO, debt_formatted: '₦3,000.00', available: 0 });
    const history = (await http.get('/api/wallet-transactions/my_transactions/?page_size=50', obi)).json().results as { type: string }[];
    expect(history.map((r) => r.type)).toEqual(
      expect.arrayContaining(['earning', 'earning_release', 'payout_hold', 'payout', 'dispute_hold', 'dispute_refund']),
    );
    const admin = await token(DEMO_USERNAMES.admin);
    const paid = (await http.get('/api/admin/payouts/?status=paid', admin)).json().results;
    expect(paid).toEqual([expect.objectContaining({ requester_debt: DEMO_DOCTOR_DEBT_KOBO })]);
    expect(new Date(paid[0].created_at).getTime()).toBeLessThan(seeded.getTime());
    const resolved = (await http.get('/api/disputes/?status=resolved', admin)).json().results;
    expect(resolved).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'refund_full', refund_amount: 900_000 })]));
    // Reading the wallet recovers nothing: he has no money to pay it from yet.
    expect((await http.get('/api/wallets/my_wallet/', obi)).json().debt).toBe(DEMO_DOCTOR_DEBT_KOBO);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('the demo patient still has ₦50,000 to book with, the refund counted in it', async () => {
    const patient = await token(DEMO_USERNAMES.patient);
    expect((await http.get('/api/wallets/my_wallet/', patient)).json()).toMatchObject({ available: 5_000_000, pending: 0 });
    const history = (await http.get('/api/wallet-transactions/my_transactions/?page_size=50', patient)).json().results as { type: string; amount: number }[];
    expect(history[0]).toMatchObject({ type: 'top_up', amount: 5_000_000 - 900_000 });
    expect(history.map((r) => r.type)).toContain('dispute_refund');
  });
});
