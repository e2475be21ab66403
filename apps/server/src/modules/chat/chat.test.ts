// An appointment's chat from outside: who may read and send, when it is open, idempotent sending,
// read receipts, validation, the rate limit, and the realtime topic hearing what is stored.

import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_ORDER_WAIT_MS } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/hub';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let stranger: Awaited<ReturnType<typeof signedInPatient>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let adminToken: string;
let slot = 0;

/** An appointment of the doctor and patient starting `minutesFromNow` from now, in `status`. Only a
 * scheduled one's chat depends on its time: the others are moved a week apart, so none overlap. */
async function appointment(status: 'pending' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'no_show', minutesFromNow = 5) {
  const apart = status === 'scheduled' ? 0 : ++slot * 7 * 86_400_000;
  const start = new Date(Date.now() + minutesFromNow * 60_000 + apart);
  const row = await seedAppointment(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'chat',
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status,
  });
  return row.id as number;
}

const send = (id: number, token: string, body: unknown = { body: 'Good morning, doctor', client_id: randomUUID() }) =>
  http.post(`/api/appointments/${id}/messages/`, body, token);

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', RATE_CHAT_MESSAGES_MAX: '12' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, patient, stranger, hospital] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    signedInPatient(t.app),
    signedInPatient(t.app),
    verifiedHospital(t.app, adminToken),
  ]);
});
afterAll(() => t.close());

