// Test projects: `unit` (pure functions, no database) and `api` (the real app on PostgreSQL: the
// server of TEST_DATABASE_URL, or an embedded one started for the run; see
// apps/server/src/testing/test-database.ts).
import { defineConfig } from 'vitest/config';

const unitTests = ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'];

export default defineConfig({
  test: {
    // Three files at a time even on two cores: an API test spends much of its time waiting on
    // PostgreSQL's own processes, so one file a core leaves the machine half idle.
    maxWorkers: 3,
    projects: [
      { test: { name: 'unit', include: unitTests } },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The test files of a worker share its loaded modules (each builds its own app on its own
          // database, so no state is shared through them): loading the server anew for every file cost
          // more than a minute of CPU. VITEST_ISOLATE=on loads it afresh per file, to chase a leak.
          isolate: process.env.VITEST_ISOLATE === 'on',
        },
      },
    ],
  },
});
