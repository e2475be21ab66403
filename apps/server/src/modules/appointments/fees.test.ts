// An appointment's fee through its life: held at booking (402 when the wallet is short, and a
// taken time is 409 whatever the balance), refunded by a cancellation or rejection, paid to the
// doctor less the commission at completion or the patient's no-show, and the doctor's earning
// maturing after the dispute window. The ledger's invariants hold after every test.

import { addDays, formatNaira, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, fundWallet, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let freeDoctor: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;

const FEE = 1_250_000; // ₦12,500.00
const day = addDays(lagosDate(new Date()), 2);
let slot = 0;
/** A fresh free time with the doctors each call (08:00, 08:30, … on `day`, then the next days). */
function nextTime() {
  const n = slot++;
  return lagosInstant(addDays(day, Math.floor(n / 20)), 8 * 60 + 30 * (n % 20)).toISOString();
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    ACCESS_TOKEN_TTL_SECONDS: String(30 * 86400),
    PLATFORM_COMMISSION_PERCENT: '10',
    EARNINGS_HOLD_HOURS: '72',
    TEST_CLOCK: 'adjustable',
  });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, freeDoctor, hospital] = await Promise.all([
    approvedDoctor(t.app, adminToken, { consultation_fee: '12500.00' }),
    approvedDoctor(t.app, adminToken, { consultation_fee: '0' }),
    verifiedHospital(t.app, adminToken),
  ]);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
  for (const d of [doctor, freeDoctor]) await workEveryDay(d.token);
});

async function workEveryDay(token: string) {
  for (let w = 0; w < 7; w++)
    await http.call('POST', '/api/doctor-schedules/', { token, body: { day_of_week: w, start_time: '08:00', end_time: '18:00', slot_minutes: 30 } });
}
afterEach(async () => {
  vi.useRealTimers();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const wallet = async (token: string) => (await http.get('/api/wallets/my_wallet/', token)).json();
const balances = async (token: string) => {
  const w = await wallet(token);
  return { available: w.available, pending: w.pending };
};
const history = async (token: string) => (await http.get('/api/wallet-transactions/my_transactions/', token)).json().results;
const newestNotice = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];
const request = (token: string, scheduled_at = nextTime(), doctorId = doctor.doctorId) =>
  http.call('POST', '/api/appointments/', { token, body: { doctor: doctorId, scheduled_at, appointment_type: 'video' } });
const PATCHED = ['approve_appointment', 'reject_appointment', 'update_status'];
const act = (token: string, id: number, path: string, body: unknown = {}) =>
  http.call(PATCHED.includes(path) ? 'PATCH' : 'POST', `/api/appointments/${id}/${path}/`, { token, body });

async function patientWith(kobo: number) {
  const p = await signedInPatient(t.app);
  if (kobo > 0) await fundWallet(t.app, p.token, kobo);
  return p;
}

/** A booked, approved appointment brought to its session and ended (the clock moved to its time). */
async function completed(patientToken: string, by: { token: string; doctorId: number } = doctor, time = nextTime()) {
  const appt = (await request(patientToken, time, by.doctorId)).json();
  await act(by.token, appt.id, 'approve_appointment');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(time) + 60_000));
  expect((await act(by.token, appt.id, 'start_session')).statusCode).toBe(200);
  expect((await act(by.token, appt.id, 'end_session')).statusCode).toBe(200);
  return appt;
}

