// Reports through the API: filing one about a review, a chat message or a doctor's profile (only
// what the reporter sees and did not write; one open report per thing; rate-limited), the admins'
// queue (others 403), hiding (gone for everyone else and from the average, marked for its author,
// who is told why), dismissing, restoring, the audit trail, and two admins deciding at once.

import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient } from '../../testing/fixtures';
import { multipart } from '../../testing/multipart';
import { png } from '../../testing/sample-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditLog } from '../audit/schema';
import { storeMessage } from '../chat/messages';
import { hiddenContent } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: { token: string; id: number };
let otherAdmin: string;

const RATE_MAX = 5;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', RATE_REPORTS_MAX: String(RATE_MAX) });
  http = api(t.app);
  const first = await signedInAdmin(t.app, t.accounts);
  admin = { token: first.tokens.access, id: first.user.id };
  otherAdmin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterAll(() => t?.close());

let hour = 0;
const past = () => new Date(Date.now() - (2 * 86_400_000 + ++hour * 3_600_000));
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code, res.json().details?.field];
const report = (token: string, target_type: string, target_id: number, reason: unknown = 'Abusive words') =>
  http.post('/api/reports/', { target_type, target_id, reason }, token);
const act = (token: string, id: number, reason: unknown = 'Insults another person') => http.post(`/api/reports/${id}/action/`, { reason }, token);
const dismiss = (token: string, id: number) => http.post(`/api/reports/${id}/dismiss/`, {}, token);
const restore = (token: string, id: number) => http.post(`/api/reports/${id}/restore/`, {}, token);
const reviewsOf = async (token: string, doctorId: number) => (await http.get(`/api/reviews/?doctor=${doctorId}`, token)).json();
const noticesOf = async (token: string, code: string) =>
  (await http.get('/api/notifications/?page_size=100', token)).json().results.filter((n: { code: string }) => n.code === code);

/** A doctor with a review (rating 2) by its patient on a completed appointment. */
async function reviewed() {
  const doctor = await approvedDoctor(t.app, admin.token);
  const author = await signedInPatient(t.app);
  const appointment = await seededVisit(t.database.db, { patientId: author.patientId, doctorId: doctor.doctorId, start: past(), status: 'completed' });
  const res = await http.post('/api/reviews/', { appointment, rating: 2, comment: 'Rude and late.' }, author.token);
  expect(res.statusCode, res.body).toBe(201);
  return { doctor, author, appointment, review: res.json() as { id: number } };
}

