import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../db/client';
import { freshDatabase } from '../testing/test-app';
import { type DomainEventBus, domainEventBus } from './bus';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
});
afterAll(() => drop?.());

const CALL = { callId: 7, at: new Date('2026-01-05T09:00:00Z') };
const logged: { details: object; message: string }[] = [];
let bus: DomainEventBus;
beforeEach(() => {
  logged.length = 0;
  bus = domainEventBus({ error: (details, message) => logged.push({ details, message }) });
});

const write = (q: DbOrTx, body: string) => q.execute(sql`insert into notes (body) values (${body})`);
/** The notes as another connection of the pool sees them: only what has committed. */
const committedNotes = async () =>
  ((await database.db.execute(sql`select body from notes order by id`)) as unknown as { rows: { body: string }[] }).rows.map((r) => r.body);
const clear = () => database.db.execute(sql`delete from notes`);

describe('subscribers after the commit', () => {
  it('hear an event published in a transaction once it has committed, and see what it committed', async () => {
    await clear();
    const heard: string[][] = [];
    bus.afterCommit('call.consent_withdrawn', async () => void heard.push(await committedNotes()));
    const result = await database.db.transaction(async (tx) => {
      await write(tx, 'withdrawn');
      await bus.publish(tx, 'call.consent_withdrawn', CALL);
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(heard).toEqual([['withdrawn']]);
  });

  it('hear nothing of a transaction that rolled back', async () => {
    const heard: unknown[] = [];
    bus.afterCommit('call.consent_withdrawn', async (event) => void heard.push(event));
    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(tx, 'call.consent_withdrawn', CALL);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });

  it('hear a savepoint’s event when the outer transaction commits, and nothing of a savepoint rolled back', async () => {
    const heard: number[] = [];
    bus.afterCommit('call.consent_withdrawn', async (event) => void heard.push(event.callId));
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => bus.publish(kept, 'call.consent_withdrawn', { ...CALL, callId: 1 }));
      expect(heard).toEqual([]);
      await tx
        .transaction(async (undone) => {
          await bus.publish(undone, 'call.consent_withdrawn', { ...CALL, callId: 2 });
          throw new Error('undone');
        })
        .catch(() => {});
      await tx.transaction((outer) => outer.transaction(async (deep) => bus.publish(deep, 'call.consent_withdrawn', { ...CALL, callId: 3 })));
    });
    expect(heard).toEqual([1, 3]);
  });

  it('hear an event published outside a transaction at once', async () => {
    const heard: unknown[] = [];
    bus.afterCommit('call.consent_withdrawn', async (event) => void heard.push(event));
    await bus.publish(database.db, 'call.consent_withdrawn', CALL);
    expect(heard).toEqual([CALL]);
  });

  it('fail on their own: the error is logged, the publisher’s change stands, the other subscribers still hear', async () => {
    await clear();
    const heard: string[] = [];
    bus.afterCommit('call.consent_withdrawn', async () => {
      throw new Error('subscriber broke');
    });
    bus.afterCommit('call.consent_withdrawn', async () => void heard.push('second'));
    const result = await database.db.transaction(async (tx) => {
      await write(tx, 'kept');
      await bus.publish(tx, 'call.consent_withdrawn', CALL);
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(await committedNotes()).toEqual(['kept']);
    expect(heard).toEqual(['second']);
    expect(logged).toHaveLength(1);
    expect(logged[0].details).toMatchObject({ event: 'call.consent_withdrawn', err: expect.objectContaining({ message: 'subscriber broke' }) });
    // Outside a transaction too.
    await expect(bus.publish(database.db, 'call.consent_withdrawn', CALL)).resolves.toBeUndefined();
    expect(logged).toHaveLength(2);
  });
});

describe('subscribers inside the transaction', () => {
  it('write in the publisher’s transaction, in the order they subscribed: both commit', async () => {
    await clear();
    bus.within('call.consent_withdrawn', (event, q) => write(q, `first ${event.callId}`).then(() => {}));
    bus.within('call.consent_withdrawn', (event, q) => write(q, `second ${event.callId}`).then(() => {}));
    await database.db.transaction(async (tx) => {
      await bus.publish(tx, 'call.consent_withdrawn', CALL);
      expect(await committedNotes()).toEqual([]);
    });
    expect(await committedNotes()).toEqual(['first 7', 'second 7']);
  });

  it('roll back with the publisher, and fail it when they fail', async () => {
    await clear();
    bus.within('call.consent_withdrawn', (event, q) => write(q, `reacted ${event.callId}`).then(() => {}));
    await expect(
      database.db.transaction(async (tx) => {
        await bus.publish(tx, 'call.consent_withdrawn', CALL);
        throw new Error('publisher refused');
      }),
    ).rejects.toThrow('publisher refused');
    expect(await committedNotes()).toEqual([]);

    bus.within('call.consent_withdrawn', async () => {
      throw new Error('reaction refused');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await write(tx, 'cause');
        await bus.publish(tx, 'call.consent_withdrawn', CALL);
      }),
    ).rejects.toThrow('reaction refused');
    expect(await committedNotes()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('hear what is published once they have subscribed, whenever the publisher was built', async () => {
    const heard: number[] = [];
    const publishLater = (callId: number) => bus.publish(database.db, 'call.consent_withdrawn', { ...CALL, callId });
    await publishLater(1);
    bus.within('call.consent_withdrawn', async (event) => void heard.push(event.callId));
    await publishLater(2);
    expect(heard).toEqual([2]);
  });
});
