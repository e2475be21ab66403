// Calls from outside: who may open, see and move an appointment's call, when, the lifecycle and
// every illegal step, the session started and ended with the call, concurrent openings and starts,
// the ringing notification, the events both screens hear, and the ICE servers.

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../realtime/hub';
import { affiliate, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RING_NOTICE_MINUTES } from './rings';

const ICE = [{ urls: 'stun:stun.example.ng:3478' }, { urls: ['turn:turn.example.ng:3478'], username: 'naijacare', credential: 'secret' }];

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let stranger: Awaited<ReturnType<typeof signedInPatient>>;
let otherDoctor: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let adminToken: string;

type Status = 'pending' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
type Kind = 'video' | 'audio' | 'chat' | 'in_person';

/** Ten minutes ahead of the tests' start: live appointments' one-minute slots count back from it. */
const NEAR = Date.now() + 10 * 60_000;
let nearSlot = 0;
let farSlot = 0;
/**
 * An appointment of the doctor and the patient. Live ones (pending, scheduled, in progress) take
 * one-minute slots going back from ten minutes ahead, so each is within its call window and none
 * overlaps another; `minutesFromNow` places one elsewhere. Ended ones go a week apart.
 */
async function appointment(status: Status, type: Kind = 'video', minutesFromNow?: number) {
  const live = status === 'pending' || status === 'scheduled' || status === 'in_progress';
  const start =
    minutesFromNow !== undefined
      ? new Date(Date.now() + minutesFromNow * 60_000)
      : live
        ? new Date(NEAR - nearSlot++ * 60_000)
        : new Date(Date.now() - ++farSlot * 7 * 86_400_000);
  const row = await seedAppointment(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: type,
    duration_minutes: 1,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 60_000),
    status,
  });
  return row.id as number;
}

const open = (appointmentId: number, token: string) => http.post('/api/calls/', { appointment: appointmentId }, token);
const patch = (id: number, step: 'join_call' | 'start_call' | 'end_call', token: string, body?: unknown) =>
  http.call('PATCH', `/api/calls/${id}/${step}/`, { token, body });
const appointmentOf = async (id: number) => (await http.get(`/api/appointments/${id}/`, doctor.token)).json();

