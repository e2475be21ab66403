// Disputes through the API: opening one (each rule refused with its code: another's appointment,
// a doctor, a status that cannot be disputed, outside the 14 days, a second open one), who sees
// what (another's dispute is 404, admin calls 403 for others), the thread and its notices, the
// decisions and their money on the ledger (the doctor's earning held while open, released after no
// refund or a dismissal, a full or partial refund in proportion, an earning already matured moved
// back, a doctor's cancellation never refunded twice), and two admins resolving one at once.

import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedDoctor, fundWallet, seededVisit, signedInAdmin, signedInPatient } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { lockWaiters } from '../../testing/lock-waiters';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ledger } from '../wallet/service';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: string;
let otherAdmin: string;

const FEE = 1_000_000; // ₦10,000.00, 10% commission: the doctor earns ₦9,000.00
const EARNING = 900_000;
const day = addDays(lagosDate(new Date()), 2);
let slot = 0;
const nextTime = () => {
  const n = slot++;
  return lagosInstant(addDays(day, Math.floor(n / 18)), 8 * 60 + 30 * (n % 18)).toISOString();
};

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    ACCESS_TOKEN_TTL_SECONDS: String(60 * 86400),
    PLATFORM_COMMISSION_PERCENT: '10',
    EARNINGS_HOLD_HOURS: '72',
    TEST_CLOCK: 'adjustable',
  });
  http = api(t.app);
  admin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  otherAdmin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  vi.useRealTimers();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const PATCHED = ['approve_appointment', 'update_status'];
const act = (token: string, id: number, path: string, body: unknown = {}) =>
  http.call(PATCHED.includes(path) ? 'PATCH' : 'POST', `/api/appointments/${id}/${path}/`, { token, body });
const balances = async (token: string) => {
  const w = (await http.get('/api/wallets/my_wallet/', token)).json();
  return { available: w.available, pending: w.pending };
};
const platformRevenue = async () => {
  const r = await t.database.db.execute("select available from ledger_accounts where kind = 'platform_revenue'" as never);
  return Number((r as unknown as { rows: { available: string }[] }).rows[0].available);
};
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code, res.json().details?.field];
const notices = async (token: string) =>
  (await http.get('/api/notifications/?page_size=100', token)).json().results as { code: string; message: string; link: string }[];

async function doctorWorking() {
  const d = await approvedDoctor(t.app, admin, { consultation_fee: '10000.00' });
  for (let w = 0; w < 7; w++)
    await http.call('POST', '/api/doctor-schedules/', { token: d.token, body: { day_of_week: w, start_time: '08:00', end_time: '18:00', slot_minutes: 30 } });
  return d;
}

/** A funded patient's booking with the doctor, approved; the clock left at its time. */
async function booked(d: { token: string; doctorId: number }) {
  const patient = await signedInPatient(t.app);
  await fundWallet(t.app, patient.token, FEE);
  const time = nextTime();
  const appt = (await http.post('/api/appointments/', { doctor: d.doctorId, scheduled_at: time, appointment_type: 'video' }, patient.token)).json();
  expect((await act(d.token, appt.id, 'approve_appointment')).statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(time) + 60_000));
  return { patient, appt: appt as { id: number }, time };
}

/** A completed, paid consultation: the doctor's earning is pending. */
async function completed(d: { token: string; doctorId: number }) {
  const b = await booked(d);
  expect((await act(d.token, b.appt.id, 'start_session')).statusCode).toBe(200);
  expect((await act(d.token, b.appt.id, 'end_session')).statusCode).toBe(200);
  return b;
}

const open = (token: string, appointment: number, overrides: Record<string, unknown> = {}) =>
  http.post('/api/disputes/', { appointment, category: 'quality_of_care', description: 'The doctor left after five minutes.', ...overrides }, token);
