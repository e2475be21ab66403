// The demo's past visits hold real fees, paid through the ledger (held, then paid with the
// commission, or given back), so the open dispute about a no-show can be refunded; and the admin's
// 30-day history is in the scale of the demo's own rows, because it is computed from them.
import { ANALYTICS_ALL } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/schema';
import { analyticsSnapshots } from '../modules/analytics/schema';
import { appointments } from '../modules/appointments/schema';
import { ledgerTransactions } from '../modules/wallet/schema';
import { api } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';
import { DEMO_ANALYTICS_DAYS } from './demo-analytics';

let t: TestApp;
let http: ReturnType<typeof api>;
const token = async (username: string) => (await http.login(username, DEMO_PASSWORD)).json().tokens.access as string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  http = api(t.app);
});
afterAll(() => t?.close());

describe('the demo’s money and history', () => {
  it('each past visit’s fee went through the ledger: paid when held or missed, given back when called off', async () => {
    const { db } = t.database;
    const past = await db.select().from(appointments).where(sql`${appointments.scheduled_at} < now() and ${appointments.fee_kobo} > 0`);
    const byStatus = (s: string) => past.filter((a) => a.status === s);
    expect(byStatus('completed').length + byStatus('no_show').length).toBeGreaterThan(0);
    const types = async (id: number) =>
      (await db.select({ type: ledgerTransactions.type }).from(ledgerTransactions).where(eq(ledgerTransactions.appointment_id, id))).map((r) => r.type).sort();
    for (const a of [...byStatus('completed'), ...byStatus('no_show')]) {
      // (A dispute seeded about the visit adds its own movements.)
      expect(await types(a.id), a.reason ?? '').toEqual(expect.arrayContaining(['earning', 'fee_hold', 'fee_payment']));
      expect(await types(a.id), a.reason ?? '').not.toContain('fee_refund');
    }
    for (const a of byStatus('cancelled')) expect(await types(a.id), a.reason ?? '').toEqual(['fee_hold', 'fee_refund']);
    expect(await ledgerProblems(db)).toEqual([]);
    // The patient still has the demo's ₦50,000 to book with; the doctors have their earnings.
    const wallet = (await http.get('/api/wallets/my_wallet/', await token(DEMO_USERNAMES.patient))).json();
    expect(wallet).toMatchObject({ available: 5_000_000, pending: 0 });
  });

  it('the open dispute about the no-show has the fee to refund, and an admin refunds it', async () => {
    const admin = await token(DEMO_USERNAMES.admin);
    const open = (await http.get('/api/disputes/', admin)).json().results.find((d: { status: string }) => d.status === 'open');
    await http.post(`/api/disputes/${open.id}/review/`, {}, admin);
    const res = await http.post(`/api/disputes/${open.id}/resolve/`, { outcome: 'refund_full', note: 'The doctor did not join; the fee is refunded.' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', outcome: 'refund_full', refund_amount: 1_250_000 });
    const wallet = (await http.get('/api/wallets/my_wallet/', await token(DEMO_USERNAMES.patient))).json();
    expect(wallet.available).toBe(5_000_000 + 1_250_000);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('the 30-day history counts the demo’s own rows: no more accounts or visits than were seeded', async () => {
    const { db } = t.database;
    const national = await db.select().from(analyticsSnapshots).where(eq(analyticsSnapshots.state, ANALYTICS_ALL));
    expect(national).toHaveLength(DEMO_ANALYTICS_DAYS);
    const sum = (k: 'new_users' | 'appointments_booked' | 'consultations_completed' | 'fees') => national.reduce((s, r) => s + Number(r[k]), 0);
    const [{ n: accounts }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [{ n: booked }] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(sql`${appointments.patient_id} is not null`);
    const [{ n: completed }] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.status, 'completed'));
    expect(sum('new_users')).toBeGreaterThan(0);
    expect(sum('new_users')).toBeLessThanOrEqual(accounts);
    expect(Math.max(...national.map((r) => Number(r.users_total)))).toBeLessThanOrEqual(accounts);
    expect(sum('appointments_booked')).toBeGreaterThan(0);
    expect(sum('appointments_booked')).toBeLessThanOrEqual(booked);
    expect(sum('consultations_completed')).toBe(completed);
    // Every fee in the history is one the ledger holds (the seed's money is dated on past days).
    const [{ paid }] = await db
      .select({ paid: sql<number>`coalesce(sum(amount), 0)::bigint` })
      .from(sql`ledger_entries e join ledger_transactions t on t.id = e.transaction_id`)
      .where(and(sql`t.type = 'fee_payment'`, sql`e.amount > 0`));
    expect(sum('fees')).toBeLessThanOrEqual(Number(paid));
    // The sweep finds nothing missing, so it leaves them be.
    expect(await t.analytics.generateDue()).toEqual([]);
  });
});
