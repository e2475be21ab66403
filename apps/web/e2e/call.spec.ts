// A video call between a doctor and a patient, each in their own browser with Chromium's synthetic
// camera and microphone: both join, each decodes the other's video, muting silences the sender and
// is shown to the other side, a recording made with both parties' consent plays back for the
// patient, a dropped channel reconnects, and hanging up ends the call on both screens. Before its
// window the call says when it opens; the pre-join screen fits a laptop and a phone.

import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { CHAT_OPENS_MINUTES_BEFORE } from '../../../packages/contracts/src/api/chat';
import { formatLagos, lagosDate, lagosTime } from '../../../packages/contracts/src/time';
import { expect, test } from './fixtures';
import { bearerFor, registerDoctorViaApi, registerHospitalViaApi, registerPatientViaApi, signIn } from './helpers';
import { connectedCall, openSessionAppointment } from './sessions';

const framesDecoded = async (page: Page) => Number((await page.getByTestId('remote-video').getAttribute('data-frames-decoded')) ?? 0);
const remoteAudioLevel = async (page: Page) => Number((await page.getByTestId('remote-audio-level').getAttribute('data-level')) || 0);

/** The remote audio level of each of the page's next `count` readings of the call's statistics (it
 * reads them once a second, and the frames decoded grow with every reading while video arrives). */
async function nextAudioLevels(page: Page, count: number): Promise<number[]> {
  const reading = () =>
    page.evaluate(() => ({
      frames: document.querySelector('[data-testid="remote-video"]')?.getAttribute('data-frames-decoded') ?? '',
      level: Number(document.querySelector('[data-testid="remote-audio-level"]')?.getAttribute('data-level') || 0),
    }));
  const levels: number[] = [];
  let last = (await reading()).frames;
  while (levels.length < count) {
    await expect.poll(async () => (await reading()).frames, { timeout: 10_000 }).not.toBe(last);
    const next = await reading();
    last = next.frames;
    levels.push(next.level);
  }
  return levels;
}

