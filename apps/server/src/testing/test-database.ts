// The API tests' PostgreSQL: the server of TEST_DATABASE_URL, or, without one, an embedded server
// started once for the whole run (the same npm binaries `npm start` uses). The migrations run once,
// into a template database named by their content; each test file's database is a copy of it
// (`CREATE DATABASE … TEMPLATE`), a fraction of a second instead of every migration again.
// Used by vitest's global set-up (vitest.config.ts), which hands the two names to every test file.

import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { embeddedPostgresBinaries, startEmbeddedPostgres } from '../db/embedded-postgres';

/** A name for the template that changes with any migration's content, so a changed migration is
 * never served from an older template. */
function templateName(): string {
  const folder = path.join(import.meta.dirname, '../db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return `naijacare_template_${hash.digest('hex').slice(0, 12)}_${randomBytes(3).toString('hex')}`;
}

export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestServer {
  /** Any database on the server; test files create theirs beside it. */
  serverUrl: string;
  /** The migrated database each test file's database is copied from. */
  template: string;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const binaries = await embeddedPostgresBinaries();
    if (!binaries) throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch}: set TEST_DATABASE_URL to a PostgreSQL server`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-test-pg-'));
    const server = await startEmbeddedPostgres(binaries, path.join(dir, 'postgres'), () => {}, { maxConnections: 300, durable: false });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = templateName();
  await adminQuery(serverUrl, `create database ${template}`);
  const database = await openPostgres(databaseUrlOf(serverUrl, template));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const url = serverUrl;
  return {
    serverUrl: url,
    template,
    async close() {
      await adminQuery(url, `drop database if exists ${template} with (force)`).catch(() => {});
      await stopServer();
    },
  };
}