describe('booking holds the fee', () => {
  it('a request moves the fee from available to pending, with a transaction naming the appointment and a notice', async () => {
    const patient = await patientWith(2_000_000);
    const res = await request(patient.token);
    expect(res.statusCode).toBe(201);
    expect(await balances(patient.token)).toEqual({ available: 2_000_000 - FEE, pending: FEE });
    const [held] = await history(patient.token);
    expect(held).toMatchObject({ type: 'fee_hold', appointment_id: res.json().id, amount: -FEE, pending_amount: FEE });
    expect(held.reason).toMatch(/^Fee held for your appointment with Dr\. /);
    expect(await newestNotice(patient.token)).toMatchObject({
      code: 'fee_held',
      link: '/wallet',
      message: expect.stringContaining(`${formatNaira(FEE)} is held from your wallet`),
    });
  });

  it('a wallet short of the fee is 402 with the missing amount, and nothing is booked or moved', async () => {
    const patient = await patientWith(1_000_000);
    const time = nextTime();
    const res = await request(patient.token, time);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', details: { missing: FEE - 1_000_000 } });
    expect(res.json().error).toContain(formatNaira(FEE - 1_000_000));
    expect(await balances(patient.token)).toEqual({ available: 1_000_000, pending: 0 });
    expect((await http.get('/api/appointments/', patient.token)).json()).toEqual([]);
    // The time stays free for someone who can pay.
    expect((await request((await patientWith(FEE)).token, time)).statusCode).toBe(201);
  });

  it('a time that is no longer free is 409 whatever the balance', async () => {
    const time = nextTime();
    expect((await request((await patientWith(FEE)).token, time)).statusCode).toBe(201);
    const broke = await patientWith(0);
    const res = await request(broke.token, time);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_a_free_slot');
  });

  it('a hospital’s open slot: 402 leaves it open, a taken one is 409 for an empty wallet, a paid booking holds the fee', async () => {
    const made = await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: nextTime() } });
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    const short = await patientWith(FEE - 1);
    const refused = await act(short.token, id, 'book_slot');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().details).toEqual({ missing: 1 });
    const payer = await patientWith(FEE);
    expect((await act(payer.token, id, 'book_slot')).statusCode).toBe(200);
    expect(await balances(payer.token)).toEqual({ available: 0, pending: FEE });
    const late = await act((await patientWith(0)).token, id, 'book_slot');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('slot_taken');
  });

  it('an open slot costs the fee it was published with, though the doctor’s fee changed since', async () => {
    const doc = await approvedDoctor(t.app, adminToken, { consultation_fee: '12500.00' });
    await affiliate(t.database.db, doc.doctorId, hospital.hospitalId);
    const made = await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doc.doctorId, scheduled_at: nextTime() } });
    const id = made.json().id;
    expect(made.json()).toMatchObject({ fee: '12500.00', fee_kobo: FEE, fee_formatted: '₦12,500.00' });
    expect((await http.call('PUT', '/api/auth/profile/update/', { token: doc.token, body: { consultation_fee: '40000.00' } })).statusCode).toBe(200);
    const payer = await patientWith(2 * FEE);
    const booked = await act(payer.token, id, 'book_slot');
    expect(booked.json()).toMatchObject({ fee: '12500.00', fee_kobo: FEE });
    expect(await balances(payer.token)).toEqual({ available: FEE, pending: FEE });
  });

  it('a free consultation needs no money and moves none', async () => {
    const patient = await patientWith(0);
    const res = await request(patient.token, nextTime(), freeDoctor.doctorId);
    expect(res.statusCode).toBe(201);
    await act(patient.token, res.json().id, 'cancel', { cancellation_reason: 'Feeling better' });
    expect(await history(patient.token)).toEqual([]);
  });
});

