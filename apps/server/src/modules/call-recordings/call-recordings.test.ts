// Call recordings from outside: only the call's doctor records, only once the call has taken place
// and both parties have consented on screen; pieces are appended in order and once each (retries,
// gaps, concurrent copies); the type is checked by the first bytes, the size bounded; a ready
// recording is served like a medical attachment to the two parties and admins; deleting removes
// the file.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RECORDING_GRACE_MINUTES } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../realtime/hub';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient } from '../../testing/fixtures';
import { type FilePart, multipart } from '../../testing/multipart';
import { mp4Start, png, webmStart } from '../../testing/sample-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditLog } from '../audit/schema';

const MAX = 64 * 1024;
/** RECORDING_CALL_MAX_BYTES: all of one call's recordings together. */
const CALL_MAX = 2 * MAX;
const base = '/api/call-recordings';

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let stranger: Awaited<ReturnType<typeof signedInPatient>>;
let otherDoctor: Awaited<ReturnType<typeof approvedDoctor>>;
let adminToken: string;

const NEAR = Date.now() + 10 * 60_000;
let slot = 0;

/** A call of a new appointment, moved to `to`; `consent` gives both parties' consent first. */
async function call(to: 'ringing' | 'active' | 'ended' = 'active', { consent = true, type = 'video' as 'video' | 'audio' } = {}) {
  const start = new Date(NEAR - slot++ * 60_000);
  const appointment = await seedAppointment(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: type,
    duration_minutes: 1,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 60_000),
    status: 'scheduled',
  });
  const { id } = (await http.post('/api/calls/', { appointment: appointment.id }, patient.token)).json();
  const step = (name: string, token: string, body?: unknown) => http.call('PATCH', `/api/calls/${id}/${name}/`, { token, body });
  expect((await step('join_call', patient.token)).statusCode).toBe(200);
  if (consent) {
    await step('recording_consent', patient.token, { consent: true });
    await step('recording_consent', doctor.token, { consent: true });
  }
  if (to !== 'ringing') expect((await step('start_call', doctor.token)).statusCode).toBe(200);
  if (to === 'ended') expect((await step('end_call', doctor.token)).statusCode).toBe(200);
  return { id: id as number, appointmentId: appointment.id as number, step };
}

function post(url: string, token: string, fields: Record<string, string>, files: FilePart[] = [], fileField = 'chunk') {
  const { payload, headers } = multipart(fields, files, fileField);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
const start = (callId: number, token = doctor.token, fields: Record<string, string> = { consent: 'true' }, files: FilePart[] = []) =>
  post(`${base}/`, token, { call: String(callId), ...fields }, files, 'recording_file');
const chunk = (id: number, sequence: number | string, bytes: Buffer, token = doctor.token) =>
  post(`${base}/${id}/chunks/`, token, { sequence: String(sequence) }, [{ name: 'blob', bytes, type: 'video/webm' }]);
const markReady = (id: number, body: unknown = {}, token = doctor.token) => http.call('PATCH', `${base}/${id}/mark_ready/`, { token, body });
const file = (id: number, token: string, query = '') => http.get(`${base}/${id}/file/${query}`, token);

/** A recording started on a new active call with both consents. */
async function recording(options?: Parameters<typeof call>[1]) {
  const c = await call('active', options);
  const res = await start(c.id);
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, recordingId: res.json().id as number };
}

const piece = (n: number, size = 1000) => Buffer.alloc(size, n + 1);

/**
 * Sends a form whose body stops a kilobyte into its file until the answer has come (or a
 * watchdog's time has passed, so a server that waits for the file is answered at all): `early`
 * says the answer came before the file had been sent, so nothing of it was read or stored.
 */
