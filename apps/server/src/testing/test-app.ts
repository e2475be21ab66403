// The real app on a real, fresh PostgreSQL database for API tests: each test file's databases are
// made on the run's server (testing/test-database.ts, started by vitest's global set-up).

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPostgres } from '../db/client';
import { adminQuery, databaseUrlOf, type TestServer } from './test-database';

let chosen: Pick<TestServer, 'serverUrl' | 'template'> | undefined;

/** Outside vitest (the fuzzer), the server and template to make databases from. */
export function useTestServer(server: Pick<TestServer, 'serverUrl' | 'template'>): void {
  chosen = server;
}

/** A new database on the run's server: empty, or a copy of the migrated template. */
async function newDatabase(fromTemplate: boolean): Promise<{ database: Database; drop: () => Promise<void>; url: string }> {
  const server = chosen?.serverUrl ?? inject('testDatabaseServer');
  const template = chosen?.template ?? inject('testDatabaseTemplate');
  const name = `naijacare_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, fromTemplate ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrlOf(server, name);
  const database = await openPostgres(url);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An empty database, not yet migrated (for tests of the migrations themselves). */
export function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url: string }> {
  return newDatabase(false);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the app with test settings; `env` overrides any environment variable of config.ts,
 * `deps` the stores (e.g. Redis counters under a key prefix of the test's own, a hub that fails). */
export async function createTestApp(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream, deps: Pick<AppDeps, 'counters' | 'hub'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-api-'));
  const { database, drop, url } = await newDatabase(true);
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
    /** The database's address (for other processes on the same data). */
    databaseUrl: url,
    dataDir,
    async close() {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
