// The service worker keeps the app shell (src/sw.js): a repeat visit starts without the
// network, the API is never answered from its cache, and the new-version prompt still reloads.

import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

// The browser tests block service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until this build's worker is active, so the next navigation is served by it. */
async function shellWorkerActive(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    // ready settles once a worker is active, which may still be 'activating': wait for the end of that.
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    return worker?.state;
  });
}

test('a repeat visit shows the sign-in page offline, from the cached shell', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await shellWorkerActive(page)).toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The registration page's code is part of the shell too.
  await page
    .getByRole('link', { name: /create an account|register/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading').first()).toBeVisible();

  // The API is never answered from the cache.
  expect(
    await page.evaluate(() =>
      fetch('/api/version/').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await context.setOffline(false);
  expect(await page.evaluate(() => fetch('/api/version/').then((r) => r.headers.get('cache-control')))).toBe('no-store');
});

test('with the worker in charge, the new-version prompt still reloads the page', async ({ page }) => {
  await page.goto('/login');
  expect(await shellWorkerActive(page)).toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await page.clock.install();
  await page.route('**/api/version/', (route) => route.fulfill({ json: { version: '9.9.9+20991231T235959' }, headers: { 'cache-control': 'no-store' } }));
  await signIn(page, 'demo_patient');
  const prompt = page.getByRole('region', { name: 'New version available' });
  await page.clock.fastForward('01:00:00');
  await expect(prompt).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false);
  await expect(page.getByRole('heading').first()).toBeVisible();
});
