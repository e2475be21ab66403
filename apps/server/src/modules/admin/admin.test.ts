import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, doctorPayload, hospitalPayload, PASSWORD, signedInAdmin } from '../../testing/fixtures';
import { whileNotificationsFail } from '../../testing/refuse-notifications';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: { user: { id: number }; tokens: { access: string } };
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  admin = await signedInAdmin(t.app, t.accounts);
});
afterAll(() => t?.close());

const pendingDoctor = async () => (await http.post('/api/auth/register/', doctorPayload())).json().user.id as number;
const actions = ['approve', 'reject', 'deactivate', 'reactivate'] as const;

describe('who may decide', () => {
  it('refuses patients (403) and strangers (401) on every admin call', async () => {
    const patient = await http.patient();
    const id = await pendingDoctor();
    for (const action of actions) {
      expect((await http.post(`/api/admin/users/${id}/${action}/`, {}, patient.tokens.access)).statusCode).toBe(403);
      expect((await http.post(`/api/admin/users/${id}/${action}/`, {})).statusCode).toBe(401);
    }
    expect((await http.get('/api/admin/users/', patient.tokens.access)).statusCode).toBe(403);
    expect((await http.get(`/api/admin/users/${id}/`, patient.tokens.access)).statusCode).toBe(403);
    // Nothing changed.
    expect((await http.get(`/api/admin/users/${id}/`, admin.tokens.access)).json().account_status).toBe('pending');
  });

  it('refuses an approved doctor and a verified hospital too', async () => {
    const doctor = doctorPayload();
    const id = (await http.post('/api/auth/register/', doctor)).json().user.id;
    await http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access);
    const token = (await http.login(doctor.username)).json().tokens.access;
    expect((await http.post(`/api/admin/users/${id}/deactivate/`, {}, token)).statusCode).toBe(403);
    expect((await http.get('/api/admin/users/?account_status=pending', token)).statusCode).toBe(403);
  });
});

