// Browser tests: Debian's Chromium drives the built web app served by the real
// server on a fresh embedded database seeded with the demo accounts.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-e2e-'));
const root = path.resolve(import.meta.dirname, '../..');
// Debian's Chromium headless shell when installed: the same engine without the browser's window
// machinery, about a third less CPU per test than the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Each shard of scripts/e2e.ts keeps its traces apart from the others'.
  outputDir: path.resolve(root, process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e'),
  fullyParallel: false,
  workers: 1,
  // A test that fails once is a race to find, never one to retry away.
  retries: 0,
  // Bounds a test that hangs; the longest tests (two people, several pages, accessibility checks)
  // take most of a minute on a busy two-core machine, which is no reason to fail them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.ts asks each shard for a JSON report too: the seconds each spec file took.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Each test's fresh context would install the shell worker and download the whole shell again;
    // offline-shell.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) to find the race; the
    // trace's screencast is left out: it cost about a third of the browser's CPU in every test.
    // E2E_TRACE=off (CI, where only the printed output is read) records none, for about a tenth less CPU.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Calls: a synthetic camera and microphone, allowed without asking, and media that plays
        // without a click (the call page starts the other side's video as it arrives).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its embedded database on SIGTERM; without this Playwright kills it outright.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Loopback, which a server with demo accounts requires (config.ts), whatever HOST the shell has.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'on',
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address.
      RATE_LOGIN_IP_MAX: '1000',
      RATE_REGISTER_IP_MAX: '1000',
      RATE_REFRESH_IP_MAX: '1000',
      // Hundreds of sign-ups and sign-ins: the cheapest password hashing the configuration allows
      // (what a sign-in costs a clinic's server is measured by npm run bench, not here).
      ARGON2_MEMORY_KIB: '8',
      ARGON2_TIME_COST: '1',
      // The wallet journey moves the earnings' clock past the dispute window.
      TEST_CLOCK: 'adjustable',
    },
  },
});
