// The database handle: embedded PGlite under DATA_DIR by default, a PostgreSQL
// server when a URL is given. One schema and one migration set serve both.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `listener` as each statement that may change data is sent — only where this process is
   * the database's one client (embedded), so a cache of what it read can be dropped at once. Null
   * on a server other instances also write to.
   */
  watchWrites: ((listener: (sql: string) => void) => void) | null;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** `dataDir` undefined keeps the embedded database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // In a thread of its own, so the server's event loop never waits on its WebAssembly.
  const client = await PgliteThread.start(dataDir);
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    watchWrites: (listener) => client.onWrite(listener),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

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
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    watchWrites: null,
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
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
