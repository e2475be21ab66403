// Support tickets: a patient opens one about their appointment (each rule said under its field);
// the demo admin finds it in the queue by its filters, takes it and replies; the patient is told,
// reads "NaijaCare Support" and answers; the admin resolves it, and the patient sees that too. A
// doctor opening /admin/support is told it is for administrators; an admin opening /support is sent
// to the queue; a hospital follows its own (seeded) resolved ticket on a phone; a closed ticket's
// reply box is disabled with the way to a new one.

import type { Page } from '@playwright/test';
import { addDays, lagosDate } from '../../../packages/contracts/src/time';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, mainNav, signIn, signOut, uniqueName } from './helpers';
import { sessionAppointment } from './sessions';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const status = (page: Page) => page.getByTestId('ticket-status').first();
const thread = (page: Page) => page.getByRole('list', { name: 'Conversation' });

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a patient’s ticket about their appointment goes to an admin and back until it is resolved', async ({ page, browser, request }) => {
  const visit = await sessionAppointment(request, addDays(lagosDate(new Date()), 9), '10:00');
  const subject = `Charged for a video call ${uniqueName('t')}`;

  // The patient opens a ticket from the menu.
  await signIn(page, visit.patient.username, visit.patient.password);
  // Told of the appointment's approval; the reply will be the second notice.
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await mainNav(page).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no support tickets yet. Open one when you need help.')).toBeVisible();
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page).toHaveURL('/support/new');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Choose a category', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await choose(page, 'Category', 'Payment');
  await choose(page, 'Appointment (optional)', /Dr\. Ifeoma Obi · Chat/);
  await page.getByRole('textbox', { name: 'Message' }).fill('The app says my wallet paid for this appointment twice.');
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  const ticketPath = new URL(page.url()).pathname;
  const ticketId = ticketPath.split('/').pop();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(status(page)).toHaveText('Open');
  await expect(page.getByRole('region', { name: 'About this ticket' })).toContainText('Dr. Ifeoma Obi');
  await expect(thread(page).getByTestId('support-message')).toHaveCount(1);
  await expect(thread(page)).toContainText('You');

  // The admin, elsewhere, finds it in the queue by its filters, takes it and replies.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demo_admin');
  await mainNav(admin).getByRole('link', { name: 'Support' }).click();
  await expect(admin).toHaveURL('/admin/support');
  const rows = admin.getByTestId('queue-ticket');
  // The demo's queue: three tickets, one of them the patient's refund question.
  await expect(rows.filter({ hasText: 'Refund for my cancelled consultation' })).toHaveCount(1);
  // Assignee is a segmented control: its options are labels over hidden radios.
  await admin
    .locator('label')
    .filter({ hasText: /^Unassigned$/ })
    .click();
  await expect(admin.getByRole('radio', { name: 'Unassigned' })).toBeChecked();
  await choose(admin, 'Status', 'Open');
  await choose(admin, 'Category', 'Payment');
  await expect(rows.filter({ hasText: subject })).toHaveCount(1);
  await admin.getByRole('searchbox', { name: 'Search subjects' }).fill(subject);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ngozi Okeke');
  await expectAccessible(admin);
  await rows.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(`/admin/support/${ticketId}`);
  const facts = admin.getByRole('region', { name: 'About this ticket' });
  await expect(facts).toContainText('Ngozi Okeke (Patient)');
  await expect(facts).toContainText('Nobody yet');
  await admin.getByRole('button', { name: 'Assign to me' }).click();
  await expect(facts).toContainText('Platform Admin');
  await expect(admin.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await admin.getByRole('textbox', { name: 'Reply to Ngozi Okeke' }).fill('We see one payment only. Which date did the second charge show?');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread(admin).getByTestId('support-message')).toHaveCount(2);
  await expect(status(admin)).toHaveText('Awaiting user');
  await expectAccessible(admin);

  // The patient is told, opens the notice, reads NaijaCare Support and answers.
  await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)', { timeout: 15_000 });
  await bell(page).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText(`NaijaCare Support replied on your ticket "${subject}".`).click();
  await expect(page).toHaveURL(ticketPath);
  await expect(status(page)).toHaveText('Awaiting your reply');
  await expect(page.getByText('Support is waiting for your answer.')).toBeVisible();
  const answer = thread(page).getByTestId('support-message').nth(1);
  await expect(answer).toContainText('NaijaCare Support');
  await expect(answer).toContainText('Which date did the second charge show?');
  await page.getByRole('textbox', { name: 'Your reply' }).fill('On Monday, both at 10:02.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread(page).getByTestId('support-message')).toHaveCount(3);
  await expect(status(page)).toHaveText('Open');

  // The admin sees the answer and resolves it with a note.
  await admin.reload();
  await expect(thread(admin).getByTestId('support-message')).toHaveCount(3);
  await expect(status(admin)).toHaveText('Open');
  await admin.getByRole('button', { name: 'Resolve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Resolve this ticket' });
  await dialog.getByRole('textbox', { name: 'Note to the owner (optional)' }).fill('The second charge was given back on Tuesday.');
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(status(admin)).toHaveText('Resolved');
  await expect(admin.getByText(/^Resolved\. It closes on .+ unless its owner replies\.$/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await adminContext.close();

  // The patient sees it resolved, with the note, and may still reply for seven days.
  await page.reload();
  await expect(status(page)).toHaveText('Resolved');
  await expect(page.getByText(/^This ticket is resolved\. Reply before .+ if you still need help; after that it closes\.$/)).toBeVisible();
  await expect(thread(page).getByTestId('support-message').nth(3)).toContainText('The second charge was given back on Tuesday.');
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  await page.getByRole('link', { name: 'Back to your tickets' }).click();
  await expect(page.getByTestId('support-ticket').filter({ hasText: subject }).getByTestId('ticket-status')).toHaveText('Resolved');
});

test('a doctor opening /admin/support is told it is for administrators; an admin opening /support goes to the queue', async ({ page }) => {
  await signIn(page, 'demo_doctor');
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(page.getByText('Only platform administrators can use the admin console.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toHaveCount(0);
  // Their own support page has the ticket the demo opened for them, awaiting their answer.
  await mainNav(page).getByRole('link', { name: 'Support' }).click();
  const mine = page.getByTestId('support-ticket').filter({ hasText: 'Video freezes during consultations' });
  await expect(mine.getByTestId('ticket-status')).toHaveText('Awaiting your reply');
  await signOut(page);

  await signIn(page, 'demo_admin');
  await page.goto('/support');
  await expect(page).toHaveURL('/admin/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('a hospital follows its resolved ticket on a phone; a closed ticket cannot be answered, a new one can be opened', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, 'demo_hospital');
  await page.goto('/support');
  await page.getByRole('link', { name: 'Correct our registration number' }).click();
  await expect(status(page)).toHaveText('Resolved');
  await expect(thread(page).getByTestId('support-message')).toHaveCount(4);
  await expect(thread(page).getByTestId('support-message').last()).toContainText('NaijaCare Support');
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeEnabled();

  // The same ticket as it reads once its seven days have passed (the server's answer, shown closed).
  const path = new URL(page.url()).pathname;
  const id = Number(path.split('/').pop());
  const real = await (await request.get(`/api/support-tickets/${id}/`, { headers: { Authorization: await bearerFor(request, 'demo_hospital') } })).json();
  await page.route(`**/api/support-tickets/${id}/`, (route) =>
    route.fulfill({ json: { ...real, status: 'closed', closes_at: null, closed_at: real.closes_at, allowed_actions: [] } }),
  );
  await page.reload();
  await expect(status(page)).toHaveText('Closed');
  await expect(page.getByTestId('support-closed')).toContainText('This ticket is closed. Open a new ticket if you still need help.');
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open a new ticket' }).click();
  await expect(page).toHaveURL('/support/new');
  await expect(page.getByRole('heading', { name: 'New support ticket' })).toBeVisible();
});
