// The realtime channel from outside: tickets, the socket's sign-in, topics a user may and may not
// follow, notifications pushed as they commit (and never for a rollback), sessions that end, and
// clients that send too much.

import { Writable } from 'node:stream';
import { addDays, lagosDate, lagosInstant, REALTIME_CLOSE } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient, verifiedHospital } from '../testing/fixtures';
import { connect as connectSocket, ofType, open as openSocket } from '../testing/sockets';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Hub, memoryHub } from './hub';
import { MESSAGE_BYTES_MAX, SOCKETS_PER_USER_MAX } from './socket';

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let stranger: Awaited<ReturnType<typeof signedInPatient>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let appointmentId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', REALTIME_HEARTBEAT_SECONDS: '1' });
  http = api(t.app);
  const adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, patient, stranger, hospital] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    signedInPatient(t.app),
    signedInPatient(t.app),
    verifiedHospital(t.app, adminToken),
  ]);
  const start = lagosInstant(addDays(lagosDate(new Date()), 1), 10 * 60);
  appointmentId = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start });
});
afterAll(() => t.close());

const connect = (token: string) => connectSocket(t.app, token);
const open = (ticket: string | null) => openSocket(t.app, ticket);

describe('tickets', () => {
  it('are given only to a signed-in user', async () => {
    expect((await http.post('/api/realtime/ticket/')).statusCode).toBe(401);
    expect((await http.post('/api/realtime/ticket/', undefined, 'not-a-token')).statusCode).toBe(401);
    const res = await http.post('/api/realtime/ticket/', undefined, patient.token);
    expect(res.json()).toEqual({ ticket: expect.any(String), expires_in: 30 });
  });

  it('sign a socket in once: a used, forged or missing ticket closes it as unauthorised', async () => {
    const { ticket } = (await http.post('/api/realtime/ticket/', undefined, patient.token)).json();
    const first = await open(ticket);
    expect(await first.next(ofType('ready'))).toEqual({ type: 'ready', user_id: patient.user.id, topics: [`user:${patient.user.id}`] });
    first.socket.close();

    const again = await open(ticket);
    expect((await again.closed()).code).toBe(REALTIME_CLOSE.unauthorized);

    const [body, signature] = ticket.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: stranger.user.id })).toString('base64url');
    expect((await (await open(`${forgedBody}.${signature}`)).closed()).code).toBe(REALTIME_CLOSE.unauthorized);

    const none = await open(null);
    expect((await none.closed()).code).toBe(REALTIME_CLOSE.unauthorized);
  });
});

describe('topics', () => {
  it('an appointment’s are for its doctor and patient; nobody follows another user’s', async () => {
    const topic = `appointment:${appointmentId}`;
    for (const [who, token, allowed] of [
      ['patient', patient.token, true],
      ['doctor', doctor.token, true],
      ['stranger', stranger.token, false],
      ['hospital', hospital.token, false],
    ] as const) {
      const s = await connect(token);
      await s.next(ofType('ready'));
      s.send({ type: 'subscribe', topic });
      const answer = await s.next((m) => m.type === 'subscribed' || m.type === 'error');
      expect(answer, who).toEqual(allowed ? { type: 'subscribed', topic } : { type: 'error', code: 'topic_forbidden', topic });
      s.socket.close();
    }

    const s = await connect(stranger.token);
    await s.next(ofType('ready'));
    for (const topic of [`user:${patient.user.id}`, 'appointment:999999', 'appointment:0', 'calls:1', 'appointment:1 ', '../user:1']) {
      s.send({ type: 'subscribe', topic });
      expect(await s.next((m) => m.type === 'subscribed' || m.type === 'error')).toEqual({ type: 'error', code: 'topic_forbidden', topic });
    }
    s.send('not json');
    expect(await s.next(ofType('error'))).toEqual({ type: 'error', code: 'bad_message' });
    s.send({ type: 'ping' });
    expect(await s.next(ofType('pong'))).toEqual({ type: 'pong' });
    s.socket.close();
  });

  it('carry what is published on them to the sockets that follow them, and only to those', async () => {
    const topic = `appointment:${appointmentId}`;
    const [p, d, other] = await Promise.all([connect(patient.token), connect(doctor.token), connect(stranger.token)]);
    await Promise.all([p.next(ofType('ready')), d.next(ofType('ready')), other.next(ofType('ready'))]);
    p.send({ type: 'subscribe', topic });
    d.send({ type: 'subscribe', topic });
    await Promise.all([p.next(ofType('subscribed')), d.next(ofType('subscribed'))]);
    await t.hub.publish(topic, { type: 'typing', user_id: doctor.user.id });
    expect(await p.next(ofType('typing'))).toEqual({ type: 'typing', user_id: doctor.user.id, topic });
    expect(await d.next(ofType('typing'))).toEqual({ type: 'typing', user_id: doctor.user.id, topic });

    d.send({ type: 'unsubscribe', topic });
    await d.next(ofType('unsubscribed'));
    await t.hub.publish(topic, { type: 'typing', user_id: patient.user.id, n: 2 });
    await p.next((m) => m.n === 2);
    // The stranger never heard either, and the doctor not the second (a ping's answer comes after anything sent before it).
    for (const s of [d, other]) {
      s.send({ type: 'ping' });
      await s.next(ofType('pong'));
      expect(s.received.filter(ofType('typing'))).toEqual([]);
    }
    for (const s of [p, d, other]) s.socket.close();
  });
});

