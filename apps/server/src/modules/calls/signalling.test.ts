// A call's signalling over two real sockets: offers, answers, candidates, restarts, byes and media states pass
// from one party to the other (never back to the sender), and only for a live call of the topic's
// appointment, from one of its parties; every refusal is an error to the sender, never a relay.

import { SIGNAL_SDP_MAX_CHARS } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient } from '../../testing/fixtures';
import { connect as connectSocket, type Message, ofType, type WatchedSocket } from '../../testing/sockets';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { calls } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let stranger: Awaited<ReturnType<typeof signedInPatient>>;
let adminToken: string;

const NEAR = Date.now() + 10 * 60_000;
let slot = 0;
async function videoAppointment() {
  const start = new Date(NEAR - slot++ * 60_000);
  const row = await seedAppointment(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'video',
    duration_minutes: 1,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 60_000),
    status: 'scheduled',
  });
  return row.id as number;
}

const connect = async (token: string) => {
  const s = await connectSocket(t.app, token);
  await s.next(ofType('ready'));
  return s;
};
const follow = async (s: WatchedSocket, topic: string) => {
  s.send({ type: 'subscribe', topic });
  expect(await s.next((m) => m.topic === topic && (m.type === 'subscribed' || m.type === 'error'))).toEqual({ type: 'subscribed', topic });
};
/** Everything sent before a ping has been handled once its pong arrives. */
const settled = async (s: WatchedSocket) => {
  s.send({ type: 'ping' });
  await s.next(ofType('pong'));
};
const signalsIn = (s: WatchedSocket) => s.received.filter(ofType('signal'));

const OFFER = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0 1\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n';
const CANDIDATE = {
  candidate: 'candidate:842163049 1 udp 1677729535 102.89.34.7 53705 typ srflx raddr 0.0.0.0 rport 0 generation 0',
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'x4Jf',
};

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, patient, stranger] = await Promise.all([approvedDoctor(t.app, adminToken), signedInPatient(t.app), signedInPatient(t.app)]);
});
afterAll(() => t?.close());

