// The ledger's core as the next features will use it (hold, release, capture, transfer), what
// the database refuses whatever the code asks, and the wallet's history; the invariants hold
// after each test.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signedInPatient } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ledger } from './service';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
});
afterEach(async () => {
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

let n = 0;
const key = (what: string) => `${what}:${Date.now()}:${n++}`;
const run = <T>(work: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<T>) => t.database.db.transaction(work);

async function funded(amount: number) {
  const me = await signedInPatient(t.app);
  await run((tx) => ledger.credit(tx, { key: key('top_up'), userId: me.user.id, amount, reason: 'Wallet top-up' }));
  return me;
}
const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    return err as { statusCode?: number; code?: string; body?: { details?: Record<string, unknown> }; message: string };
  }
  throw new Error('expected a refusal');
};

describe('the ledger', () => {
  it('a hold moves available to pending; released, it comes back in full', async () => {
    const me = await funded(50_000);
    const holdKey = key('hold');
    await run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 20_000, reason: 'Consultation fee', appointmentId: 7 }));
    expect(await wallet(me.token)).toMatchObject({ available: 30_000, pending: 20_000, pending_formatted: '₦200.00' });
    await run((tx) => ledger.release(tx, { key: key('refund'), holdKey, reason: 'Appointment cancelled' }));
    expect(await wallet(me.token)).toMatchObject({ available: 50_000, pending: 0 });
  });

  it('a capture pays the hold to the doctor’s pending balance and the platform’s commission', async () => {
    const patient = await funded(100_000);
    const doctor = await signedInPatient(t.app);
    const holdKey = key('hold');
    await run((tx) => ledger.hold(tx, { key: holdKey, userId: patient.user.id, amount: 100_000, reason: 'Consultation fee' }));
    await run((tx) =>
      ledger.capture(tx, {
        key: key('pay'),
        holdKey,
        reason: 'Consultation completed',
        payees: [
          { account: { userId: doctor.user.id }, bucket: 'pending', amount: 90_000 },
          { account: { platform: 'platform_revenue' }, amount: 10_000 },
        ],
      }),
    );
    expect(await wallet(patient.token)).toMatchObject({ available: 0, pending: 0 });
    expect(await wallet(doctor.token)).toMatchObject({ available: 0, pending: 90_000 });
    // The dispute window over: the earning becomes available.
    await run((tx) =>
      ledger.transfer(tx, {
        key: key('mature'),
        type: 'earning_release',
        reason: 'Dispute window ended',
        legs: [
          { account: { userId: doctor.user.id }, bucket: 'pending', amount: -90_000 },
          { account: { userId: doctor.user.id }, bucket: 'available', amount: 90_000 },
        ],
      }),
    );
    expect(await wallet(doctor.token)).toMatchObject({ available: 90_000, pending: 0 });
  });

  it('a hold is settled once: a capture after its release is a 409, and moves nothing', async () => {
    const me = await funded(30_000);
    const holdKey = key('hold');
    await run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 30_000, reason: 'Consultation fee' }));
    await run((tx) => ledger.release(tx, { key: key('refund'), holdKey, reason: 'Cancelled' }));
    const err = await failure(
      run((tx) =>
        ledger.capture(tx, { key: key('pay'), holdKey, reason: 'Completed', payees: [{ account: { platform: 'platform_revenue' }, amount: 30_000 }] }),
      ),
    );
    expect([err.statusCode, err.code]).toEqual([409, 'hold_settled']);
    expect(await wallet(me.token)).toMatchObject({ available: 30_000, pending: 0 });
    expect((await failure(run((tx) => ledger.release(tx, { key: key('refund'), holdKey: 'no-such-hold', reason: 'x' })))).statusCode).toBe(404);
  });

  it('a short wallet is a 402 naming what is missing, and moves nothing', async () => {
    const me = await funded(5_000);
    const err = await failure(run((tx) => ledger.hold(tx, { key: key('hold'), userId: me.user.id, amount: 12_500, reason: 'Consultation fee' })));
    expect([err.statusCode, err.code, err.body?.details]).toEqual([402, 'insufficient_funds', { missing: 7_500 }]);
    expect(err.message).toBe('Top up your wallet with at least ₦75.00, then try again.');
    expect(await wallet(me.token)).toMatchObject({ available: 5_000, pending: 0 });
  });

  it('the same key moves money once; the same key for other money is a 409', async () => {
    const me = await funded(10_000);
    const holdKey = key('hold');
    const first = await run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 4_000, reason: 'Fee' }));
    const again = await run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 4_000, reason: 'Fee' }));
    expect(again).toEqual({ transaction: first.transaction, replayed: true });
    expect(first.replayed).toBe(false);
    expect(await wallet(me.token)).toMatchObject({ available: 6_000, pending: 4_000 });
    const err = await failure(run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 5_000, reason: 'Fee' })));
    expect([err.statusCode, err.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('concurrent debits of one wallet never take it below zero: of 20 holds, those it can afford win', async () => {
    const me = await funded(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => run((tx) => ledger.hold(tx, { key: key('hold'), userId: me.user.id, amount: 1_500, reason: 'Fee' }))),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBe(6);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.code).toBe('insufficient_funds');
    expect(await wallet(me.token)).toMatchObject({ available: 1_000, pending: 9_000 });
  });

  it('a posting whose legs do not balance is refused before it is written', async () => {
    const me = await funded(1_000);
    const err = await failure(
      run((tx) =>
        ledger.transfer(tx, {
          key: key('bad'),
          type: 'adjustment',
          reason: 'x',
          legs: [
            { account: { userId: me.user.id }, amount: -500 },
            { account: { platform: 'platform_revenue' }, amount: 400 },
          ],
        }),
      ),
    );
    expect(err.message).toMatch(/do not sum to zero/);
    expect(await wallet(me.token)).toMatchObject({ available: 1_000 });
  });
});