async function heldBack(url: string, token: string, fields: Record<string, string>, fileField: string, bytes: Buffer, fileFirst = false) {
  const { payload, headers } = multipart(fileFirst ? {} : fields, [{ name: 'held.webm', bytes, type: 'video/webm' }], fileField);
  const rest = fileFirst ? multipart(fields, []).payload : Buffer.alloc(0);
  const at = payload.indexOf(bytes) + 1024;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = false;
  async function* body() {
    yield payload.subarray(0, at);
    await held;
    yield payload.subarray(at);
    yield rest;
    sent = true;
  }
  const watchdog = setTimeout(release, 10_000);
  const res = await t.app.inject({ method: 'POST', url, payload: Readable.from(body()), headers: { ...headers, authorization: `Bearer ${token}` } });
  const early = !sent;
  release();
  clearTimeout(watchdog);
  return { res, early };
}
const stored = () => {
  const dir = path.join(t.dataDir, 'uploads', 'recordings');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const auditCount = async (action: 'create' | 'download' | 'delete', id: number) => {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'call_recording'), eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
  return n;
};

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    RECORDING_MAX_BYTES: String(MAX),
    RECORDING_CALL_MAX_BYTES: String(CALL_MAX),
    // Tests move the clock past a call's grace; tokens must outlive that.
    ACCESS_TOKEN_TTL_SECONDS: String(86400),
  });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, patient, stranger, otherDoctor] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    signedInPatient(t.app),
    signedInPatient(t.app),
    approvedDoctor(t.app, adminToken),
  ]);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('recording in pieces', () => {
  it('appends in order, answers a repeated piece without appending, refuses a gap, and plays back once ready', async () => {
    const c = await call('active');
    const heard: RealtimeEvent[] = [];
    const stop = await t.hub.subscribe(`appointment:${c.appointmentId}`, (e) => heard.push(e));
    const started = await start(c.id);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id;
    expect(started.json()).toMatchObject({
      call: c.id,
      appointment: c.appointmentId,
      status: 'recording',
      content_type: null,
      size_bytes: 0,
      chunks: 0,
      created_by: doctor.user.id,
      ready_at: null,
      file_url: `/api/call-recordings/${id}/file/`,
      allowed_actions: ['append', 'mark_ready', 'delete'],
    });

    const first = Buffer.concat([webmStart(), piece(0)]);
    const sent = [first, piece(1), piece(2)];
    for (const [n, bytes] of sent.entries()) {
      const res = await chunk(id, n, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ chunks: n + 1, content_type: 'video/webm' });
    }
    const total = sent.reduce((sum, b) => sum + b.length, 0);
    const again = await chunk(id, 1, piece(1));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ chunks: 3, size_bytes: total });
    const gap = await chunk(id, 5, piece(5));
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({
      code: 'recording_chunk_out_of_order',
      details: { expected: 3 },
      error: 'Piece 5 came before piece 3; send piece 3 next',
    });

    // Not yet ready: nothing to play.
    expect((await file(id, patient.token)).json()).toMatchObject({ code: 'recording_not_ready' });

    const ready = await markReady(id, { size: total, duration_seconds: 42 });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', size_bytes: total, duration_seconds: 42, ready_at: expect.any(String), allowed_actions: ['delete'] });
    expect((await chunk(id, 3, piece(3))).json()).toMatchObject({ code: 'recording_closed' });
    // Once closed, it takes no piece's body at all, not even a retry's.
    expect((await chunk(id, 2, piece(2))).json()).toMatchObject({ code: 'recording_closed' });

    for (const token of [patient.token, doctor.token, adminToken]) {
      const res = await file(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(Buffer.concat(sent))).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'video/webm',
        'content-length': String(total),
        'content-disposition': `attachment; filename*=UTF-8''consultation-recording-${id}.webm`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    }
    expect((await file(id, patient.token, '?inline=1')).headers['content-disposition']).toBe(`inline; filename*=UTF-8''consultation-recording-${id}.webm`);
    expect(await auditCount('download', id)).toBe(4);
    expect(await auditCount('create', id)).toBe(1);
    expect(heard.filter((e) => e.type === 'call_recording').map((e) => e.op)).toEqual(['created', 'ready']);
    stop();
  });

  it('is audio for an audio call, and MP4 when the first piece is', async () => {
    const audio = await recording({ type: 'audio' });
    expect((await chunk(audio.recordingId, 0, webmStart())).json().content_type).toBe('audio/webm');
    const mp4 = await recording();
    expect((await chunk(mp4.recordingId, 0, mp4Start())).json().content_type).toBe('video/mp4');
    const ready = await markReady(mp4.recordingId);
    expect((await file(mp4.recordingId, patient.token)).headers['content-type']).toBe('video/mp4');
    expect(ready.json().duration_seconds).toBeNull();
  });

  it('refuses other bytes under the number of a piece already stored, and keeps what was stored', async () => {
    const { recordingId } = await recording();
    const first = Buffer.concat([webmStart(), piece(0)]);
    expect((await chunk(recordingId, 0, first)).statusCode).toBe(201);
    expect((await chunk(recordingId, 1, piece(1))).statusCode).toBe(201);
    const others: [number, Buffer][] = [
      [1, piece(7)],
      [1, piece(1, 999)],
      [0, Buffer.concat([webmStart(), piece(9)])],
    ];
    for (const [sequence, other] of others) {
      const res = await chunk(recordingId, sequence, other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'recording_chunk_mismatch', details: { sequence } });
    }
    // The same bytes again are a retry: answered as stored, nothing written.
    expect((await chunk(recordingId, 0, first)).statusCode).toBe(200);
    expect((await chunk(recordingId, 1, piece(1))).statusCode).toBe(200);
    expect((await markReady(recordingId, { size: first.length + 1000 })).statusCode).toBe(200);
    expect((await file(recordingId, patient.token)).rawPayload.equals(Buffer.concat([first, piece(1)]))).toBe(true);
  });

  it('refuses a later piece that is not the rest of the stream (a page, an image, another recording), keeping what was stored', async () => {
    const { recordingId } = await recording();
    const first = Buffer.concat([webmStart(), piece(0)]);
    expect((await chunk(recordingId, 0, first)).statusCode).toBe(201);
    for (const bytes of [
      Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
      Buffer.from('fetch("/api/auth/profile/").then((r) => r.text()).then(console.log)'),
      png(),
      webmStart(),
      mp4Start(),
    ]) {
      const res = await chunk(recordingId, 1, bytes);
      expect(res.statusCode, bytes.subarray(0, 12).toString('latin1')).toBe(400);
      expect(res.json()).toEqual({
        error: 'Piece 1 is not part of the recording: it is another kind of file or text',
        code: 'recording_piece_not_media',
        details: { field: 'chunk', sequence: 1 },
      });
    }
    expect((await http.get(`${base}/${recordingId}/`, doctor.token)).json()).toMatchObject({ chunks: 1, size_bytes: first.length });
    // The stream goes on with its own bytes, wherever the recorder cut them.
    const rest = Buffer.concat([
      Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x82, 0x03, 0xe8, 0xa3, 0x84]),
      piece(3, 200),
    ]);
    expect((await chunk(recordingId, 1, rest.subarray(0, 7))).statusCode).toBe(201);
    expect((await chunk(recordingId, 2, rest.subarray(7))).statusCode).toBe(201);
    expect((await markReady(recordingId)).statusCode).toBe(200);
    expect((await file(recordingId, patient.token)).rawPayload.equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('takes one copy of a piece sent several times at once', async () => {
    const { recordingId } = await recording();
    const first = Buffer.concat([webmStart(), piece(0)]);
    const answers = await Promise.all([chunk(recordingId, 0, first), chunk(recordingId, 0, first), chunk(recordingId, 0, first)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const next = await Promise.all([chunk(recordingId, 1, piece(1)), chunk(recordingId, 1, piece(1))]);
    expect(next.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const now = (await http.get(`${base}/${recordingId}/`, doctor.token)).json();
    expect(now).toMatchObject({ chunks: 2, size_bytes: first.length + 1000 });
    await markReady(recordingId);
    expect((await file(recordingId, patient.token)).rawPayload.equals(Buffer.concat([first, piece(1)]))).toBe(true);
  });

  it('refuses a first piece that is not WebM or MP4, a bad sequence, a missing piece, and a recording grown past the limit', async () => {
    const { recordingId } = await recording();
    const before = stored();
    for (const bytes of [png(), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.concat([webmStart().subarray(0, 4), Buffer.from('<script>')])]) {
      const res = await chunk(recordingId, 0, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'recording_type_not_allowed', details: { field: 'chunk' } });
    }
    expect(stored()).toEqual(before);
    for (const sequence of ['-1', 'x', '1.5', '01', '']) {
      const res = await chunk(recordingId, sequence, webmStart());
      expect(res.statusCode, sequence).toBe(400);
      expect(res.json().code).toBe('recording_sequence_invalid');
    }
    expect((await post(`${base}/${recordingId}/chunks/`, doctor.token, {})).json()).toMatchObject({ code: 'recording_sequence_invalid' });
    expect((await post(`${base}/${recordingId}/chunks/`, doctor.token, { sequence: '0' })).json()).toMatchObject({ code: 'file_required' });
    expect((await post(`${base}/${recordingId}/chunks/`, doctor.token, { sequence: '0' }, [{ name: 'blob', bytes: Buffer.alloc(0) }])).json()).toMatchObject({
      code: 'file_required',
    });
    const json = await http.post(`${base}/${recordingId}/chunks/`, { sequence: 0 }, doctor.token);
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('attachment_multipart_required');

    expect((await chunk(recordingId, 0, Buffer.concat([webmStart(), piece(0, 40 * 1024)]))).statusCode).toBe(201);
    const over = await chunk(recordingId, 1, piece(1, 30 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'recording_too_large', details: { max_bytes: MAX } });
    // A piece larger than a whole recording may be is cut by the form reader, refused the same way.
    const cut = await chunk(recordingId, 1, piece(1, MAX + 1));
    expect(cut.statusCode).toBe(413);
    expect(cut.json()).toMatchObject({ code: 'recording_too_large', details: { max_bytes: MAX } });
    expect((await http.get(`${base}/${recordingId}/`, doctor.token)).json().chunks).toBe(1);
  });

  it('serves later pieces that hold markup as the recording’s own type, never sniffed or run as a page', async () => {
    // A later piece that reads as text is refused (above), but markup can hide after binary bytes,
    // as it can inside real frames: what keeps it inert is how the recording is served.
    const { recordingId } = await recording();
    const markup = Buffer.concat([piece(1, 64), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    expect((await chunk(recordingId, 0, webmStart())).statusCode).toBe(201);
    expect((await chunk(recordingId, 1, markup)).statusCode).toBe(201);
    await markReady(recordingId);
    for (const query of ['', '?inline=1']) {
      const res = await file(recordingId, patient.token, query);
      expect(res.rawPayload.subarray(webmStart().length).equals(markup)).toBe(true);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^(attachment|inline); filename\*=UTF-8''consultation-recording-\d+\.webm$/);
      // Opened directly, nothing in it runs and it reaches nothing.
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src|allow-scripts/);
    }
  });

  it('takes nothing more once either party withdraws consent', async () => {
    const { recordingId, step } = await recording();
    expect((await chunk(recordingId, 0, webmStart())).statusCode).toBe(201);
    await step('recording_consent', patient.token, { consent: false });
    const res = await chunk(recordingId, 1, piece(1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'recording_consent_withdrawn', details: { consent: { doctor: true, patient: false } } });
    // What was recorded with consent may still be closed.
    expect((await markReady(recordingId)).json().status).toBe('ready');
  });

  it('a withdrawal is final for the recordings open then: consent given again revives none, a new one may start', async () => {
    for (const withdrawer of [patient, doctor]) {
      const { id: callId, recordingId, step } = await recording();
      expect((await chunk(recordingId, 0, webmStart())).statusCode).toBe(201);
      await step('recording_consent', withdrawer.token, { consent: false });
      expect((await step('recording_consent', withdrawer.token, { consent: true })).json().recording_consent).toEqual({ doctor: true, patient: true });
      const res = await chunk(recordingId, 1, piece(1));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'recording_consent_withdrawn', details: { consent: { doctor: true, patient: true } } });
      // With both consents again, a new recording takes pieces; the old one may still be closed.
      const again = await start(callId);
      expect(again.statusCode, again.body).toBe(201);
      expect((await chunk(again.json().id, 0, webmStart())).statusCode).toBe(201);
      expect((await chunk(recordingId, 1, piece(1))).json().code).toBe('recording_consent_withdrawn');
      expect((await http.get(`${base}/${recordingId}/`, doctor.token)).json().allowed_actions).toEqual(['mark_ready', 'delete']);
      expect((await markReady(recordingId)).json()).toMatchObject({ status: 'ready', size_bytes: webmStart().length });
    }
  });

  it('is added to and closed by the recording doctor only; anyone else is told it does not exist', async () => {
    const { recordingId } = await recording();
    for (const token of [patient.token, adminToken]) {
      const res = await chunk(recordingId, 0, webmStart(), token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('recording_doctor_only');
      expect((await markReady(recordingId, {}, token)).statusCode).toBe(403);
    }
    for (const token of [stranger.token, otherDoctor.token]) {
      expect((await chunk(recordingId, 0, webmStart(), token)).json()).toMatchObject({ code: 'recording_not_found' });
      expect((await markReady(recordingId, {}, token)).statusCode).toBe(404);
    }
    expect((await chunk(99_999_999, 0, webmStart())).statusCode).toBe(404);
  });

  it('refuses a piece from anyone but its recording doctor, or for a closed recording, before reading its body', async () => {
    const { recordingId } = await recording();
    const url = `${base}/${recordingId}/chunks/`;
    const large = Buffer.concat([webmStart(), piece(0, MAX - 100)]);
    for (const [token, status, code] of [
      [patient.token, 403, 'recording_doctor_only'],
      [adminToken, 403, 'recording_doctor_only'],
      [stranger.token, 404, 'recording_not_found'],
    ] as const) {
      const { res, early } = await heldBack(url, token, { sequence: '0' }, 'chunk', large);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(early, code).toBe(true);
    }
    expect((await chunk(recordingId, 0, webmStart())).statusCode).toBe(201);
    await markReady(recordingId);
    const closed = await heldBack(url, doctor.token, { sequence: '1' }, 'chunk', large);
    expect(closed.res.json()).toMatchObject({ code: 'recording_closed' });
    expect(closed.early).toBe(true);
    expect((await http.get(`${base}/${recordingId}/`, doctor.token)).json()).toMatchObject({ chunks: 1, size_bytes: webmStart().length });
  });

  it('closing refuses an empty recording, a size that does not match what arrived, and closing twice', async () => {
    const { recordingId } = await recording();
    expect((await markReady(recordingId)).json()).toMatchObject({ code: 'recording_empty' });
    await chunk(recordingId, 0, webmStart());
    const mismatch = await markReady(recordingId, { size: webmStart().length + 1000 });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ code: 'recording_size_mismatch', details: { size_bytes: webmStart().length, chunks: 1 } });
    for (const body of [{ size: -1 }, { duration_seconds: 1.5 }, { duration_seconds: 100_000 }, { size: '10' }]) {
      expect((await markReady(recordingId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await markReady(recordingId, null)).statusCode).toBe(200);
    const twice = await markReady(recordingId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'recording_closed', details: { status: 'ready' } });
  });
});