describe('signalling', () => {
  it('relays a burst of signals in the order they were sent, each checked before it goes', async () => {
    const appointmentId = await videoAppointment();
    const topic = `appointment:${appointmentId}`;
    const call = (await http.post('/api/calls/', { appointment: appointmentId }, patient.token)).json();
    const [p, d] = await Promise.all([connect(patient.token), connect(doctor.token)]);
    await Promise.all([follow(p, topic), follow(d, topic)]);
    // Camera and microphone switched quickly, as a person tapping the buttons does: the other side
    // must end on the last state, so every state must arrive in the order it was sent.
    const states = Array.from({ length: 40 }, (_, i) => ({ audio: i % 2 === 0, video: i % 3 === 0 }));
    for (const media of states) p.send({ type: 'signal', topic, call: call.id, signal: { kind: 'media', media } });
    await expect.poll(() => signalsIn(d).length).toBe(states.length);
    expect(signalsIn(d).map((m) => (m.signal as { media: unknown }).media)).toEqual(states);
    p.socket.close();
    d.socket.close();
  });

  it('passes each signal to the other party, never back to the sender', async () => {
    const appointmentId = await videoAppointment();
    const topic = `appointment:${appointmentId}`;
    const call = (await http.post('/api/calls/', { appointment: appointmentId }, patient.token)).json();
    const [p, d, pSecondTab] = await Promise.all([connect(patient.token), connect(doctor.token), connect(patient.token)]);
    await Promise.all([follow(p, topic), follow(d, topic), follow(pSecondTab, topic)]);

    const signal = (from: WatchedSocket, body: Record<string, unknown>) => from.send({ type: 'signal', topic, call: call.id, signal: body });
    const from = (userId: number, body: Message) => ({ type: 'signal', topic, from: userId, call: call.id, signal: body });

    signal(p, { kind: 'offer', sdp: OFFER });
    expect(await d.next(ofType('signal'))).toEqual(from(patient.user.id, { kind: 'offer', sdp: OFFER }));
    signal(d, { kind: 'answer', sdp: OFFER.replace('4611731400430051336', '1') });
    expect((await p.next(ofType('signal'))).signal).toMatchObject({ kind: 'answer' });
    signal(d, { kind: 'candidate', candidate: CANDIDATE });
    expect(await p.next(ofType('signal'))).toEqual(from(doctor.user.id, { kind: 'candidate', candidate: CANDIDATE }));
    // The end of the candidates, and what extra fields a client adds, which are not passed on.
    signal(p, { kind: 'candidate', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null }, extra: 'dropped' });
    expect(await d.next(ofType('signal'))).toEqual(
      from(patient.user.id, { kind: 'candidate', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null } }),
    );
    signal(p, { kind: 'restart' });
    expect((await d.next(ofType('signal'))).signal).toEqual({ kind: 'restart' });
    // Whether the sender's microphone and camera are on, for the other side to show.
    signal(p, { kind: 'media', media: { audio: false, video: true } });
    expect(await d.next(ofType('signal'))).toEqual(from(patient.user.id, { kind: 'media', media: { audio: false, video: true } }));
    signal(d, { kind: 'bye' });
    expect((await p.next(ofType('signal'))).signal).toEqual({ kind: 'bye' });

    await Promise.all([settled(p), settled(d), settled(pSecondTab)]);
    expect(signalsIn(p)).toEqual([]);
    expect(signalsIn(d)).toEqual([]);
    // The patient's other tab is the patient too: what they sent is not theirs to hear; the doctor's reached it.
    expect(pSecondTab.received.filter((m) => m.type === 'signal' && m.from === patient.user.id)).toEqual([]);
    expect(pSecondTab.received.filter((m) => m.type === 'signal' && m.from === doctor.user.id)).toHaveLength(3);
    for (const s of [p, d, pSecondTab]) s.socket.close();
  });

  it('refuses signals from anyone but a party, for another appointment’s or an ended call, and never passes them on', async () => {
    const appointmentId = await videoAppointment();
    const topic = `appointment:${appointmentId}`;
    const call = (await http.post('/api/calls/', { appointment: appointmentId }, patient.token)).json();
    const other = (await http.post('/api/calls/', { appointment: await videoAppointment() }, patient.token)).json();
    const [p, d, outsider, admin] = await Promise.all([connect(patient.token), connect(doctor.token), connect(stranger.token), connect(adminToken)]);
    await Promise.all([follow(p, topic), follow(d, topic)]);

    const offer = { kind: 'offer', sdp: OFFER };
    const refusals: [WatchedSocket, string, number][] = [
      [outsider, topic, call.id],
      [admin, topic, call.id],
      // A party, but the call belongs to another appointment than the topic's.
      [p, topic, other.id],
      [p, `appointment:${other.appointment}`, call.id],
      [p, topic, 99_999_999],
      [p, `user:${patient.user.id}`, call.id],
      [p, 'appointment:0', call.id],
    ];
    for (const [s, to, callId] of refusals) {
      s.send({ type: 'signal', topic: to, call: callId, signal: offer });
      expect(await s.next(ofType('error'))).toEqual({ type: 'error', code: 'signal_refused', topic: to, call: callId });
    }

    expect((await http.call('PATCH', `/api/calls/${call.id}/end_call/`, { token: doctor.token })).statusCode).toBe(200);
    d.send({ type: 'signal', topic, call: call.id, signal: { kind: 'bye' } });
    expect(await d.next(ofType('error'))).toEqual({ type: 'error', code: 'signal_refused', topic, call: call.id });

    await Promise.all([settled(p), settled(d)]);
    expect(signalsIn(p)).toEqual([]);
    expect(signalsIn(d)).toEqual([]);
    for (const s of [p, d, outsider, admin]) s.socket.close();
  });

  it('refuses signals once the appointment has closed, on a call ended with it or one still marked live', async () => {
    const appointmentId = await videoAppointment();
    const topic = `appointment:${appointmentId}`;
    const call = (await http.post('/api/calls/', { appointment: appointmentId }, patient.token)).json();
    const step = (name: string, token: string) => http.call('PATCH', `/api/calls/${call.id}/${name}/`, { token });
    expect((await step('join_call', patient.token)).statusCode).toBe(200);
    expect((await step('start_call', doctor.token)).statusCode).toBe(200);
    const [p, d] = await Promise.all([connect(patient.token), connect(doctor.token)]);
    await Promise.all([follow(p, topic), follow(d, topic)]);
    const offer = { kind: 'offer', sdp: OFFER };
    p.send({ type: 'signal', topic, call: call.id, signal: offer });
    expect((await d.next(ofType('signal'))).signal).toEqual(offer);

    expect((await http.post(`/api/appointments/${appointmentId}/end_session/`, {}, doctor.token)).statusCode).toBe(200);
    p.send({ type: 'signal', topic, call: call.id, signal: offer });
    expect(await p.next(ofType('error'))).toEqual({ type: 'error', code: 'signal_refused', topic, call: call.id });

    // A call left live on a closed appointment (as one opened while it closed could be) carries no signal either.
    await t.database.db.update(calls).set({ status: 'active', ended_at: null, ended_by: null, end_reason: null }).where(eq(calls.id, call.id));
    d.send({ type: 'signal', topic, call: call.id, signal: offer });
    expect(await d.next(ofType('error'))).toEqual({ type: 'error', code: 'signal_refused', topic, call: call.id });

    await Promise.all([settled(p), settled(d)]);
    expect(signalsIn(p)).toEqual([]);
    expect(signalsIn(d)).toEqual([]);
    for (const s of [p, d]) s.socket.close();
  });

  it('refuses a malformed or oversized signal as a bad message', async () => {
    const appointmentId = await videoAppointment();
    const topic = `appointment:${appointmentId}`;
    const call = (await http.post('/api/calls/', { appointment: appointmentId }, patient.token)).json();
    const [p, d] = await Promise.all([connect(patient.token), connect(doctor.token)]);
    await follow(d, topic);
    const bad: unknown[] = [
      { kind: 'offer' },
      { kind: 'answer', candidate: CANDIDATE },
      { kind: 'candidate' },
      { kind: 'candidate', candidate: CANDIDATE, sdp: OFFER },
      { kind: 'bye', sdp: OFFER },
      { kind: 'hello' },
      { kind: 'media' },
      { kind: 'media', media: { audio: 'off', video: true } },
      { kind: 'media', media: { audio: false } },
      { kind: 'media', media: { audio: false, video: true }, sdp: OFFER },
      { kind: 'bye', media: { audio: false, video: true } },
      { kind: 'offer', sdp: 'x'.repeat(SIGNAL_SDP_MAX_CHARS + 1) },
      { kind: 'candidate', candidate: { ...CANDIDATE, candidate: 'x'.repeat(1001) } },
      { kind: 'candidate', candidate: { ...CANDIDATE, sdpMLineIndex: -1 } },
      'offer',
    ];
    for (const signal of bad) {
      p.send({ type: 'signal', topic, call: call.id, signal });
      expect(await p.next(ofType('error')), JSON.stringify(signal).slice(0, 80)).toEqual({ type: 'error', code: 'bad_message' });
    }
    for (const callId of [0, -1, 'x', 2 ** 31]) {
      p.send({ type: 'signal', topic, call: callId, signal: { kind: 'bye' } });
      expect(await p.next(ofType('error'))).toEqual({ type: 'error', code: 'bad_message' });
    }
    // The largest allowed offer passes.
    const large = `${OFFER}${'a=x\r\n'.repeat((SIGNAL_SDP_MAX_CHARS - OFFER.length) / 5)}`.slice(0, SIGNAL_SDP_MAX_CHARS);
    p.send({ type: 'signal', topic, call: call.id, signal: { kind: 'offer', sdp: large } });
    expect(((await d.next(ofType('signal'))).signal as { sdp: string }).sdp).toBe(large);
    await settled(d);
    expect(signalsIn(d)).toEqual([]);
    for (const s of [p, d]) s.socket.close();
  });
});