/** A call of a new appointment, opened by the patient and moved to `to`. */
async function callIn(to: 'created' | 'ringing' | 'active' | 'ended', status: Status = 'scheduled') {
  const appointmentId = await appointment(status);
  const call = (await open(appointmentId, patient.token)).json();
  if (to !== 'created') expect((await patch(call.id, 'join_call', patient.token)).statusCode).toBe(200);
  if (to === 'active' || to === 'ended') expect((await patch(call.id, 'start_call', doctor.token)).statusCode).toBe(200);
  if (to === 'ended') expect((await patch(call.id, 'end_call', doctor.token)).statusCode).toBe(200);
  return { appointmentId, id: call.id as number };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', ICE_SERVERS: JSON.stringify(ICE) });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, patient, stranger, otherDoctor, hospital] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    signedInPatient(t.app),
    signedInPatient(t.app),
    approvedDoctor(t.app, adminToken),
    verifiedHospital(t.app, adminToken),
  ]);
  // The hospital sees its affiliated doctor's appointments, never their calls.
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('opening a call', () => {
  it('is for a party of a video or audio appointment; a second opening answers the live call', async () => {
    const appointmentId = await appointment('scheduled');
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${appointmentId}`, (e) => heard.push(e));
    const first = await open(appointmentId, patient.token);
    expect(first.statusCode, first.body).toBe(201);
    const call = first.json();
    expect(call).toMatchObject({
      appointment: appointmentId,
      call_type: 'video',
      status: 'created',
      created_by: patient.user.id,
      joined_by: null,
      started_at: null,
      duration_seconds: null,
      end_reason: null,
      recording_consent: { doctor: false, patient: false },
      allowed_actions: ['join', 'end', 'delete', 'recording_consent'],
    });
    const again = await open(appointmentId, doctor.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(call.id);
    const { allowed_actions: _, ...told } = call;
    expect(heard).toEqual([{ type: 'call', op: 'created', call: told }]);
    stop();

    const audio = await open(await appointment('in_progress', 'audio'), doctor.token);
    expect(audio.statusCode).toBe(201);
    expect(audio.json()).toMatchObject({ call_type: 'audio', created_by: doctor.user.id });
  });

  it('by both parties at once makes one call', async () => {
    const appointmentId = await appointment('scheduled');
    const answers = await Promise.all([open(appointmentId, patient.token), open(appointmentId, doctor.token), open(appointmentId, patient.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const stored = (await t.database.db.execute(sql`select count(*)::int as n from calls where appointment_id = ${appointmentId}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows[0].n).toBe(1);
  });

  it('is refused outside the appointment’s window, for a chat or in-person appointment, and to anyone else', async () => {
    const cases: [number, string, Record<string, unknown>?][] = [
      [await appointment('scheduled', 'video', 2 * 24 * 60), 'call_not_open_yet', { state: 'not_open_yet' }],
      [await appointment('pending', 'video', 3 * 24 * 60), 'call_not_confirmed'],
      [await appointment('completed'), 'call_closed'],
      [await appointment('no_show'), 'call_closed'],
      [await appointment('cancelled'), 'call_unavailable'],
      [await appointment('scheduled', 'chat'), 'call_type_not_supported', { appointment_type: 'chat' }],
      [await appointment('in_progress', 'in_person'), 'call_type_not_supported'],
    ];
    for (const [id, code, details] of cases) {
      const res = await open(id, patient.token);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code, ...(details ? { details } : {}) });
    }
    expect((await open(cases[0][0], patient.token)).json().error).toBe('The call opens 15 minutes before the appointment');

    const id = await appointment('scheduled');
    for (const token of [stranger.token, otherDoctor.token, hospital.token]) {
      const res = await open(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('appointment_not_found');
    }
    expect((await open(id, adminToken)).json()).toMatchObject({ code: 'call_parties_only' });
    expect((await open(id, adminToken)).statusCode).toBe(403);
    expect((await open(99_999_999, patient.token)).statusCode).toBe(404);
    expect((await http.post('/api/calls/', { appointment: id })).statusCode).toBe(401);
    for (const body of [{}, { appointment: 'x' }, { appointment: 0 }, { appointment: 1.5 }, { appointment: 2 ** 31 }]) {
      expect((await http.post('/api/calls/', body, patient.token)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const stored = (await t.database.db.execute(sql`select count(*)::int as n from calls where appointment_id = ${id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows[0].n).toBe(0);
  });

  it('is refused on an open slot nobody has booked: there is no one to call', async () => {
    const start = new Date(NEAR - nearSlot++ * 60_000);
    const slot = await seededVisit(t.database.db, { patientId: null, doctorId: doctor.doctorId, start, minutes: 1 });
    const res = await open(slot, doctor.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'call_not_booked', details: { state: 'unavailable' } });
  });
});

describe('a call’s steps', () => {
  it('created → ringing → active → ended: rings the other party, starts the session, tells both screens', async () => {
    const appointmentId = await appointment('scheduled');
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${appointmentId}`, (e) => heard.push(e));
    const { id } = (await open(appointmentId, patient.token)).json();

    const joined = await patch(id, 'join_call', patient.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      status: 'ringing',
      joined_by: patient.user.id,
      joined_at: expect.any(String),
      // The patient waits: answering is the doctor's.
      allowed_actions: ['end', 'delete', 'recording_consent'],
    });
    const [rung] = (await http.get('/api/notifications/', doctor.token)).json().results;
    expect(rung).toMatchObject({
      code: 'call_waiting',
      title: 'Your call is waiting',
      message: `${patient.user.first_name} ${patient.user.last_name} is waiting for you on the video call. Join now.`,
      link: `/call/${appointmentId}`,
    });
    expect((await appointmentOf(appointmentId)).status).toBe('scheduled');

    const started = await patch(id, 'start_call', doctor.token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'active', started_by: doctor.user.id, allowed_actions: ['end', 'recording_consent'] });
    expect((await appointmentOf(appointmentId)).status).toBe('in_progress');

    const ended = await patch(id, 'end_call', patient.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'ended',
      ended_by: patient.user.id,
      end_reason: 'hung_up',
      duration_seconds: expect.any(Number),
      allowed_actions: [],
    });
    // Hanging up is not ending the session: only the doctor ends it, and only when they say so.
    expect((await appointmentOf(appointmentId)).status).toBe('in_progress');

    expect(heard.map((e) => e.op)).toEqual(['created', 'ringing', 'active', 'ended']);
    expect(heard.every((e) => e.type === 'call' && (e.call as { id: number }).id === id && !('allowed_actions' in (e.call as object)))).toBe(true);
    stop();

    // A new call of the same appointment may follow the ended one.
    expect((await open(appointmentId, doctor.token)).statusCode).toBe(201);
  });

  it('rings the same person once in a short while for an appointment, however often its call is opened and joined again', async () => {
    const appointmentId = await appointment('scheduled');
    const rings = async () =>
      (await http.get('/api/notifications/?page_size=100', doctor.token))
        .json()
        .results.filter((n: { code: string; link: string }) => n.code === 'call_waiting' && n.link === `/call/${appointmentId}`).length;
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${appointmentId}`, (e) => heard.push(e));
    const ringAgain = async () => {
      const { id } = (await open(appointmentId, patient.token)).json();
      const joined = await patch(id, 'join_call', patient.token);
      expect(joined.json().status).toBe('ringing');
      expect((await http.call('DELETE', `/api/calls/${id}/`, { token: patient.token })).statusCode).toBe(204);
    };

    await ringAgain();
    expect(await rings()).toBe(1);
    await ringAgain();
    await ringAgain();
    expect(await rings()).toBe(1);
    // The call still rings on both screens each time.
    expect(heard.filter((e) => e.op === 'ringing')).toHaveLength(3);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RING_NOTICE_MINUTES * 60_000 + 1000);
    await ringAgain();
    expect(await rings()).toBe(2);
    stop();
  });

  it('refuses every other step with 409 and the status it found', async () => {
    const steps: ['created' | 'ringing' | 'active' | 'ended', 'join_call' | 'start_call' | 'end_call', string][] = [
      ['created', 'start_call', 'Cannot start a call that is created.'],
      ['ringing', 'join_call', 'Cannot join a call that is ringing.'],
      ['active', 'join_call', 'Cannot join a call that is active.'],
      ['active', 'start_call', 'Cannot start a call that is active.'],
      ['ended', 'join_call', 'Cannot join a call that is ended.'],
      ['ended', 'start_call', 'Cannot start a call that is ended.'],
      ['ended', 'end_call', 'Cannot end a call that is ended.'],
    ];
    for (const [from, step, error] of steps) {
      const { id } = await callIn(from);
      const res = await patch(id, step, doctor.token);
      expect(res.statusCode, `${step} from ${from}`).toBe(409);
      expect(res.json()).toEqual({ error, code: 'call_status_conflict', details: { status: from } });
    }
  });

  it('is answered by the other party only: whoever waits cannot answer their own call, nor start the session alone', async () => {
    const { appointmentId, id } = await callIn('ringing');
    const own = await patch(id, 'start_call', patient.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'call_answer_own' });
    expect((await http.get(`/api/calls/${id}/`, patient.token)).json()).toMatchObject({
      status: 'ringing',
      allowed_actions: expect.not.arrayContaining(['start']),
    });
    expect((await http.get(`/api/appointments/${appointmentId}/`, doctor.token)).json().status).toBe('scheduled');
    expect((await patch(id, 'start_call', doctor.token)).statusCode).toBe(200);
  });

  it('ends before it is answered as cancelled, with no duration, and as the app says why', async () => {
    const created = await callIn('created');
    expect((await patch(created.id, 'end_call', patient.token)).json()).toMatchObject({ status: 'ended', end_reason: 'cancelled', duration_seconds: null });
    const ringing = await callIn('ringing');
    expect((await patch(ringing.id, 'end_call', patient.token, { reason: 'no_answer' })).json()).toMatchObject({ end_reason: 'no_answer' });
    const active = await callIn('active');
    expect((await patch(active.id, 'end_call', doctor.token, { reason: 'connection_failed' })).json()).toMatchObject({ end_reason: 'connection_failed' });
    const other = await callIn('active');
    expect((await patch(other.id, 'end_call', doctor.token, { reason: 'session_ended' })).statusCode).toBe(400);
    expect((await patch(other.id, 'end_call', doctor.token, { end_session: 'yes' })).statusCode).toBe(400);
  });

  it('ends the appointment’s session with the call when the doctor asks, never for the patient', async () => {
    const a = await callIn('active');
    const refused = await patch(a.id, 'end_call', patient.token, { end_session: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('end_doctor_only');
    // Refused as a whole: the call is still live.
    expect((await http.get(`/api/calls/${a.id}/`, patient.token)).json().status).toBe('active');

    const ended = await patch(a.id, 'end_call', doctor.token, { end_session: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', end_reason: 'session_ended' });
    expect((await appointmentOf(a.appointmentId)).status).toBe('completed');
    const [told] = (await http.get('/api/notifications/', patient.token)).json().results;
    expect(told.code).toBe('consultation_completed');
    // The session over, no new call.
    expect((await open(a.appointmentId, patient.token)).json().code).toBe('call_closed');
  });

  it('started by both parties at once: one wins, the session starts once', async () => {
    const { id, appointmentId } = await callIn('ringing');
    const before = (await http.get('/api/notifications/', patient.token)).json().count;
    const [byDoctor, byPatient] = await Promise.all([patch(id, 'start_call', doctor.token), patch(id, 'start_call', patient.token)]);
    // The patient waits on this call, so the doctor's answer wins. The patient's is refused either
    // way: as their own call if it is taken first, or as a call already active if it comes second.
    expect([byDoctor.statusCode, byPatient.statusCode]).toEqual([200, 409]);
    expect(['call_answer_own', 'call_status_conflict']).toContain(byPatient.json().code);
    const winner = byDoctor.json();
    expect(winner.status).toBe('active');
    expect((await appointmentOf(appointmentId)).status).toBe('in_progress');
    const notices = (await http.get('/api/notifications/', patient.token)).json();
    expect(notices.results.slice(0, notices.count - before).filter((n: { code: string }) => n.code === 'session_started')).toHaveLength(1);
  });

  it('ends with its appointment: closed through the appointments API, however, it takes the live call with it', async () => {
    const calls = { active: await callIn('active'), ringing: await callIn('ringing'), created: await callIn('created', 'in_progress') };
    const heard: RealtimeEvent[] = [];
    const stops = await Promise.all(Object.values(calls).map((c) => t.hub.subscribe(`appointment:${c.appointmentId}`, (e) => heard.push(e))));

    // A patient may not end the session: refused as a whole, the call stays live.
    expect((await http.post(`/api/appointments/${calls.active.appointmentId}/end_session/`, {}, patient.token)).statusCode).toBe(403);
    expect((await http.get(`/api/calls/${calls.active.id}/`, patient.token)).json().status).toBe('active');

    expect((await http.post(`/api/appointments/${calls.active.appointmentId}/end_session/`, {}, doctor.token)).statusCode).toBe(200);
    // Its time has come: the patient may no longer cancel it, the doctor may.
    const cancel = { cancellation_reason: 'Called away to an emergency' };
    expect((await http.post(`/api/appointments/${calls.ringing.appointmentId}/cancel/`, cancel, patient.token)).json().code).toBe('cancel_too_late');
    expect((await http.post(`/api/appointments/${calls.ringing.appointmentId}/cancel/`, cancel, doctor.token)).statusCode).toBe(200);
    expect((await http.post(`/api/appointments/${calls.created.appointmentId}/end_session/`, {}, doctor.token)).statusCode).toBe(200);
    for (const [from, c] of Object.entries(calls)) {
      const call = (await http.get(`/api/calls/${c.id}/`, patient.token)).json();
      expect(call, from).toMatchObject({ status: 'ended', end_reason: 'session_ended', ended_at: expect.any(String) });
      // One never answered may still be deleted, as any.
      expect(call.allowed_actions, from).toEqual(from === 'active' ? [] : ['delete']);
      expect(call.duration_seconds, from).toEqual(from === 'active' ? expect.any(Number) : null);
      // Nothing more happens on it.
      expect((await patch(c.id, 'start_call', doctor.token)).json(), from).toMatchObject({ code: 'call_status_conflict', details: { status: 'ended' } });
    }
    expect((await http.get(`/api/calls/${calls.ringing.id}/`, doctor.token)).json().ended_by).toBe(doctor.user.id);
    // Both screens hear each call end, once the change has committed.
    const ends = heard.filter((e) => e.type === 'call').map((e) => [(e.call as { id: number }).id, e.op, (e.call as { end_reason: string }).end_reason]);
    expect(ends.sort()).toEqual(
      Object.values(calls)
        .map((c) => [c.id, 'ended', 'session_ended'])
        .sort(),
    );
    for (const stop of stops) stop();

    // Marked a no-show after its time, with a call still waiting.
    const late = await appointment('scheduled', 'video', -200);
    const waiting = (await open(late, patient.token)).json();
    expect((await patch(waiting.id, 'join_call', patient.token)).statusCode).toBe(200);
    const noShow = await http.call('PATCH', `/api/appointments/${late}/update_status/`, { token: doctor.token, body: { status: 'no_show' } });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect((await http.get(`/api/calls/${waiting.id}/`, patient.token)).json()).toMatchObject({ status: 'ended', end_reason: 'session_ended' });
    expect((await open(late, patient.token)).json().code).toBe('call_closed');
  });

  it('answered as the session is ended: one waits for the other, and the call ends either way', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, appointmentId } = await callIn('ringing', 'in_progress');
      const [answered, ended] = await Promise.all([
        patch(id, 'start_call', doctor.token),
        http.post(`/api/appointments/${appointmentId}/end_session/`, {}, doctor.token),
      ]);
      expect(ended.statusCode, ended.body).toBe(200);
      if (answered.statusCode !== 200) expect(answered.json()).toMatchObject({ code: 'call_status_conflict', details: { status: 'ended' } });
      expect((await http.get(`/api/calls/${id}/`, doctor.token)).json()).toMatchObject({ status: 'ended', end_reason: 'session_ended' });
    }
  });

  it('are the two parties’ only: an admin is refused, anyone else told there is no such call', async () => {
    const { id } = await callIn('created');
    for (const token of [stranger.token, otherDoctor.token, hospital.token]) {
      for (const step of ['join_call', 'start_call', 'end_call'] as const) {
        const res = await patch(id, step, token);
        expect(res.statusCode, `${step}`).toBe(404);
        expect(res.json().code).toBe('call_not_found');
      }
    }
    const byAdmin = await patch(id, 'join_call', adminToken);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('call_parties_only');
    expect((await patch(99_999_999, 'join_call', patient.token)).statusCode).toBe(404);
    expect((await patch(id, 'join_call', '')).statusCode).toBe(401);
    expect((await http.get(`/api/calls/${id}/`, patient.token)).json().status).toBe('created');
  });
});

describe('consent to record', () => {
  it('each party gives or withdraws their own, both screens are told, until the call ends', async () => {
    const { id, appointmentId } = await callIn('ringing');
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${appointmentId}`, (e) => heard.push(e));
    const consent = (token: string, body: unknown) => http.call('PATCH', `/api/calls/${id}/recording_consent/`, { token, body });

    expect((await consent(patient.token, { consent: true })).json().recording_consent).toEqual({ doctor: false, patient: true });
    expect((await consent(doctor.token, { consent: true })).json().recording_consent).toEqual({ doctor: true, patient: true });
    expect((await consent(patient.token, { consent: false })).json().recording_consent).toEqual({ doctor: true, patient: false });
    expect(heard.map((e) => [e.op, (e.call as { recording_consent: unknown }).recording_consent])).toEqual([
      ['recording_consent', { doctor: false, patient: true }],
      ['recording_consent', { doctor: true, patient: true }],
      ['recording_consent', { doctor: true, patient: false }],
    ]);
    stop();

    for (const body of [{}, { consent: 'true' }, { consent: 1 }, null]) expect((await consent(patient.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    for (const token of [stranger.token, otherDoctor.token, hospital.token]) expect((await consent(token, { consent: true })).statusCode).toBe(404);
    const byAdmin = await consent(adminToken, { consent: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('call_parties_only');

    await patch(id, 'end_call', doctor.token);
    const late = await consent(patient.token, { consent: true });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'call_status_conflict', error: 'Cannot change the recording consent of a call that is ended.' });
  });
});

describe('deleting a call', () => {
  it('only one that never became active, by a party', async () => {
    for (const from of ['created', 'ringing'] as const) {
      const { id, appointmentId } = await callIn(from);
      const heard: RealtimeEvent[] = [];
      const stop = await t.hub.subscribe(`appointment:${appointmentId}`, (e) => heard.push(e));
      for (const token of [stranger.token, hospital.token]) expect((await http.call('DELETE', `/api/calls/${id}/`, { token })).statusCode).toBe(404);
      expect((await http.call('DELETE', `/api/calls/${id}/`, { token: adminToken })).statusCode).toBe(403);
      expect((await http.call('DELETE', `/api/calls/${id}/`, { token: doctor.token })).statusCode).toBe(204);
      expect((await http.get(`/api/calls/${id}/`, doctor.token)).statusCode).toBe(404);
      expect(heard).toEqual([expect.objectContaining({ type: 'call', op: 'deleted' })]);
      stop();
    }
    const unanswered = await callIn('ringing');
    await patch(unanswered.id, 'end_call', patient.token);
    expect((await http.call('DELETE', `/api/calls/${unanswered.id}/`, { token: patient.token })).statusCode).toBe(204);

    for (const from of ['active', 'ended'] as const) {
      const { id } = await callIn(from);
      const res = await http.call('DELETE', `/api/calls/${id}/`, { token: patient.token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('call_delete_after_active');
    }
  });
});

describe('reading calls', () => {
  it('the parties and admins see them; anyone else sees none and is told they do not exist', async () => {
    const { id, appointmentId } = await callIn('active');
    expect((await http.get(`/api/calls/${id}/`, doctor.token)).json()).toMatchObject({ id, status: 'active', allowed_actions: ['end', 'recording_consent'] });
    expect((await http.get(`/api/calls/${id}/`, adminToken)).json()).toMatchObject({ id, allowed_actions: [] });
    for (const token of [stranger.token, otherDoctor.token, hospital.token]) expect((await http.get(`/api/calls/${id}/`, token)).statusCode).toBe(404);

    const mine = (await http.get('/api/calls/?page_size=100', patient.token)).json();
    expect(mine.results[0].id).toBeGreaterThanOrEqual(id);
    expect(mine.results.some((c: { id: number }) => c.id === id)).toBe(true);
    expect(mine.results.every((c: { appointment: number }) => typeof c.appointment === 'number')).toBe(true);
    expect(
      (await http.get('/api/calls/?status=active&page_size=100', doctor.token)).json().results.every((c: { status: string }) => c.status === 'active'),
    ).toBe(true);
    expect((await http.get('/api/calls/', adminToken)).json().count).toBe(mine.count);
    for (const token of [stranger.token, otherDoctor.token, hospital.token])
      expect((await http.get('/api/calls/', token)).json()).toEqual({ count: 0, next: null, results: [] });
    expect((await http.get('/api/calls/?status=lost', patient.token)).statusCode).toBe(400);

    await patch(id, 'end_call', doctor.token);
    const second = (await open(appointmentId, patient.token)).json();
    const byAppointment = await http.get(`/api/calls/by_appointment/?appointment_id=${appointmentId}`, patient.token);
    expect(byAppointment.json().map((c: { id: number }) => c.id)).toEqual([second.id, id]);
    expect((await http.get(`/api/calls/by_appointment/?appointment_id=${appointmentId}`, adminToken)).json()).toHaveLength(2);
    for (const token of [stranger.token, hospital.token]) {
      expect((await http.get(`/api/calls/by_appointment/?appointment_id=${appointmentId}`, token)).statusCode).toBe(404);
    }
    expect((await http.get('/api/calls/by_appointment/', patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/calls/abc/', patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/calls/')).statusCode).toBe(401);
  });

  it('the ICE servers come from ICE_SERVERS, for a signed-in user', async () => {
    expect((await http.get('/api/calls/ice_servers/', patient.token)).json()).toEqual({ ice_servers: ICE });
    expect((await http.get('/api/calls/ice_servers/')).statusCode).toBe(401);
  });
});
