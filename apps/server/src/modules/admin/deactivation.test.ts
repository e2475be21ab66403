// Deactivating an account cancels what it had still to come (DOMAIN "Accounts"): its pending and
// scheduled appointments are cancelled with the reason, every fee held for them goes back to the
// patient who paid it, a deactivated doctor's unbooked hospital slots are withdrawn and their
// waiting withdrawals rejected (the hold released), and the other parties are told. Reactivation
// restores the account, not the appointments. Races: a booking or an approval at the same moment
// leaves no hold behind. The ledger's invariants hold after every test.

import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, fundWallet, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { lockWaiters } from '../../testing/lock-waiters';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../accounts/schema';
import type { SandboxProvider } from '../payments/sandbox';
import { payouts } from '../payouts/schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;

const FEE = 1_250_000; // ₦12,500.00
const day = addDays(lagosDate(new Date()), 2);
let slot = 0;
/** A fresh time each call (08:00, 08:30, … on `day`, then the next days). */
function nextTime() {
  const n = slot++;
  return lagosInstant(addDays(day, Math.floor(n / 20)), 8 * 60 + 30 * (n % 20)).toISOString();
}

beforeAll(async () => {
  t = await createTestApp(
    { RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', ACCESS_TOKEN_TTL_SECONDS: String(30 * 86400), LOG_LEVEL: 'error' },
    process.stderr,
  );
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterEach(async () => {
  await (t.payments.provider as SandboxProvider).idle();
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});
afterAll(() => t?.close());

const balances = async (token: string) => {
  const w = (await http.get('/api/wallets/my_wallet/', token)).json();
  return { available: w.available, pending: w.pending };
};
const notices = async (token: string) =>
  (await http.get('/api/notifications/?page_size=100', token)).json().results as { code: string; message: string; params?: Record<string, string> }[];
const PATCHED = ['approve_appointment', 'reject_appointment', 'update_status'];
const act = (token: string, id: number, path: string, body: unknown = {}) =>
  http.call(PATCHED.includes(path) ? 'PATCH' : 'POST', `/api/appointments/${id}/${path}/`, { token, body });
const appointment = async (id: number) => (await http.get(`/api/appointments/${id}/`, adminToken)).json();
const deactivate = (userId: number, reason = 'Repeated abuse of doctors reported') =>
  http.post(`/api/admin/users/${userId}/deactivate/`, { reason }, adminToken);

async function doctorWorkingEveryDay() {
  const d = await approvedDoctor(t.app, adminToken, { consultation_fee: '12500.00', first_name: 'Adaeze', last_name: 'Okafor' });
  for (let w = 0; w < 7; w++)
    await http.call('POST', '/api/doctor-schedules/', { token: d.token, body: { day_of_week: w, start_time: '08:00', end_time: '18:00', slot_minutes: 30 } });
  return d;
}
async function patientWith(kobo: number) {
  const p = await signedInPatient(t.app);
  if (kobo > 0) await fundWallet(t.app, p.token, kobo);
  return p;
}
/** A doctor at a hospital, and `n` open slots the hospital has published with them. */
async function hospitalSlotsOf(n: number) {
  const doctor = await doctorWorkingEveryDay();
  const hospital = await verifiedHospital(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
  const slots: { id: number }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await http.call('POST', '/api/appointments/', {
      token: hospital.token,
      body: { doctor: doctor.doctorId, scheduled_at: nextTime(), duration_minutes: 30, appointment_type: 'in_person' },
    });
    expect(res.statusCode, res.body).toBe(201);
    slots.push(res.json());
  }
  return { doctor, hospital, slots };
}

const request = (token: string, doctorId: number, scheduled_at = nextTime()) =>
  http.call('POST', '/api/appointments/', { token, body: { doctor: doctorId, scheduled_at, appointment_type: 'video' } });

describe('deactivating a patient', () => {
  it('cancels their pending and scheduled appointments with the reason, gives every fee back, and tells the doctor', async () => {
    const doctor = await doctorWorkingEveryDay();
    const patient = await patientWith(5_000_000);
    const pending = (await request(patient.token, doctor.doctorId)).json();
    const scheduled = (await request(patient.token, doctor.doctorId)).json();
    expect((await act(doctor.token, scheduled.id, 'approve_appointment')).statusCode).toBe(200);
    expect(await balances(patient.token)).toEqual({ available: 5_000_000 - 2 * FEE, pending: 2 * FEE });

    expect((await deactivate(patient.user.id)).statusCode).toBe(200);

    for (const id of [pending.id, scheduled.id]) {
      expect(await appointment(id)).toMatchObject({ status: 'cancelled', cancellation_reason: 'Cancelled: Amaka Nwosu’s account was deactivated' });
    }
    const wallet = (await http.get(`/api/admin/users/${patient.user.id}/summary/`, adminToken)).json().wallet;
    expect([wallet.available, wallet.pending]).toEqual([5_000_000, 0]);
    const told = (await notices(doctor.token)).filter((n) => n.code === 'appointment_cancelled_account_deactivated');
    expect(told).toHaveLength(2);
    expect(told[0].message).toMatch(/^Amaka Nwosu’s account was deactivated, so the appointment on .+ was cancelled\.$/);
    // The doctor's day is free again: the time can be booked by another patient.
    const other = await patientWith(FEE);
    expect((await request(other.token, doctor.doctorId, scheduled.scheduled_at)).statusCode).toBe(201);
  });

  it('reactivation restores the account, not the appointments', async () => {
    const doctor = await doctorWorkingEveryDay();
    const patient = await patientWith(FEE);
    const booked = (await request(patient.token, doctor.doctorId)).json();
    await deactivate(patient.user.id);
    expect((await http.post(`/api/admin/users/${patient.user.id}/reactivate/`, {}, adminToken)).json().account_status).toBe('active');
    expect((await appointment(booked.id)).status).toBe('cancelled');
    const again = (await http.login(patient.user.username)).json();
    expect(await balances(again.tokens.access)).toEqual({ available: FEE, pending: 0 });
  });

  it('leaves completed and other people’s appointments as they were', async () => {
    const doctor = await doctorWorkingEveryDay();
    const [patient, other] = [await patientWith(FEE), await patientWith(FEE)];
    await request(patient.token, doctor.doctorId);
    const theirs = (await request(other.token, doctor.doctorId)).json();
    await deactivate(patient.user.id);
    expect((await appointment(theirs.id)).status).toBe('pending');
    expect(await balances(other.token)).toEqual({ available: 0, pending: FEE });
  });
});

describe('deactivating a doctor', () => {
  it('cancels their patients’ appointments and refunds them, withdraws their unbooked hospital slots, and rejects their waiting withdrawal', async () => {
    const doctor = await doctorWorkingEveryDay();
    const hospital = await verifiedHospital(t.app, adminToken);
    await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
    const patient = await patientWith(5_000_000);
    const requested = (await request(patient.token, doctor.doctorId)).json();
    const publish = (at: string) =>
      http.call('POST', '/api/appointments/', {
        token: hospital.token,
        body: { doctor: doctor.doctorId, scheduled_at: at, duration_minutes: 30, appointment_type: 'in_person' },
      });
    const [bookedSlot, openSlot, openSlot2] = [(await publish(nextTime())).json(), (await publish(nextTime())).json(), (await publish(nextTime())).json()];
    expect((await act(patient.token, bookedSlot.id, 'book_slot')).statusCode).toBe(200);
    await fundWallet(t.app, doctor.token, 300_000);
    await saveBankAccount(t.app, doctor.token);
    const payout = (await requestPayout(t.app, doctor.token, 200_000)).json();

    expect((await deactivate(doctor.user.id, 'Licence suspended by the MDCN')).statusCode).toBe(200);

    for (const id of [requested.id, bookedSlot.id, openSlot.id, openSlot2.id]) expect((await appointment(id)).status).toBe('cancelled');
    expect(await balances(patient.token)).toEqual({ available: 5_000_000, pending: 0 });
    const patientTold = (await notices(patient.token)).filter((n) => n.code === 'appointment_cancelled_account_deactivated');
    expect(patientTold.map((n) => n.params?.name)).toEqual(['Dr. Adaeze Okafor', 'Dr. Adaeze Okafor']);
    expect((await notices(patient.token)).filter((n) => n.code === 'fee_refunded')).toHaveLength(2);
    const hospitalTold = await notices(hospital.token);
    expect(hospitalTold.filter((n) => n.code === 'appointment_cancelled_account_deactivated')).toHaveLength(1);
    expect(hospitalTold.find((n) => n.code === 'open_slots_withdrawn_account_deactivated')?.message).toBe(
      'Dr. Adaeze Okafor’s account was deactivated: 2 unbooked open slots with them were withdrawn.',
    );

    const rows = (await http.get('/api/admin/payouts/?status=rejected&page_size=100', adminToken)).json().results;
    expect(rows.find((p: { id: number }) => p.id === payout.id)).toMatchObject({ status: 'rejected', reason: 'Account deactivated' });
    const wallet = (await http.get(`/api/admin/users/${doctor.user.id}/summary/`, adminToken)).json().wallet;
    expect([wallet.available, wallet.pending]).toEqual([300_000, 0]);
  });
});

describe('races', () => {
  it('a booking racing the patient’s deactivation: either refused, or made and then cancelled; no hold is left', async () => {
    const doctor = await doctorWorkingEveryDay();
    for (let i = 0; i < 6; i++) {
      const patient = await patientWith(FEE);
      const [booking, deactivated] = await Promise.all([request(patient.token, doctor.doctorId), deactivate(patient.user.id)]);
      expect(deactivated.statusCode).toBe(200);
      expect([201, 401, 409]).toContain(booking.statusCode);
      if (booking.statusCode === 409) expect(booking.json().code).toBe('booking_party_inactive');
      if (booking.statusCode === 201) expect((await appointment(booking.json().id)).status).toBe('cancelled');
      const wallet = (await http.get(`/api/admin/users/${patient.user.id}/summary/`, adminToken)).json().wallet;
      expect([wallet.available, wallet.pending]).toEqual([FEE, 0]);
    }
  });

  it('a booking racing the doctor’s deactivation leaves no hold behind', async () => {
    for (let i = 0; i < 4; i++) {
      const doctor = await doctorWorkingEveryDay();
      const patient = await patientWith(FEE);
      const [booking] = await Promise.all([request(patient.token, doctor.doctorId), deactivate(doctor.user.id)]);
      expect([201, 409]).toContain(booking.statusCode);
      expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
    }
  });

  it('patients booking a hospital’s open slots as their doctor is deactivated: each booking refused, or made and then cancelled and refunded; never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const { doctor, slots } = await hospitalSlotsOf(8);
      const patients = await Promise.all(slots.map(() => patientWith(FEE)));
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const booked = slots.map((s, i) => sleep(3 * i).then(() => act(patients[i].token, s.id, 'book_slot')));
      const deactivated = sleep(8).then(() => deactivate(doctor.user.id));
      const answers = await Promise.all(booked);
      expect((await deactivated).statusCode, (await deactivated).body).toBe(200);
      for (const [i, res] of answers.entries()) {
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 409) expect(['booking_party_inactive', 'slot_taken']).toContain(res.json().code);
        expect((await appointment(slots[i].id)).status).toBe('cancelled');
        expect(await balances(patients[i].token)).toEqual({ available: FEE, pending: 0 });
      }
    }
  });

  it('a booking whose slot is held as the doctor is deactivated: it locks the accounts before the slot, so the deactivation waits and then cancels it', async () => {
    const { doctor, slots } = await hospitalSlotsOf(1);
    const patient = await patientWith(FEE);
    // The slot's row held elsewhere: the booking stops at it; the deactivation, started next, must
    // not end up waiting for the booking while the booking waits for it.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from appointments where id = $1 for update', [slots[0].id]);
      const booking = act(patient.token, slots[0].id, 'book_slot');
      await lockWaiters(t.database.db, 1);
      const deactivated = deactivate(doctor.user.id);
      await lockWaiters(t.database.db, 2);
      await holder.query('commit');
      const [b, d] = [await booking, await deactivated];
      expect([b.statusCode, d.statusCode], `${b.body} ${d.body}`).toEqual([200, 200]);
    } finally {
      await holder.end();
    }
    expect((await appointment(slots[0].id)).status).toBe('cancelled');
    expect(await balances(patient.token)).toEqual({ available: FEE, pending: 0 });
  });

  it('the doctor approving a request as the patient is deactivated: it ends cancelled and refunded', async () => {
    const doctor = await doctorWorkingEveryDay();
    for (let i = 0; i < 4; i++) {
      const patient = await patientWith(FEE);
      const booked = (await request(patient.token, doctor.doctorId)).json();
      const [approved] = await Promise.all([act(doctor.token, booked.id, 'approve_appointment'), deactivate(patient.user.id)]);
      expect([200, 409], approved.body).toContain(approved.statusCode);
      expect((await appointment(booked.id)).status).toBe('cancelled');
      const wallet = (await http.get(`/api/admin/users/${patient.user.id}/summary/`, adminToken)).json().wallet;
      expect([wallet.available, wallet.pending]).toEqual([FEE, 0]);
    }
  });

  it('an admin approving a withdrawal as its doctor is deactivated: it is either paid or rejected and given back, never held', async () => {
    for (let i = 0; i < 3; i++) {
      const doctor = await approvedDoctor(t.app, adminToken);
      await fundWallet(t.app, doctor.token, 300_000);
      await saveBankAccount(t.app, doctor.token, { bank_code: '058', account_number: '0123456784' }); // IBRAHIM MUSA, the doctor's own name
      const payout = (await requestPayout(t.app, doctor.token, 200_000)).json();
      const [approved, deactivated] = await Promise.all([http.post(`/api/admin/payouts/${payout.id}/approve/`, {}, adminToken), deactivate(doctor.user.id)]);
      expect(deactivated.statusCode).toBe(200);
      expect([200, 409], approved.body).toContain(approved.statusCode);
      await (t.payments.provider as SandboxProvider).idle();
      const row = (await http.get('/api/admin/payouts/?page_size=100', adminToken)).json().results.find((p: { id: number }) => p.id === payout.id);
      const wallet = (await http.get(`/api/admin/users/${doctor.user.id}/summary/`, adminToken)).json().wallet;
      if (approved.statusCode === 200) {
        expect(row.status).toBe('paid');
        expect([wallet.available, wallet.pending]).toEqual([100_000, 0]);
      } else {
        expect(row).toMatchObject({ status: 'rejected', reason: 'Account deactivated' });
        expect([wallet.available, wallet.pending]).toEqual([300_000, 0]);
      }
    }
  });

  it('withdrawals asked for while the doctor is deactivated: each refused or rejected and given back; none left waiting, no hold', async () => {
    for (let round = 0; round < 2; round++) {
      const doctor = await approvedDoctor(t.app, adminToken);
      await fundWallet(t.app, doctor.token, 2_000_000);
      await saveBankAccount(t.app, doctor.token, { bank_code: '058', account_number: '0123456784' }); // IBRAHIM MUSA, the doctor's own name
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const asked = Array.from({ length: 12 }, (_, i) => sleep(4 * i).then(() => requestPayout(t.app, doctor.token, 100_000)));
      const deactivated = sleep(20).then(() => deactivate(doctor.user.id));
      const answers = await Promise.all(asked);
      expect((await deactivated).statusCode).toBe(200);
      for (const res of answers) {
        expect([201, 401, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 409) expect(res.json().code).toBe('payout_account_inactive');
      }
      const waiting = await t.database.db
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.user_id, doctor.user.id), eq(payouts.status, 'requested')));
      expect(waiting).toEqual([]);
      const wallet = (await http.get(`/api/admin/users/${doctor.user.id}/summary/`, adminToken)).json().wallet;
      expect([wallet.available, wallet.pending]).toEqual([2_000_000, 0]);
    }
  });
});