describe('starting a recording', () => {
  it('is refused to anyone but the call’s doctor, before the call took place, and without both consents', async () => {
    const c = await call('active');
    const patientTries = await start(c.id, patient.token);
    expect(patientTries.statusCode).toBe(403);
    expect(patientTries.json().code).toBe('recording_doctor_only');
    expect((await start(c.id, adminToken)).json().code).toBe('recording_doctor_only');
    for (const token of [stranger.token, otherDoctor.token]) {
      const res = await start(c.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('call_not_found');
    }
    expect((await start(99_999_999)).statusCode).toBe(404);

    for (const fields of [{}, { consent: 'false' }, { consent: 'yes' }, { consent: 'TRUE' }] as Record<string, string>[]) {
      const res = await start(c.id, doctor.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'recording_consent_required', details: { field: 'consent' } });
    }
    expect((await post(`${base}/`, doctor.token, { consent: 'true' }, [], 'recording_file')).json()).toMatchObject({
      code: 'invalid_id',
      details: { field: 'call' },
    });
    expect((await start(c.id, doctor.token, { consent: 'true', duration_seconds: 'ten' })).json().code).toBe('recording_duration_invalid');

    const ringing = await call('ringing');
    expect((await start(ringing.id)).json()).toMatchObject({ code: 'recording_call_not_started' });

    const unconsented = await call('active', { consent: false });
    await unconsented.step('recording_consent', patient.token, { consent: true });
    const missing = await start(unconsented.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'recording_consent_missing', details: { consent: { doctor: false, patient: true } } });
    expect((await http.get(`${base}/by_call/?call_id=${unconsented.id}`, doctor.token)).json()).toEqual([]);
  });

  it('after the call ended, as a whole file: streamed to storage, ready at once; a refused file leaves nothing behind', async () => {
    const c = await call('ended');
    const whole = Buffer.concat([webmStart(), piece(0, 20_000), piece(1, 20_000)]);
    const res = await start(c.id, doctor.token, { consent: 'true', duration_seconds: '95' }, [{ name: 'consultation.webm', bytes: whole }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ready', chunks: 1, size_bytes: whole.length, duration_seconds: 95, content_type: 'video/webm' });
    expect((await file(res.json().id, patient.token)).rawPayload.equals(whole)).toBe(true);
    const [name] = stored().filter((n) => readFileSync(path.join(t.dataDir, 'uploads', 'recordings', n)).equals(whole));
    expect(name).toMatch(/^[0-9a-f-]{36}\.webm$/);

    const before = stored();
    for (const [fields, files, status] of [
      [{ consent: 'true' }, [{ name: 'scan.png', bytes: png() }], 400],
      [{ consent: 'true' }, [{ name: 'big.webm', bytes: Buffer.concat([webmStart(), piece(0, MAX)]) }], 413],
      [{ consent: 'false' }, [{ name: 'ok.webm', bytes: whole }], 400],
    ] as [Record<string, string>, FilePart[], number][]) {
      const res = await start(c.id, doctor.token, fields, files);
      expect(res.statusCode).toBe(status);
      if (status === 413) expect(res.json()).toMatchObject({ code: 'recording_too_large', details: { max_bytes: MAX } });
    }
    expect((await start(c.id, patient.token, { consent: 'true' }, [{ name: 'ok.webm', bytes: whole }])).statusCode).toBe(403);
    expect(stored()).toEqual(before);
  });
});

describe('a whole recording’s form', () => {
  it('is refused as soon as its call is read, before its file is taken, to anyone who may not record the call', async () => {
    const c = await call('ended');
    const whole = Buffer.concat([webmStart(), piece(0, MAX - 100)]);
    const before = stored();
    for (const [token, status, code] of [
      [patient.token, 403, 'recording_doctor_only'],
      [adminToken, 403, 'recording_doctor_only'],
      [otherDoctor.token, 404, 'call_not_found'],
    ] as const) {
      const { res, early } = await heldBack(`${base}/`, token, { call: String(c.id), consent: 'true' }, 'recording_file', whole);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(early, code).toBe(true);
    }
    // A file before the call is not taken either: the call comes first.
    const fileFirst = await heldBack(`${base}/`, patient.token, { call: String(c.id), consent: 'true' }, 'recording_file', whole, true);
    expect(fileFirst.res.statusCode).toBe(400);
    expect(fileFirst.res.json()).toMatchObject({ code: 'recording_call_first', details: { field: 'call' } });
    expect(fileFirst.early).toBe(true);
    expect(stored()).toEqual(before);
    // The call's doctor, with the call first, is taken.
    const res = await start(c.id, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: whole }]);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the call’s time', () => {
  it('a recording in pieces starts during the call; pieces and a whole file are taken until a short grace after it ended', async () => {
    const c = await call('active');
    const started = await start(c.id);
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id;
    const first = Buffer.concat([webmStart(), piece(0)]);
    expect((await chunk(id, 0, first)).statusCode).toBe(201);
    expect((await c.step('end_call', doctor.token)).statusCode).toBe(200);

    // Hung up: no new recording in pieces, but the last pieces in flight and the doctor's upload still arrive.
    const late = await start(c.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'recording_call_ended', error: 'This call has ended: it can no longer be recorded' });
    expect((await chunk(id, 1, piece(1))).statusCode).toBe(201);
    const whole = Buffer.concat([webmStart(), piece(5, 2000)]);
    expect((await start(c.id, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: whole }])).statusCode).toBe(201);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RECORDING_GRACE_MINUTES * 60_000 + 1000);
    const after = await chunk(id, 2, piece(2));
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'recording_call_ended' });
    // A retried stored piece is still answered as stored.
    expect((await chunk(id, 1, piece(1))).statusCode).toBe(200);
    const before = stored();
    const upload = await start(c.id, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: whole }]);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'recording_call_ended' });
    expect(stored()).toEqual(before);
    // What arrived may always be closed.
    expect((await markReady(id, { size: first.length + 1000 })).statusCode).toBe(200);
  });
});

