// vitest's global set-up for the API tests: one PostgreSQL and one migrated template for the run
// (test-database.ts), named to each test file through `inject`.

import type { TestProject } from 'vitest/node';
import { startTestServer } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: string;
    testDatabaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('testDatabaseServer', server.serverUrl);
  project.provide('testDatabaseTemplate', server.template);
  return () => server.close();
}