describe('reporting', () => {
  it('anyone signed in reports a review they see; one open report each; their own, a missing one and bad input are refused', async () => {
    const { doctor, author, review } = await reviewed();
    const reader = await signedInPatient(t.app);
    const res = await report(reader.token, 'review', review.id, '  Says things that are not true  ');
    expect(res.statusCode, res.body).toBe(201);
    // The reporter reads their report, without the queue's details.
    expect(res.json()).toMatchObject({
      target_type: 'review',
      target_id: review.id,
      reason: 'Says things that are not true',
      status: 'open',
      reporter: null,
      content: null,
      allowed_actions: [],
    });
    expect(refusal(await report(reader.token, 'review', review.id))).toEqual([409, 'report_exists', undefined]);
    // The doctor it is about may report it too.
    expect((await report(doctor.token, 'review', review.id)).statusCode).toBe(201);
    expect(refusal(await report(author.token, 'review', review.id))).toEqual([400, 'report_own_content', 'target_id']);
    expect(refusal(await report(reader.token, 'review', 2_000_000_000))).toEqual([404, 'report_target_not_found', undefined]);
    expect(refusal(await report(reader.token, 'profile', review.id))).toEqual([400, 'report_target_type_invalid', 'target_type']);
    expect(refusal(await report(reader.token, 'review', review.id, '   '))).toEqual([400, 'report_reason_required', 'reason']);
    expect(refusal(await report(reader.token, 'review', review.id, 'x'.repeat(501)))).toEqual([400, 'field_too_long', 'reason']);
    expect((await http.post('/api/reports/', { target_type: 'review', target_id: review.id, reason: 'x' })).statusCode).toBe(401);
  });

  it('is rate-limited per person, refused repeats counted', async () => {
    const { review } = await reviewed();
    const reader = await signedInPatient(t.app);
    const codes = [];
    for (let i = 0; i <= RATE_MAX; i++) codes.push((await report(reader.token, 'review', review.id)).statusCode);
    expect(codes).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('admin calls are refused to everyone else (403)', async () => {
    const { doctor, review } = await reviewed();
    const reader = await signedInPatient(t.app);
    const id = (await report(reader.token, 'review', review.id)).json().id;
    for (const token of [reader.token, doctor.token]) {
      expect((await http.get('/api/reports/', token)).statusCode).toBe(403);
      expect((await act(token, id)).statusCode).toBe(403);
      expect((await dismiss(token, id)).statusCode).toBe(403);
      expect((await restore(token, id)).statusCode).toBe(403);
    }
    expect((await http.get('/api/reports/')).statusCode).toBe(401);
  });
});

describe('the admins’ decisions', () => {
  it('hiding a review: gone for others and from the average, marked for its author, who is told why; restore brings it back', async () => {
    const { doctor, author, review } = await reviewed();
    const reader = await signedInPatient(t.app);
    const first = (await report(reader.token, 'review', review.id)).json().id;
    const second = (await report(doctor.token, 'review', review.id)).json().id;

    const queue = (await http.get('/api/reports/?status=open&target_type=review&page_size=100', admin.token)).json();
    const row = queue.results.find((r: { id: number }) => r.id === first);
    expect(row).toMatchObject({
      reporter: { id: reader.user.id },
      content: { author: { id: author.user.id }, text: 'Rude and late.', rating: 2, hidden: false, link: `/doctors/${doctor.doctorId}` },
      allowed_actions: ['action', 'dismiss'],
    });

    const hidden = await act(admin.token, first, 'Personal attack');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      status: 'actioned',
      decision_note: 'Personal attack',
      decided_by: { id: admin.id },
      content: { hidden: true },
      allowed_actions: ['restore'],
    });
    // The other open report on it is answered by the same decision.
    expect((await http.get('/api/reports/?status=actioned&page_size=100', admin.token)).json().results.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );

    for (const token of [reader.token, doctor.token]) {
      const page = await reviewsOf(token, doctor.doctorId);
      expect(page.results).toEqual([]);
      expect(page.rating).toEqual({ average: null, count: 0 });
    }
    expect((await http.get(`/api/doctors/${doctor.doctorId}/`, reader.token)).json().rating).toEqual({ average: null, count: 0 });
    const own = await reviewsOf(author.token, doctor.doctorId);
    expect(own.results).toMatchObject([{ id: review.id, hidden: true, is_mine: true }]);
    expect((await reviewsOf(admin.token, doctor.doctorId)).results).toMatchObject([{ id: review.id, hidden: true }]);
    const [told] = await noticesOf(author.token, 'content_hidden');
    expect(told.message).toBe('Your review was hidden by NaijaCare’s moderators. Reason: Personal attack');
    // Nobody else can report what they cannot see.
    const late = await signedInPatient(t.app);
    expect(refusal(await report(late.token, 'review', review.id))).toEqual([404, 'report_target_not_found', undefined]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'report'), eq(auditLog.entity_id, String(first))));
    expect(entries).toMatchObject([{ actor_user_id: admin.id, actor_role: 'admin', action: 'admin_decision' }]);

    expect(refusal(await act(admin.token, first))).toEqual([409, 'report_status_conflict', undefined]);
    const back = await restore(admin.token, second);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'restored', content: { hidden: false }, allowed_actions: [] });
    expect((await reviewsOf(reader.token, doctor.doctorId)).rating).toEqual({ average: 2, count: 1 });
    expect(await noticesOf(author.token, 'content_restored')).toHaveLength(1);
    expect(refusal(await restore(admin.token, first))).toEqual([409, 'report_status_conflict', undefined]);
  });

  it('a hidden chat message is gone for the other party and marked for its sender', async () => {
    const doctor = await approvedDoctor(t.app, admin.token);
    const patient = await signedInPatient(t.app);
    const appointment = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start: past(), status: 'completed' });
    const { message } = await storeMessage(t.database.db, appointment, patient.user.id, 'You are useless', 'c-1');
    await storeMessage(t.database.db, appointment, doctor.user.id, 'Please be civil', 'c-2');

    const outsider = await signedInPatient(t.app);
    expect(refusal(await report(outsider.token, 'chat_message', message.id))).toEqual([404, 'report_target_not_found', undefined]);
    expect(refusal(await report(patient.token, 'chat_message', message.id))).toEqual([400, 'report_own_content', 'target_id']);
    const filed = await report(doctor.token, 'chat_message', message.id, 'Insults');
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await act(admin.token, filed.json().id, 'Abusive language')).statusCode).toBe(200);

    const chat = (token: string) => http.get(`/api/appointments/${appointment}/messages/`, token).then((r) => r.json());
    const doctorSees = await chat(doctor.token);
    expect(doctorSees.map((m: { body: string }) => m.body)).toEqual(['Please be civil']);
    const patientSees = await chat(patient.token);
    expect(patientSees).toMatchObject([{ id: message.id, body: 'You are useless', hidden: true }, { body: 'Please be civil' }]);
    expect(patientSees[1].hidden).toBeUndefined();
    expect((await noticesOf(patient.token, 'content_hidden'))[0].message).toContain('Your chat message was hidden');
  });

  it('a hidden doctor profile: bio and photo null for others, marked for the doctor; dismissing leaves content as it is', async () => {
    const doctor = await approvedDoctor(t.app, admin.token, { bio: 'Call me on WhatsApp for cheaper care' });
    const patient = await signedInPatient(t.app);
    const other = await signedInPatient(t.app);
    expect(refusal(await report(doctor.token, 'doctor_profile', doctor.doctorId))).toEqual([400, 'report_own_content', 'target_id']);
    const dismissed = (await report(other.token, 'doctor_profile', doctor.doctorId)).json().id;
    expect((await dismiss(admin.token, dismissed)).json()).toMatchObject({ status: 'dismissed', content: { hidden: false } });
    expect(refusal(await dismiss(admin.token, dismissed))).toEqual([409, 'report_status_conflict', undefined]);
    expect((await http.get(`/api/doctors/${doctor.doctorId}/`, patient.token)).json().bio).toBe('Call me on WhatsApp for cheaper care');

    const id = (await report(patient.token, 'doctor_profile', doctor.doctorId, 'Asks patients to pay outside the platform')).json().id;
    expect((await act(admin.token, id, 'Off-platform payment requests')).statusCode).toBe(200);
    const audited = (await http.get(`/api/admin/audit-log/?entity_type=report&entity_id=${id}`, admin.token)).json().results;
    expect(audited.map((e: { detail: string; reason: string | null }) => [e.detail, e.reason])).toEqual([['action', 'Off-platform payment requests']]);
    const seen = (await http.get(`/api/doctors/${doctor.doctorId}/`, patient.token)).json();
    expect([seen.bio, seen.professional_photo, seen.profile_hidden]).toEqual([null, null, undefined]);
    const own = (await http.get('/api/doctors/my_profile/', doctor.token)).json();
    expect([own.bio, own.profile_hidden]).toEqual(['Call me on WhatsApp for cheaper care', true]);
    expect((await http.get(`/api/doctors/${doctor.doctorId}/`, admin.token)).json().profile_hidden).toBe(true);
  });

  it('a hidden doctor profile’s photo is in no one else’s listing, and its file is served to no one', async () => {
    const doctor = await approvedDoctor(t.app, admin.token);
    const patient = await signedInPatient(t.app);
    await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start: past(), status: 'completed' });
    const form = multipart({}, [{ name: 'p.png', bytes: png(), type: 'image/png' }], 'professional_photo');
    const uploaded = await http.call('PATCH', `/api/doctors/${doctor.doctorId}/photo/`, { token: doctor.token, body: form.payload, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo: string = uploaded.json().professional_photo;
    const photoOnAppointments = async () =>
      ((await http.get('/api/appointments/', patient.token)).json() as { doctor_photo: string | null }[]).map(
        (a: { doctor_photo: string | null }) => a.doctor_photo,
      );
    expect(await photoOnAppointments()).toEqual([photo]);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    const id = (await report(patient.token, 'doctor_profile', doctor.doctorId, 'Offensive photo')).json().id;
    expect((await act(admin.token, id, 'Offensive photo')).statusCode).toBe(200);
    expect(await photoOnAppointments()).toEqual([null]);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);

    expect((await restore(admin.token, id)).statusCode).toBe(200);
    expect(await photoOnAppointments()).toEqual([photo]);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
  });

  it('two admins acting on one report at once: one wins, the content is hidden once and its author told once', async () => {
    const { author, review } = await reviewed();
    const reader = await signedInPatient(t.app);
    const id = (await report(reader.token, 'review', review.id)).json().id;
    const results = await Promise.all([act(admin.token, id, 'First'), act(otherAdmin, id, 'Second')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(hiddenContent)
      .where(and(eq(hiddenContent.target_type, 'review'), eq(hiddenContent.target_id, review.id)));
    expect(rows).toHaveLength(1);
    expect(await noticesOf(author.token, 'content_hidden')).toHaveLength(1);
    // A hide racing a dismissal: one of the two, never both.
    const next = (await reviewed()).review;
    const rid = (await report(reader.token, 'review', next.id)).json().id;
    const raced = await Promise.all([act(admin.token, rid), dismiss(otherAdmin, rid)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('the queue filters by status and target type and pages', async () => {
    const { review } = await reviewed();
    const readers = await Promise.all([signedInPatient(t.app), signedInPatient(t.app), signedInPatient(t.app)]);
    for (const r of readers) expect((await report(r.token, 'review', review.id)).statusCode).toBe(201);
    const page1 = (await http.get('/api/reports/?status=open&target_type=review&page_size=2', admin.token)).json();
    expect(page1.results).toHaveLength(2);
    expect(page1.next).toBe(2);
    expect(page1.results.every((r: { status: string; target_type: string }) => r.status === 'open' && r.target_type === 'review')).toBe(true);
    expect((await http.get('/api/reports/?status=bogus', admin.token)).statusCode).toBe(400);
    expect(
      (await http.get('/api/reports/?target_type=chat_message&page_size=100', admin.token))
        .json()
        .results.every((r: { target_type: string }) => r.target_type === 'chat_message'),
    ).toBe(true);
    expect(refusal(await act(admin.token, 2_000_000_000))).toEqual([404, 'report_not_found', undefined]);
    expect(refusal(await act(admin.token, page1.results[0].id, ''))).toEqual([400, 'report_hide_reason_required', 'reason']);
  });
});
