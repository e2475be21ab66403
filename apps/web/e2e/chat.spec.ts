// An appointment's chat: the doctor on the realtime page (/chat) and the patient on the basic one
// (/chat-basic) talk both ways, in order and without doubles; typing shows over the hub (the basic
// chat says it shows none); a chat that has not opened says when it will; anyone else finds no chat.

import { randomUUID } from 'node:crypto';
import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { CHAT_OPENS_MINUTES_BEFORE } from '../../../packages/contracts/src/api/chat';
import { formatLagos, lagosInstant, minutesOf } from '../../../packages/contracts/src/time';
import { expect, test } from './fixtures';
import { bearerFor, nthWeekdayAfterToday, registerPatientViaApi, signIn } from './helpers';
import { openSessionAppointment, sessionAppointment } from './sessions';

const messages = (page: Page) => page.getByTestId('chat-message');
const bodies = (page: Page) => page.getByTestId('chat-message-body');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const message = (page: Page, text: string): Locator => messages(page).filter({ has: page.getByTestId('chat-message-body').getByText(text, { exact: true }) });

/** How often /chat-basic asks for new messages (POLL_MS in features/chat/useChat.ts). */
const BASIC_POLL_MS = 3_000;

/** The basic chat's next `count` polls, each answered: its clock (installed by the test) is moved to
 * the next poll rather than waited for. */
async function nextPolls(page: Page, appointmentId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const answered = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(`/api/appointments/${appointmentId}/messages/`));
    await page.clock.runFor(BASIC_POLL_MS);
    await answered;
  }
}

/** Watches for the page's next POST whose body matches; `sent` resolves once the browser's network
 * stack has written it to its connection, not only once the page asked for it. */
async function watchTheWire(page: Page, bodyMatches: (body: string) => boolean): Promise<{ sent: Promise<void> }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const written = new Set<string>();
  let wanted: string | null = null;
  const sent = new Promise<void>((resolve) => {
    devtools.on('Network.requestWillBeSent', (event) => {
      if (wanted === null && event.request.method === 'POST' && bodyMatches(event.request.postData ?? '')) wanted = event.requestId;
      if (wanted !== null && written.has(wanted)) resolve();
    });
    // Reported by the network stack as it writes the request, before or after the page's own report.
    devtools.on('Network.requestWillBeSentExtraInfo', (event) => {
      written.add(event.requestId);
      if (event.requestId === wanted) resolve();
    });
  });
  return { sent };
}

