// The database handle: a PostgreSQL server when a URL is given, else an embedded database under
// DATA_DIR (a PostgreSQL server this process starts, or PGlite), and PGlite in memory for tests.
// One schema and one migration set serve them all.

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { embeddedPostgresBinaries, startEmbeddedPostgres } from './embedded-postgres';
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
  kind: 'pglite' | 'postgres' | 'embedded-postgres';
  /**
   * Calls `listener` as each statement that may change data is sent — only where this process is
   * the database's one client (embedded), so a cache of what it read can be dropped at once. Null
   * on a server other instances also write to.
   */
  watchWrites: ((listener: (sql: string) => void) => void) | null;
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

/** `dataDir` undefined keeps the embedded database in memory (tests); `from` is a tarball of
 * `dump()` to start from instead of an empty database (the tests' migrated template). */
export async function openPglite(dataDir?: string, from?: string): Promise<Database & { dump(): Promise<Uint8Array> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // In a thread of its own, so the server's event loop never waits on its WebAssembly.
  const client = await PgliteThread.start(dataDir, from);
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    watchWrites: (listener) => client.onWrite(listener),
    listen: (channel, listener) => client.listen(channel, listener),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    dump: () => client.dump(),
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
  const listener = postgresListener(url, () => closing);
  return {
    db,
    kind: 'postgres',
    watchWrites: null,
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
  /** Where the embedded database keeps its data (`postgres/` or `pglite/` inside); unset: PGlite in memory. */
  dataDir?: string;
  /** Which embedded database; unset: see `embeddedKind`. */
  embedded?: 'postgres' | 'pglite';
  log?: (line: string) => void;
}

/** Unset, the embedded database is PostgreSQL, except for a data folder that already holds a PGlite
 * database (so an installation keeps its data; moving it is a dump and restore, see the README). */
export function embeddedKind(dataDir: string, chosen?: 'postgres' | 'pglite'): 'postgres' | 'pglite' {
  if (chosen) return chosen;
  const hasPglite = existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
  const hasPostgres = existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
  return hasPglite && !hasPostgres ? 'pglite' : 'postgres';
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (!opts.dataDir) return openPglite();
  const log = opts.log ?? (() => {});
  const kind = embeddedKind(opts.dataDir, opts.embedded);
  if (kind === 'postgres') {
    const binaries = await embeddedPostgresBinaries();
    if (binaries) return openEmbeddedPostgres(binaries, path.join(opts.dataDir, 'postgres'), log);
    if (opts.embedded === 'postgres') throw new Error(`EMBEDDED_DATABASE=postgres: no PostgreSQL binaries for ${process.platform}-${process.arch}`);
    log(`no embedded PostgreSQL binaries for ${process.platform}-${process.arch}: using PGlite`);
  }
  return openPglite(path.join(opts.dataDir, 'pglite'));
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
