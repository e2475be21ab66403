// Reviews and moderation: a patient rates their completed consultation from /appointments and the
// review shows on the doctor's page; another patient reports it; the demo admin hides it in
// /admin/moderation; it is gone for others and marked for its author. A doctor reports a patient's
// chat message; once hidden it is gone from the doctor's chat and marked in the patient's.

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, mainNav, registerPatientViaApi, signIn, uniqueName } from './helpers';
import { openSessionAppointment, type SessionAppointment } from './sessions';

/** A chat consultation held and ended, with a message from each side; the doctor's profile id. */
async function heldConsultation(request: APIRequestContext, patientSays: string) {
  const chat = await openSessionAppointment(request);
  const doctorAuth = { Authorization: await bearerFor(request, chat.doctor.username, chat.doctor.password) };
  const patientAuth = { Authorization: await bearerFor(request, chat.patient.username, chat.patient.password) };
  expect((await request.post(`/api/appointments/${chat.id}/start_session/`, { headers: doctorAuth })).ok()).toBe(true);
  const said = await request.post(`/api/appointments/${chat.id}/messages/`, { headers: patientAuth, data: { body: patientSays, client_id: randomUUID() } });
  expect(said.status(), await said.text()).toBe(201);
  await request.post(`/api/appointments/${chat.id}/messages/`, {
    headers: doctorAuth,
    data: { body: 'How long have you had the fever?', client_id: randomUUID() },
  });
  expect((await request.post(`/api/appointments/${chat.id}/end_session/`, { headers: doctorAuth })).ok()).toBe(true);
  const doctorId = (await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json()).id as number;
  return { chat, doctorId, messageId: (await said.json()).id as number, doctorAuth };
}

