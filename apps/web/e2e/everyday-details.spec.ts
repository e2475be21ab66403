// The small things a person sees: "Open a dispute" only where the server would accept one, "View
// the dispute" where one is open, and a form that names its appointment (or says why not); "Welcome"
// for a new person and "Welcome back" after; the pending-approval type badge whole at 1280 px; a
// deactivated person told the reason and writing to support signed out, on a phone; the directory's
// filters kept across a top-up's trip to the checkout.

import { weekdayOf } from '../../../packages/contracts/src/time';
import { heldConsultation } from './disputes-setup';
import { expect, expectAccessible, test } from './fixtures';
import {
  appointmentCard,
  bearerFor,
  fillSignIn,
  nthWeekdayAfterToday,
  registerDoctorViaApi,
  registerHospitalViaApi,
  registerPatientViaApi,
  signIn,
  signOut,
} from './helpers';

test('the dispute form names its appointment; once a dispute is open the card offers View the dispute and the form says why not', async ({ page, request }) => {
  test.slow();
  const c = await heldConsultation(request, {
    doctor: { prefix: 'smalldoc', firstName: 'Ngozi', lastName: 'Umeh' },
    patient: { firstName: 'Kemi', lastName: 'Alade' },
  });
  // One the server would refuse: an upcoming request of the same patient.
  const later = nthWeekdayAfterToday(5);
  const upcomingDoctor = await registerDoctorViaApi(request, { prefix: 'smalldoc2', firstName: 'Bayo', lastName: 'Ojo' });
  const upAuth = { Authorization: await bearerFor(request, upcomingDoctor.username, upcomingDoctor.password) };
  await request.post('/api/doctor-schedules/', {
    headers: upAuth,
    data: { day_of_week: weekdayOf(later), start_time: '10:00', end_time: '11:00', slot_minutes: 30, is_active: true },
  });
  const upProfile = await (await request.get('/api/doctors/my_profile/', { headers: upAuth })).json();
  const upDay = await (await request.get(`/api/doctor-schedules/available_slots/?doctor_id=${upProfile.id}&date=${later}`, { headers: c.patientAuth })).json();
  const upcoming = await (
    await request.post('/api/appointments/', {
      headers: c.patientAuth,
      data: { doctor: upProfile.id, scheduled_at: upDay.slots[0].start, appointment_type: 'video' },
    })
  ).json();

  await signIn(page, c.patient.username, c.patient.password);
  // Typed in the address bar for an appointment that cannot be disputed: why, and no form.
  await page.goto(`/disputes/new?appointment=${upcoming.id}`);
  await expect(page.getByText(upcomingDoctor.name)).toBeVisible();
  await expect(page.getByTestId('dispute-refused')).toContainText('A dispute cannot be opened on this appointment');
  await expect(page.getByTestId('dispute-refused')).toContainText('A dispute can be opened on a completed or no-show appointment');
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveCount(0);
  await expectAccessible(page, 'the dispute form for an appointment that cannot be disputed');

  // From the card: the form names the doctor, the date and time, and the type.
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Past/ }).click();
  const card = appointmentCard(page, c.doctor.name, c.date, c.start);
  await expect(card.getByRole('link', { name: 'View the dispute' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Open a dispute' }).click();
  const about = page.getByRole('region', { name: 'Appointment' });
  await expect(about).toContainText(c.doctor.name);
  await expect(about).toContainText('Chat');
  await page.getByRole('combobox', { name: 'What went wrong' }).click();
  await page.getByRole('option', { name: 'Quality of care' }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('The doctor stopped answering after two minutes.');
  await page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByRole('heading', { name: /^Dispute #\d+$/ })).toBeVisible();
  const disputeId = Number(/\/disputes\/(\d+)/.exec(page.url())?.[1]);

  // The card now offers the open dispute, not another.
  await page.goto('/appointments');
  await page.getByRole('tab', { name: /Past/ }).click();
  await expect(card.getByRole('link', { name: 'Open a dispute' })).toHaveCount(0);
  await card.getByRole('link', { name: 'View the dispute' }).click();
  await expect(page).toHaveURL(`/disputes/${disputeId}`);

  // The form's address again: it says one is open and links to it.
  await page.goto(`/disputes/new?appointment=${c.id}`);
  await expect(page.getByTestId('dispute-refused')).toContainText('This appointment already has an open dispute');
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View the open dispute' }).click();
  await expect(page).toHaveURL(`/disputes/${disputeId}`);
});

test('a new person is welcomed, and welcomed back once they have signed in before', async ({ page, request }) => {
  // A doctor's account gets no session at registration: their first sign-in is their first session.
  const doctor = await registerDoctorViaApi(request, { prefix: 'newdoc', firstName: 'Halima', lastName: 'Sule' });
  await signIn(page, doctor.username, doctor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Sule' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Sule' })).toBeVisible();
  await signOut(page);
  await fillSignIn(page, doctor.username, doctor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dr. Sule' })).toBeVisible();
});

test('at 1280 px the pending approvals show the whole type badge', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hospital = await registerHospitalViaApi(request, `Sabon Gari Specialist Hospital ${Date.now().toString(36)}`);
  await signIn(page, 'demo_admin');
  await page.goto('/admin');
  expect(hospital.name).toBeTruthy();
  const cell = page.getByRole('table', { name: 'Pending approvals' }).getByRole('cell', { name: 'Hospital', exact: true }).first();
  await expect(cell.locator('.mantine-Badge-root')).toHaveText('Hospital');
  const label = cell.locator('.mantine-Badge-label');
  const size = await label.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    root: el.parentElement?.getBoundingClientRect().width,
    rootMin: el.parentElement ? getComputedStyle(el.parentElement).minWidth : '',
    cell: el.closest('td')?.getBoundingClientRect().width,
  }));
  expect(size.scroll, `the badge label is cut: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size.client);
});

test.describe('a deactivated person, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is told the reason, writes to support signed out, and an admin finds the message in the queue', async ({ page, browser, request }) => {
    const patient = await registerPatientViaApi(request, 'Musa', 'Danjuma');
    const admin = { Authorization: await bearerFor(request, 'demo_admin') };
    const me = await (await request.post('/api/auth/login/', { data: { username: patient.username, password: patient.password } })).json();
    const off = await request.post(`/api/admin/users/${me.user.id}/deactivate/`, {
      headers: admin,
      data: { reason: 'Three reports of abusive messages to doctors' },
    });
    expect(off.ok(), await off.text()).toBe(true);

    await page.goto('/login');
    await fillSignIn(page, patient.username, patient.password);
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Account Inactive');
    await expect(page.getByTestId('login-refusal-reason')).toHaveText('Reason given: Three reports of abusive messages to doctors');
    await expectAccessible(page, 'sign-in refused: deactivated, with its reason');
    await refusal.getByRole('link', { name: 'Contact support' }).click();

    await expect(page).toHaveURL('/support/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    // Nothing to fill: each rule is said under its field.
    await page.getByRole('button', { name: 'Send to support' }).click();
    await expect(page.getByText('Your name is required')).toBeVisible();
    await expect(page.getByText('Give an email address or a phone number we can answer you at')).toBeVisible();
    await expect(page.getByText('Choose what it is about')).toBeVisible();
    await expect(page.getByText('Write your message')).toBeVisible();
    // The field kept for bots is neither seen nor reached with the keyboard.
    const trap = page.locator('[aria-hidden="true"] input');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).not.toBeInViewport();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Musa Danjuma');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+234 803 555 0199');
    await page.getByRole('textbox', { name: 'Phone number' }).press('Tab');
    await page.getByRole('combobox', { name: 'What is it about?' }).click();
    await page.getByRole('option', { name: 'My account' }).click();
    await page.getByRole('textbox', { name: 'Your message' }).fill('My account was deactivated. The messages were from my brother using my phone.');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(360);
    await expectAccessible(page, 'the signed-out contact form on a phone');
    // The form goes with the token the server gave when it was shown (its time trap: a bot posts
    // at once); the page says nothing of how long it was open.
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/support/contact/') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send to support' }).click();
    const sentBody = (await posted).postDataJSON();
    expect(sentBody.form_token).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(sentBody).not.toHaveProperty('seconds_on_form');
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    const reference = Number(/#(\d+)/.exec((await page.getByText(/Your reference: #\d+/).textContent()) ?? '')?.[1]);
    expect(reference).toBeGreaterThan(0);

    // The admin reads it in the queue, with where to answer.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'demo_admin');
    await adminPage.goto(`/admin/support/${reference}`);
    await expect(adminPage.getByText('Musa Danjuma (Contact form)')).toBeVisible();
    await expect(adminPage.getByText('+234 803 555 0199')).toBeVisible();
    await expect(adminPage.getByText('this person cannot read this conversation', { exact: false })).toBeVisible();
    await adminContext.close();
  });
});
