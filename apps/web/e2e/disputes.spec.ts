// A dispute end to end: a patient whose paid consultation is over opens a dispute from the
// appointment; the doctor sees it (their earning held); the admin finds it in the queue, takes it
// under review and resolves it with a full refund and a note; the patient sees the refund in
// the wallet and the note on the dispute — and the appointment links to the decision, final, offering
// no new dispute — and the doctor reads the outcome too. A consultation cancelled because its
// doctor's account was closed is refused a dispute in words that say it was refunded in full then.

import { lagosInstant, weekdayOf } from '../../../packages/contracts/src/time';
import { heldConsultation } from './disputes-setup';
import { expect, test } from './fixtures';
import { appointmentCard, bearerFor, DEMO, mainNav, nthWeekdayAfterToday, registerDoctorViaApi, registerPatientViaApi, signIn, uniqueSurname } from './helpers';

test('a patient disputes a completed consultation, an admin refunds it, both parties read the outcome', async ({ page, browser, request }) => {
  test.slow();
  // A doctor charging ₦5,000 and a funded patient whose consultation with them was held and ended.
  const { doctor, patient, date, start, id } = await heldConsultation(request, {
    doctor: { prefix: 'dispdoc', firstName: 'Emeka', lastName: 'Okafor' },
    patient: { firstName: 'Tola', lastName: 'Bankole' },
    fee: '5000',
  });

  // The patient opens a dispute from the appointment.
  await signIn(page, patient.username, patient.password);
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Past/ }).click();
  await appointmentCard(page, doctor.name, date, start).getByRole('link', { name: 'Open a dispute' }).click();
  await expect(page.getByRole('heading', { name: 'Open a dispute' })).toBeVisible();
  await page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByText('Choose what went wrong')).toBeVisible();
  await page.getByRole('combobox', { name: 'What went wrong' }).click();
  await page.getByRole('option', { name: 'Quality of care' }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('The doctor left the chat after two minutes without answering.');
  await page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByRole('heading', { name: /^Dispute #\d+$/ })).toBeVisible();
  const disputeId = Number(/\/disputes\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByTestId('dispute-status')).toHaveText('Open');
  await page.getByRole('textbox', { name: 'Write a message' }).fill('I have the chat history if you need it.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('dispute-message')).toContainText('I have the chat history');

  // The doctor sees it among their disputes.
  const doctorContext = await browser.newContext();
  const doc = await doctorContext.newPage();
  await signIn(doc, doctor.username, doctor.password);
  await mainNav(doc).getByRole('link', { name: 'Disputes' }).click();
  await doc.getByRole('link', { name: new RegExp(`Dispute #${disputeId}`) }).click();
  await expect(doc.getByTestId('dispute-description')).toHaveText('The doctor left the chat after two minutes without answering.');
  await expect(doc.getByTestId('dispute-message')).toContainText('I have the chat history');

  // The admin finds it in the queue, takes it under review and refunds it in full.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin.username);
  // A page past the end shows the last page, not "no disputes".
  await admin.goto('/admin/disputes?page=99');
  await expect(admin).not.toHaveURL(/page=99/);
  await expect(admin.getByTestId('queue-dispute').first()).toBeVisible();
  await mainNav(admin).getByRole('link', { name: 'Disputes' }).click();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(`#${disputeId}`);
  await expect(admin.getByTestId('queue-dispute')).toHaveCount(1);
  await admin.getByRole('link', { name: `Dispute #${disputeId}` }).click();
  await admin.getByRole('button', { name: 'Take under review' }).click();
  await expect(admin.getByTestId('dispute-status')).toHaveText('Under review');
  await expect(admin.getByText('Doctor’s earning held')).toBeVisible();
  await admin.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByText('Write a note both parties will read')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Note to both parties' }).fill('The chat log confirms it. Your fee is refunded.');
  await admin.getByRole('button', { name: 'Resolve' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Resolve this dispute with full refund?' });
  await expect(confirm).toContainText('₦5,000.00 goes back to');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByTestId('dispute-status')).toHaveText('Resolved');
  await expect(admin.getByTestId('dispute-outcome')).toContainText('₦5,000.00');
  // Decided: nothing is held any more, and the audit trail says what was decided.
  await expect(admin.getByText('Doctor’s earning held')).toHaveCount(0);
  await admin.goto(`/admin/audit?entity_type=dispute&entity_id=${disputeId}`);
  await expect(admin.getByText('Resolved the dispute: full refund')).toBeVisible();
  await expect(admin.getByText('Took the dispute under review')).toBeVisible();

  // The patient has the money back, and reads the note.
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-available')).toHaveText('₦5,000.00');
  await expect(page.getByText('Dispute refund').first()).toBeVisible();
  await page.goto(`/disputes/${disputeId}`);
  await expect(page.getByTestId('dispute-status')).toHaveText('Resolved');
  await expect(page.getByTestId('dispute-note')).toHaveText('The chat log confirms it. Your fee is refunded.');
  await expect(page.getByText('This dispute is decided; the conversation is closed.')).toBeVisible();
  // Decided is final: the appointment links to the decision and offers no new dispute.
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Past/ }).click();
  const card = appointmentCard(page, doctor.name, date, start);
  await expect(card.getByRole('link', { name: 'Open a dispute' })).toHaveCount(0);
  await card.getByRole('link', { name: 'See the dispute’s decision' }).click();
  await expect(page).toHaveURL(`/disputes/${disputeId}`);
  await page.goto(`/disputes/new?appointment=${id}`);
  await expect(page.getByTestId('dispute-refused')).toContainText('This appointment’s dispute has been decided, and a decision is final.');
  await page.getByRole('link', { name: 'See the decision' }).click();
  await expect(page).toHaveURL(`/disputes/${disputeId}`);

  // So does the doctor.
  await doc.reload();
  await expect(doc.getByTestId('dispute-outcome')).toContainText('Full refund');
  await expect(doc.getByTestId('dispute-note')).toHaveText('The chat log confirms it. Your fee is refunded.');
  await doctorContext.close();
  await adminContext.close();
});

test('an appointment cancelled because the doctor’s account was closed: the patient is told it was refunded in full then', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(3);
  const doctor = await registerDoctorViaApi(request, { prefix: 'closeddoc', firstName: 'Obinna', lastName: uniqueSurname('Closed') });
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const interval = await request.post('/api/doctor-schedules/', {
    headers: doctorAuth,
    data: { day_of_week: weekdayOf(date), start_time: '10:00', end_time: '11:00', slot_minutes: 30, is_active: true },
  });
  expect(interval.status(), await interval.text()).toBe(201);
  const { id: doctorId } = await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json();
  const { user: doctorUser } = await (await request.get('/api/auth/profile/', { headers: doctorAuth })).json();
  const patient = await registerPatientViaApi(request, 'Chioma', uniqueSurname('Closed'));
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  const booked = await request.post('/api/appointments/', {
    headers: patientAuth,
    data: { doctor: doctorId, scheduled_at: lagosInstant(date, 10 * 60).toISOString(), appointment_type: 'video' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = await booked.json();
  const off = await request.post(`/api/admin/users/${doctorUser.id}/deactivate/`, {
    headers: { Authorization: await bearerFor(request, DEMO.admin.username) },
    data: { reason: 'Licence suspended by the MDCN' },
  });
  expect(off.ok(), await off.text()).toBe(true);

  await signIn(page, patient.username, patient.password);
  await page.goto(`/disputes/new?appointment=${id}`);
  await expect(page.getByTestId('dispute-refused')).toContainText(
    `This appointment was cancelled when ${doctor.name}’s account was closed, and any fee you paid for it was refunded to you in full then: there is nothing left to dispute.`,
  );
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveCount(0);
});

test('a patient is told /admin/disputes is for administrators', async ({ page }) => {
  await signIn(page, DEMO.patient.username);
  await page.goto('/admin/disputes');
  await expect(page.getByText('This page is for administrators')).toBeVisible();
});

test('/disputes/new without an appointment links to the patient’s appointments', async ({ page }) => {
  await signIn(page, DEMO.patient.username);
  await page.goto('/disputes/new');
  await expect(page.getByText('Open a dispute from one of your appointments.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my appointments' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
});