async function report(page: Page, scope: ReturnType<Page['getByTestId']> | Page, reason: string) {
  await scope
    .getByRole('button', { name: /^Report this/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. A moderator will look at your report.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('a review is rated, reported and hidden: gone for others, marked for its author', async ({ page, browser, request }) => {
  const { chat, doctorId } = await heldConsultation(request, 'I still have a fever.');
  const comment = `Quick to answer and kind ${uniqueName('r')}`;

  // The patient rates the consultation once, from the past appointments.
  await signIn(page, chat.patient.username, chat.patient.password);
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Past/ }).click();
  await page.getByRole('button', { name: 'Rate' }).click();
  const dialog = page.getByRole('dialog', { name: /Rate your consultation with Dr\. Ifeoma Obi/ });
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose from 1 to 5 stars');
  // The stars are radios under their pictures: chosen from the keyboard.
  await dialog.getByRole('radio', { name: '4 stars' }).press(' ');
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await expectAccessible(page, '/appointments (rating)');
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(page.getByTestId('rated')).toHaveText('You rated it 4/5');
  await expect(page.getByRole('button', { name: 'Rate' })).toHaveCount(0);

  // It shows on the doctor's page, with the rating.
  await page.goto(`/doctors/${doctorId}`);
  await expect(page.getByTestId('doctor-rating')).toHaveAccessibleName('Rated 4.0 out of 5 from 1 reviews');
  await expect(page.getByTestId('review')).toContainText(comment);
  await expectAccessible(page);

  // Another patient reads it and reports it.
  const reader = await registerPatientViaApi(request, 'Bola', 'Ade');
  const readerContext = await browser.newContext();
  const other = await readerContext.newPage();
  await signIn(other, reader.username, reader.password);
  await other.goto(`/doctors/${doctorId}`);
  const review = other.getByTestId('review').filter({ hasText: comment });
  await expect(review).toHaveCount(1);
  await report(other, review, 'Looks like an advertisement');

  // The admin hides it from the moderation queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demo_admin');
  await mainNav(admin).getByRole('link', { name: 'Moderation' }).click();
  await expect(admin).toHaveURL('/admin/moderation');
  await expect(admin.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Reported' }).click();
  await admin.getByRole('option', { name: 'review' }).click();
  const card = admin.getByTestId('report').filter({ hasText: comment });
  await expect(card).toContainText('Looks like an advertisement');
  await expect(card).toContainText('Bola Ade');
  await expectAccessible(admin);
  await card.getByRole('button', { name: 'Hide' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide this review' });
  await hide.getByRole('textbox', { name: 'Reason (told to the author)' }).fill('Reviews are about the consultation');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('Hidden. The author was told why.')).toBeVisible();
  // Open reports only, by default: the decided one leaves the list; it is under "Hidden".
  await expect(card).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Hidden' }).click();
  await expect(card.getByTestId('report-status')).toHaveText('Hidden');
  await expect(card.getByRole('button', { name: 'Restore' })).toBeVisible();

  // Gone for the reader; marked for its author, who was told why.
  await other.reload();
  await expect(other.getByText('No reviews yet.')).toBeVisible();
  await expect(other.getByTestId('doctor-rating')).toHaveText('No reviews yet');
  await page.reload();
  await expect(page.getByTestId('review').filter({ hasText: comment }).getByTestId('review-hidden')).toHaveText('Hidden by moderators');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('Your review was hidden by NaijaCare’s moderators. Reason: Reviews are about the consultation')).toBeVisible();
  await readerContext.close();
  await adminContext.close();
});

test('a doctor reports a patient’s chat message; hidden, it is gone for the doctor and marked for the patient', async ({ page, browser, request }) => {
  const said = `Send me your bank details ${uniqueName('m')}`;
  const { chat, messageId }: { chat: SessionAppointment; messageId: number } = await heldConsultation(request, said);

  await signIn(page, chat.doctor.username, chat.doctor.password);
  await page.goto(`/chat/${chat.id}`);
  const message = page.getByTestId('chat-message').filter({ hasText: said });
  await expect(message).toHaveCount(1);
  // Only the other party's messages can be reported.
  await expect(
    page
      .getByTestId('chat-message')
      .filter({ hasText: 'How long have you had the fever?' })
      .getByRole('button', { name: /^Report/ }),
  ).toHaveCount(0);
  await report(page, message, 'Asks for money outside the app');

  // An admin hides it (the queue's page is driven in the test above).
  const adminAuth = { Authorization: await bearerFor(request, 'demo_admin') };
  const queue = await (await request.get('/api/reports/?status=open&target_type=chat_message&page_size=100', { headers: adminAuth })).json();
  const filed = queue.results.find((r: { target_id: number }) => r.target_id === messageId);
  expect(filed.reason).toBe('Asks for money outside the app');
  expect((await request.post(`/api/reports/${filed.id}/action/`, { headers: adminAuth, data: { reason: 'Payment requests outside NaijaCare' } })).ok()).toBe(
    true,
  );

  await page.reload();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'How long have you had the fever?' })).toHaveCount(1);
  await expect(message).toHaveCount(0);

  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signIn(patient, chat.patient.username, chat.patient.password);
  await patient.goto(`/chat/${chat.id}`);
  await expect(patient.getByTestId('chat-message').filter({ hasText: said }).getByTestId('chat-message-hidden')).toHaveText('Hidden by moderators');
  await patientContext.close();
});

test('a doctor reads the reviews of their consultations; the moderation queue is for administrators', async ({ page, request }) => {
  await signIn(page, 'demo_doctor');
  await mainNav(page).getByRole('link', { name: 'My reviews' }).click();
  await expect(page).toHaveURL('/doctor/reviews');
  await expect(page.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
  // The demo patient rated Dr Okafor's blood-pressure review 5 stars.
  await expect(page.getByTestId('review').filter({ hasText: 'explained my blood pressure readings' })).toHaveAccessibleName(/5 out of 5/);
  // A doctor does not report the reviews of their own page from here.
  await expect(page.getByRole('button', { name: /^Report/ })).toHaveCount(0);
  await expectAccessible(page);
  // Nor on their own public page, which they see as its owner.
  const own = await request.get('/api/doctors/my_profile/', { headers: { Authorization: await bearerFor(request, 'demo_doctor') } });
  await page.goto(`/doctors/${(await own.json()).id}`);
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
});
