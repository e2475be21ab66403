// The browser tests' `test`: every page a test visits is checked with axe-core afterwards, and
// a serious or critical accessibility problem fails the test that led there. Every spec imports
// `test` and `expect` from here, so a new page is checked as soon as a test opens it.

import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { bearerFor, DEMO } from './helpers';

/** Impacts that fail a test; minor and moderate ones are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per checked page, so a whole run can be summed up (see `npm run test:e2e`). */
const REPORT = path.resolve(import.meta.dirname, '../../../test-results/axe.jsonl');

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical problems axe finds on the page as it is now. A dialog or menu still
 * fading in is checked once its transition has ended: halfway, its text has half its contrast. */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: n.target.map(String) })));
}

function record(where: string, problems: AxeProblem[]): void {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  appendFileSync(REPORT, `${JSON.stringify({ where, problems })}\n`);
}

/** Checks the page as it is now (e.g. with a dialog open) and fails on a serious or critical problem. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const problems = await axeProblems(page);
  record(where, problems);
  expect(problems, `accessibility problems on ${where}`).toEqual([]);
}

/** The app has settled: no page or data loader is showing (one in a hidden tab panel is not seen).
 * A page reopened only to be checked waits as long as a busy machine takes to answer it: this is
 * the check's precondition, not something the test asserts. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root').filter({ visible: true })).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Pages already checked in this run, by viewer and address (ids folded): every test opening the
 * dashboard as a patient in English would otherwise check the same page again. A page is still
 * checked once for each role and language that opens it, and each set of query parameters (`pageKind`).
 * The shards of one run (scripts/e2e.ts) share the list through marker files, created with `wx`
 * so that of two shards reaching the same page at once only one checks it.
 */
const CHECKED_DIR = process.env.E2E_AXE_CHECKED_DIR;
const checked = new Set<string>();
function firstToCheck(key: string): boolean {
  if (checked.has(key)) return false;
  checked.add(key);
  if (!CHECKED_DIR) return true;
  try {
    writeFileSync(path.join(CHECKED_DIR, createHash('sha256').update(key).digest('hex')), key, { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What makes two addresses the same page to check: the path with its ids folded and the names of its
 * query's parameters. Another record or another filter value shows the same page with other data;
 * another set of parameters (a search, a filter by state) may show another state of it.
 */
function pageKind(address: string): string {
  const url = new URL(address, 'http://app');
  const names = [...new Set(url.searchParams.keys())].sort();
  return url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id') + (names.length ? `?${names.join('&')}` : '');
}

/** Who the context's session is (role, or signed out) and the language chosen on the device. */
async function viewerOf(context: BrowserContext): Promise<string> {
  const { origins } = await context.storageState();
  const items = new Map(origins.flatMap((o) => o.localStorage.map((i) => [i.name, i.value] as const)));
  let role = 'signed-out';
  try {
    role = (JSON.parse(items.get('userData') ?? 'null') as { user_type?: string } | null)?.user_type ?? role;
  } catch {}
  return `${role}/${items.get('naijacare.locale') ?? 'en'}`;
}

/** Addresses (path and query) the context's pages went to, in first-visit order. */
function trackVisits(context: BrowserContext): Set<string> {
  const visited = new Set<string>();
  const watch = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      // A file of the origin (signIn's /version.json, a download) is not a page of the app.
      if (url.protocol.startsWith('http') && !/\.\w+$/.test(url.pathname)) visited.add(url.pathname + url.search);
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return visited;
}

/** The test server's earnings clock (TEST_CLOCK=adjustable). One server serves a shard's tests one
 * after another, so a test that moved the clock puts it back when it ends, whether it passed or not:
 * otherwise every later test's earnings would mature the moment they were made. */
export interface ServerClock {
  advance(hours: number): Promise<void>;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: await bearerFor(request, DEMO.admin.username) };
}

export const test = base.extend<{ accessibilityOfVisitedPages: void; serverClock: ServerClock }>({
  serverClock: async ({ request }, use) => {
    let moved = false;
    await use({
      async advance(hours) {
        moved = true;
        const res = await request.post('/api/testing/clock/', { data: { advance_hours: hours }, headers: await adminHeaders(request) });
        expect(res.ok(), await res.text()).toBe(true);
      },
    });
    if (moved) expect((await request.delete('/api/testing/clock/', { headers: await adminHeaders(request) })).ok()).toBe(true);
  },
  accessibilityOfVisitedPages: [
    async ({ context }, use) => {
      const visited = trackVisits(context);
      await use();
      // Each address is opened again in a fresh page of the same session, so a test's fake
      // clock, blocked downloads or offline switch cannot change what is checked.
      await context.setOffline(false);
      const problems: string[] = [];
      const viewer = await viewerOf(context);
      for (const address of [...visited]) {
        // A page already checked for this kind of viewer is not checked again (see `checked`).
        if (!firstToCheck(`${viewer} ${pageKind(address)}`)) continue;
        const page = await context.newPage();
        await page.goto(address);
        await settled(page);
        // An address the app sends on elsewhere ("/" to the person's landing page) is checked as the
        // page it lands on, once.
        const landed = new URL(page.url());
        const landedAt = landed.pathname + landed.search;
        if (pageKind(landedAt) === pageKind(address) || firstToCheck(`${viewer} ${pageKind(landedAt)}`)) {
          const found = await axeProblems(page);
          record(landedAt, found);
          for (const p of found) problems.push(`${landedAt}: ${p.impact} ${p.rule} (${p.help}) at ${p.targets.join(' ')}`);
        }
        await page.close();
      }
      expect(problems, 'serious or critical accessibility problems on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