describe('chat status', () => {
  it('opens fifteen minutes before the start and closes when the session ends, readable always', async () => {
    const cases = [
      [await appointment('scheduled', 10), { state: 'open', can_send: true, message_code: null }],
      [await appointment('scheduled', 2 * 24 * 60), { state: 'not_open_yet', can_send: false, message_code: 'chat_not_open_yet' }],
      [await appointment('pending', 3 * 24 * 60), { state: 'not_confirmed', can_send: false, message_code: 'chat_not_confirmed' }],
      [await appointment('completed', -4 * 24 * 60), { state: 'closed', can_send: false, message_code: 'chat_closed' }],
      [await appointment('cancelled', 5 * 24 * 60), { state: 'unavailable', can_send: false, message_code: 'chat_unavailable' }],
    ] as const;
    for (const [id, expected] of cases) {
      const res = await http.get(`/api/appointments/${id}/chat_status/`, patient.token);
      expect(res.statusCode).toBe(200);
      expect(res.json(), `appointment ${id}`).toMatchObject({ ...expected, can_read: true });
    }
    const [notYet] = cases[1];
    expect((await http.get(`/api/appointments/${notYet}/chat_status/`, patient.token)).json().message).toBe('The chat opens 15 minutes before the appointment');
  });

  it('is the two parties’ business only: anyone else is told the appointment does not exist', async () => {
    const id = await appointment('in_progress', -5);
    for (const token of [stranger.token, hospital.token, adminToken]) {
      expect((await http.get(`/api/appointments/${id}/chat_status/`, token)).statusCode).toBe(404);
      expect((await http.get(`/api/appointments/${id}/messages/`, token)).statusCode).toBe(404);
      expect((await send(id, token)).statusCode).toBe(404);
    }
    expect((await http.get(`/api/appointments/${id}/chat_status/`)).statusCode).toBe(401);
    expect((await http.get('/api/appointments/99999999/chat_status/', patient.token)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('are sent by either party while open, read oldest first and after the last one seen', async () => {
    const id = await appointment('in_progress', -5);
    const first = await send(id, patient.token, { body: '  I have had a fever since Monday.  ', client_id: randomUUID() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      appointment: id,
      sender: patient.user.id,
      sender_role: 'patient',
      body: 'I have had a fever since Monday.',
      read_at: null,
    });
    const second = (await send(id, doctor.token, { body: '<b>How high</b> was it?', client_id: randomUUID() })).json();
    expect(second).toMatchObject({ sender_role: 'doctor', sender_name: expect.stringMatching(/^Dr\. /), body: '<b>How high</b> was it?' });

    const all = (await http.get(`/api/appointments/${id}/messages/`, doctor.token)).json();
    expect(all.map((m: { body: string }) => m.body)).toEqual(['I have had a fever since Monday.', '<b>How high</b> was it?']);
    const after = (await http.get(`/api/appointments/${id}/messages/?after=${first.json().id}`, patient.token)).json();
    expect(after.map((m: { id: number }) => m.id)).toEqual([second.id]);
    expect((await http.get(`/api/appointments/${id}/messages/?after=abc`, patient.token)).statusCode).toBe(400);
  });

  it('sent twice with one client_id (a retry), are stored once, also when both arrive together', async () => {
    const id = await appointment('in_progress', -5);
    const body = { body: 'Sent on a shaky network', client_id: randomUUID() };
    const answers = await Promise.all([send(id, patient.token, body), send(id, patient.token, body), send(id, patient.token, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const stored = (await t.database.db.execute(sql`select count(*)::int as n from chat_messages where appointment_id = ${id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows[0].n).toBe(1);
  });

  it('of one sending page are stored in the order it wrote them, however their requests race', async () => {
    const id = await appointment('in_progress', -5);
    const stream = randomUUID();
    const numbered = (body: string, seq: number) => ({ body, client_id: randomUUID(), stream, seq });
    // The second request reaches the server first; the first follows a moment later, as on a slow
    // network. The second waits for the first, so both are stored in the order they were written.
    const second = send(id, patient.token, numbered('It is worse at night.', 2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const first = send(id, patient.token, numbered('I have had a fever since Monday.', 1));
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBeLessThan(b.json().id);

    // The doctor's page sends three at once, arriving in any order: stored as written.
    const doctorStream = randomUUID();
    const [one, two, three] = ['Thank you.', 'How high was the fever?', 'Any cough?'].map((body, i) => ({
      body,
      client_id: randomUUID(),
      stream: doctorStream,
      seq: i + 1,
    }));
    await Promise.all([send(id, doctor.token, three), send(id, doctor.token, two), send(id, doctor.token, one)]);
    const all = (await http.get(`/api/appointments/${id}/messages/`, patient.token)).json();
    expect(all.map((m: { body: string }) => m.body)).toEqual([
      'I have had a fever since Monday.',
      'It is worse at night.',
      'Thank you.',
      'How high was the fever?',
      'Any cough?',
    ]);

    // Another sender's stream, or another page of the same sender, never waits on this one.
    const otherPage = await send(id, patient.token, { body: 'From my other phone', client_id: randomUUID(), stream: randomUUID(), seq: 1 });
    expect(otherPage.statusCode).toBe(201);
  });

  it('waits only so long for a message that never comes, then stores the next one', async () => {
    const id = await appointment('in_progress', -5);
    const stream = randomUUID();
    const started = Date.now();
    // Number 1 was lost on the way: number 2 waits for it, in vain, then is stored.
    const second = await send(id, doctor.token, { body: 'Second, the first was lost', client_id: randomUUID(), stream, seq: 2 });
    expect(second.statusCode).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CHAT_ORDER_WAIT_MS - 200);
    // The lost one, sent again later, is stored at once (after it), and so is the next.
    const retried = Date.now();
    expect((await send(id, doctor.token, { body: 'First, sent again', client_id: randomUUID(), stream, seq: 1 })).statusCode).toBe(201);
    expect((await send(id, doctor.token, { body: 'Third', client_id: randomUUID(), stream, seq: 3 })).statusCode).toBe(201);
    expect(Date.now() - retried).toBeLessThan(CHAT_ORDER_WAIT_MS / 2);

    // A jump no page could have on the wire is no reordering to wait for: stored at once, so a
    // client cannot hold requests open with made-up numbers.
    const jumped = Date.now();
    const far = await send(id, doctor.token, { body: 'Far ahead', client_id: randomUUID(), stream: randomUUID(), seq: 2 ** 31 - 1 });
    expect(far.statusCode).toBe(201);
    expect(Date.now() - jumped).toBeLessThan(CHAT_ORDER_WAIT_MS / 2);
  });

  it('refuse a stream without its number, a number without its stream, or either malformed', async () => {
    const id = await appointment('in_progress', -5);
    for (const [extra, code] of [
      [{ stream: randomUUID() }, 'chat_sequence_incomplete'],
      [{ seq: 1 }, 'chat_sequence_incomplete'],
      [{ stream: 'not-a-uuid', seq: 1 }, 'chat_stream_invalid'],
      [{ stream: randomUUID(), seq: 0 }, undefined],
      [{ stream: randomUUID(), seq: 1.5 }, undefined],
      [{ stream: randomUUID(), seq: 2 ** 31 }, undefined],
    ] as const) {
      const res = await send(id, patient.token, { body: 'hello', client_id: randomUUID(), ...extra });
      expect(res.statusCode).toBe(400);
      if (code) expect(res.json().code).toBe(code);
    }
  });

  it('refuse an empty or too long message, a bad client_id, and sending outside the window', async () => {
    const id = await appointment('in_progress', -5);
    for (const [body, code] of [
      [{ body: '   ', client_id: randomUUID() }, 'chat_message_required'],
      [{ body: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1), client_id: randomUUID() }, 'field_too_long'],
      [{ body: 'hello', client_id: 'not-a-uuid' }, 'chat_client_id_invalid'],
      [{ body: 'hello' }, undefined],
    ] as const) {
      const res = await send(id, patient.token, body);
      expect(res.statusCode).toBe(400);
      if (code) expect(JSON.stringify(res.json())).toContain(code);
    }
    expect((await send(id, patient.token, { body: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS), client_id: randomUUID() })).statusCode).toBe(201);

    // A message sent before the session ended, retried after: the stored message, not a refusal.
    const closing = await appointment('in_progress', -5);
    const sentBefore = await send(closing, doctor.token);
    expect(sentBefore.statusCode).toBe(201);
    await t.database.db.execute(sql`update appointments set status = 'completed' where id = ${closing}`);
    const retry = await send(closing, doctor.token, { body: sentBefore.json().body, client_id: sentBefore.json().client_id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(sentBefore.json().id);

    const ended = await appointment('completed', -3 * 24 * 60);
    const refused = await send(ended, doctor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'chat_closed', details: { state: 'closed' } });
    const early = await send(await appointment('scheduled', 6 * 24 * 60), patient.token);
    expect(early.json()).toMatchObject({ code: 'chat_not_open_yet' });
  });

  it('is closed on an open slot nobody has booked: its doctor cannot write to whoever books it later', async () => {
    const start = new Date(Date.now() + 5 * 60_000 + ++slot * 7 * 86_400_000);
    const open = await seededVisit(t.database.db, { patientId: null, doctorId: doctor.doctorId, start, type: 'chat', status: 'in_progress' });
    const refused = await send(open, doctor.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'chat_not_booked', details: { state: 'unavailable' } });
    const status = (await http.get(`/api/appointments/${open}/chat_status/`, doctor.token)).json();
    expect(status).toMatchObject({ state: 'unavailable', can_send: false, message_code: 'chat_not_booked' });
  });

  it('are marked read by the other party only, and the read is told on the appointment’s topic', async () => {
    const id = await appointment('in_progress', -5);
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${id}`, (e) => heard.push(e));
    const mine = (await send(id, patient.token)).json();
    expect(heard).toEqual([{ type: 'chat_message', message: mine }]);

    // The sender reading their own message marks nothing.
    expect((await http.post(`/api/appointments/${id}/messages/read/`, { up_to: mine.id }, patient.token)).json()).toEqual({ read: 0 });
    expect((await http.post(`/api/appointments/${id}/messages/read/`, { up_to: mine.id }, doctor.token)).json()).toEqual({ read: 1 });
    expect(heard.at(-1)).toEqual({ type: 'chat_read', reader: doctor.user.id, up_to: mine.id });
    const [read] = (await http.get(`/api/appointments/${id}/messages/`, patient.token)).json();
    expect(read.read_at).not.toBeNull();
    expect((await http.post(`/api/appointments/${id}/messages/read/`, { up_to: 'x' }, doctor.token)).statusCode).toBe(400);
    stop();
  });

  it('are limited per sender in a window', async () => {
    const id = await appointment('in_progress', -5);
    const other = await signedInPatient(t.app);
    // The limit (12 here) counts one person's messages across their chats.
    const busy = await seedChatFor(other);
    const answers = [];
    for (let i = 0; i < 13; i++) answers.push((await send(busy, other.token)).statusCode);
    expect(answers.slice(0, 12).every((s) => s === 201)).toBe(true);
    expect(answers[12]).toBe(429);
    // A retry of a message already stored is answered with it, limit or not: the sender needs the
    // acknowledgement it missed, and nothing new is stored.
    const first = await send(busy, other.token, { body: 'Sent before the limit', client_id: randomUUID() });
    expect(first.statusCode).toBe(429);
    const retried = (await http.get(`/api/appointments/${busy}/messages/`, other.token)).json()[0];
    const again = await send(busy, other.token, { body: retried.body, client_id: retried.client_id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(retried.id);
    // Someone else is not held back by it.
    expect((await send(id, patient.token)).statusCode).toBe(201);
  });
});

async function seedChatFor(p: Awaited<ReturnType<typeof signedInPatient>>) {
  const start = new Date(Date.now() - 5 * 60_000 + 3 * 86_400_000);
  const row = await seedAppointment(t.database.db, {
    patient_id: p.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'chat',
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status: 'in_progress',
  });
  return row.id as number;
}
