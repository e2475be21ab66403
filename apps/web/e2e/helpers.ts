// Shared steps of the browser tests: the demo accounts and signing in as a person would.

import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoAccount {
  username: string;
  name: string;
  role: string;
  landing: string;
  /** Every menu item, sub-items in place, in order. */
  menu: string[];
}

export const DEMO: Record<'patient' | 'doctor' | 'hospital' | 'admin', DemoAccount> = {
  patient: {
    username: 'demo_patient',
    name: 'Tunde Bakare',
    role: 'Patient',
    landing: '/dashboard',
    menu: ['Dashboard', 'Doctors', 'My Health', 'Wallet', 'Disputes', 'Support', 'Profile'],
  },
  doctor: {
    username: 'demo_doctor',
    name: 'Adaeze Okafor',
    role: 'Doctor',
    landing: '/dashboard',
    menu: ['Dashboard', 'My Patients', 'Schedule & Analytics', 'My reviews', 'Wallet', 'Disputes', 'Support', 'Profile'],
  },
  hospital: {
    username: 'demo_hospital',
    name: 'Ngozi Eze',
    role: 'Hospital',
    landing: '/hospital-dashboard',
    menu: [
      'Dashboard',
      'Staff & Patients',
      'Doctor Affiliations',
      'Active Doctors',
      'Patients',
      'Profile Settings',
      'Appointments',
      'Quality Assurance',
      'Wallet',
      'Support',
    ],
  },
  admin: {
    username: 'demo_admin',
    name: 'Platform Admin',
    role: 'Admin',
    landing: '/admin',
    menu: ['Admin Dashboard', 'Users', 'Disputes', 'Payments', 'Moderation', 'Support', 'Audit log', 'Profile'],
  },
};

/** A username no earlier run has used. */
export const uniqueName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A surname no other run uses: `stem` and six random letters (names take no digits). */
export const uniqueSurname = (stem: string): string =>
  `${stem}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in for a test about what comes after: the server's own sign-in answer, kept on the device as
 * the sign-in page keeps it (auth/sessionStore.ts), then the app opened at its start, which sends the
 * person to their landing page. The sign-in form itself is tested with `fillSignIn` (auth.spec.ts);
 * typing it again before every other test cost seconds of browser time each.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/login/', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { tokens, user, user_type, is_superuser, profile, signed_in_before } = await res.json();
  // A small file of the app's origin, so its storage can be written before the app reads it.
  await page.goto('/version.json');
  await page.evaluate(
    ([access, refresh, session]) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      localStorage.setItem('userData', session);
    },
    [tokens.access, tokens.refresh, JSON.stringify({ user, user_type, is_superuser, profile, signed_in_before })],
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The app sends "/" on to the person's landing page; a test starts from there, not midway.
  await page.waitForURL((url) => url.pathname !== '/');
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const welcomeLine = (page: Page) => page.getByTestId('welcome-line');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Registers a patient through the API, for tests about what happens after registration;
 * `extra` adds or replaces registration fields (a preferred language, say). */
export async function registerPatientViaApi(request: APIRequestContext, firstName = 'Amaka', lastName = 'Nwosu', extra: Record<string, string> = {}) {
  const username = uniqueName('patient');
  const password = 'first-pass-2026';
  const response = await request.post('/api/auth/register/', {
    data: {
      user_type: 'patient',
      username,
      email: `${username}@example.ng`,
      password,
      password_confirm: password,
      first_name: firstName,
      last_name: lastName,
      phone: '+234-809-555-0123',
      date_of_birth: '1992-03-04',
      emergency_contact: 'Obi Nwosu, +234-809-555-0124',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, password, firstName, lastName };
}

/** An Authorization header value for an account, signed in through the API. */
export async function bearerFor(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await request.post('/api/auth/login/', { data: { username, password } });
  expect(login.status()).toBe(200);
  return `Bearer ${(await login.json()).tokens.access}`;
}

/**
 * Puts `kobo` into an account's wallet as a person would, through the sandbox provider: a top-up,
 * then its checkout's Pay (which settles at once). Booking holds the fee from the wallet, so a
 * new patient who books a paid consultation is funded first; a free one needs nothing.
 */
export async function fundWalletViaApi(request: APIRequestContext, username: string, password: string, kobo = 5_000_000): Promise<void> {
  // The checkout's Pay is the payer's own: it carries their session, as the checkout page sends it.
  const headers = { Authorization: await bearerFor(request, username, password) };
  const started = await request.post('/api/wallets/top_up/', { headers, data: { amount: kobo } });
  expect(started.status(), await started.text()).toBe(200);
  const paid = await request.post(`/api/payments/sandbox/${(await started.json()).reference}/pay/`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
}

/**
 * Tops up the demo patient's wallet by what the coming booking holds. The demo patient is shared by
 * the tests of a shard: each test that books as them brings its fee, so no order of tests runs the
 * shared wallet dry.
 */
export async function fundDemoPatient(request: APIRequestContext, kobo: number): Promise<void> {
  // A free consultation holds nothing.
  if (kobo > 0) await fundWalletViaApi(request, 'demo_patient', DEMO_PASSWORD, kobo);
}

/** A hospital registered through the API and verified by the demo admin; `name` gets a unique ending. */
export async function registerHospitalViaApi(request: APIRequestContext, name: string) {
  const username = uniqueName('hosp');
  const password = 'hospital-pass-2026';
  const hospitalName = `${name} ${username.slice(-5)}`;
  const registered = await request.post('/api/hospitals/register/', {
    data: {
      username,
      email: `${username}@example.ng`,
      password,
      password_confirm: password,
      first_name: 'Funke',
      last_name: 'Adebayo',
      phone: '+234-802-555-0177',
      state: 'LA',
      hospital_name: hospitalName,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user, hospital } = await registered.json();
  const verified = await request.post(`/api/admin/users/${user.id}/approve/`, { headers: { Authorization: await bearerFor(request, 'demo_admin') } });
  expect(verified.ok()).toBe(true);
  return { username, password, name: hospitalName, id: hospital.id as number };
}

/** A doctor applying through the API, approved by the demo admin unless `approve` is false. */
export async function registerDoctorViaApi(
  request: APIRequestContext,
  { approve = true, prefix = 'doc', firstName = 'Chiamaka', lastName = 'Eze', specialization = 'Cardiology' } = {},
) {
  const username = uniqueName(prefix);
  const password = 'strong-pass-2026';
  const registered = await request.post('/api/auth/register/', {
    data: {
      user_type: 'doctor',
      username,
      email: `${username}@example.ng`,
      password,
      password_confirm: password,
      first_name: firstName,
      last_name: lastName,
      phone: '+234-803-555-0166',
      specialization,
      license_number: `MDCN/R/${10000 + Math.floor(Math.random() * 90000)}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = await registered.json();
  if (approve) {
    const approved = await request.post(`/api/admin/users/${user.id}/approve/`, { headers: { Authorization: await bearerFor(request, 'demo_admin') } });
    expect(approved.ok()).toBe(true);
  }
  return { username, password, name: `Dr. ${firstName} ${lastName}` };
}