describe('one call’s recordings', () => {
  it('records one at a time: another start is refused while one is open, even several at once', async () => {
    const { id: callId, recordingId } = await recording();
    const second = await start(callId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'recording_in_progress', details: { recording: recordingId } });
    // A whole file uploaded at hang-up is not an open recording.
    const whole = Buffer.concat([webmStart(), piece(0)]);
    expect((await start(callId, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: whole }])).statusCode).toBe(201);
    await chunk(recordingId, 0, webmStart());
    await markReady(recordingId);

    const c = await call('active');
    const answers = await Promise.all([start(c.id), start(c.id), start(c.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const [won] = answers.filter((a) => a.statusCode === 201);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ code: 'recording_in_progress', details: { recording: won.json().id } });
    }
    expect((await http.get(`${base}/by_call/?call_id=${c.id}`, doctor.token)).json()).toHaveLength(1);
  });

  it('keeps all of a call’s recordings within RECORDING_CALL_MAX_BYTES', async () => {
    const { id: callId, recordingId } = await recording();
    const first = Buffer.concat([webmStart(), piece(0, MAX - 1000)]);
    expect((await chunk(recordingId, 0, first)).statusCode).toBe(201);
    await markReady(recordingId);
    const whole = Buffer.concat([webmStart(), piece(1, MAX - 2000)]);
    expect((await start(callId, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: whole }])).statusCode).toBe(201);
    const used = first.length + whole.length;

    const before = stored();
    const tooMuch = await start(callId, doctor.token, { consent: 'true' }, [{ name: 'call.webm', bytes: Buffer.concat([webmStart(), piece(2, 4000)]) }]);
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json()).toMatchObject({ code: 'recording_too_large', details: { max_bytes: CALL_MAX, call_size_bytes: used } });
    expect(stored()).toEqual(before);

    const next = await start(callId);
    expect(next.statusCode).toBe(201);
    expect((await chunk(next.json().id, 0, webmStart())).statusCode).toBe(201);
    const over = await chunk(next.json().id, 1, piece(3, CALL_MAX - used));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'recording_too_large', details: { max_bytes: CALL_MAX, call_size_bytes: used + webmStart().length } });
    expect((await http.get(`${base}/${next.json().id}/`, doctor.token)).json().chunks).toBe(1);
  });
});

