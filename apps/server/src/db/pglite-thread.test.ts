// The embedded database in its own thread behaves like one PostgreSQL connection: a transaction
// has it to itself, a failure rolls back, PostgreSQL's error fields arrive, and a stopped thread
// fails queries instead of leaving them waiting.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueViolation } from './errors';
import { PgliteThread } from './pglite-thread';

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('PGlite in a thread of its own', () => {
  let db: PgliteThread;
  beforeEach(async () => {
    db = await PgliteThread.start();
    await db.query('create table t (x int unique)');
  });
  afterEach(() => db.close());

  const values = async () => (await db.query('select x from t order by x')).rows.map((r) => (r as { x: number }).x);

  it('tells write listeners of every statement but plain reads, inside transactions too', async () => {
    const seen: string[] = [];
    db.onWrite((sql) => seen.push(sql));
    await db.query('select x from t');
    await db.query('insert into t values (1)');
    await db.transaction(async (q) => {
      await q.query('  SELECT 1');
      await q.query('update t set x = 2');
    });
    expect(seen).toEqual(['insert into t values (1)', 'update t set x = 2']);
  });

  it('answers in object and array row modes', async () => {
    await db.query('insert into t values ($1), ($2)', [1, 2]);
    expect((await db.query('select x from t order by x')).rows).toEqual([{ x: 1 }, { x: 2 }]);
    expect((await db.query('select x from t order by x', [], { rowMode: 'array' })).rows).toEqual([[1], [2]]);
  });

  it('keeps other queries out of an open transaction until it commits', async () => {
    let inside!: () => void;
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = db.transaction(async (q) => {
      await q.query('insert into t values (1)');
      await held;
      await q.query('insert into t values (2)');
    });
    await new Promise((r) => setTimeout(r, 20));
    // Sent while the transaction is open: it must see both rows or neither, never one.
    const outside = values();
    inside();
    await tx;
    expect(await outside).toEqual([1, 2]);
  });

  it('a commit refused by a deferred constraint rejects, keeps nothing, and frees the connection', async () => {
    await db.query('create table parent (id int primary key)');
    await db.query('create table child (parent_id int references parent (id) deferrable initially deferred)');
    const refused = db.transaction(async (q) => {
      await q.query('insert into t values (1)');
      await q.query('insert into child values (7)');
    });
    await expect(refused).rejects.toMatchObject({ code: '23503' });
    expect(await values()).toEqual([]);
    await db.transaction((q) => q.query('insert into t values (2)'));
    expect(await values()).toEqual([2]);
  });

  it('rolls a failed transaction back and reports PostgreSQL’s error fields', async () => {
    await db.query('insert into t values (1)');
    const failed = db.transaction(async (q) => {
      await q.query('insert into t values (2)');
      await q.query('insert into t values (1)');
    });
    const err = await failed.catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe('t_x_key');
    expect(await values()).toEqual([1]);
  });

  it('fails queries once the thread has stopped', async () => {
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow(/stopped/);
  });
});