describe('appointment status', () => {
  it('is told on the appointment’s topic once each change commits, to its parties and nobody else', async () => {
    const start = lagosInstant(addDays(lagosDate(new Date()), 2), 11 * 60);
    const id = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start, status: 'pending' });
    const topic = `appointment:${id}`;
    const [p, d, other] = await Promise.all([connect(patient.token), connect(doctor.token), connect(stranger.token)]);
    await Promise.all([p.next(ofType('ready')), d.next(ofType('ready')), other.next(ofType('ready'))]);
    for (const s of [p, d, other]) s.send({ type: 'subscribe', topic });
    await Promise.all([p.next(ofType('subscribed')), d.next(ofType('subscribed'))]);
    expect(await other.next((m) => m.type === 'subscribed' || m.type === 'error')).toEqual({ type: 'error', code: 'topic_forbidden', topic });

    expect((await http.call('PATCH', `/api/appointments/${id}/approve_appointment/`, { token: doctor.token })).statusCode).toBe(200);
    const approved = { type: 'appointment', op: 'approve', appointment: { id, status: 'scheduled' }, topic };
    expect(await p.next(ofType('appointment'))).toEqual(approved);
    expect(await d.next(ofType('appointment'))).toEqual(approved);

    expect((await http.post(`/api/appointments/${id}/cancel/`, { cancellation_reason: 'Feeling better' }, patient.token)).statusCode).toBe(200);
    const cancelled = { type: 'appointment', op: 'cancel', appointment: { id, status: 'cancelled' }, topic };
    expect(await d.next((m) => m.type === 'appointment' && m.op === 'cancel')).toEqual(cancelled);
    expect(await p.next((m) => m.type === 'appointment' && m.op === 'cancel')).toEqual(cancelled);

    // A refused change tells nothing (a ping's answer comes after anything sent before it).
    expect((await http.post(`/api/appointments/${id}/cancel/`, { cancellation_reason: 'Again' }, patient.token)).statusCode).toBe(409);
    for (const s of [p, d, other]) {
      s.send({ type: 'ping' });
      await s.next(ofType('pong'));
    }
    for (const s of [p, d, other]) expect(s.received.filter(ofType('appointment'))).toEqual([]);
    for (const s of [p, d, other]) s.socket.close();
  });
});

describe('typing', () => {
  it('is passed to the other party on a followed appointment topic, and ignored on one not followed', async () => {
    const topic = `appointment:${appointmentId}`;
    const [p, d, other] = await Promise.all([connect(patient.token), connect(doctor.token), connect(stranger.token)]);
    await Promise.all([p.next(ofType('ready')), d.next(ofType('ready')), other.next(ofType('ready'))]);
    d.send({ type: 'subscribe', topic });
    await d.next(ofType('subscribed'));
    // The stranger cannot follow the topic, so cannot type into it either.
    other.send({ type: 'typing', topic });
    p.send({ type: 'subscribe', topic });
    await p.next(ofType('subscribed'));
    p.send({ type: 'typing', topic });
    expect(await d.next(ofType('typing'))).toEqual({ type: 'typing', user_id: patient.user.id, topic });
    d.send({ type: 'ping' });
    await d.next(ofType('pong'));
    expect(d.received.filter(ofType('typing'))).toEqual([]);
    for (const s of [p, d, other]) s.socket.close();
  });
});

