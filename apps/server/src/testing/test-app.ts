// The real app on a real, fresh database for API tests: embedded PGlite in memory,
// or a new database on the PostgreSQL server of TEST_DATABASE_URL (TEST_DB_KIND=postgres).

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';

async function freshPostgres(): Promise<{ database: Database; drop: () => Promise<void>; url: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `naijacare_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An empty database of the kind under test, not yet migrated. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND === 'postgres') return freshPostgres();
  const database = await openPglite();
  return { database, drop: () => database.close() };
}

/**
 * A migrated PGlite data directory as a tarball, made once per set of migrations and shared by
 * every test file: creating an embedded database and migrating it costs several seconds of
 * WebAssembly, opening a copy a fraction of that. Named by the migrations' content, so a changed
 * migration makes a new one; written under a temporary name and renamed, so a file running
 * beside this one never reads half of it.
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const folder = path.join(import.meta.dirname, '../db/migrations');
    const hash = createHash('sha256');
    for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
      const full = path.join(folder, file);
      if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
    }
    const file = path.join(os.tmpdir(), `naijacare-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
    if (existsSync(file)) return file;
    const database = await openPglite();
    try {
      await database.migrate();
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, await database.dump());
      renameSync(partial, file);
    } finally {
      await database.close();
    }
    return file;
  })();
  return template;
}

/** A migrated database of the kind under test. */
async function freshMigratedDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const fresh = await freshPostgres();
    await fresh.database.migrate();
    return fresh;
  }
  const database = await openPglite(undefined, await migratedTemplate());
  // Applies nothing on a copy of the template; kept so a test app is always fully migrated.
  await database.migrate();
  return { database, drop: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the app with test settings; `env` overrides any environment variable of config.ts,
 * `deps` the stores (e.g. Redis counters under a key prefix of the test's own, a hub that fails). */
export async function createTestApp(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream, deps: Pick<AppDeps, 'counters' | 'hub'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-api-'));
  const { database, drop, url } = await freshMigratedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_SEED: 'off',
    // Tests register and sign in hundreds of people: the cheapest argon2id the configuration
    // allows (the production cost is what a clinic's server pays once a sign-in, not a test).
    ARGON2_MEMORY_KIB: '8',
    ARGON2_TIME_COST: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const built = await buildApp({ config, database, logStream, ...deps });
  await built.app.ready();
  return {
    ...built,
    config,
    database,
    /** The PostgreSQL database's address (for other processes on the same data); PGlite has none. */
    databaseUrl: url,
    dataDir,
    async close() {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