describe('starting while the call ends', () => {
  it('never starts a recording after the call ended, even when both come at once', async () => {
    for (let i = 0; i < 5; i++) {
      const c = await call('active');
      await Promise.all([start(c.id), start(c.id), c.step('end_call', doctor.token), start(c.id), start(c.id)]);
      const endedAt = new Date((await http.get(`/api/calls/${c.id}/`, doctor.token)).json().ended_at).getTime();
      const made = (await http.get(`${base}/by_call/?call_id=${c.id}`, doctor.token)).json() as { created_at: string }[];
      for (const r of made) expect(new Date(r.created_at).getTime()).toBeLessThanOrEqual(endedAt);
    }
  });
});

describe('reading and deleting recordings', () => {
  it('the two parties and admins read them; anyone else is told they do not exist', async () => {
    const { id: callId, recordingId } = await recording();
    expect((await http.get(`${base}/${recordingId}/`, patient.token)).json()).toMatchObject({ id: recordingId, allowed_actions: [] });
    expect((await http.get(`${base}/${recordingId}/`, adminToken)).json()).toMatchObject({ id: recordingId, allowed_actions: ['delete'] });
    for (const token of [stranger.token, otherDoctor.token]) {
      expect((await http.get(`${base}/${recordingId}/`, token)).statusCode).toBe(404);
      expect((await file(recordingId, token)).statusCode).toBe(404);
      expect((await http.get(`${base}/by_call/?call_id=${callId}`, token)).json()).toMatchObject({ code: 'call_not_found' });
      expect((await http.get(`${base}/`, token)).json()).toEqual({ count: 0, next: null, results: [] });
    }
    expect((await http.get(`${base}/by_call/?call_id=${callId}`, patient.token)).json().map((r: { id: number }) => r.id)).toEqual([recordingId]);
    const mine = (await http.get(`${base}/?page_size=100`, patient.token)).json();
    expect(mine.results[0].id).toBe(recordingId);
    expect((await http.get(`${base}/?page_size=100`, adminToken)).json().count).toBe(mine.count);
    expect((await http.get(`${base}/by_call/`, patient.token)).statusCode).toBe(400);
    expect((await http.get(`${base}/`)).statusCode).toBe(401);
  });

  it('the recording doctor or an admin deletes one, its file removed after; the patient may not', async () => {
    for (const deleter of ['doctor', 'admin'] as const) {
      const { recordingId } = await recording();
      await chunk(recordingId, 0, webmStart());
      await markReady(recordingId);
      const before = stored();
      const patientTries = await http.call('DELETE', `${base}/${recordingId}/`, { token: patient.token });
      expect(patientTries.statusCode).toBe(403);
      expect(patientTries.json().code).toBe('recording_delete_forbidden');
      expect((await http.call('DELETE', `${base}/${recordingId}/`, { token: stranger.token })).statusCode).toBe(404);
      const res = await http.call('DELETE', `${base}/${recordingId}/`, { token: deleter === 'doctor' ? doctor.token : adminToken });
      expect(res.statusCode).toBe(204);
      expect(stored()).toHaveLength(before.length - 1);
      expect((await http.get(`${base}/${recordingId}/`, doctor.token)).statusCode).toBe(404);
      expect(await auditCount('delete', recordingId)).toBe(1);
    }
    // One still recording, with no piece yet, goes too.
    const { recordingId } = await recording();
    expect((await http.call('DELETE', `${base}/${recordingId}/`, { token: doctor.token })).statusCode).toBe(204);
  });
});
