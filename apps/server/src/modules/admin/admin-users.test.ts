// The admin's users pages on the server: the list filtered by type, status, state and days
// joined, sorted and paged; the search by name, username, email and phone (its % and _ taken
// literally); one account's summary; every decision with the reason the person is told, its
// entry in the audit trail, and a deactivation that ends sessions and refuses sign-in.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, doctorPayload, fundWallet, hospitalPayload, signedInAdmin, signedInPatient, unique } from '../../testing/fixtures';
import { requestPayout, saveBankAccount } from '../../testing/payouts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../accounts/schema';
import { auditLog } from '../audit/schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  admin = await signedInAdmin(t.app, t.accounts);
  other = await signedInAdmin(t.app, t.accounts);
});
afterAll(() => t?.close());

type Row = { id: number; username: string; first_name: string; last_name: string; user_type: string; account_status: string; state: string | null };
const list = async (query: string, token = admin.tokens.access) => {
  const res = await http.get(`/api/admin/users/?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: number | null; results: Row[] };
};
const joinedOn = (id: number, day: string) =>
  t.database.db
    .update(users)
    .set({ date_joined: lagosInstant(day, 600) })
    .where(eq(users.id, id));

/** A family of accounts sharing a last name no other test uses, so each list is exactly theirs. */
async function family() {
  const last = unique('Fam').replace(/[0-9]/g, 'x');
  const ada = (await http.patient({ first_name: 'Ada', last_name: last, state: 'LA' })).user;
  const bayo = (await http.patient({ first_name: 'bayo', last_name: last, state: 'OY' })).user;
  const doc = (await http.post('/api/auth/register/', doctorPayload({ first_name: 'Chike', last_name: last, state: 'LA' }))).json().user;
  const hos = (await http.post('/api/hospitals/register/', hospitalPayload({ first_name: 'Dayo', last_name: last, state: 'KN' }))).json().user;
  await joinedOn(ada.id, '2026-01-10');
  await joinedOn(bayo.id, '2026-02-10');
  await joinedOn(doc.id, '2026-03-10');
  await joinedOn(hos.id, '2026-04-10');
  return { last, ada, bayo, doc, hos };
}

describe('the list of accounts', () => {
  it('filters by type, status, state and days joined (Lagos days, inclusive)', async () => {
    const f = await family();
    const ids = async (q: string) => (await list(`search=${f.last}&${q}`)).results.map((u) => u.id);
    expect(await ids('user_type=patient')).toEqual([f.bayo.id, f.ada.id]);
    expect(await ids('account_status=pending')).toEqual([f.hos.id, f.doc.id]);
    expect(await ids('state=LA')).toEqual([f.doc.id, f.ada.id]);
    expect(await ids('state=LA&user_type=doctor&account_status=pending')).toEqual([f.doc.id]);
    expect(await ids('joined_from=2026-02-10&joined_to=2026-03-10')).toEqual([f.doc.id, f.bayo.id]);
    expect(await ids('joined_from=2026-04-11')).toEqual([]);
    expect(await ids('joined_to=2026-01-10')).toEqual([f.ada.id]);
  });

  it('sorts by name (ignoring case), date joined, type and status; ties newest first', async () => {
    const f = await family();
    const ids = async (ordering: string) => (await list(`search=${f.last}&ordering=${ordering}`)).results.map((u) => u.id);
    expect(await ids('name')).toEqual([f.ada.id, f.bayo.id, f.doc.id, f.hos.id]);
    expect(await ids('-name')).toEqual([f.hos.id, f.doc.id, f.bayo.id, f.ada.id]);
    expect(await ids('date_joined')).toEqual([f.ada.id, f.bayo.id, f.doc.id, f.hos.id]);
    expect(await ids('-date_joined')).toEqual([f.hos.id, f.doc.id, f.bayo.id, f.ada.id]);
    expect(await ids('user_type')).toEqual([f.doc.id, f.hos.id, f.bayo.id, f.ada.id]);
    expect(await ids('-account_status')).toEqual([f.hos.id, f.doc.id, f.bayo.id, f.ada.id]);
    expect(await ids('account_status')).toEqual([f.bayo.id, f.ada.id, f.hos.id, f.doc.id]);
  });

  it('pages: every account once, in order, with the count and the next page', async () => {
    const f = await family();
    const first = await list(`search=${f.last}&ordering=name&page_size=3`);
    const second = await list(`search=${f.last}&ordering=name&page_size=3&page=2`);
    expect([first.count, first.next, second.next]).toEqual([4, 2, null]);
    expect([...first.results, ...second.results].map((u) => u.id)).toEqual([f.ada.id, f.bayo.id, f.doc.id, f.hos.id]);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const q of [
      'state=XX',
      'ordering=password',
      'joined_from=2026-13-01',
      'joined_from=yesterday',
      'joined_from=2026-05-02&joined_to=2026-05-01',
      'page_size=101',
      'account_status=asleep',
      `search=${'a'.repeat(101)}`,
    ]) {
      const res = await http.get(`/api/admin/users/?${q}`, admin.tokens.access);
      expect(res.statusCode, q).toBe(400);
    }
    const res = await http.get('/api/admin/users/?joined_from=2026-05-02&joined_to=2026-05-01', admin.tokens.access);
    expect(res.json().field_errors ?? res.json()).toBeTruthy();
    expect(res.body).toContain('joined_to must be on or after joined_from');
  });
});

describe('the search', () => {
  it('finds by first, last and full name, username, email and phone however it is written', async () => {
    const last = unique('Srch').replace(/[0-9]/g, 'q');
    const phone = `+234-70${String(Date.now()).slice(-1)}-${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`;
    const p = await http.patient({ first_name: 'Ngozi', last_name: last, phone });
    const only = async (q: string) => (await list(`search=${encodeURIComponent(q)}`)).results.map((u) => u.id);
    expect(await only(last.toUpperCase())).toEqual([p.user.id]);
    expect(await only(`Ngozi ${last}`)).toEqual([p.user.id]);
    expect(await only(p.user.username)).toEqual([p.user.id]);
    expect(await only(p.user.email)).toEqual([p.user.id]);
    expect(await only(phone)).toContain(p.user.id);
    const digits = phone.replace(/\D/g, '');
    expect(await only(`0${digits.slice(3)}`)).toContain(p.user.id);
    expect(await only(`0${digits.slice(3, 6)} ${digits.slice(6)}`)).toContain(p.user.id);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    const tag = unique('pct').replace(/[0-9]/g, 'z');
    const ab = await http.patient({ last_name: `${tag}ab` });
    const axb = await http.patient({ last_name: `${tag}axb` });
    // Names hold no % or _, so as wildcards these would find both accounts; taken literally, neither.
    expect((await list(`search=${encodeURIComponent(`${tag}%b`)}`)).results).toEqual([]);
    expect((await list(`search=${encodeURIComponent(`${tag}a_b`)}`)).results).toEqual([]);
    expect((await list(`search=${encodeURIComponent(`${tag}a`)}`)).results.map((u) => u.id).sort()).toEqual([ab.user.id, axb.user.id].sort());
    // Usernames may hold _, and a search for it finds exactly those that hold it.
    const under = await http.patient({ username: `${tag}_x`, email: `${tag}u@example.ng` });
    const noUnder = await http.patient({ username: `${tag}yx`, email: `${tag}v@example.ng` });
    const found = (await list(`search=${encodeURIComponent(`${tag}_x`)}`)).results.map((u) => u.id);
    expect(found).toEqual([under.user.id]);
    expect(found).not.toContain(noUnder.user.id);
  });
});

describe('who may use the users pages', () => {
  it('refuses non-admins (403) and strangers (401) on the list, the summary and the audit search', async () => {
    const patient = await signedInPatient(t.app);
    const doctor = await approvedDoctor(t.app, admin.tokens.access);
    for (const url of ['/api/admin/users/?state=LA', `/api/admin/users/${patient.user.id}/summary/`, '/api/admin/audit-log/']) {
      expect((await http.get(url, patient.token)).statusCode, url).toBe(403);
      expect((await http.get(url, doctor.token)).statusCode, url).toBe(403);
      expect((await http.get(url)).statusCode, url).toBe(401);
    }
    for (const action of ['approve', 'reject', 'deactivate', 'reactivate']) {
      expect((await http.post(`/api/admin/users/${patient.user.id}/${action}/`, { reason: 'x' }, doctor.token)).statusCode).toBe(403);
    }
  });
});

describe('one account', () => {
  it('the summary: appointments by status and the latest, the wallet and its transactions, hospital accesses', async () => {
    const patient = await signedInPatient(t.app);
    const doctor = await approvedDoctor(t.app, admin.tokens.access, { first_name: 'Tunde', last_name: 'Bakare' });
    const day = addDays(lagosDate(new Date()), -3);
    for (const [minute, status] of [
      [600, 'completed'],
      [700, 'cancelled'],
      [800, 'completed'],
    ] as const) {
      await seedAppointment(t.database.db, {
        patient_id: patient.patientId,
        doctor_id: doctor.doctorId,
        schedule_creator: 'patient',
        appointment_type: 'video',
        duration_minutes: 30,
        scheduled_at: lagosInstant(day, minute),
        ends_at: lagosInstant(day, minute + 30),
        status,
      });
    }
    await fundWallet(t.app, patient.token, 250_000);
    const res = await http.get(`/api/admin/users/${patient.user.id}/summary/`, admin.tokens.access);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.appointments).toMatchObject({ total: 3, by_status: { completed: 2, cancelled: 1 } });
    expect(s.appointments.recent.map((a: { status: string }) => a.status)).toEqual(['completed', 'cancelled', 'completed']);
    expect(s.appointments.recent[0].with_name).toBe('Dr. Tunde Bakare');
    expect(s.wallet.available).toBe(250_000);
    expect(s.recent_transactions).toHaveLength(1);
    expect(s.accesses).toEqual([]);
    const doctorSide = (await http.get(`/api/admin/users/${doctor.user.id}/summary/`, admin.tokens.access)).json();
    expect(doctorSide.appointments.total).toBe(3);
    expect(doctorSide.appointments.recent[0].with_name).toBe(`${patient.user.first_name} ${patient.user.last_name}`);
    expect(doctorSide.affiliations).toEqual([]);
    // What a deactivation would undo now: nothing is still to come for either.
    expect(s.on_deactivation).toEqual({ appointments: 0, waiting_payouts: 0, waiting_payouts_amount: 0, waiting_payouts_amount_formatted: '₦0.00' });
    expect((await http.get('/api/admin/users/999999/summary/', admin.tokens.access)).statusCode).toBe(404);
    expect((await http.get('/api/admin/users/0/summary/', admin.tokens.access)).statusCode).toBe(400);
  });
});

describe('what a deactivation would undo, told before it', () => {
  it('counts the account’s appointments still to come and its withdrawals waiting for an admin', async () => {
    const patient = await signedInPatient(t.app);
    const doctor = await approvedDoctor(t.app, admin.tokens.access, { first_name: 'Sola', last_name: 'Ajayi' });
    const ahead = addDays(lagosDate(new Date()), 3);
    const visit = (minute: number, status: 'pending' | 'scheduled' | 'completed') =>
      seedAppointment(t.database.db, {
        patient_id: patient.patientId,
        doctor_id: doctor.doctorId,
        schedule_creator: 'patient',
        appointment_type: 'video',
        duration_minutes: 30,
        scheduled_at: lagosInstant(ahead, minute),
        ends_at: lagosInstant(ahead, minute + 30),
        status,
      });
    await visit(600, 'pending');
    await visit(660, 'scheduled');
    await visit(720, 'completed');
    await fundWallet(t.app, doctor.token, 500_000);
    await saveBankAccount(t.app, doctor.token);
    expect((await requestPayout(t.app, doctor.token, 300_000)).statusCode).toBe(201);
    const summary = async (id: number) => (await http.get(`/api/admin/users/${id}/summary/`, admin.tokens.access)).json().on_deactivation;
    expect(await summary(doctor.user.id)).toEqual({
      appointments: 2,
      waiting_payouts: 1,
      waiting_payouts_amount: 300_000,
      waiting_payouts_amount_formatted: '₦3,000.00',
    });
    expect(await summary(patient.user.id)).toMatchObject({ appointments: 2, waiting_payouts: 0 });
  });
});

describe('decisions, the person told and the trail written', () => {
  const decisionsOn = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)))
      .then((rows) => rows.filter((r) => r.entity_type === 'user_account').sort((a, b) => a.id - b.id));

  it('a deactivation needs a reason the person is told: none, empty or blank is refused (400) and changes nothing', async () => {
    const patient = await signedInPatient(t.app);
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${patient.user.id}/deactivate/`,
      headers: { authorization: `Bearer ${admin.tokens.access}` },
    });
    for (const res of [
      noBody,
      await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, {}, admin.tokens.access),
      await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: '' }, admin.tokens.access),
      await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: '  \n ' }, admin.tokens.access),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'deactivation_reason_required',
        error: 'Give the reason for deactivating this account: the person is shown it when they try to sign in.',
        details: { field: 'reason' },
      });
    }
    expect((await http.get('/api/auth/profile/', patient.token)).statusCode).toBe(200);
    expect(await decisionsOn(patient.user.id)).toEqual([]);
  });

  it('deactivation ends every session and refuses sign-in as "Account Inactive"; reactivation restores', async () => {
    const patient = await signedInPatient(t.app);
    expect((await http.get('/api/auth/profile/', patient.token)).statusCode).toBe(200);
    const off = await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: 'Repeated abusive messages' }, admin.tokens.access);
    expect(off.statusCode, off.body).toBe(200);
    expect((await http.get('/api/auth/profile/', patient.token)).statusCode).toBe(401);
    expect((await http.post('/api/token/refresh/', { refresh: patient.tokens.refresh })).statusCode).toBe(401);
    const login = await http.login(patient.user.username);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ status: 'inactive', error: 'Account Inactive' });
    const on = await http.post(`/api/admin/users/${patient.user.id}/reactivate/`, { reason: 'Appeal upheld' }, admin.tokens.access);
    expect(on.json().account_status).toBe('active');
    expect((await http.login(patient.user.username)).statusCode).toBe(200);
    const told = (await t.notifications.list(patient.user.id, 1, 20)).results.map((n) => n.message);
    expect(told).toContain('Your account has been deactivated. Reason: Repeated abusive messages');
    expect(told).toContain('Your account has been reactivated. Reason: Appeal upheld');
  });

  it('each decision leaves an admin_decision entry: who, what, why, about whom', async () => {
    const doctor = (await http.post('/api/auth/register/', doctorPayload())).json().user;
    const patient = await signedInPatient(t.app);
    await http.post(`/api/admin/users/${doctor.id}/reject/`, { reason: 'Licence number not on the MDCN register' }, admin.tokens.access);
    await http.post(`/api/admin/users/${doctor.id}/approve/`, { reason: 'Licence confirmed by phone' }, other.tokens.access);
    await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: 'Duplicate account' }, admin.tokens.access);
    await http.post(`/api/admin/users/${patient.user.id}/reactivate/`, {}, admin.tokens.access);
    expect((await decisionsOn(doctor.id)).map((r) => [r.action, r.detail, r.reason, r.actor_user_id, r.actor_role, r.patient_id])).toEqual([
      ['admin_decision', 'reject', 'Licence number not on the MDCN register', admin.user.id, 'admin', null],
      ['admin_decision', 'approve', 'Licence confirmed by phone', other.user.id, 'admin', null],
    ]);
    expect((await decisionsOn(patient.user.id)).map((r) => [r.detail, r.reason, r.patient_id])).toEqual([
      ['deactivate', 'Duplicate account', patient.patientId],
      ['reactivate', null, patient.patientId],
    ]);
    // A refused decision writes nothing.
    expect((await http.post(`/api/admin/users/${patient.user.id}/reactivate/`, {}, admin.tokens.access)).statusCode).toBe(409);
    expect(await decisionsOn(patient.user.id)).toHaveLength(2);
  });

  it('every decision but a deactivation still takes a request with no body at all, as callers sent before reasons', async () => {
    const doctor = (await http.post('/api/auth/register/', doctorPayload())).json().user;
    const noBody = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${doctor.id}/${action}/`, headers: { authorization: `Bearer ${admin.tokens.access}` } });
    for (const action of ['reject', 'approve']) {
      const res = await noBody(action);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    // A deactivation takes a reason (above).
    await http.post(`/api/admin/users/${doctor.id}/deactivate/`, { reason: 'Licence suspended by the MDCN' }, admin.tokens.access);
    expect((await noBody('reactivate')).statusCode).toBe(200);
    expect((await decisionsOn(doctor.id)).map((r) => [r.detail, r.reason])).toEqual([
      ['reject', null],
      ['approve', null],
      ['deactivate', 'Licence suspended by the MDCN'],
      ['reactivate', null],
    ]);
  });

  it('refuses a reason that is too long, and changes nothing', async () => {
    const patient = await signedInPatient(t.app);
    const res = await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: 'x'.repeat(1001) }, admin.tokens.access);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Reason must be at most 1000 characters');
    expect((await http.get('/api/auth/profile/', patient.token)).statusCode).toBe(200);
  });

  it('two admins deactivating at once: one wins, one entry, one notice; then two reactivating at once', async () => {
    const patient = await signedInPatient(t.app);
    const id = patient.user.id;
    const offs = await Promise.all([admin, other].map((a) => http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Fraud' }, a.tokens.access)));
    expect(offs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ons = await Promise.all([admin, other].map((a) => http.post(`/api/admin/users/${id}/reactivate/`, {}, a.tokens.access)));
    expect(ons.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await decisionsOn(id)).map((r) => r.detail)).toEqual(['deactivate', 'reactivate']);
    const titles = (await t.notifications.list(id, 1, 20)).results.map((n) => n.title);
    expect(titles.filter((x) => x === 'Account deactivated')).toHaveLength(1);
    expect(titles.filter((x) => x === 'Account reactivated')).toHaveLength(1);
    expect((await http.login(patient.user.username)).statusCode).toBe(200);
  });

  it('two admins deactivating each other at once: one wins, the other is refused, so an active admin is left', async () => {
    const [first, second] = [await signedInAdmin(t.app, t.accounts), await signedInAdmin(t.app, t.accounts)];
    const answers = await Promise.all([
      http.post(`/api/admin/users/${second.user.id}/deactivate/`, { reason: 'Rogue' }, first.tokens.access),
      http.post(`/api/admin/users/${first.user.id}/deactivate/`, { reason: 'Rogue' }, second.tokens.access),
    ]);
    // The loser is refused at its decision (403) or, once the winner has ended its sessions, at sign-in (401).
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403]).toContain(codes[1]);
    const statuses = await Promise.all(
      [first, second].map(async (a) => (await http.get(`/api/admin/users/${a.user.id}/`, admin.tokens.access)).json().account_status),
    );
    expect(statuses.sort()).toEqual(['active', 'inactive']);
  });
});

describe('the audit search', () => {
  type Entry = {
    id: number;
    actor_user_id: number;
    actor_name: string;
    action: string;
    entity_type: string;
    entity_id: string;
    detail: string | null;
    reason: string | null;
  };
  const search = async (q: string) => {
    const res = await http.get(`/api/admin/audit-log/?${q}`, admin.tokens.access);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; next: number | null; results: Entry[] };
  };

  it('filters by actor, entity, action, patient and days; newest first; paged', async () => {
    const patient = await signedInPatient(t.app);
    const id = patient.user.id;
    await http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Spam' }, other.tokens.access);
    await http.post(`/api/admin/users/${id}/reactivate/`, { reason: 'Cleared' }, other.tokens.access);
    await http.get(`/api/admin/users/${id}/`, other.tokens.access);
    const mine = await search(`entity_type=user_account&entity_id=${id}`);
    expect(mine.results.map((e) => [e.detail, e.reason, e.actor_user_id, e.actor_name])).toEqual([
      [null, null, other.user.id, 'Site Admin'],
      ['reactivate', 'Cleared', other.user.id, 'Site Admin'],
      ['deactivate', 'Spam', other.user.id, 'Site Admin'],
    ]);
    const concerning = await search(`patient=${patient.patientId}`);
    expect(concerning.results.map((e) => e.action)).toEqual(['read', 'admin_decision', 'admin_decision']);
    expect((await search(`patient=${patient.patientId}&action=read`)).count).toBe(1);
    const byActor = await search(`actor=${other.user.id}&action=admin_decision&page_size=1`);
    expect(byActor.results[0].detail).toBe('reactivate');
    expect(byActor.next).toBe(2);
    const today = lagosDate(new Date());
    expect((await search(`patient=${patient.patientId}&date_from=${today}&date_to=${today}`)).count).toBe(3);
    expect((await search(`patient=${patient.patientId}&date_to=${addDays(today, -1)}`)).count).toBe(0);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of [
      'actor=abc',
      'patient=0',
      'action=steal',
      'entity_type=Robert%27);',
      'date_from=2026-02-30',
      'date_from=2026-05-02&date_to=2026-05-01',
      'page=0',
    ]) {
      expect((await http.get(`/api/admin/audit-log/?${q}`, admin.tokens.access)).statusCode, q).toBe(400);
    }
  });

  it('the trail stays append-only: the database refuses to change a decision', async () => {
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin_decision')).limit(1);
    await expect(t.database.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, row.id))).rejects.toThrow();
  });
});