describe('notifications', () => {
  it('are pushed to their user when they commit, never for a change rolled back, and when read', async () => {
    const s = await connect(patient.token);
    await s.next(ofType('ready'));
    const other = await connect(stranger.token);
    await other.next(ofType('ready'));

    const topic = `user:${patient.user.id}`;
    const first = await t.notifications.create(patient.user.id, { code: 'general', title: 'First', message: 'sent' });
    expect(await s.next(ofType('notifications'))).toEqual({ type: 'notifications', op: 'created', id: first.id, topic });

    await t.database.db
      .transaction(async (tx) => {
        await t.notifications.create(patient.user.id, { code: 'general', title: 'Rolled back', message: 'never sent' }, tx);
        throw new Error('rollback');
      })
      .catch(() => {});
    const later = await t.notifications.create(patient.user.id, { code: 'general', title: 'Committed', message: 'sent' });
    // Had the rolled-back one been pushed, it would have arrived first.
    expect(await s.next(ofType('notifications'))).toEqual({ type: 'notifications', op: 'created', id: later.id, topic });

    expect((await http.post('/api/notifications/mark_all_read/', {}, patient.token)).statusCode).toBe(200);
    expect(await s.next(ofType('notifications'))).toEqual({ type: 'notifications', op: 'read', topic });

    other.send({ type: 'ping' });
    await other.next(ofType('pong'));
    expect(other.received.filter(ofType('notifications'))).toEqual([]);
    s.socket.close();
    other.socket.close();
  });
});

describe('sessions and limits', () => {
  it('a socket closes at the next heartbeat once its session has ended (logout)', async () => {
    const session = (await http.login(stranger.user.username)).json();
    const s = await connect(session.tokens.access);
    await s.next(ofType('ready'));
    expect((await http.post('/api/auth/logout/', { refresh: session.tokens.refresh }, session.tokens.access)).statusCode).toBe(200);
    const closed = await s.closed();
    expect(closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'session_ended' });
  });

  it('a message over the size limit closes the socket as too much, and is no error of the server', async () => {
    const lines: string[] = [];
    const logged = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const own = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', LOG_LEVEL: 'info' }, logged);
    try {
      const someone = await signedInPatient(own.app);
      const s = await connectSocket(own.app, someone.token);
      await s.next(ofType('ready'));
      s.send(JSON.stringify({ type: 'typing', topic: 'x'.repeat(MESSAGE_BYTES_MAX + 4_000) }));
      expect(await s.closed()).toEqual({ code: REALTIME_CLOSE.tooMuch, reason: 'message_too_large' });
      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      expect(errors).toEqual([]);
    } finally {
      await own.close();
    }
  });

  /** A patient of a chat appointment tomorrow, on a test app of its own (whose hub a test breaks). */
  async function chatVisitOn(own: TestApp) {
    const adminToken = (await signedInAdmin(own.app, own.accounts)).tokens.access;
    const [d, p] = await Promise.all([approvedDoctor(own.app, adminToken), signedInPatient(own.app)]);
    const start = lagosInstant(addDays(lagosDate(new Date()), 1), 10 * 60);
    return { p, id: await seededVisit(own.database.db, { patientId: p.patientId, doctorId: d.doctorId, start, type: 'chat' }) };
  }

  it('a message the hub cannot pass on (its store is down) is told to the sender, and the socket stays open', async () => {
    const hub = memoryHub();
    const failing: Hub = {
      ...hub,
      publish: async (topic, event) => (event.type === 'typing' || event.type === 'signal' ? Promise.reject(new Error('hub down')) : hub.publish(topic, event)),
    };
    const own = await createTestApp({ RATE_REGISTER_IP_MAX: '100000' }, undefined, { hub: failing });
    try {
      const { p, id } = await chatVisitOn(own);
      const s = await connectSocket(own.app, p.token);
      await s.next(ofType('ready'));
      s.send({ type: 'subscribe', topic: `appointment:${id}` });
      await s.next(ofType('subscribed'));
      s.send({ type: 'typing', topic: `appointment:${id}` });
      expect(await s.next(ofType('error'))).toMatchObject({ code: 'unavailable', topic: `appointment:${id}` });
      s.send({ type: 'ping' });
      await s.next(ofType('pong'));
      s.socket.close();
    } finally {
      await own.close();
    }
  });

  it('a topic the hub cannot subscribe to (its store is down) is refused as unavailable; without its own topic the socket closes', async () => {
    const hub = memoryHub();
    let refuse = (topic: string) => topic.startsWith('appointment:');
    const failing: Hub = {
      ...hub,
      subscribe: async (topic, listener) => (refuse(topic) ? Promise.reject(new Error('hub down')) : hub.subscribe(topic, listener)),
    };
    const own = await createTestApp({ RATE_REGISTER_IP_MAX: '100000' }, undefined, { hub: failing });
    try {
      const { p, id } = await chatVisitOn(own);
      const s = await connectSocket(own.app, p.token);
      await s.next(ofType('ready'));
      s.send({ type: 'subscribe', topic: `appointment:${id}` });
      expect(await s.next(ofType('error'))).toMatchObject({ code: 'unavailable', topic: `appointment:${id}` });
      refuse = () => false;
      s.send({ type: 'subscribe', topic: `appointment:${id}` });
      await s.next(ofType('subscribed'));
      s.socket.close();

      refuse = () => true;
      const { ticket } = (await api(own.app).post('/api/realtime/ticket/', undefined, p.token)).json();
      const cut = await openSocket(own.app, ticket);
      expect(await cut.closed()).toEqual({ code: REALTIME_CLOSE.unavailable, reason: 'unavailable' });
    } finally {
      await own.close();
    }
  });

  it('a client that floods the socket is closed', async () => {
    const s = await connect(patient.token);
    await s.next(ofType('ready'));
    for (let i = 0; i < 100; i++) s.send({ type: 'ping' });
    expect((await s.closed()).code).toBe(REALTIME_CLOSE.tooMuch);
  });
});

