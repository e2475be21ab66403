// The header's notification bell: the unread badge, the dropdown, marking read and the poll.

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, registerDoctorViaApi, registerHospitalViaApi, signIn, signOut } from './helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Resolves once every request the page had made before the call has reached the test's routes: a
 * request of its own, made after them, is routed after them. */
async function requestsSoFarRouted(page: Page): Promise<void> {
  await page.route('**/e2e-requests-so-far', (route) => route.fulfill({ status: 204 }));
  await page.evaluate(() => fetch('/e2e-requests-so-far'));
  await page.unroute('**/e2e-requests-so-far');
}

test('an approved doctor sees the approval in the bell and marks it read', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'belldoc' });
  await signIn(page, doctor.username, doctor.password);

  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await expect(badge(page)).toHaveText('1');

  await bell(page).click();
  const item = dropdown(page).getByRole('listitem').filter({ hasText: 'Account approved' });
  await expect(item).toContainText('Just now');
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expectAccessible(page, 'the notification dropdown with an unread item');

  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveText('');
  await expect(item.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  await dropdown(page).getByRole('button', { name: 'Close' }).click();
  await expect(dropdown(page)).toBeHidden();
  // The server agrees: after a reload the count is still zero.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('Mark all read clears every unread notification', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'belldoc' });
  // A password change notifies too, giving a second unread notification.
  const changed = await request.post('/api/auth/change-password/', {
    headers: { Authorization: await bearerFor(request, doctor.username, doctor.password) },
    data: { old_password: doctor.password, new_password: 'second-pass-2026', new_password_confirm: 'second-pass-2026' },
  });
  expect(changed.ok()).toBe(true);
  await signIn(page, doctor.username, 'second-pass-2026');

  await expect(badge(page)).toHaveText('2');
  await bell(page).click();
  const items = dropdown(page).getByRole('listitem');
  // Newest first.
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Password changed');
  await expect(items.nth(1)).toContainText('Account approved');

  await dropdown(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveText('');
  await expect(dropdown(page).getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(dropdown(page).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

test('the dropdown says when there are none, and the badge caps at 9+', async ({ page }) => {
  await page.route('**/api/notifications/unread_count/', (route) => route.fulfill({ json: { unread_count: 12 } }));
  await page.route('**/api/notifications/?*', (route) => route.fulfill({ json: { count: 0, next: null, results: [] } }));
  await signIn(page, 'demo_patient');
  await expect(badge(page)).toHaveText('9+');
  await expect(bell(page)).toHaveAccessibleName('Notifications (9+ unread)');
  await bell(page).click();
  await expect(dropdown(page)).toContainText('No notifications');
});

test('the unread count is polled every 2 minutes, survives a 429 and stops after sign-out', async ({ page }) => {
  const answers = [
    { status: 200, json: { unread_count: 0 } },
    { status: 429, json: { error: 'Too many requests', message: 'Slow down' } },
  ];
  let calls = 0;
  await page.route('**/api/notifications/unread_count/', (route) => {
    const answer = answers[calls] ?? { status: 200, json: { unread_count: 3 } };
    calls += 1;
    return route.fulfill(answer);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  // The realtime channel is down, so the poll is all there is (a connection refetches the count too).
  await page.route('**/api/realtime/ticket/', (route) => route.abort('connectionrefused'));
  await page.clock.install();
  await signIn(page, 'demo_patient');
  await expect.poll(() => calls).toBe(1);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await page.clock.fastForward('02:00');
  await expect.poll(() => calls).toBe(2);
  await expect.poll(() => warnings.some((text) => text.includes('rate limited'))).toBe(true);
  // No retry storm: the 429 is not retried before the next poll. Every timer of the next minute and
  // a half runs (a retry would back off by seconds), and nothing is asked; the poll comes after.
  await page.clock.runFor('01:30');
  await requestsSoFarRouted(page);
  expect(calls).toBe(2);

  await page.clock.fastForward('00:30');
  await expect.poll(() => calls).toBe(3);
  await expect(bell(page)).toHaveAccessibleName('Notifications (3 unread)');

  // Signed out, nothing is asked: every timer of two polls' worth runs.
  await signOut(page);
  await page.clock.runFor('04:00');
  await requestsSoFarRouted(page);
  expect(calls).toBe(3);
});

/** A doctor asks, from elsewhere, to join the hospital: the hospital is notified. */
async function askToJoin(request: APIRequestContext, doctor: { username: string; password: string }, hospitalId: number): Promise<void> {
  const asked = await request.post('/api/doctor-hospital-affiliations/', {
    data: { hospital: hospitalId, message: 'I would like to join.' },
    headers: { Authorization: await bearerFor(request, doctor.username, doctor.password) },
  });
  expect(asked.status()).toBe(201);
}

test('a new notification reaches an open page at once, pushed over the realtime channel', async ({ page, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Kaduna Push Hospital');
  const doctor = await registerDoctorViaApi(request, { prefix: 'pushdoc' });
  await signIn(page, hospital.username, hospital.password);
  // Told of its verification.
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');

  // A doctor asks to join from elsewhere; the bell's poll is two minutes apart, the push is not.
  await askToJoin(request, doctor, hospital.id);
  await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)', { timeout: 15_000 });
});

test('a notification made while the realtime channel was still connecting is shown once it connects', async ({ page, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Kano Late Socket Hospital');
  const doctor = await registerDoctorViaApi(request, { prefix: 'latedoc' });
  // The channel's ticket is held until the notification exists: the server has no socket to push it to.
  let connect: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    connect = resolve;
  });
  await page.route('**/api/realtime/ticket/', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, hospital.username, hospital.password);
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');

  await askToJoin(request, doctor, hospital.id);
  connect();
  // The next poll is two minutes away: the count comes with the connection.
  await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');
});