async function opened(token: string, appointment: number) {
  const res = await open(token, appointment);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const resolve = (token: string, id: number, body: Record<string, unknown>) =>
  http.post(`/api/disputes/${id}/resolve/`, { note: 'We looked into it.', ...body }, token);

describe('opening a dispute', () => {
  it('the patient opens one on a completed appointment: open, the earning held, the doctor and admins told; each party sees it, nobody else', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    expect(dispute).toMatchObject({
      status: 'open',
      outcome: null,
      category: 'quality_of_care',
      appointment: { id: appt.id, status: 'completed', fee: FEE },
      patient: { id: patient.user.id },
      money: { fee_paid: true, refundable: FEE, earning_held: EARNING },
      allowed_actions: ['message'],
    });
    expect((await notices(d.token))[0]).toMatchObject({ code: 'dispute_opened_doctor', link: `/disputes/${dispute.id}` });
    expect((await notices(admin)).find((n) => n.link === `/admin/disputes/${dispute.id}`)?.code).toBe('dispute_opened');

    // The doctor's and the admin's lists have it; another patient's neither lists nor reads it.
    expect((await http.get('/api/disputes/', d.token)).json().results.map((x: { id: number }) => x.id)).toEqual([dispute.id]);
    expect((await http.get(`/api/disputes/${dispute.id}/`, d.token)).json().allowed_actions).toEqual(['message']);
    const adminView = (await http.get(`/api/disputes/${dispute.id}/`, admin)).json();
    expect(adminView.allowed_actions).toEqual(['review', 'resolve', 'dismiss', 'message']);
    const stranger = await signedInPatient(t.app);
    expect((await http.get('/api/disputes/', stranger.token)).json()).toMatchObject({ count: 0, results: [] });
    expect(refusal(await http.get(`/api/disputes/${dispute.id}/`, stranger.token))).toEqual([404, 'dispute_not_found', undefined]);
    expect((await http.get(`/api/disputes/${dispute.id}/messages/`, stranger.token)).statusCode).toBe(404);
    expect((await http.post(`/api/disputes/${dispute.id}/messages/`, { body: 'Me too' }, stranger.token)).statusCode).toBe(404);
    expect((await http.get('/api/disputes/')).statusCode).toBe(401);
  });

  it('refuses bad input with field errors, a doctor (403), another’s appointment (404), a second open dispute (409)', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const bad = async (body: Record<string, unknown>) => {
      const res = await http.post('/api/disputes/', body, patient.token);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect(JSON.stringify(await bad({ appointment: appt.id, category: 'mood', description: 'x' }))).toContain('dispute_category_invalid');
    expect(JSON.stringify(await bad({ appointment: appt.id, category: 'billing', description: '   ' }))).toContain('dispute_description_required');
    expect(JSON.stringify(await bad({ appointment: appt.id, category: 'billing', description: 'x'.repeat(2001) }))).toContain('at most 2000');
    expect((await bad({ category: 'billing', description: 'x' })).details).toBeDefined();

    expect(refusal(await open(d.token, appt.id))).toEqual([403, 'dispute_patients_only', undefined]);
    expect(refusal(await open(admin, appt.id))).toEqual([403, 'dispute_patients_only', undefined]);
    const other = await signedInPatient(t.app);
    expect(refusal(await open(other.token, appt.id))).toEqual([404, 'appointment_not_found', undefined]);
    expect(refusal(await open(patient.token, 2_000_000_000))).toEqual([404, 'appointment_not_found', undefined]);

    await opened(patient.token, appt.id);
    expect(refusal(await open(patient.token, appt.id))).toEqual([409, 'dispute_already_open', undefined]);
    // Two at once: one is opened.
    const again = await completed(d);
    const both = await Promise.all([open(again.patient.token, again.appt.id), open(again.patient.token, again.appt.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('only a completed or no-show appointment, or one the doctor cancelled, within 14 days of its time', async () => {
    const d = await doctorWorking();
    const patient = await signedInPatient(t.app);
    const old = await seededVisit(t.database.db, {
      patientId: patient.patientId,
      doctorId: d.doctorId,
      start: new Date(Date.now() - 15 * 24 * HOUR),
      status: 'completed',
    });
    const res = await open(patient.token, old);
    expect(refusal(res)).toEqual([409, 'dispute_window_closed', undefined]);
    expect(res.json().error).toContain('within 14 days');
    const recent = await seededVisit(t.database.db, {
      patientId: patient.patientId,
      doctorId: d.doctorId,
      start: new Date(Date.now() - 13 * 24 * HOUR),
      status: 'no_show',
    });
    expect((await open(patient.token, recent)).statusCode).toBe(201);
    const upcoming = await seededVisit(t.database.db, {
      patientId: patient.patientId,
      doctorId: d.doctorId,
      start: new Date(Date.now() + 30 * 24 * HOUR),
      status: 'scheduled',
    });
    expect(refusal(await open(patient.token, upcoming))).toEqual([409, 'dispute_appointment_not_eligible', undefined]);

    // Cancelled by the patient: no; by the doctor: yes, but the fee came back at cancel, so no refund can be given.
    const mine = await booked(d);
    vi.useRealTimers();
    expect((await act(mine.patient.token, mine.appt.id, 'cancel', { cancellation_reason: 'Travelling' })).statusCode).toBe(200);
    expect(refusal(await open(mine.patient.token, mine.appt.id))).toEqual([409, 'dispute_appointment_not_eligible', undefined]);
    const theirs = await booked(d);
    vi.useRealTimers();
    expect((await act(d.token, theirs.appt.id, 'cancel', { cancellation_reason: 'Called away' })).statusCode).toBe(200);
    const dispute = await opened(theirs.patient.token, theirs.appt.id);
    expect(dispute.money).toEqual({ fee_paid: false, refundable: 0, earning_held: 0 });
    expect(refusal(await resolve(admin, dispute.id, { outcome: 'refund_full' }))).toEqual([409, 'dispute_nothing_to_refund', undefined]);
    expect((await resolve(admin, dispute.id, { outcome: 'no_refund' })).json()).toMatchObject({ status: 'resolved', outcome: 'no_refund', refund_amount: 0 });
    expect(await balances(theirs.patient.token)).toEqual({ available: FEE, pending: 0 });
  });
});

describe('the appointment says whether its patient may dispute it', () => {
  it('open_dispute where a dispute would be accepted, the open one’s id once opened, and why not otherwise; nobody else sees it', async () => {
    const d = await doctorWorking();
    const patient = await signedInPatient(t.app);
    const visit = (start: Date, status: 'completed' | 'scheduled') =>
      seededVisit(t.database.db, { patientId: patient.patientId, doctorId: d.doctorId, start, status });
    const read = async (token: string, id: number) => (await http.get(`/api/appointments/${id}/`, token)).json();
    const done = await visit(new Date(Date.now() - 2 * 24 * HOUR), 'completed');
    const before = await read(patient.token, done);
    expect(before.allowed_actions).toContain('open_dispute');
    expect(before.dispute).toEqual({ open_id: null, decided_id: null, refusal: null });
    // The doctor and an admin are not asked.
    expect((await read(d.token, done)).dispute).toBeNull();
    expect((await read(d.token, done)).allowed_actions).not.toContain('open_dispute');
    expect((await read(admin, done)).dispute).toBeNull();

    const dispute = await opened(patient.token, done);
    const after = await read(patient.token, done);
    expect(after.allowed_actions).not.toContain('open_dispute');
    expect(after.dispute).toMatchObject({ open_id: dispute.id, refusal: { code: 'dispute_already_open' } });
    // The list says the same.
    const page = (await http.get('/api/appointments/', patient.token)).json();
    const listed = (Array.isArray(page) ? page : page.results).find((a: { id: number }) => a.id === done);
    expect(listed.dispute.open_id).toBe(dispute.id);
    // Decided, it is final: the appointment links to it, and no other can be opened.
    expect((await resolve(admin, dispute.id, { outcome: 'no_refund' })).statusCode).toBe(200);
    const decided = await read(patient.token, done);
    expect(decided.allowed_actions).not.toContain('open_dispute');
    expect(decided.dispute).toMatchObject({
      open_id: null,
      decided_id: dispute.id,
      refusal: {
        code: 'dispute_already_decided',
        message: 'This appointment’s dispute has been decided, and a decision is final. Open it to read the outcome.',
      },
    });
    expect(refusal(await open(patient.token, done))).toEqual([409, 'dispute_already_decided', undefined]);

    const old = await read(patient.token, await visit(new Date(Date.now() - 15 * 24 * HOUR), 'completed'));
    expect(old.allowed_actions).not.toContain('open_dispute');
    expect(old.dispute.refusal).toMatchObject({ code: 'dispute_window_closed', params: { days: 14 } });
    expect(old.dispute.refusal.message).toContain('within 14 days');
    const upcoming = await read(patient.token, await visit(new Date(Date.now() + 30 * 24 * HOUR), 'scheduled'));
    expect(upcoming.allowed_actions).not.toContain('open_dispute');
    expect(upcoming.dispute.refusal).toMatchObject({ code: 'dispute_appointment_not_eligible', params: { status: 'scheduled' } });
  });

  it('cancelled because the doctor’s account was closed: refunded in full then, and said so', async () => {
    const d = await doctorWorking();
    const b = await booked(d);
    vi.useRealTimers();
    const off = await http.post(`/api/admin/users/${d.user.id}/deactivate/`, { reason: 'Licence suspended by the MDCN' }, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(await balances(b.patient.token)).toEqual({ available: FEE, pending: 0 });
    const a = (await http.get(`/api/appointments/${b.appt.id}/`, b.patient.token)).json();
    expect(a.status).toBe('cancelled');
    expect(a.allowed_actions).not.toContain('open_dispute');
    const name = `Dr. ${d.user.first_name} ${d.user.last_name}`;
    const words = `This appointment was cancelled when ${name}’s account was closed, and any fee you paid for it was refunded to you in full then: there is nothing left to dispute.`;
    expect(a.dispute.refusal).toEqual({ code: 'dispute_cancelled_account_deactivated', message: words, params: { name } });
    const res = await open(b.patient.token, b.appt.id);
    expect(refusal(res)).toEqual([409, 'dispute_cancelled_account_deactivated', undefined]);
    expect(res.json().error).toBe(words);
  });

  it('one the patient cancelled tells them they did', async () => {
    const d = await doctorWorking();
    const mine = await booked(d);
    vi.useRealTimers();
    expect((await act(mine.patient.token, mine.appt.id, 'cancel', { cancellation_reason: 'Travelling' })).statusCode).toBe(200);
    const a = (await http.get(`/api/appointments/${mine.appt.id}/`, mine.patient.token)).json();
    expect(a.dispute.refusal).toMatchObject({ code: 'dispute_appointment_not_eligible', params: { status: 'cancelled by you' } });
  });
});

describe('the admin’s decisions', () => {
  it('non-admins are refused every admin call (403); an unknown dispute is 404', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    for (const token of [patient.token, d.token])
      for (const [path, body] of [
        ['review', {}],
        ['resolve', { outcome: 'refund_full', note: 'Mine' }],
        ['dismiss', { note: 'No' }],
      ] as const)
        expect((await http.post(`/api/disputes/${dispute.id}/${path}/`, body, token)).statusCode).toBe(403);
    expect(refusal(await http.post('/api/disputes/999999/review/', {}, admin))).toEqual([404, 'dispute_not_found', undefined]);
    expect((await http.get(`/api/disputes/${dispute.id}/`, patient.token)).json().status).toBe('open');
  });

  it('review, then a full refund from the held earning and the commission; a second decision is 409 and moves nothing', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    const revenue = await platformRevenue();
    const refundsSoFar = async () =>
      (await http.get('/api/admin/payments/revenue/', admin)).json().periods.find((p: { period: string }) => p.period === 'all').refunds.amount;
    const refundedBefore = await refundsSoFar();
    const reviewed = (await http.post(`/api/disputes/${dispute.id}/review/`, {}, admin)).json();
    expect(reviewed).toMatchObject({ status: 'under_review', reviewer: { name: expect.any(String) } });
    expect((await http.get(`/api/disputes/${dispute.id}/`, patient.token)).json().reviewer).toEqual({ id: 0, name: 'NaijaCare Support' });
    expect(refusal(await http.post(`/api/disputes/${dispute.id}/review/`, {}, otherAdmin))).toEqual([409, 'dispute_status_conflict', undefined]);
    expect((await notices(patient.token))[0].code).toBe('dispute_under_review');

    const blank = await resolve(admin, dispute.id, { outcome: 'refund_full', note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('dispute_note_required');
    const res = await resolve(admin, dispute.id, { outcome: 'refund_full', note: 'The doctor confirmed the call dropped.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      outcome: 'refund_full',
      refund_amount: FEE,
      note: 'The doctor confirmed the call dropped.',
      allowed_actions: [],
    });
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
    expect(await balances(d.token)).toEqual({ available: 0, pending: 0 });
    expect(await platformRevenue()).toBe(revenue - (FEE - EARNING));
    const told = (await notices(patient.token))[0];
    expect(told).toMatchObject({ code: 'dispute_resolved', link: `/disputes/${dispute.id}` });
    expect(told.message).toContain('a full refund of ₦10,000.00');
    expect(told.message).toContain('The doctor confirmed the call dropped.');
    expect((await notices(d.token))[0].code).toBe('dispute_resolved');
    const tx = (await http.get('/api/wallet-transactions/my_transactions/', patient.token)).json().results[0];
    expect(tx).toMatchObject({ type: 'dispute_refund', amount: FEE, appointment_id: appt.id });
    // The admin's revenue counts it among the refunds.
    expect((await refundsSoFar()) - refundedBefore).toBe(FEE);
    // The audit trail says what was decided, with the note.
    const audited = (await http.get(`/api/admin/audit-log/?entity_type=dispute&entity_id=${dispute.id}`, admin)).json().results;
    expect(audited.map((e: { detail: string; reason: string | null }) => [e.detail, e.reason])).toEqual([
      ['refund_full', 'The doctor confirmed the call dropped.'],
      ['review', null],
    ]);

    expect(refusal(await resolve(otherAdmin, dispute.id, { outcome: 'refund_partial', amount: 100 }))).toEqual([409, 'dispute_status_conflict', undefined]);
    expect(refusal(await http.post(`/api/disputes/${dispute.id}/dismiss/`, { note: 'No' }, admin))).toEqual([409, 'dispute_status_conflict', undefined]);
    expect(refusal(await http.post(`/api/disputes/${dispute.id}/messages/`, { body: 'Thanks' }, patient.token))).toEqual([
      409,
      'dispute_status_conflict',
      undefined,
    ]);
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
    // Decided: final, no new dispute on it.
    expect(refusal(await open(patient.token, appt.id))).toEqual([409, 'dispute_already_decided', undefined]);
  });

  it('a partial refund: its amount is checked against the fee; the doctor gives their share, the rest of the earning matures', async () => {
    const d = await doctorWorking();
    const { patient, appt, time } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    expect(refusal(await resolve(admin, dispute.id, { outcome: 'refund_partial', amount: FEE + 1 }))).toEqual([400, 'dispute_amount_too_large', 'amount']);
    expect(refusal(await resolve(admin, dispute.id, { outcome: 'refund_partial', amount: 0 }))).toEqual([400, 'dispute_amount_required', 'amount']);
    expect(refusal(await resolve(admin, dispute.id, { outcome: 'refund_partial' }))).toEqual([400, 'dispute_amount_required', 'amount']);
    expect(refusal(await resolve(admin, dispute.id, { outcome: 'maybe' }))[0]).toBe(400);
    const res = await resolve(admin, dispute.id, { outcome: 'refund_partial', amount: 300_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund_amount: 300_000, money: { refundable: 700_000 } });
    expect(await balances(patient.token)).toEqual({ available: 300_000, pending: 0 });
    // 300,000 × 9/10 from the doctor's held earning.
    expect(await balances(d.token)).toEqual({ available: 0, pending: EARNING - 270_000 });
    vi.setSystemTime(new Date(Date.parse(time) + 73 * HOUR));
    expect(await balances(d.token)).toEqual({ available: EARNING - 270_000, pending: 0 });
  });

  it('the earning is held while the dispute is open, past its window, and matures after no refund', async () => {
    const d = await doctorWorking();
    const { patient, appt, time } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    vi.setSystemTime(new Date(Date.parse(time) + 100 * HOUR));
    await t.wallet.maturity.matureDue();
    expect(await balances(d.token)).toEqual({ available: 0, pending: EARNING });
    expect((await resolve(admin, dispute.id, { outcome: 'no_refund' })).json()).toMatchObject({ status: 'resolved', refund_amount: 0 });
    expect(await balances(d.token)).toEqual({ available: EARNING, pending: 0 });
    expect(await balances(patient.token)).toEqual({ available: 0, pending: 0 });
  });

  it('a dismissal lets the held earning mature, and tells both with the note', async () => {
    const d = await doctorWorking();
    const { patient, appt, time } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    expect(refusal(await http.post(`/api/disputes/${dispute.id}/dismiss/`, { note: '' }, admin))[0]).toBe(400);
    const res = await http.post(`/api/disputes/${dispute.id}/dismiss/`, { note: 'Not a matter for a refund.' }, admin);
    expect(res.json()).toMatchObject({ status: 'dismissed', outcome: null, note: 'Not a matter for a refund.' });
    expect((await notices(patient.token))[0].message).toContain('Not a matter for a refund.');
    vi.setSystemTime(new Date(Date.parse(time) + 73 * HOUR));
    expect(await balances(d.token)).toEqual({ available: EARNING, pending: 0 });
  });

  it('an earning already matured is moved back to pending while open, and refunded from there', async () => {
    const d = await doctorWorking();
    const { patient, appt, time } = await completed(d);
    vi.setSystemTime(new Date(Date.parse(time) + 80 * HOUR));
    expect(await balances(d.token)).toEqual({ available: EARNING, pending: 0 });
    const dispute = await opened(patient.token, appt.id);
    expect(dispute.money.earning_held).toBe(EARNING);
    expect(await balances(d.token)).toEqual({ available: 0, pending: EARNING });
    await resolve(admin, dispute.id, { outcome: 'refund_partial', amount: 500_000 });
    expect(await balances(d.token)).toEqual({ available: EARNING - 450_000, pending: 0 });
    expect(await balances(patient.token)).toEqual({ available: 500_000, pending: 0 });
  });

  it('an earning partly spent since it matured: what is left of it is held, the refund takes the doctor’s share from it and the rest is their debt', async () => {
    const d = await doctorWorking();
    const { patient, appt, time } = await completed(d);
    vi.setSystemTime(new Date(Date.parse(time) + 80 * HOUR));
    expect(await balances(d.token)).toEqual({ available: EARNING, pending: 0 });
    // ₦2,000.00 of it gone (withdrawn, say) before the patient disputes.
    await t.database.db.transaction((tx) =>
      ledger.transfer(tx, {
        key: `test:spent:${appt.id}`,
        type: 'adjustment',
        reason: 'Spent',
        legs: [
          { account: { userId: d.user.id }, amount: -200_000 },
          { account: { platform: 'provider_clearing' }, amount: 200_000 },
        ],
      }),
    );
    const dispute = await opened(patient.token, appt.id);
    expect(dispute.money.earning_held).toBe(EARNING - 200_000);
    expect(await balances(d.token)).toEqual({ available: 0, pending: EARNING - 200_000 });
    const revenue = await platformRevenue();
    await resolve(admin, dispute.id, { outcome: 'refund_full' });
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
    expect(await balances(d.token)).toEqual({ available: 0, pending: 0 });
    // The platform gives back only its commission; the ₦2,000.00 the doctor no longer held is their debt.
    expect(await platformRevenue()).toBe(revenue - (FEE - EARNING));
    expect((await http.get('/api/wallets/my_wallet/', d.token)).json().debt).toBe(200_000);
  });

  it('two admins resolving one dispute at once: one wins, the money moves once', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    const [a, b] = await Promise.all([
      resolve(admin, dispute.id, { outcome: 'refund_full' }),
      resolve(otherAdmin, dispute.id, { outcome: 'refund_partial', amount: 200_000 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a.json() : b.json();
    expect(await balances(patient.token)).toEqual({ available: won.refund_amount, pending: 0 });
    const refunds = (await http.get('/api/wallet-transactions/my_transactions/', patient.token))
      .json()
      .results.filter((x: { type: string }) => x.type === 'dispute_refund');
    expect(refunds).toHaveLength(1);
  });

  it('a second dispute opened while the first is being decided waits for the decision, and is refused by it', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    // The notices table held, so the decision stops after writing its status, before it commits.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table notifications in exclusive mode');
      const deciding = resolve(admin, dispute.id, { outcome: 'no_refund' });
      await lockWaiters(t.database.db, 1);
      const opening = open(patient.token, appt.id, { description: 'Opened again while it was being decided.' });
      await lockWaiters(t.database.db, 2);
      await holder.query('commit');
      expect((await deciding).statusCode).toBe(200);
      expect(refusal(await opening)).toEqual([409, 'dispute_already_decided', undefined]);
    } finally {
      await holder.end();
    }
    const mine = (await http.get('/api/disputes/', patient.token)).json().results.filter((x: { appointment: { id: number } }) => x.appointment.id === appt.id);
    expect(mine).toHaveLength(1);
  });
});

describe('the thread and the admin’s queue', () => {
  it('the patient, the doctor and an admin write; each message tells the other sides; an admin’s name is shown to admins only', async () => {
    const d = await doctorWorking();
    const { patient, appt } = await completed(d);
    const dispute = await opened(patient.token, appt.id);
    const say = (token: string, body: unknown) => http.post(`/api/disputes/${dispute.id}/messages/`, { body }, token);
    expect(refusal(await say(patient.token, '  '))[0]).toBe(400);
    expect((await say(patient.token, 'The video froze.')).statusCode).toBe(201);
    expect((await notices(d.token))[0]).toMatchObject({ code: 'dispute_message', link: `/disputes/${dispute.id}` });
    expect((await notices(admin)).find((n) => n.code === 'dispute_message' && n.link === `/admin/disputes/${dispute.id}`)).toBeDefined();
    expect((await say(d.token, 'My connection failed.')).statusCode).toBe(201);
    expect((await notices(patient.token))[0].code).toBe('dispute_message');
    expect((await say(admin, 'We are checking the call logs.')).statusCode).toBe(201);
    const thread = (await http.get(`/api/disputes/${dispute.id}/messages/`, patient.token)).json();
    expect(thread.map((m: { author: { name: string; role: string } }) => m.author.role)).toEqual(['patient', 'doctor', 'admin']);
    expect(thread[2].author.name).toBe('NaijaCare Support');
    expect((await http.get(`/api/disputes/${dispute.id}/messages/`, admin)).json()[2].author.name).not.toBe('NaijaCare Support');
    expect((await http.get(`/api/disputes/${dispute.id}/`, admin)).json().message_count).toBe(3);
  });

  it('the queue filters by status and category, searches names and numbers, and pages', async () => {
    const d = await doctorWorking();
    const first = await completed(d);
    const words = `Charged twice ${Date.now().toString(36)}`;
    const a = (await open(first.patient.token, first.appt.id, { description: words })).json();
    const second = await completed(d);
    const b = (await open(second.patient.token, second.appt.id, { category: 'billing' })).json();
    await http.post(`/api/disputes/${b.id}/review/`, {}, admin);
    const ids = async (q: string) => (await http.get(`/api/disputes/?page_size=100&${q}`, admin)).json().results.map((x: { id: number }) => x.id);
    expect(await ids('status=under_review')).toContain(b.id);
    expect(await ids('status=under_review')).not.toContain(a.id);
    expect(await ids('category=billing')).toContain(b.id);
    expect(await ids('category=billing')).not.toContain(a.id);
    expect(await ids(`search=${encodeURIComponent(words.slice(8))}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(`${first.patient.user.first_name} ${first.patient.user.last_name}`)}`)).toContain(a.id);
    expect(await ids(`search=%23${b.id}`)).toEqual([b.id]);
    const page = (await http.get('/api/disputes/?page_size=1', admin)).json();
    expect(page.results).toHaveLength(1);
    expect(page.next).toBe(2);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect((await http.get('/api/disputes/?status=lost', admin)).statusCode).toBe(400);
  });
});