describe('refunds', () => {
  it('a cancellation before the session gives the whole fee back, once, with a notice', async () => {
    const patient = await patientWith(FEE);
    const appt = (await request(patient.token)).json();
    await act(doctor.token, appt.id, 'approve_appointment');
    expect((await act(patient.token, appt.id, 'cancel', { cancellation_reason: 'Travelling' })).statusCode).toBe(200);
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
    expect((await history(patient.token))[0]).toMatchObject({ type: 'fee_refund', appointment_id: appt.id, amount: FEE, pending_amount: -FEE });
    expect(await newestNotice(patient.token)).toMatchObject({ code: 'fee_refunded' });
    expect((await act(patient.token, appt.id, 'cancel', { cancellation_reason: 'Again' })).statusCode).toBe(409);
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
  });

  it('once a booked appointment’s time has come the patient cannot cancel it for a refund; the doctor’s no-show pays', async () => {
    const patient = await patientWith(FEE);
    const time = nextTime();
    const appt = (await request(patient.token, time)).json();
    await act(doctor.token, appt.id, 'approve_appointment');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(time) + 75_000));
    const late = await act(patient.token, appt.id, 'cancel', { cancellation_reason: 'Could not make it' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('cancel_too_late');
    expect((await http.get(`/api/appointments/${appt.id}/`, patient.token)).json().allowed_actions).not.toContain('cancel');
    expect((await act(doctor.token, appt.id, 'update_status', { status: 'no_show' })).statusCode).toBe(200);
    expect(await balances(patient.token)).toEqual({ available: 0, pending: 0 });
  });

  it('a request never approved stays cancellable by the patient after its time, with a refund', async () => {
    const patient = await patientWith(FEE);
    const time = nextTime();
    const appt = (await request(patient.token, time)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(time) + 3_600_000));
    expect((await act(patient.token, appt.id, 'cancel', { cancellation_reason: 'No answer' })).statusCode).toBe(200);
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
  });

  it('a rejection, or a doctor’s or an admin’s cancellation, refunds in full', async () => {
    const patient = await patientWith(3 * FEE);
    const [a, b, c] = [(await request(patient.token)).json(), (await request(patient.token)).json(), (await request(patient.token)).json()];
    expect(await balances(patient.token)).toEqual({ available: 0, pending: 3 * FEE });
    await act(doctor.token, a.id, 'reject_appointment', { reason: 'Not my speciality' });
    await act(doctor.token, b.id, 'cancel', { cancellation_reason: 'Called away' });
    await act(adminToken, c.id, 'cancel', { cancellation_reason: 'Duplicate' });
    expect(await balances(patient.token)).toEqual({ available: 3 * FEE, pending: 0 });
  });
});