describe('sessions ending while sockets are open', () => {
  // Heartbeats far apart: what closes these sockets is the session's end itself.
  let slow: TestApp;
  let slowHttp: ReturnType<typeof api>;
  let adminToken: string;
  beforeAll(async () => {
    slow = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', REALTIME_HEARTBEAT_SECONDS: '600' });
    slowHttp = api(slow.app);
    adminToken = (await signedInAdmin(slow.app, slow.accounts)).tokens.access;
  });
  afterAll(() => slow.close());

  async function connectTo(token: string) {
    const s = await connectSocket(slow.app, token);
    await s.next(ofType('ready'));
    return s;
  }

  it('closes every socket of a deactivated account at once, before any further event reaches it', async () => {
    const person = await signedInPatient(slow.app);
    const [first, second] = [await connectTo(person.token), await connectTo(person.token)];
    const res = await slowHttp.post(`/api/admin/users/${person.user.id}/deactivate/`, { reason: 'Testing' }, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await first.closed()).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'session_ended' });
    expect(await second.closed()).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'session_ended' });
  });

  it('closes the socket of a session that logged out, and leaves the same user’s other session open', async () => {
    const person = await signedInPatient(slow.app);
    const other = (await slowHttp.login(person.user.username)).json();
    const [leaving, staying] = [await connectTo(person.token), await connectTo(other.tokens.access)];
    expect((await slowHttp.post('/api/auth/logout/', { refresh: person.tokens.refresh }, person.token)).statusCode).toBe(200);
    expect(await leaving.closed()).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'session_ended' });
    staying.send({ type: 'ping' });
    expect(await staying.next(ofType('pong'))).toEqual({ type: 'pong' });
  });
});

describe('how much one user may open', () => {
  it('tickets are limited per user: 429 past the limit', async () => {
    const limited = await createTestApp({ RATE_REALTIME_TICKETS_MAX: '3' });
    try {
      const person = await signedInPatient(limited.app);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await api(limited.app).post('/api/realtime/ticket/', undefined, person.token)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('a user’s sockets are limited: one past the limit is closed as too much', async () => {
    const person = await signedInPatient(t.app);
    const open = [];
    for (let i = 0; i < SOCKETS_PER_USER_MAX; i++) {
      const s = await connect(person.token);
      await s.next(ofType('ready'));
      open.push(s);
    }
    const extra = await connect(person.token);
    expect(await extra.closed()).toEqual({ code: REALTIME_CLOSE.tooMuch, reason: 'too_many_sockets' });
    for (const s of open) s.socket.close();
  });
});
