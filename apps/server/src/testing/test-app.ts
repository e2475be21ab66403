// The real app on a real, fresh database for API tests: embedded PGlite in memory,
// or a new database on the PostgreSQL server of TEST_DATABASE_URL (TEST_DB_KIND=postgres).

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';

async function freshPostgres(): Promise<{ database: Database; drop: () => Promise<void> }> {
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

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the app with test settings; `env` overrides any environment variable of config.ts,
 * `deps` the stores (e.g. Redis counters under a key prefix of the test's own). */
export async function createTestApp(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream, deps: Pick<AppDeps, 'counters'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-api-'));
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_SEED: 'off',
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
    dataDir,
    async close() {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