describe('payment to the doctor', () => {
  it('completion pays the doctor’s pending earning less the commission, and the platform the commission', async () => {
    const patient = await patientWith(FEE);
    const before = await balances(doctor.token);
    const appt = await completed(patient.token);
    expect(await balances(patient.token)).toEqual({ available: 0, pending: 0 });
    const commission = FEE / 10;
    expect(await balances(doctor.token)).toEqual({ available: before.available, pending: before.pending + FEE - commission });
    const earned = await history(doctor.token);
    expect(earned[0]).toMatchObject({ type: 'earning', appointment_id: appt.id, amount: 0, pending_amount: FEE - commission });
    expect(earned[0].reason).toMatch(/: ₦12,500\.00 fee less ₦1,250\.00 platform commission \(10%\)$/);
    expect((await http.get('/api/wallet-transactions/my_transactions/?type=earning', doctor.token)).json().count).toBeGreaterThanOrEqual(1);
    expect((await http.get('/api/wallet-transactions/my_transactions/?type=fee_payment', doctor.token)).json().count).toBe(0);
    expect(await newestNotice(doctor.token)).toMatchObject({
      code: 'earning_pending',
      params: { amount: formatNaira(FEE - commission), fee: '₦12,500.00', commission: '₦1,250.00' },
    });
    expect(await newestNotice(patient.token)).toMatchObject({ code: 'consultation_completed' });
    expect((await history(patient.token))[0]).toMatchObject({ type: 'fee_payment', amount: 0, pending_amount: -FEE });
  });

  it('a patient’s no-show pays the doctor as a completion does', async () => {
    const patient = await patientWith(FEE);
    const before = await balances(doctor.token);
    const time = nextTime();
    const appt = (await request(patient.token, time)).json();
    await act(doctor.token, appt.id, 'approve_appointment');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(time) + 5 * 60_000));
    expect((await act(doctor.token, appt.id, 'update_status', { status: 'no_show' })).statusCode).toBe(200);
    expect(await balances(patient.token)).toEqual({ available: 0, pending: 0 });
    expect((await balances(doctor.token)).pending).toBe(before.pending + FEE - FEE / 10);
  });

  it('the earning becomes available when the dispute window ends, once, and the doctor is told', async () => {
    const doc = await approvedDoctor(t.app, adminToken, { consultation_fee: '10000.00' });
    await workEveryDay(doc.token);
    const time = lagosInstant(day, 9 * 60).toISOString();
    const patient = await patientWith(1_000_000);
    const appt = await completed(patient.token, doc, time);
    expect(await balances(doc.token)).toEqual({ available: 0, pending: 900_000 });

    vi.setSystemTime(new Date(Date.parse(time) + 71 * 3_600_000));
    expect(await balances(doc.token)).toEqual({ available: 0, pending: 900_000 });
    vi.setSystemTime(new Date(Date.parse(time) + 73 * 3_600_000));
    const [a, b] = await Promise.all([wallet(doc.token), t.wallet.maturity.matureDue()]);
    expect([a.available, a.pending]).toEqual([900_000, 0]);
    expect(b).toBeLessThanOrEqual(1);
    expect(await balances(doc.token)).toEqual({ available: 900_000, pending: 0 });
    expect((await history(doc.token))[0]).toMatchObject({ type: 'earning_release', appointment_id: appt.id, amount: 900_000, pending_amount: -900_000 });
    expect(await newestNotice(doc.token)).toMatchObject({ code: 'earning_available', params: { amount: '₦9,000.00' } });
  });

  it('a withdrawal counts an earning whose window has just ended, though its wallet was not read since', async () => {
    const doc = await approvedDoctor(t.app, adminToken, { consultation_fee: '20000.00' });
    await workEveryDay(doc.token);
    await saveBankAccount(t.app, doc.token);
    const time = lagosInstant(day, 11 * 60).toISOString();
    const patient = await patientWith(2_000_000);
    await completed(patient.token, doc, time);
    vi.setSystemTime(new Date(Date.parse(time) + 73 * 3_600_000));
    const res = await requestPayout(t.app, doc.token, 1_800_000);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a test server’s clock is moved forward by an admin through POST /api/testing/clock/ and put back by DELETE (absent in a normal server)', async () => {
    expect((await http.post('/api/testing/clock/', { advance_hours: 0 })).statusCode).toBe(401);
    expect((await http.post('/api/testing/clock/', { advance_hours: 0 }, doctor.token)).statusCode).toBe(403);
    const res = await http.post('/api/testing/clock/', { advance_hours: 0 }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now)).toBeGreaterThan(0);
    expect((await http.post('/api/testing/clock/', { advance_hours: -1 }, adminToken)).statusCode).toBe(400);
    // A test that moved it puts it back, so the next test's earnings mature on the real clock.
    const moved = Date.parse((await http.post('/api/testing/clock/', { advance_hours: 73 }, adminToken)).json().now);
    expect(moved - Date.now()).toBeGreaterThan(72 * 3_600_000);
    expect((await http.call('DELETE', '/api/testing/clock/', { token: doctor.token })).statusCode).toBe(403);
    const back = await http.call('DELETE', '/api/testing/clock/', { token: adminToken });
    expect(back.statusCode).toBe(200);
    expect(Math.abs(Date.parse(back.json().now) - Date.now())).toBeLessThan(60_000);
    const normal = await createTestApp();
    try {
      expect((await api(normal.app).post('/api/testing/clock/', { advance_hours: 1 })).statusCode).toBe(404);
    } finally {
      await normal.close();
    }
  });
});

describe('one wallet, many bookings and cancellations at once', () => {
  it('100 at once against a wallet that affords only some: never below zero, the money conserved', async () => {
    const patient = await patientWith(5 * FEE + 500_000);
    const booked: number[] = [];
    for (let i = 0; i < 5; i++) booked.push((await request(patient.token)).json().id);
    expect(await balances(patient.token)).toEqual({ available: 500_000, pending: 5 * FEE });
    const results = await Promise.all([
      ...booked.map((id) => act(patient.token, id, 'cancel', { cancellation_reason: 'Changed plans' })),
      ...Array.from({ length: 95 }, () => request(patient.token)),
    ]);
    expect(results.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const requests = results.slice(5);
    // Refused for money (402) or for the upcoming limit (409), never anything else.
    expect(requests.filter((r) => ![201, 402, 409].includes(r.statusCode)).map((r) => r.body)).toEqual([]);
    const made = requests.filter((r) => r.statusCode === 201).length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(5);
    const after = await balances(patient.token);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.pending).toBe(made * FEE);
    expect(after.available + after.pending).toBe(5 * FEE + 500_000);
    const active = (await http.get('/api/appointments/?status=pending', patient.token)).json().length;
    expect(active).toBe(made);
  });
});
