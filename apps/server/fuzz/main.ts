// npm run fuzz: the real app in process on a fresh database with the demo data, FUZZ_COUNT requests
// (default 10000) from FUZZ_SEED (default 1). Exit 1 on any failure. The database is made on the
// PostgreSQL server of FUZZ_DATABASE_URL, or on an embedded one started for the run.

import { seedDemo } from '../src/seed/demo';
import { createTestApp, useTestServer } from '../src/testing/test-app';
import { startTestServer } from '../src/testing/test-database';
import { describeRequest, FUZZ_ENV, fuzz } from './fuzz';

async function main() {
  const count = Number(process.env.FUZZ_COUNT ?? 10_000);
  const seed = Number(process.env.FUZZ_SEED ?? 1);
  if (process.env.FUZZ_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.FUZZ_DATABASE_URL;
  const server = await startTestServer();
  useTestServer(server);
  const built = await createTestApp(FUZZ_ENV);
  await seedDemo(built);

  const started = performance.now();
  const report = await fuzz(built.app, { count, seed });
  const seconds = (performance.now() - started) / 1000;

  console.log(`Sent ${report.sent} requests over ${report.operations} routes and methods (seed ${seed}, ${built.database.kind}) in ${seconds.toFixed(1)} s.`);
  console.log('By status:');
  for (const [status, n] of Object.entries(report.byStatus)) console.log(`  ${status}: ${n}`);
  const serverErrors = Object.entries(report.byStatus)
    .filter(([s]) => Number(s) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(`${serverErrors} × 5xx, ${report.failures.length} failures.`);
  // Server errors first, then a few examples of each other kind of failure.
  const kinds = new Map<string, typeof report.failures>();
  for (const f of [...report.failures].sort((a, b) => b.status - a.status)) {
    const kind = f.status >= 500 ? `status ${f.status}` : f.problem.split(':')[0];
    kinds.set(kind, [...(kinds.get(kind) ?? []), f]);
  }
  for (const [kind, failures] of kinds) {
    console.log(`\n${failures.length} × ${kind}`);
    for (const f of failures.slice(0, 5)) console.log(`  ${describeRequest(f.request)}\n    → ${f.status} ${f.body}`);
  }

  await built.close();
  await server.close();
  process.exit(report.failures.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
