// A 360 px wide phone, the most common Android width: nothing a person needs is cut off or off-screen.

import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, lagosText, nthWeekdayAfterToday, registerDoctorViaApi, showSlotsOn, signIn, welcomeLine } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Wholly inside the window and not cut short by an ellipsis or overflow. Only the page is
 * scrolled, vertically, as a thumb would: a table scrolled sideways does not count.
 */
async function expectWhole(element: Locator): Promise<void> {
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
  await expect(element).toBeInViewport({ ratio: 1 });
  const clipped = await element.evaluate((el) => {
    const all = [el, ...el.querySelectorAll('*')];
    return all.some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible');
  });
  expect(clipped, 'text is cut off').toBe(false);
}

test('the header shows the whole welcome line and Logout', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await expect(welcomeLine(page)).toHaveText('Welcome, Adaeze Okafor (Doctor)');
  await expectWhole(welcomeLine(page));
  await expectWhole(page.getByRole('button', { name: 'Logout' }));
});

test('an open slot’s Book button is on screen', async ({ page }) => {
  // Seeded: LagosCare's 17:30 slot with Dr Okafor on the third weekday ahead, which no other test books.
  const date = nthWeekdayAfterToday(3);
  await signIn(page, 'demo_patient');
  await page.goto('/doctors');
  await page.getByRole('tab', { name: 'Hospital open slots' }).click();
  const book = page.getByRole('button', { name: `Book ${lagosText(date, '17:30')} with Dr. Adaeze Okafor` });
  await expectWhole(book);
});

test('a doctor’s “Accepting appointments” badge is shown whole', async ({ page }) => {
  await signIn(page, 'demo_patient');
  await page.goto('/doctors');
  await showSlotsOn(page, nthWeekdayAfterToday(3));
  const okafor = page.getByRole('article', { name: 'Dr. Adaeze Okafor' });
  await expectWhole(okafor.getByText('Accepting appointments', { exact: true }));
});

test('an admin reaches Approve and Reject of a pending application, and its type badge is whole', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { approve: false, prefix: 'phonedoc' });
  await signIn(page, 'demo_admin');
  const application = page.getByRole('article', { name: new RegExp(doctor.username) });
  await expectWhole(application.getByText('Doctor', { exact: true }));
  await expectWhole(application.getByRole('button', { name: 'Approve' }));
  await expectWhole(application.getByRole('button', { name: 'Reject' }));
});

test('a paused interval’s badge is shown whole', async ({ page, request }) => {
  const doctor = await registerDoctorViaApi(request, { prefix: 'phonedoc' });
  const added = await request.post('/api/doctor-schedules/', {
    headers: { Authorization: await bearerFor(request, doctor.username, doctor.password) },
    data: { day_of_week: 2, start_time: '09:00', end_time: '12:00', slot_minutes: 30, is_active: false },
  });
  expect(added.status()).toBe(201);
  await signIn(page, doctor.username, doctor.password);
  await page.goto('/my-schedule');
  await expectWhole(page.getByText('Inactive', { exact: true }));
});

test('the notification dropdown fits the screen', async ({ page, request }) => {
  // An approved doctor has one unread notification ("Account approved").
  const doctor = await registerDoctorViaApi(request, { prefix: 'phonedoc' });
  await signIn(page, doctor.username, doctor.password);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('Account approved')).toBeVisible();
  await expect(dropdown).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is wider than the screen').toBeLessThanOrEqual(360);
});

test('a doctor’s patient rows are named by what they show', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/my-patients');
  await expect(page.getByRole('button', { name: /^Tunde Bakare / })).toBeVisible();
  await expectAccessible(page);
});
