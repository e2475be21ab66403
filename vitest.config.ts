// Test projects: `unit` (pure functions, no database), `api` (the real app on
// embedded PGlite) and, when TEST_DATABASE_URL is set, `api-postgres` (the same
// API tests on that PostgreSQL server).
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];
const unitTests = ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'];

const api = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: apiTests,
    exclude: ['apps/server/src/**/*.unit.test.ts'],
    env: { TEST_DB_KIND: db },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // The test files of a worker share its loaded modules (each builds its own app on its own
    // database, so no state is shared through them): loading the server anew for every file cost
    // more than a minute of CPU. VITEST_ISOLATE=on loads it afresh per file, to chase a leak.
    isolate: process.env.VITEST_ISOLATE === 'on',
  },
});

export default defineConfig({
  test: {
    // Three files at a time even on two cores: an API test spends much of its time waiting on
    // its database (PostgreSQL's own processes, or PGlite's thread), so one file a core leaves
    // the machine half idle.
    maxWorkers: 3,
    projects: [
      { test: { name: 'unit', include: unitTests } },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
