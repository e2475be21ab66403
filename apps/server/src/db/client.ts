// The database handle: a PostgreSQL server when a URL is given, else the embedded PostgreSQL server
// this process starts under DATA_DIR (embedded-postgres.ts). One schema and one migration set.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { embeddedPostgresBinaries, startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What every write takes: the database, or the transaction of a caller whose change it joins. */
export type DbOrTx = Db | Tx;

/** Runs `work` inside the caller's transaction when given one (a savepoint: it commits or rolls
 * back with the caller's change), else in a transaction of its own. */
export function inTransaction<T>(db: Db, tx: DbOrTx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? (tx as Tx).transaction(work) : db.transaction(work);
}

/** `q` as the transaction it is, for work that holds its row locks to the end of a change (an
 * in-transaction reaction to a domain event); an error when `q` is the database itself. */
export function transactionOf(q: DbOrTx): Tx {
  if (isTransaction(q)) return q;
  throw new Error('expected to run inside a transaction');
}

const isTransaction = (q: DbOrTx): q is Tx => 'rollback' in q;

/** Work to do once a transaction has committed. */
export type AfterCommit = () => Promise<void>;

/** The after-commit work of each open transaction and savepoint this process began (trackCommits). */
const pendingAfterCommit = new WeakMap<object, AfterCommit[]>();

/**
 * Runs `work` once the transaction `handle` belongs to has committed — its outermost transaction,
 * when `handle` is a savepoint — and never if it rolls back (a savepoint rolled back drops what it
 * held). With the database itself (no transaction), at once. The work runs before the transaction's
 * `db.transaction(…)` call returns, in the order it was added; its error reaches that caller, as
 * anything the caller did after the transaction would, and the change stays committed.
 */
export async function afterCommit(handle: DbOrTx, work: AfterCommit): Promise<void> {
  const pending = pendingAfterCommit.get(handle);
  if (pending) return void pending.push(work);
  // A transaction this process's database handle did not begin could not tell when it commits.
  if (isTransaction(handle)) throw new Error('afterCommit: a transaction not begun through openPostgres');
  await work();
}

/** Keeps each transaction's after-commit work (afterCommit), and runs it once the transaction has committed. */
function trackCommits(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const committed: AfterCommit[] = [];
    const result = await begin((tx) => work(tracked(tx, committed)), config);
    let failure: { error: unknown } | undefined;
    for (const next of committed) {
      try {
        await next();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
    return result;
  };
  return Object.assign(db, { transaction });
}

/** A transaction (or savepoint) whose after-commit work goes to `committed`; a savepoint's own joins
 * it only when the savepoint is released, so one rolled back leaves nothing behind. */
function tracked(tx: Tx, committed: AfterCommit[]): Tx {
  pendingAfterCommit.set(tx, committed);
  const savepoint = tx.transaction.bind(tx);
  const transaction: Tx['transaction'] = async (work) => {
    const inner: AfterCommit[] = [];
    const result = await savepoint((sp) => work(tracked(sp, inner)));
    committed.push(...inner);
    return result;
  };
  return Object.assign(tx, { transaction });
}

export interface Database {
  db: Db;
  /** A server of the operator's (`DATABASE_URL`), or the one this process started (embedded). */
  kind: 'postgres' | 'embedded-postgres';
  /**
   * LISTEN on a channel: `listener` hears each NOTIFY sent on it, by any client of the database,
   * once the sending transaction commits (never for one rolled back). On a server, a connection of
   * its own holds the LISTEN and is opened again if it drops.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<void>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle connection can be cut by the server (restart, failover, admin command). The pool
  // drops it and opens another on the next query; without this listener the process would crash.
  pool.on('error', (err) => {
    if (!closing) console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  // pg returns int8 as strings; every bigint here is kobo well inside Number's safe range.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = trackCommits(drizzlePg(pool, { schema }) as unknown as Db);
  const listener = postgresListener(url, () => closing);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    migrate: async () => {
      // Several instances may start together: one applies migrations while the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(727274)');
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock(727274)').catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** One connection that holds every LISTEN of this process, opened on first use and again (with its
 * channels) after it drops. Notifications sent while it was down are lost: listeners treat them as
 * hints to read again, never as the data itself. */
function postgresListener(url: string, closing: () => boolean) {
  const channels = new Map<string, ((payload: string) => void)[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        for (const l of channels.get(n.channel) ?? []) l(n.payload ?? '');
      });
      // A dropped connection (server restart, network) ends the client: listen again on a new one.
      c.on('error', () => c.end().catch(() => {}));
      c.once('end', () => {
        if (client !== c) return;
        client = null;
        if (!closing()) setTimeout(() => void reconnect(), 1000).unref();
      });
      await c.connect();
      for (const channel of channels.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const reconnect = () => connect().catch(() => !closing() && setTimeout(() => void reconnect(), 1000).unref());

  return {
    async listen(channel: string, listener: (payload: string) => void) {
      const known = channels.get(channel);
      if (known) return void known.push(listener);
      channels.set(channel, [listener]);
      const c = client ?? (await connect());
      if (client === c) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export interface OpenOptions {
  /** A PostgreSQL server of the operator's. */
  databaseUrl?: string;
  /** Without a URL: where the embedded PostgreSQL server keeps its data (`postgres/` inside). */
  dataDir?: string;
  log?: (line: string) => void;
}

/** A data folder from before the embedded database was PostgreSQL's own server holds PGlite's files
 * under `pglite/`: they are kept, never opened or overwritten, and start says how to move them. */
export function olderEmbeddedData(dataDir: string): string | null {
  const folder = path.join(dataDir, 'pglite');
  const hasOlder = existsSync(path.join(folder, 'PG_VERSION'));
  const hasPostgres = existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
  return hasOlder && !hasPostgres ? folder : null;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (!opts.dataDir) throw new Error('A database is needed: set DATABASE_URL, or DATA_DIR for the embedded one');
  const older = olderEmbeddedData(opts.dataDir);
  if (older) {
    throw new Error(
      `${older} holds a database in the older embedded format, which this version no longer opens. ` +
        'Move it with the previous version (see "Moving an older embedded database" in the README), or start with another DATA_DIR.',
    );
  }
  const binaries = await embeddedPostgresBinaries();
  if (!binaries) {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server (15 or later)`);
  }
  return openEmbeddedPostgres(binaries, path.join(opts.dataDir, 'postgres'), opts.log ?? (() => {}));
}

async function openEmbeddedPostgres(binaries: Parameters<typeof startEmbeddedPostgres>[0], dir: string, log: (line: string) => void): Promise<Database> {
  const server = await startEmbeddedPostgres(binaries, dir, log);
  try {
    const database = await openPostgres(server.url);
    return {
      ...database,
      kind: 'embedded-postgres',
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