test('the doctor on /chat and the patient on /chat-basic talk both ways, in order, once each; typing shows over the hub', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const chat = await openSessionAppointment(request);

  // The doctor, on a computer, from the appointments list.
  await signIn(page, chat.doctor.username, chat.doctor.password);
  await page.goto('/appointments');
  await page
    .getByRole('article', { name: `Appointment with ${chat.patient.name} on ${formatLagos(chat.scheduledAt)}` })
    .getByRole('link', { name: 'Open chat' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/chat/${chat.id}$`));
  await expect(page.getByRole('heading', { name: `Chat with ${chat.patient.name}` })).toBeVisible();
  await expect(page.getByTestId('chat-appointment')).toHaveText(`Chat appointment, ${formatLagos(chat.scheduledAt)}`);
  await expect(page.getByText('No messages yet. Say hello.')).toBeVisible();
  // The doctor starts the session from the chat.
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();

  // The patient, on a phone, is told; "Join now" leads to the chat, and the patient takes the basic one.
  const patientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await patientContext.newPage();
  await phone.clock.install();
  await signIn(phone, chat.patient.username, chat.patient.password);
  await phone.getByRole('button', { name: /^Notifications/ }).click();
  await phone.getByRole('dialog', { name: 'Notifications' }).getByText('Your session has started').click();
  await expect(phone).toHaveURL(new RegExp(`/chat/${chat.id}$`));
  await phone.getByRole('link', { name: 'Use the basic chat' }).click();
  await expect(phone).toHaveURL(new RegExp(`/chat-basic/${chat.id}$`));
  await expect(phone.getByRole('heading', { name: `Chat with ${chat.doctor.name}` })).toBeVisible();
  await expect(phone.getByTestId('chat-mode-note')).toContainText('This is the basic chat');
  // Typing travels only over the realtime channel: the basic chat says it does not show it.
  await expect(phone.getByTestId('chat-mode-note')).toContainText('It does not show when the other person is typing.');
  await expect(phone.getByText('Enter sends, Shift+Enter starts a new line. Up to 2000 characters.')).toBeVisible();

  // Patient → doctor: Enter sends; it shows at once and is delivered.
  await composer(phone).fill('Good morning, doctor');
  await composer(phone).press('Enter');
  await expect(composer(phone)).toHaveValue('');
  await expect(message(phone, 'Good morning, doctor')).toHaveAttribute('data-delivery', 'sent');
  await expect(message(page, 'Good morning, doctor')).toBeVisible();

  // Doctor → patient, with the Send button; the basic page finds it at its next poll.
  await composer(page).fill('Good morning. How can I help?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(composer(page)).toBeFocused();
  await expect(message(phone, 'Good morning. How can I help?')).toBeVisible();
  // The patient's page had it on screen, so the doctor sees it read.
  await expect(message(page, 'Good morning. How can I help?')).toHaveAttribute('data-delivery', 'read');

  // Shift+Enter starts a new line within one message; two quick messages keep their order.
  await composer(phone).fill('I have had a fever since Monday.');
  await composer(phone).press('Shift+Enter');
  await composer(phone).pressSequentially('And a headache.');
  await composer(phone).press('Enter');
  await composer(phone).fill('It is worse at night.');
  await composer(phone).press('Enter');
  // Stored before the doctor's next one is sent: two people sending at once are kept in the order
  // the server receives them, which is the order this test expects only once this one has arrived.
  await expect(message(phone, 'It is worse at night.')).toHaveAttribute('data-delivery', /sent|read/);
  // Text only: what looks like markup is shown as typed.
  await composer(page).fill('<b>How high</b> was the fever?');
  await composer(page).press('Enter');

  const expected = [
    'Good morning, doctor',
    'Good morning. How can I help?',
    'I have had a fever since Monday.\nAnd a headache.',
    'It is worse at night.',
    '<b>How high</b> was the fever?',
  ];
  for (const p of [page, phone]) await expect.poll(async () => (await bodies(p).allInnerTexts()).map((t) => t.trim()), { timeout: 15_000 }).toEqual(expected);
  await expect(phone.locator('b')).toHaveCount(0);
  // Several more polls and events later, still once each: the doctor's page hears that its last
  // message was read (an event after every message's own), and the basic page asks twice more.
  await expect(message(page, '<b>How high</b> was the fever?')).toHaveAttribute('data-delivery', 'read');
  await nextPolls(phone, chat.id, 2);
  for (const p of [page, phone]) expect((await bodies(p).allInnerTexts()).map((t) => t.trim())).toEqual(expected);
  for (const body of expected.slice(2, 4)) await expect(message(phone, body)).toHaveAttribute('data-delivery', /sent|read/);

  // The phone's page fits its width.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The patient moves to the realtime page; the history comes along, and typing shows both ways.
  await phone.getByRole('link', { name: 'Switch to the realtime chat' }).click();
  await expect(phone).toHaveURL(new RegExp(`/chat/${chat.id}$`));
  await expect(bodies(phone)).toHaveCount(expected.length);
  await expect(phone.getByText('Reconnecting…')).toHaveCount(0);
  await expect(phone.getByText('Connecting…')).toHaveCount(0);
  await composer(page).pressSequentially('About 39', { delay: 50 });
  await expect(phone.getByTestId('typing-indicator')).toHaveText(`${chat.doctor.name} is typing…`);
  await composer(phone).pressSequentially('It was', { delay: 50 });
  await expect(page.getByTestId('typing-indicator')).toHaveText(`${chat.patient.name} is typing…`);
  await composer(page).press('Enter');
  await expect(message(phone, 'About 39')).toBeVisible();
  await expect(phone.getByTestId('typing-indicator')).toHaveCount(0);

  // Back leads where the doctor came from.
  await page.getByTestId('full-screen-back').click();
  await expect(page).toHaveURL(/\/appointments$/);
  await patientContext.close();
});

test('two messages written at once keep their order when the first one is held up on the wire, on both pages', async ({ page, browser, request }) => {
  test.slow();
  const chat = await openSessionAppointment(request);
  await signIn(page, chat.doctor.username, chat.doctor.password);
  await page.goto(`/chat/${chat.id}`);

  const patientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await patientContext.newPage();
  await phone.clock.install();
  await signIn(phone, chat.patient.username, chat.patient.password);
  const patientAuth = { Authorization: await bearerFor(request, chat.patient.username, chat.patient.password) };
  // A slow network: the patient's first message reaches the server well after the second.
  let firstHeld = false;
  let releaseFirst = () => {};
  await phone.route(`**/api/appointments/${chat.id}/messages/`, async (route) => {
    if (route.request().method() !== 'POST' || firstHeld) return route.continue();
    firstHeld = true;
    await new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await route.continue();
  });
  await phone.goto(`/chat-basic/${chat.id}`);
  await expect(phone.getByRole('heading', { name: `Chat with ${chat.doctor.name}` })).toBeVisible();

  await composer(phone).fill('I have had a fever since Monday.');
  await composer(phone).press('Enter');
  const second = await watchTheWire(phone, (body) => body.includes('worse at night'));
  await composer(phone).fill('It is worse at night.');
  await composer(phone).press('Enter');
  await second.sent;
  expect(firstHeld).toBe(true);
  // The second is on its way to the server while the first is held. That the server is holding it
  // for the first cannot be seen from outside; what can: the server answers a request sent after
  // the second, and has stored neither. Only then is the first let go.
  const stored = await request.get(`/api/appointments/${chat.id}/messages/`, { headers: patientAuth });
  expect(await stored.json()).toEqual([]);
  releaseFirst();

  const expected = ['I have had a fever since Monday.', 'It is worse at night.'];
  for (const p of [page, phone]) await expect.poll(async () => (await bodies(p).allInnerTexts()).map((t) => t.trim()), { timeout: 15_000 }).toEqual(expected);
  for (const body of expected) await expect(message(phone, body)).toHaveAttribute('data-delivery', /sent|read/);
  // After further polls, still in that order, once each: the basic page asks twice more, and hears
  // that the doctor's page has read both (an event there after both messages had come).
  await nextPolls(phone, chat.id, 2);
  for (const body of expected) await expect(message(phone, body)).toHaveAttribute('data-delivery', 'read');
  for (const p of [page, phone]) expect((await bodies(p).allInnerTexts()).map((t) => t.trim())).toEqual(expected);
  await patientContext.close();
});

test('a dropped socket loses nothing; a refused or lost send is explained and sent once; an ended session leaves the history to read', async ({
  page,
  request,
}) => {
  test.slow();
  const chat = await openSessionAppointment(request);
  const patientAuth = { Authorization: await bearerFor(request, chat.patient.username, chat.patient.password) };
  const patientSays = async (body: string) => {
    const sent = await request.post(`/api/appointments/${chat.id}/messages/`, { headers: patientAuth, data: { body, client_id: randomUUID() } });
    expect(sent.status(), await sent.text()).toBe(201);
  };

  // The doctor's socket runs through a route the test can cut, and refuse while "down".
  await page.clock.install();
  let down = false;
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/ws\//, (ws) => {
    if (down) return void ws.close();
    ws.connectToServer();
    live.push(ws);
  });
  await signIn(page, chat.doctor.username, chat.doctor.password);
  await page.goto(`/chat/${chat.id}`);
  await patientSays('Before the drop');
  await expect(message(page, 'Before the drop')).toBeVisible();

  down = true;
  for (const ws of live.splice(0)) await ws.close();
  await expect(page.getByText(/^(Reconnecting|Connecting)…$/)).toBeVisible();
  await patientSays('While you were away');
  await patientSays('Are you there?');
  down = false;
  await expect(page.getByText(/^(Reconnecting|Connecting)…$/)).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await bodies(page).allInnerTexts()).map((t) => t.trim()))
    .toEqual(['Before the drop', 'While you were away', 'Are you there?']);

  // Sending too fast is refused once: the page says why, and Retry sends the same message (same client_id).
  const attempts: string[] = [];
  let answer: 'limit' | 'drop' | 'pass' = 'limit';
  await page.route(`**/api/appointments/${chat.id}/messages/`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts.push(route.request().postDataJSON().client_id);
    const now = answer;
    answer = 'pass';
    if (now === 'limit')
      return route.fulfill({
        status: 429,
        json: { error: 'Too many requests', code: 'rate_limited', message: 'Too many messages. Try again in 12 seconds.', details: { retry_after: 12 } },
      });
    if (now === 'drop') return route.abort('internetdisconnected');
    return route.fallback();
  });
  await composer(page).fill('Yes, I am here.');
  await composer(page).press('Enter');
  const limited = message(page, 'Yes, I am here.');
  await expect(limited).toHaveAttribute('data-delivery', 'failed');
  await expect(limited).toContainText('You are sending messages too quickly. Wait 12 seconds, then press Retry.');
  await limited.getByRole('button', { name: 'Retry' }).click();
  await expect(limited).toHaveAttribute('data-delivery', /sent|read/);
  expect(attempts).toHaveLength(2);
  expect(attempts[1]).toBe(attempts[0]);

  // A send lost on the way is said so, then sent again by itself, once.
  attempts.length = 0;
  answer = 'drop';
  await composer(page).fill('How long has the fever lasted?');
  await composer(page).press('Enter');
  const lost = message(page, 'How long has the fever lasted?');
  await expect(lost).toContainText('No connection. It is sent again when the connection returns, or press Retry.');
  // "A little later" is five seconds of the page's clock, moved on rather than waited for.
  await page.clock.runFor(5_000);
  await expect(lost).toHaveAttribute('data-delivery', /sent|read/);
  expect(attempts).toHaveLength(2);
  expect(attempts[1]).toBe(attempts[0]);
  const stored = await (await request.get(`/api/appointments/${chat.id}/messages/`, { headers: patientAuth })).json();
  expect(stored.map((m: { body: string }) => m.body)).toEqual([
    'Before the drop',
    'While you were away',
    'Are you there?',
    'Yes, I am here.',
    'How long has the fever lasted?',
  ]);

  // The doctor runs the session from the chat; once it ends the chat is read-only.
  await page.getByRole('button', { name: 'Start session' }).click();
  await page.getByRole('button', { name: 'End session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('chat-status')).toHaveText('This consultation has ended. Its messages stay here to read, but no new ones can be sent.');
  await expect(composer(page)).toHaveCount(0);
  await expect(bodies(page)).toHaveCount(5);
});

test('a chat not open yet says when it opens, and has nothing to send with', async ({ page, request }) => {
  const date = nthWeekdayAfterToday(3);
  const chat = await sessionAppointment(request, date, '10:00');
  await signIn(page, chat.patient.username, chat.patient.password);
  await page.goto(`/chat-basic/${chat.id}`);
  const opens = formatLagos(lagosInstant(date, minutesOf('10:00') - CHAT_OPENS_MINUTES_BEFORE));
  await expect(page.getByTestId('chat-status')).toHaveText(
    `The chat opens on ${opens}, ${CHAT_OPENS_MINUTES_BEFORE} minutes before the appointment. You can send messages from then.`,
  );
  await expect(page.getByText('Not open yet')).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  // The realtime page says the same.
  await page.getByRole('link', { name: 'Switch to the realtime chat' }).click();
  await expect(page.getByTestId('chat-status')).toContainText(`The chat opens on ${opens}`);
});

test('someone else’s chat, or one that does not exist, is not found', async ({ page, request }) => {
  const chat = await sessionAppointment(request, nthWeekdayAfterToday(3), '11:00');
  const stranger = await registerPatientViaApi(request, 'Bola', 'Ade');
  await signIn(page, stranger.username, stranger.password);
  for (const path of [`/chat/${chat.id}`, `/chat-basic/${chat.id}`, '/chat/99999999', '/chat/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Chat not found' })).toBeVisible();
    await expect(page.getByText('There is no chat here: the appointment does not exist, or it is not one of yours.')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the doctor’s realtime chat follows the session started and ended elsewhere, without a reload', async ({ page, request }) => {
  const chat = await openSessionAppointment(request);
  await signIn(page, chat.doctor.username, chat.doctor.password);
  await page.goto(`/chat/${chat.id}`);
  await expect(page.getByRole('button', { name: 'Start session' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // Started from another tab: the page hears it on the appointment's topic, well before its
  // regular refresh of the chat's state.
  const auth = { Authorization: await bearerFor(request, chat.doctor.username, chat.doctor.password) };
  expect((await request.post(`/api/appointments/${chat.id}/start_session/`, { headers: auth })).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible({ timeout: 8000 });
  await expect(page.getByRole('button', { name: 'Start session' })).toHaveCount(0);

  // Ended from there too: no more sending, no more session buttons.
  expect((await request.post(`/api/appointments/${chat.id}/end_session/`, { headers: auth })).ok()).toBe(true);
  await expect(page.getByTestId('chat-status')).toHaveText('This consultation has ended. Its messages stay here to read, but no new ones can be sent.', {
    timeout: 8000,
  });
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End session' })).toHaveCount(0);
});
