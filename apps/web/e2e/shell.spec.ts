// Global elements of the app: the demo server's badge, offline banner, new-version prompt, and pages
// whose code fails to load.

import { expect, expectAccessible, test } from './fixtures';
import { mainNav, signIn, signOut } from './helpers';

const OFFLINE = "You're offline. Some features may be limited.";
const DEMO = 'Demo data — not for real patients';

test('a server with demo accounts says so in every page’s header, signed in or not, in the reader’s language', async ({ page }) => {
  // The browser tests' server is seeded with the demo accounts (playwright.config.ts).
  for (const path of ['/login', '/register', '/support/contact', '/rx', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByText(DEMO), path).toBeVisible();
  }

  await signIn(page, 'demo_patient');
  const header = page.getByRole('banner');
  await expect(header.getByText(DEMO)).toBeVisible();
  // On a tablet the header keeps the short words, with the sentence as their title.
  await page.setViewportSize({ width: 800, height: 740 });
  const short = header.getByText('Demo data', { exact: true });
  await expect(short).toBeVisible();
  await expect(short).toHaveAttribute('title', DEMO);
  await expect(header.getByText(DEMO)).toBeHidden();
  // On a phone the header is full (phone.spec.ts): the sentence is a line above the page.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(header.getByText('Demo data', { exact: true })).toBeHidden();
  const strip = page.getByRole('main').getByText(DEMO);
  await expect(strip).toBeVisible();
  // Its words keep off the screen's edges.
  expect(await strip.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft))).toBeGreaterThanOrEqual(12);

  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ha');
  await expect(page.getByText('Bayanan gwaji — ba don marasa lafiya na gaske ba')).toBeVisible();
  await expect(page.getByText(DEMO)).toHaveCount(0);

  // At 360 px the Hausa sentence wraps within the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await page.getByText('Bayanan gwaji — ba don marasa lafiya na gaske ba').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true);
});

test('the offline banner shows on public pages and in the signed-in area, then says Back online for 3 s', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/login');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();

  await signIn(page, 'demo_patient');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  const backOnline = page.getByRole('status').filter({ hasText: 'Back online' });
  await expect(backOnline).toBeVisible();
  // Still there 2 s later, gone by 5 s, on the page's clock (moved on by the test, not waited for).
  const shownAt = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(shownAt + 2_000);
  await expect(backOnline).toBeVisible();
  await page.clock.runFor(3_000);
  await page.clock.resume();
  await expect(backOnline).toBeHidden();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a new version on the server is offered as a reload', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/version/', (route) => route.fulfill({ json: { version: '9.9.9+20991231T235959' }, headers: { 'cache-control': 'no-store' } }));
  await signIn(page, 'demo_patient');
  const prompt = page.getByRole('region', { name: 'New version available' });
  await expect(prompt).toHaveCount(0);

  await page.clock.fastForward('01:00:00');
  await expect(prompt).toContainText('A new version is available. Reload to update?');
  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toHaveCount(0);

  // A fresh page load offers it again, and Reload loads the page anew.
  await page.reload();
  await page.clock.fastForward('01:00:00');
  await expect(prompt).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test('a page whose code cannot be downloaded explains itself and offers a reload', async ({ page }) => {
  await signIn(page, 'demo_patient');
  await page.route('**/assets/ProfilePage-*.js', (route) => route.abort());
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded. The app may have been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();

  // Reloading fetches the page afresh.
  await page.unroute('**/assets/ProfilePage-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
});

test('a page whose code never arrives times out into the same explanation', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'demo_patient');
  // Hold the download for ever.
  await page.route('**/assets/ProfilePage-*.js', () => {});
  // The page's two-minute limit starts as its download is asked for.
  const asked = page.waitForRequest('**/assets/ProfilePage-*.js');
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await asked;
  await page.clock.fastForward('02:01');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
});

test('offline, a page never opened on this device says so and keeps a way back', async ({ page, context }) => {
  await signIn(page, 'demo_patient');
  // Its code was never downloaded, and now cannot be.
  await page.route('**/assets/ProfilePage-*.js', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('You are offline and this page has not been opened on this device before.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a dropdown is checked for accessibility once it has faded in, however slowly the machine draws it', async ({ page }) => {
  await signIn(page, 'demo_patient');
  // A busy machine, drawing twenty times slower: halfway through its fade, text has half its contrast.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expectAccessible(page, 'the notifications dropdown as it opens');
});