describe('what the database refuses', () => {
  const db = () => t.database.db;
  /** PostgreSQL's words for a refusal (drizzle wraps them in an error of its own). */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
    );

  it('entries and transactions are append-only', async () => {
    await funded(1_000);
    for (const statement of [
      sql`update ledger_entries set amount = amount * 2`,
      sql`delete from ledger_entries`,
      sql`truncate ledger_entries`,
      sql`update ledger_transactions set reason = 'changed'`,
      sql`delete from ledger_transactions`,
    ])
      expect(await refusal(db().execute(statement))).toMatch(/append-only/);
  });

  it('a transaction whose entries do not sum to zero is refused at commit', async () => {
    const me = await funded(1_000);
    const unbalanced = db().transaction(async (tx) => {
      const [row] = (
        (await tx.execute(sql`insert into ledger_transactions (key, type, reason) values (${key('raw')}, 'adjustment', 'raw') returning id`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, bucket, amount)
            select ${row.id}, id, 'available', 500 from ledger_accounts where kind = 'wallet' and user_id = ${me.user.id}`,
      );
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance/);
  });

  it('a wallet below zero is refused even by a direct update', async () => {
    const me = await funded(1_000);
    const negative = db().execute(sql`update ledger_accounts set available = -1 where kind = 'wallet' and user_id = ${me.user.id}`);
    expect(await refusal(negative)).toMatch(/ledger_accounts_wallet_not_negative/);
  });
});

describe('my transactions', () => {
  it('newest first, paginated, filtered by type and Lagos date', async () => {
    const me = await funded(80_000);
    const holdKey = key('hold');
    await run((tx) => ledger.hold(tx, { key: holdKey, userId: me.user.id, amount: 12_500, reason: 'Consultation fee', appointmentId: 42 }));
    await run((tx) => ledger.release(tx, { key: key('refund'), holdKey, reason: 'Appointment cancelled' }));
    const list = (await http.get('/api/wallet-transactions/my_transactions/?page_size=2', me.token)).json();
    expect(list.count).toBe(3);
    expect(list.next).toBe(2);
    expect(list.results).toEqual([
      expect.objectContaining({ type: 'fee_refund', amount: 12_500, pending_amount: -12_500, pending_amount_formatted: '-₦125.00', appointment_id: 42 }),
      expect.objectContaining({ type: 'fee_hold', amount: -12_500, amount_formatted: '-₦125.00', pending_amount: 12_500, reason: 'Consultation fee' }),
    ]);
    const page2 = (await http.get('/api/wallet-transactions/my_transactions/?page_size=2&page=2', me.token)).json();
    expect(page2.results.map((r: { type: string }) => r.type)).toEqual(['top_up']);
    expect(page2.next).toBeNull();

    const holds = (await http.get('/api/wallet-transactions/my_transactions/?type=fee_hold', me.token)).json();
    expect(holds.results.map((r: { type: string }) => r.type)).toEqual(['fee_hold']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect((await http.get(`/api/wallet-transactions/my_transactions/?date_from=${today}&date_to=${today}`, me.token)).json().count).toBe(3);
    expect((await http.get('/api/wallet-transactions/my_transactions/?date_to=2020-01-01', me.token)).json().count).toBe(0);
    expect((await http.get('/api/wallet-transactions/my_transactions/?date_from=2099-01-01', me.token)).json().count).toBe(0);

    for (const bad of ['type=gift', 'date_from=yesterday', 'date_from=2026-02-30', 'date_from=2026-05-02&date_to=2026-05-01', 'page_size=500'])
      expect((await http.get(`/api/wallet-transactions/my_transactions/?${bad}`, me.token)).statusCode).toBe(400);
    expect((await http.get('/api/wallet-transactions/my_transactions/')).statusCode).toBe(401);
  });

  it('shows only mine', async () => {
    await funded(10_000);
    const other = await signedInPatient(t.app);
    expect((await http.get('/api/wallet-transactions/my_transactions/', other.token)).json()).toEqual({ count: 0, next: null, results: [] });
  });
});