// ---- Dates and appointments for the booking and schedule tests (Africa/Lagos) ----

import { addDays, formatLagos, lagosDate, lagosInstant, minutesOf, weekdayOf } from '../../../packages/contracts/src/time';

/** Today's Lagos date. */
export const lagosToday = (): string => lagosDate(new Date());

/** The nth weekday (Monday–Friday) after today, 1 being the nearest; the same counting as the demo seed. */
export function nthWeekdayAfterToday(n: number): string {
  let date = lagosToday();
  for (let found = 0; found < n; ) {
    date = addDays(date, 1);
    if (weekdayOf(date) < 5) found += 1;
  }
  return date;
}

/** The first date after today that falls on a weekday (0 = Monday … 6 = Sunday). */
export function nextDateOn(weekday: number): string {
  let date = addDays(lagosToday(), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** How the app writes a Lagos date and time, e.g. "Mon 23 Nov 2026, 09:30". */
export const lagosText = (date: string, hhmm: string): string => formatLagos(lagosInstant(date, minutesOf(hhmm)));

/** The appointment card of the patient's or doctor's list. */
export const appointmentCard = (page: Page, other: string, date: string, hhmm: string) =>
  page.getByRole('article', { name: `Appointment with ${other} on ${lagosText(date, hhmm)}` });

/** Shows a doctor's free slots on a date in /doctors. */
export async function showSlotsOn(page: Page, date: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Date for free slots' });
  await input.fill(date);
  await input.press('Escape');
  await input.blur();
}

/**
 * Answers the page's print dialog in the test's place and counts how often it was asked for. The
 * headless shell returns from window.print() at once, but the full browser holds the page "being
 * printed", and page.pdf() then fails; a test that prints checks the printout with print media and
 * page.pdf(), and that the dialog was asked for once.
 */
export async function answerPrintDialogs(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { printDialogsAskedFor: number };
    counted.printDialogsAskedFor = 0;
    window.print = () => {
      counted.printDialogsAskedFor += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printDialogsAskedFor: number }).printDialogsAskedFor);
}
