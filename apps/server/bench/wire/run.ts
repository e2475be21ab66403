// npm run bench -- --wire: the product over the network against a bare ceiling (ceiling.ts), side by
// side in one run, because these machines are too noisy for absolute targets. Both servers run as
// child processes; wrk (apt-get install wrk) drives them in interleaved rounds, and the table prints
// each endpoint's throughput and p99 as ratios:
//   - the product on PostgreSQL against the ceiling on the same database (target ≥ 0.5, p99 ≤ 2×);
//   - the product on the embedded database against the product on PostgreSQL (target ≥ 0.5, no
//     request over 1 s).
// BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (100), BENCH_PG_URL (local server).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { type WrkResult, wrk } from './wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '../../../..');
const jwtSecret = randomBytes(32).toString('hex');

const ENDPOINTS = ['/api/notifications/unread_count/', '/api/auth/profile/', '/api/doctors/', '/api/appointments/'];

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
}

const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

async function start(name: string, script: string, port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health/`, child);
  return { name, url, child };
}

/** The product, with the production log level (one line per request, written to nowhere) and rate
 * limits out of the way of the load. */
const productEnv = (dataDir: string, databaseUrl?: string) => ({
  NODE_ENV: 'production',
  DEMO_SEED: 'on',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  RATE_UNREAD_COUNT_MAX: '100000000',
  RATE_LOGIN_IP_MAX: '100000',
});

async function signIn(server: Server) {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_patient', password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in on ${server.name}: ${res.status}`);
  return ((await res.json()) as { tokens: { access: string } }).tokens.access;
}

export async function benchWire(): Promise<{ passed: number; failed: number }> {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (err) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is not installed: apt-get install wrk');
  }
  const dbName = `naijacare_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = withDatabase(pgBase, dbName);
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'naijacare-wire-')), mkdtempSync(path.join(os.tmpdir(), 'naijacare-wire-'))];
  const servers: Server[] = [];
  try {
    const onPostgres = await start('product on PostgreSQL', 'apps/server/src/main.ts', 8311, productEnv(dirs[0], databaseUrl));
    servers.push(onPostgres);
    const ceiling = await start('ceiling (Fastify + pg)', 'apps/server/bench/wire/ceiling.ts', 8312, { DATABASE_URL: databaseUrl });
    servers.push(ceiling);
    const embedded = await start('product on embedded', 'apps/server/src/main.ts', 8313, productEnv(dirs[1]));
    servers.push(embedded);
    // The ceiling reads the PostgreSQL product's rows, so it accepts that server's token.
    const pgToken = await signIn(onPostgres);
    const tokens = new Map([
      [onPostgres, pgToken],
      [ceiling, pgToken],
      [embedded, await signIn(embedded)],
    ]);

    // The targets are about a server in its steady state: a first, uncounted pass lets V8 compile
    // the hot paths and each database fill its caches and plan its prepared statements.
    for (const endpoint of ENDPOINTS) {
      for (const server of servers) await wrk(`${server.url}${endpoint}`, tokens.get(server) as string, { seconds: warmUpSeconds, connections });
    }

    const results = new Map<string, WrkResult[]>();
    console.log(
      `wrk: ${connections} connections, ${seconds} s × ${rounds} interleaved rounds per endpoint and server, after ${warmUpSeconds} s of uncounted warm-up each\n`,
    );
    for (let round = 1; round <= rounds; round++) {
      for (const endpoint of ENDPOINTS) {
        for (const server of servers) {
          const r = await wrk(`${server.url}${endpoint}`, tokens.get(server) as string, { seconds, connections });
          const key = `${server.name}|${endpoint}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          console.log(
            `round ${round} ${endpoint.padEnd(34)} ${server.name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99Ms.toFixed(1)} ms  max ${r.maxMs.toFixed(0)} ms  errors ${r.errors}`,
          );
        }
      }
    }

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const sum = (name: string, endpoint: string) => {
      const rs = results.get(`${name}|${endpoint}`) ?? [];
      return {
        rps: median(rs.map((r) => r.rps)),
        p99: median(rs.map((r) => r.p99Ms)),
        max: Math.max(...rs.map((r) => r.maxMs)),
        errors: rs.reduce((n, r) => n + r.errors, 0),
      };
    };
    let failed = 0;
    const verdict = (ok: boolean) => {
      if (!ok) failed++;
      return ok ? 'ok' : 'BELOW TARGET';
    };
    console.log('\nmedian of rounds      product/PostgreSQL vs ceiling          embedded vs product/PostgreSQL');
    for (const endpoint of ENDPOINTS) {
      const p = sum(onPostgres.name, endpoint);
      const c = sum(ceiling.name, endpoint);
      const e = sum(embedded.name, endpoint);
      const vsCeiling = p.rps / c.rps;
      const vsPg = e.rps / p.rps;
      console.log(
        `${endpoint}\n  ${p.rps.toFixed(0)} / ${c.rps.toFixed(0)} req/s = ${vsCeiling.toFixed(2)}, p99 ${p.p99.toFixed(0)} / ${c.p99.toFixed(0)} ms, errors ${p.errors} → ${verdict(vsCeiling >= 0.5 && p.p99 <= 2 * c.p99 && p.errors === 0)}` +
          `\n  embedded ${e.rps.toFixed(0)} req/s = ${vsPg.toFixed(2)} of PostgreSQL, slowest ${e.max.toFixed(0)} ms, errors ${e.errors} → ${verdict(vsPg >= 0.5 && e.max <= 1000 && e.errors === 0)}`,
      );
    }
    return { passed: ENDPOINTS.length * 2 - failed, failed };
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