describe('a withdrawal of a deactivated account', () => {
  it('is refused approval (409) and can still be rejected, its money given back', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    await fundWallet(t.app, doctor.token, 300_000);
    await saveBankAccount(t.app, doctor.token, { bank_code: '058', account_number: '0123456784' });
    const payout = (await requestPayout(t.app, doctor.token, 200_000)).json();
    // Left waiting on an account deactivated without it (as a request racing the deactivation once could).
    await t.database.db.update(users).set({ account_status: 'inactive', status_before_deactivation: 'active' }).where(eq(users.id, doctor.user.id));

    const approved = await http.post(`/api/admin/payouts/${payout.id}/approve/`, {}, adminToken);
    expect([approved.statusCode, approved.json().code]).toEqual([409, 'payout_account_deactivated']);
    expect(approved.json().error).toBe('The requester’s account has been deactivated: this withdrawal cannot be approved; reject it to give the money back');
    await (t.payments.provider as SandboxProvider).idle();
    const row = (await http.get('/api/admin/payouts/?page_size=100', adminToken)).json().results.find((p: { id: number }) => p.id === payout.id);
    expect(row.status).toBe('requested');

    const rejected = await http.post(`/api/admin/payouts/${payout.id}/reject/`, { reason: 'Account deactivated' }, adminToken);
    expect(rejected.json().status).toBe('rejected');
    const wallet = (await http.get(`/api/admin/users/${doctor.user.id}/summary/`, adminToken)).json().wallet;
    expect([wallet.available, wallet.pending]).toEqual([300_000, 0]);
  });
});