/** The page's realtime socket runs through a route the test can cut, and refuse while it is down. */
async function cuttableChannel(page: Page) {
  let down = false;
  const sockets: WebSocketRoute[] = [];
  const refusalWaiters: (() => void)[] = [];
  await page.routeWebSocket(/\/api\/ws\//, (ws) => {
    if (down) {
      for (const refused of refusalWaiters.splice(0)) refused();
      return void ws.close();
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  return {
    cut: async () => {
      down = true;
      for (const ws of sockets.splice(0)) await ws.close();
    },
    restore: () => {
      down = false;
    },
    /** Resolves when the page next tries to connect while the channel is down (it tries again with a backoff). */
    nextRefusal: () => new Promise<void>((resolve) => refusalWaiters.push(resolve)),
  };
}

test('doctor and patient see each other, mute, record with consent, and hanging up ends the call for both', async ({ page, browser, request }) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');

  // The doctor checks the camera, joins, and waits.
  await signIn(page, appointment.doctor.username, appointment.doctor.password);
  await page.goto(`/call/${appointment.id}`);
  await expect(page.getByRole('heading', { name: `Call with ${appointment.patient.name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
  await page.getByRole('button', { name: 'Join call' }).click();
  await expect(page.getByTestId('call-state')).toHaveText(`Waiting for ${appointment.patient.name} to join…`);

  // The patient is told the doctor waits, and answers.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  const patientChannel = await cuttableChannel(patient);
  await signIn(patient, appointment.patient.username, appointment.patient.password);
  await patient.goto(`/call/${appointment.id}`);
  await expect(patient.getByTestId('other-waiting')).toBeVisible();
  await patient.getByRole('button', { name: 'Join call' }).click();
  const joined = Date.now();

  // Frames of the other side's camera decoded, not only a connection made. How long the first took
  // is reported (a measurement, not a limit: this machine may be busy).
  await Promise.all([page, patient].map((side) => expect.poll(() => framesDecoded(side), { timeout: 30_000, intervals: [100] }).toBeGreaterThan(0)));
  const firstFrameMs = Date.now() - joined;
  test.info().annotations.push({ type: 'first remote frame after both joined', description: `${firstFrameMs} ms` });
  console.log(`first remote frame on both sides ${firstFrameMs} ms after the second party joined (stats read every second)`);
  for (const side of [page, patient]) {
    await expect(side.getByTestId('call-state')).toHaveText('Connected', { timeout: 30_000 });
    await expect.poll(() => framesDecoded(side), { timeout: 20_000 }).toBeGreaterThan(10);
  }
  await expect(page.getByTestId('call-quality')).toBeVisible();

  // The synthetic microphone beeps: the doctor hears it until the patient mutes.
  await expect.poll(() => remoteAudioLevel(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await patient.getByRole('button', { name: 'Mute' }).click();
  await expect(patient.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  // Silence could be a fault: the doctor is told the patient muted.
  await expect(page.getByTestId('remote-muted')).toHaveText(`${appointment.patient.name} muted their microphone`);
  await expect(patient.getByTestId('remote-muted')).toHaveCount(0);
  // Unmuted, the level never reads 0 (it decays for most of a second after each beep, and the beeps
  // come twice a second): it falls to 0 once the last sound has drained, and stays there.
  await expect.poll(() => remoteAudioLevel(page), { timeout: 20_000 }).toBe(0);
  const levels = await nextAudioLevels(page, 3);
  expect(
    levels.every((l) => l === 0),
    `audio levels of the next readings after mute: ${levels}`,
  ).toBe(true);

  // Recording needs both: the doctor cannot start until the patient agrees.
  const startRecording = page.getByRole('button', { name: 'Start recording' });
  const doctorConsent = page.getByRole('switch', { name: 'I agree to this call being recorded' });
  await doctorConsent.click();
  await expect(doctorConsent).toBeChecked();
  await expect(startRecording).toBeDisabled();
  await expect(patient.getByTestId('other-consent')).toHaveText('The other party agrees.');
  const patientConsent = patient.getByRole('switch', { name: 'I agree to this call being recorded' });
  await patientConsent.click();
  await expect(patientConsent).toBeChecked();
  await expect(startRecording).toBeEnabled();
  // The recorder sends a piece every three seconds: the first one stored means three seconds are recorded.
  const firstPiece = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/call-recordings\/\d+\/chunks\/$/.test(r.url()));
  await startRecording.click();
  await expect(patient.getByTestId('recording-live')).toBeVisible();
  expect((await firstPiece).ok()).toBe(true);
  // The patient's channel drops while the recording closes, so the news that it is ready is lost
  // on the way: once the channel is back, the patient's page catches up.
  await patientChannel.cut();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  // The last pieces are sent before the recording closes: on a busy machine that takes a while.
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('recording-panel').getByRole('alert')).toHaveCount(0);
  patientChannel.restore();

  // The patient plays it back (the channel reconnects with backoff: up to 30 s after a long drop).
  // Its length is the doctor's clock of the recording, in minutes and seconds.
  const auth = { Authorization: await bearerFor(request, appointment.patient.username, appointment.patient.password) };
  const [call] = await (await request.get(`/api/calls/by_appointment/?appointment_id=${appointment.id}`, { headers: auth })).json();
  const [recording] = await (await request.get(`/api/call-recordings/by_call/?call_id=${call.id}`, { headers: auth })).json();
  expect(recording.duration_seconds).toBeGreaterThanOrEqual(3);
  const length = `${Math.floor(recording.duration_seconds / 60)}:${String(recording.duration_seconds % 60).padStart(2, '0')}`;
  const play = patient.getByRole('button', { name: `Play: Recording, ${length}` });
  await expect(play).toBeVisible({ timeout: 45_000 });
  await play.click();
  const player = patient.getByTestId('recording-player');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  // A recorded WebM names no length of its own: the player learns it, rather than showing 0:00.
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? Math.round(v.duration) : -1)), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(recording.duration_seconds - 2);

  // The doctor hangs up, keeping the session for the chat; the call ends on both screens.
  await page.getByRole('button', { name: 'Hang up' }).click();
  await page.getByRole('button', { name: 'End the call only' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
  await expect(patient.getByTestId('call-ended')).toBeVisible();
  // The session goes on: another call may be opened.
  await expect(page.getByRole('button', { name: 'Call again' })).toBeEnabled();
  await patientContext.close();
});

test('a dropped channel shows Reconnecting… and the call resumes; a camera turned off shows initials; ending the session ends the consultation', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');

  const { patient, patientContext, prepared: patientChannel } = await connectedCall(page, browser, appointment, cuttableChannel);
  if (!patientChannel) throw new Error('the patient page has no cuttable channel');

  // The patient's camera off: the doctor sees the patient's initials, not a black frame.
  const cameraOff = page.getByTestId('remote-camera-off');
  await patient.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(cameraOff).toBeVisible();
  await expect(cameraOff).toContainText('NO');
  await expect(cameraOff).toContainText(`${appointment.patient.name} turned their camera off`);
  await patient.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(cameraOff).toHaveCount(0);

  // The patient's channel drops: the page says so, and the camera goes off meanwhile (unheard).
  await patientChannel.cut();
  await expect(patient.getByTestId('call-state')).toHaveText('Reconnecting…');
  await expect(patient.getByTestId('call-state')).toHaveAttribute('data-state', 'reconnecting');
  await patient.getByRole('button', { name: 'Turn camera off' }).click();
  // The patient's page tries its channel again and is refused: until it is back, nothing it says reaches the doctor.
  await patientChannel.nextRefusal();
  await expect(cameraOff).toHaveCount(0);
  // Back: the call goes on, and the patient's page tells the doctor what changed while it was away.
  patientChannel.restore();
  await expect(patient.getByTestId('call-state')).toHaveText('Connected', { timeout: 45_000 });
  await expect(cameraOff).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('call-state')).toHaveText('Connected');

  // The doctor ends the call and the session: neither side is offered a call the server would refuse.
  await page.getByRole('button', { name: 'Hang up' }).click();
  await page.getByRole('button', { name: 'End the call and the session' }).click();
  for (const side of [page, patient]) {
    await expect(side.getByTestId('call-ended')).toBeVisible();
    await expect(side.getByTestId('consultation-ended')).toHaveText('This consultation has ended.');
    await expect(side.getByRole('button', { name: 'Call again' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to your appointments' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  // Opened again, the page says the same before anyone tries to join.
  await patient.reload();
  await expect(patient.getByTestId('call-not-open')).toHaveText('This consultation has ended.');
  await expect(patient.getByRole('button', { name: 'Join call' })).toBeDisabled();
  await expect(patient.getByRole('link', { name: 'Back to your appointments' })).toBeVisible();
  await patientContext.close();
});

/**
 * A new patient booked, by `book`, into a video appointment of a new doctor that starts at any
 * instant: a hospital's open slot, which (unlike a doctor's weekly hours, in whole minutes) may
 * start to the second. The people are made first; the slot, which fixes when its window opens,
 * when `book` is called.
 */
async function openSlotToBook(request: APIRequestContext) {
  const hospital = await registerHospitalViaApi(request, 'Ibadan Clock Hospital');
  const doctor = await registerDoctorViaApi(request, { prefix: 'clockdoc', firstName: 'Ifeoma', lastName: 'Obi', specialization: 'General Medicine' });
  const hospitalAuth = { Authorization: await bearerFor(request, hospital.username, hospital.password) };
  const doctorAuth = { Authorization: await bearerFor(request, doctor.username, doctor.password) };
  const asked = await request.post('/api/doctor-hospital-affiliations/', {
    headers: doctorAuth,
    data: { hospital: hospital.id, message: 'I would like to join.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const approved = await request.post(`/api/doctor-hospital-affiliations/${(await asked.json()).id}/approve_affiliation/`, { headers: hospitalAuth, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  const doctorId = (await (await request.get('/api/doctors/my_profile/', { headers: doctorAuth })).json()).id;
  const patient = await registerPatientViaApi(request, 'Ngozi', 'Okeke');
  const patientAuth = { Authorization: await bearerFor(request, patient.username, patient.password) };
  return {
    doctor,
    patient,
    /** Publishes the slot starting at `start` and books it for the patient; the appointment's id. */
    async book(start: Date): Promise<number> {
      const published = await request.post('/api/appointments/', {
        headers: hospitalAuth,
        data: { doctor: doctorId, scheduled_at: start.toISOString(), appointment_type: 'video', duration_minutes: 10 },
      });
      expect(published.status(), await published.text()).toBe(201);
      const { id } = await published.json();
      const booked = await request.post(`/api/appointments/${id}/book_slot/`, { headers: patientAuth, data: { reason: 'Fever and headache' } });
      expect(booked.status(), await booked.text()).toBe(200);
      return id;
    },
  };
}

/** How far ahead the window opens: time enough to book and open the page, which must see it closed first. */
const WINDOW_OPENS_IN_MS = 6_000;

test('before its window the call says when it opens, and Join comes on by itself when it does', async ({ page, request }) => {
  // The call page asks the server whether the call is open (the chat's status), and asks again when
  // the server said it would open: the window opens on the server's clock, a few seconds from now.
  const slot = await openSlotToBook(request);
  await signIn(page, slot.patient.username, slot.patient.password);
  const opensAt = new Date(Date.now() + WINDOW_OPENS_IN_MS);
  const id = await slot.book(new Date(opensAt.getTime() + CHAT_OPENS_MINUTES_BEFORE * 60_000));
  await page.goto(`/call/${id}`);
  const join = page.getByRole('button', { name: 'Join call' });
  const note = page.getByTestId('call-not-open');
  // The time alone when the window opens today in Lagos, else the day too.
  const when = lagosDate(opensAt) === lagosDate(new Date()) ? `at ${lagosTime(opensAt)}` : `on ${formatLagos(opensAt)}`;
  await expect(note).toHaveText(`The call opens ${when}. You can join from then.`);
  await expect(join).toBeDisabled();

  // The window opens: Join comes on and the note goes, on this page, without a reload.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await expect(join).toBeEnabled({ timeout: WINDOW_OPENS_IN_MS + 15_000 });
  await expect(note).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  // The server agrees: the patient joins, and waits for the doctor.
  await join.click();
  await expect(page.getByTestId('call-state')).toHaveText(`Waiting for ${slot.doctor.name} to join…`);
});

test('the pre-join screen shows Join without scrolling on a laptop and a phone; in a call, Tab reaches the controls first', async ({ page, request }) => {
  const appointment = await openSessionAppointment(request, 'video');
  await signIn(page, appointment.doctor.username, appointment.doctor.password);
  const join = page.getByRole('button', { name: 'Join call' });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/call/${appointment.id}`);
    await expect(page.getByTestId('local-video')).toBeVisible();
    await expect(join).toBeEnabled();
    await expect(join, `Join at ${viewport.width}×${viewport.height}`).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }

  // Joined (and waiting): from the top of the page, the first stop after the way back is Mute.
  await page.setViewportSize({ width: 1280, height: 800 });
  await join.click();
  await expect(page.getByRole('button', { name: 'Hang up' })).toBeVisible();
  await page.getByTestId('full-screen-back').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mute' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Turn camera off' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Hang up' })).toBeFocused();

  // The end-call dialog is one dialog, not a second banner of the page; after hanging up, focus
  // goes to what happened rather than to the page's top.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'End the call' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'End the call only' }).click();
  await expect(page.getByRole('heading', { name: 'The call has ended.' })).toBeFocused();
});

test('a stranger opening a call page is told there is no such call', async ({ page, request }) => {
  const appointment = await openSessionAppointment(request, 'video');
  await signIn(page, 'demo_patient');
  await page.goto(`/call/${appointment.id}`);
  await expect(page.getByRole('heading', { name: 'Call not found' })).toBeVisible();
});

test('a call page that cannot be joined never turns the camera or microphone on', async ({ page, request }) => {
  const appointment = await openSessionAppointment(request, 'video');
  const auth = { Authorization: await bearerFor(request, appointment.doctor.username, appointment.doctor.password) };
  for (const step of ['start_session', 'end_session'])
    expect((await request.post(`/api/appointments/${appointment.id}/${step}/`, { headers: auth })).ok()).toBe(true);

  await page.addInitScript(() => {
    const w = window as unknown as { mediaAsked: number };
    w.mediaAsked = 0;
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      w.mediaAsked += 1;
      return ask(constraints);
    };
  });
  await page.clock.install();
  await signIn(page, appointment.patient.username, appointment.patient.password);
  // The page decides from two answers: the chat's status (is the window open?) and the latest call
  // (is there one to come back into?).
  const answered = (path: string) => page.waitForResponse((r) => r.url().includes(path) && r.ok());
  const decided = Promise.all([
    answered(`/api/appointments/${appointment.id}/chat_status/`),
    answered(`/api/calls/by_appointment/?appointment_id=${appointment.id}`),
  ]);
  await page.goto(`/call/${appointment.id}`);
  await decided;
  await expect(page.getByTestId('call-not-open')).toHaveText('This consultation has ended.');
  await expect(page.getByRole('button', { name: 'Join call' })).toBeDisabled();
  await expect(page.getByTestId('local-video')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Camera' })).toHaveCount(0);
  // Everything the page does with them, on its timers, done: a second of them run at once.
  await page.clock.runFor(1000);
  expect(await page.evaluate(() => (window as unknown as { mediaAsked: number }).mediaAsked)).toBe(0);
});

test('closing the tab mid-call tells the other side that person left, and the call waits for them', async ({ page, browser, request }) => {
  test.slow();
  const appointment = await openSessionAppointment(request, 'video');
  const { patient, patientContext } = await connectedCall(page, browser, appointment);

  await page.close();
  await expect(patient.getByTestId('call-state')).toHaveText(`${appointment.doctor.name} left the call. Waiting for them to come back…`);
  // Still active on the server: the doctor's reload could come back into it.
  const auth = { Authorization: await bearerFor(request, appointment.patient.username, appointment.patient.password) };
  const [call] = await (await request.get(`/api/calls/by_appointment/?appointment_id=${appointment.id}`, { headers: auth })).json();
  expect(call.status).toBe('active');
  await patientContext.close();
});