describe('decisions', () => {
  it('lists pending accounts for review, filtered and searchable', async () => {
    const doctor = doctorPayload({ last_name: 'Zubairu' });
    await http.post('/api/auth/register/', doctor);
    await http.post('/api/hospitals/register/', hospitalPayload());
    const res = await http.get('/api/admin/users/?account_status=pending&user_type=doctor', admin.tokens.access);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.results.every((u: { user_type: string; account_status: string }) => u.user_type === 'doctor' && u.account_status === 'pending')).toBe(true);
    expect(list.results[0].profile.specialization).toBe('Cardiology');
    const found = (await http.get('/api/admin/users/?search=zubairu', admin.tokens.access)).json();
    expect(found.results.map((u: { username: string }) => u.username)).toEqual([doctor.username]);
  });

  it('validates filters and paging', async () => {
    expect((await http.get('/api/admin/users/?user_type=wizard', admin.tokens.access)).statusCode).toBe(400);
    expect((await http.get('/api/admin/users/?page=0', admin.tokens.access)).statusCode).toBe(400);
    expect((await http.get('/api/admin/users/abc/', admin.tokens.access)).statusCode).toBe(400);
  });

  it('approves a doctor once; a second decision is a conflict naming the status', async () => {
    const id = await pendingDoctor();
    const ok = await http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account_status).toBe('active');
    const again = await http.post(`/api/admin/users/${id}/reject/`, {}, admin.tokens.access);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Cannot reject an account that is active.');
  });

  it('keeps the rejection reason for admins', async () => {
    const id = await pendingDoctor();
    await http.post(`/api/admin/users/${id}/reject/`, { reason: 'License number does not match MDCN register' }, admin.tokens.access);
    const user = (await http.get(`/api/admin/users/${id}/`, admin.tokens.access)).json();
    expect(user).toMatchObject({ account_status: 'rejected', status_reason: 'License number does not match MDCN register' });
  });

  it('does not approve patients, who need no approval', async () => {
    const patient = await http.patient();
    const res = await http.post(`/api/admin/users/${patient.user.id}/approve/`, {}, admin.tokens.access);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only doctor and hospital accounts need approval; this is a patient account.');
  });

  it('deactivates and reactivates; an admin cannot deactivate themself', async () => {
    const patient = await http.patient();
    expect((await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: 'Abuse' }, admin.tokens.access)).json().account_status).toBe(
      'inactive',
    );
    expect((await http.post(`/api/admin/users/${patient.user.id}/reactivate/`, {}, admin.tokens.access)).json().account_status).toBe('active');
    expect((await http.login(patient.user.username)).statusCode).toBe(200);
    const self = await http.post(`/api/admin/users/${admin.user.id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access);
    expect(self.statusCode).toBe(409);
  });

  it('reactivates an unverified hospital back to pending, not active', async () => {
    const hospital = hospitalPayload();
    const id = (await http.post('/api/hospitals/register/', hospital)).json().user.id;
    await http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access);
    expect((await http.post(`/api/admin/users/${id}/reactivate/`, {}, admin.tokens.access)).json().account_status).toBe('pending');
    expect((await http.login(hospital.username)).json().status).toBe('pending');
  });

  it('answers 404 for an unknown account', async () => {
    expect((await http.post('/api/admin/users/999999/approve/', {}, admin.tokens.access)).statusCode).toBe(404);
  });

  it('lets exactly one of several concurrent approvals win', async () => {
    const id = await pendingDoctor();
    const results = await Promise.all(Array.from({ length: 6 }, () => http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual(Array(5).fill('Cannot approve an account that is active.'));
    // One approval, so one notification.
    expect((await t.admin.getUser(id)).account_status).toBe('active');
    const told = (await t.notifications.list(id, 1, 20)).results.filter((n) => n.title === 'Account approved');
    expect(told).toHaveLength(1);
  });

  it('concurrent approve and reject end in one consistent state, whichever runs first', async () => {
    // Approving a rejected application is allowed, so "reject then approve" may both succeed;
    // what must never happen is a half-applied mix of the two.
    const id = await pendingDoctor();
    await Promise.all([
      http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access),
      http.post(`/api/admin/users/${id}/reject/`, {}, admin.tokens.access),
    ]);
    const user = await t.admin.getUser(id);
    expect(['active', 'rejected']).toContain(user.account_status);
    expect(user.status_reason ?? null).toBe(null);
  });
});

describe('reactivation returns an account to where it was', () => {
  it('a pending doctor deactivated and reactivated is still pending, and cannot sign in', async () => {
    const body = (await import('../../testing/fixtures')).doctorPayload();
    const id = (await http.post('/api/auth/register/', body)).json().user.id;
    await http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access);
    expect((await http.post(`/api/admin/users/${id}/reactivate/`, {}, admin.tokens.access)).json().account_status).toBe('pending');
    expect((await http.login(body.username)).json().status).toBe('pending');
  });

  it('a rejected doctor stays rejected', async () => {
    const body = (await import('../../testing/fixtures')).doctorPayload();
    const id = (await http.post('/api/auth/register/', body)).json().user.id;
    await http.post(`/api/admin/users/${id}/reject/`, {}, admin.tokens.access);
    await http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access);
    expect((await http.post(`/api/admin/users/${id}/reactivate/`, {}, admin.tokens.access)).json().account_status).toBe('rejected');
    expect((await http.login(body.username)).statusCode).toBe(403);
  });
});

describe('a decision and its notification commit together', () => {
  const failing = <T>(work: () => Promise<T>) => whileNotificationsFail(t.database.db, work);
  const status = async (id: number) => (await http.get(`/api/admin/users/${id}/`, admin.tokens.access)).json().account_status;

  it('an approval or a rejection whose notification cannot be written does not happen', async () => {
    const id = await pendingDoctor();
    expect((await failing(() => http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access))).statusCode).toBe(500);
    expect((await failing(() => http.post(`/api/admin/users/${id}/reject/`, {}, admin.tokens.access))).statusCode).toBe(500);
    expect(await status(id)).toBe('pending');
  });

  it('a deactivation or reactivation whose notification cannot be written does not happen', async () => {
    const patient = await http.patient();
    const id = patient.user.id;
    expect((await failing(() => http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access))).statusCode).toBe(500);
    expect(await status(id)).toBe('active');
    expect((await http.get('/api/auth/profile/', patient.tokens.access)).statusCode).toBe(200);
    await http.post(`/api/admin/users/${id}/deactivate/`, { reason: 'Policy breach' }, admin.tokens.access);
    expect((await failing(() => http.post(`/api/admin/users/${id}/reactivate/`, {}, admin.tokens.access))).statusCode).toBe(500);
    expect(await status(id)).toBe('inactive');
  });

  it('a password change whose notification cannot be written does not happen', async () => {
    const patient = await http.patient();
    const change = { old_password: PASSWORD, new_password: 'brand-new-pass-42' };
    expect((await failing(() => http.post('/api/auth/change-password/', change, patient.tokens.access))).statusCode).toBe(500);
    expect((await http.login(patient.user.username)).statusCode).toBe(200);
    expect((await http.get('/api/auth/profile/', patient.tokens.access)).statusCode).toBe(200);
  });
});
