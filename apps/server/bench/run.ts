// npm run bench: how fast the hot paths answer on the embedded database with the demo
// data, and how much memory the server holds. Requests go through the real app in
// process (app.inject), so the numbers are the server's own work without the network.
// BENCH_DATABASE_URL=postgres://… runs the same on a PostgreSQL server.
// npm run bench -- --web measures the web app's first load on a slow phone instead (web-load.ts).
// npm run bench -- --scale times every list at 10k and at 1M rows on PostgreSQL (scale.ts).
// npm run bench -- --wire measures throughput over the network against a bare ceiling (wire/run.ts).
// npm run bench -- --chat times chat messages to the other party's socket with 200 open (chat-latency.ts).

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, lagosDate, weekdayOf } from '@naijacare/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { benchChatLatency } from './chat-latency';
import { benchScale } from './scale';
import { benchWebLoad } from './web-load';
import { benchWire } from './wire/run';

interface Target {
  name: string;
  runs: number;
  /** The 95th percentile must stay under this many milliseconds. */
  p95Ms: number;
  request: () => Promise<{ statusCode: number }>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(t: Target) {
  const times: number[] = [];
  for (let i = 0; i < t.runs; i++) {
    const start = performance.now();
    const res = await t.request();
    times.push(performance.now() - start);
    if (res.statusCode >= 400) throw new Error(`${t.name}: status ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  return { name: t.name, runs: t.runs, p50, p95, target: t.p95Ms, ok: p95 <= t.p95Ms };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-bench-'));
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LOGIN_IP_MAX: '1000000',
    RATE_UNREAD_COUNT_MAX: '1000000',
    RATE_REFRESH_IP_MAX: '1000000',
  });
  const built = await buildApp({ config, database });
  const { app } = built;
  await seedDemo(built);

  const login = async (username: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password: DEMO_PASSWORD } });
    return res.json().tokens.access as string;
  };
  const patient = await login('demo_patient');
  const doctor = await login('demo_doctor');
  const get = (url: string, token: string) => () => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  let date = addDays(lagosDate(new Date()), 1);
  while (weekdayOf(date) > 4) date = addDays(date, 1);

  const targets: Target[] = [
    { name: 'unread_count (polled by every browser)', runs: 2000, p95Ms: 5, request: get('/api/notifications/unread_count/', patient) },
    { name: 'profile', runs: 1000, p95Ms: 5, request: get('/api/auth/profile/', patient) },
    { name: 'doctors with free slots on a date', runs: 300, p95Ms: 40, request: get(`/api/doctors/available_with_slots/?date=${date}`, patient) },
    { name: 'a doctor’s free slots', runs: 500, p95Ms: 15, request: get(`/api/doctor-schedules/available_slots/?doctor_id=1&date=${date}`, patient) },
    { name: 'my appointments (patient)', runs: 500, p95Ms: 20, request: get('/api/appointments/', patient) },
    {
      name: 'open hospital slots',
      runs: 500,
      p95Ms: 20,
      request: get('/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', patient),
    },
    { name: 'doctor analytics', runs: 300, p95Ms: 20, request: get('/api/doctors/my_analytics/', doctor) },
    {
      name: 'sign-in (argon2id, 19 MiB)',
      runs: 20,
      p95Ms: 250,
      request: () => app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'demo_patient', password: DEMO_PASSWORD } }),
    },
  ];

  console.log(`Database: ${database.kind}. Node ${process.version}.`);
  const results = [];
  for (const t of targets) results.push(await measure(t));
  global.gc?.();
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`\n${pad('request', 42)}${pad('runs', 7)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('target', 9)}`);
  for (const r of results)
    console.log(
      `${pad(r.name, 42)}${pad(String(r.runs), 7)}${pad(r.p50.toFixed(2), 9)}${pad(r.p95.toFixed(2), 9)}${pad(`≤ ${r.target}`, 9)}${r.ok ? 'ok' : 'SLOW'}`,
    );
  // The embedded database's WebAssembly memory is most of the RSS; the JS heap is small.
  const memoryOk = rssMb <= 768;
  console.log(`\nMemory after the run: RSS ${rssMb.toFixed(0)} MiB (target ≤ 768), heap ${heapMb.toFixed(0)} MiB ${memoryOk ? 'ok' : 'HIGH'}`);

  await app.close();
  await database.close();
  const failed = results.filter((r) => !r.ok).length + (memoryOk ? 0 : 1);
  console.log(`\n${results.length + 1 - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

async function mainOther(bench: () => Promise<{ passed: number; failed: number }>) {
  const { passed, failed } = await bench();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

(process.argv.includes('--web')
  ? mainOther(benchWebLoad)
  : process.argv.includes('--wire')
    ? mainOther(benchWire)
    : process.argv.includes('--scale')
      ? mainOther(benchScale)
      : process.argv.includes('--chat')
        ? mainOther(benchChatLatency)
        : main()
).catch((err) => {
  console.error(err);
  process.exit(1);
});
