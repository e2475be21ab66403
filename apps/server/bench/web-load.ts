// npm run bench -- --web: how fast /login appears on a common Nigerian 3G phone. The real
// server (built web app, embedded database, demo data) listens on loopback; Debian's Chromium
// loads /login with the network and CPU slowed down through the DevTools protocol, once in a
// fresh profile (cold) and once more in the same one (warm: HTTP cache and service worker live).

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';

/** 400 kbps each way and 400 ms round trip, on a CPU four times slower than this one. */
const PHONE = { kbps: 400, latencyMs: 400, cpuSlowdown: 4 };

const TARGETS = { coldLcpMs: 5000, warmLcpMs: 1500, loginJsKb: 170 };

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Run in the page: strings, since this project's server code is typed without the browser's types.
/** The start time of the last Largest Contentful Paint candidate the browser reported. */
const LAST_LCP = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entries = list.getEntries();
  resolve(entries.length ? entries[entries.length - 1].startTime : NaN);
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;
/** Waits for the service worker, if the app registered one (ready never settles without). */
const WORKER_READY = `navigator.serviceWorker.getRegistration().then((r) => r && navigator.serviceWorker.ready).then(() => true)`;

interface Visit {
  lcpMs: number;
  totalBytes: number;
  jsBytes: number;
}

/** Opens /login in a new tab of the context on the slowed phone and measures it. */
async function visitLogin(context: BrowserContext, baseUrl: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (PHONE.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

  // Bytes on the wire per request (headers and compressed body), by resource type.
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const sentAt = new Map<string, number>();
  let totalBytes = 0;
  let jsBytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => sentAt.set(e.requestId, e.timestamp));
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    totalBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') jsBytes += e.encodedDataLength;
    // When each file was asked for and when its last byte came, in seconds from the first request.
    const firstSent = Math.min(...sentAt.values());
    const span = `${((sentAt.get(e.requestId) ?? firstSent) - firstSent).toFixed(2)}–${(e.timestamp - firstSent).toFixed(2)} s`;
    if (process.env.BENCH_TRACE) console.error(`  ${(e.encodedDataLength / 1024).toFixed(1).padStart(7)} KB ${span.padEnd(13)} ${urls.get(e.requestId)}`);
  });

  const started = performance.now();
  const step = (what: string) => process.env.BENCH_TRACE && console.error(`${((performance.now() - started) / 1000).toFixed(1)} s: ${what}`);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 120_000 });
  step('loaded');
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 });
  // The page is complete once the form shows; LCP is the last candidate the browser reported by then.
  step('form shown');
  const lcpMs = Number(await page.evaluate(LAST_LCP));
  step('LCP read');
  await page.waitForLoadState('networkidle');
  step('network idle');
  await cdp.detach();
  await page.close();
  return { lcpMs, totalBytes, jsBytes };
}

export async function benchWebLoad(): Promise<{ passed: number; failed: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-bench-web-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_SEED: 'on', JWT_SECRET: randomBytes(32).toString('hex') });
  const built = await buildApp({ config, database });
  await seedDemo(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const cold = await visitLogin(context, baseUrl);
    // The second visit should find the shell the service worker cached on the first.
    await context
      .newPage()
      .then(async (p) => {
        await p.goto(`${baseUrl}/login`);
        await p.evaluate(WORKER_READY);
        await p.close();
      })
      .catch(() => undefined);
    const warm = await visitLogin(context, baseUrl);
    await context.close();

    const kb = (bytes: number) => (bytes / 1024).toFixed(0);
    const rows = [
      {
        name: '/login LCP, cold',
        value: `${(cold.lcpMs / 1000).toFixed(2)} s`,
        target: `≤ ${TARGETS.coldLcpMs / 1000} s`,
        ok: cold.lcpMs <= TARGETS.coldLcpMs,
      },
      {
        name: '/login LCP, repeat visit',
        value: `${(warm.lcpMs / 1000).toFixed(2)} s`,
        target: `≤ ${TARGETS.warmLcpMs / 1000} s`,
        ok: warm.lcpMs <= TARGETS.warmLcpMs,
      },
      {
        name: '/login JavaScript transferred, cold',
        value: `${kb(cold.jsBytes)} KB`,
        target: `≤ ${TARGETS.loginJsKb} KB`,
        ok: cold.jsBytes <= TARGETS.loginJsKb * 1024,
      },
    ];
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(`\nFirst load on a slow phone: ${PHONE.kbps} kbps, ${PHONE.latencyMs} ms round trip, CPU ${PHONE.cpuSlowdown}× slower`);
    console.log(`${pad('measure', 42)}${pad('value', 12)}${pad('target', 10)}`);
    for (const r of rows) console.log(`${pad(r.name, 42)}${pad(r.value, 12)}${pad(r.target, 10)}${r.ok ? 'ok' : 'SLOW'}`);
    console.log(`Transferred: cold ${kb(cold.totalBytes)} KB (JS ${kb(cold.jsBytes)} KB), repeat visit ${kb(warm.totalBytes)} KB (JS ${kb(warm.jsBytes)} KB)`);
    const failed = rows.filter((r) => !r.ok).length;
    return { passed: rows.length - failed, failed };
  } finally {
    await browser.close();
    await built.app.close();
    await database.close();
  }
}
