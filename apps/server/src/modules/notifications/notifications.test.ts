import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, doctorPayload, PASSWORD, signedInAdmin } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', RATE_UNREAD_COUNT_MAX: '1000' });
  http = api(t.app);
});
afterAll(() => t?.close());

async function patientWith(n: number) {
  const reg = await http.patient();
  for (let i = 1; i <= n; i++) await t.notifications.create(reg.user.id, { code: 'general', title: `Title ${i}`, message: `Message ${i}`, kind: 'test' });
  return reg as { user: { id: number; username: string }; tokens: { access: string } };
}

const unread = async (token: string) => (await http.get('/api/notifications/unread_count/', token)).json().unread_count;

describe('notifications', () => {
  it('lists mine newest first, paginated', async () => {
    const me = await patientWith(25);
    const first = (await http.get('/api/notifications/', me.tokens.access)).json();
    expect(first.count).toBe(25);
    expect(first.next).toBe(2);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ title: 'Title 25', message: 'Message 25', is_read: false });
    expect(first.results[0]).toHaveProperty('created_at');
    const second = (await http.get('/api/notifications/?page=2', me.tokens.access)).json();
    expect(second.results.map((n: { title: string }) => n.title)).toEqual(['Title 5', 'Title 4', 'Title 3', 'Title 2', 'Title 1']);
    expect(second.next).toBeNull();
    expect((await http.get('/api/notifications/?page_size=500', me.tokens.access)).statusCode).toBe(400);
  });

  it('marks one read, then all, and counts unread', async () => {
    const me = await patientWith(3);
    expect(await unread(me.tokens.access)).toBe(3);
    const [newest] = (await http.get('/api/notifications/', me.tokens.access)).json().results;
    const marked = await http.call('PATCH', `/api/notifications/${newest.id}/mark_read/`, { token: me.tokens.access });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().is_read).toBe(true);
    expect(await unread(me.tokens.access)).toBe(2);
    const all = await http.call('PATCH', '/api/notifications/mark_all_read/', { token: me.tokens.access });
    expect(all.json()).toEqual({ marked_read: 2 });
    expect(await unread(me.tokens.access)).toBe(0);
  });

  it('deletes mine', async () => {
    const me = await patientWith(1);
    const [n] = (await http.get('/api/notifications/', me.tokens.access)).json().results;
    expect((await http.call('DELETE', `/api/notifications/${n.id}/`, { token: me.tokens.access })).statusCode).toBe(204);
    expect((await http.get('/api/notifications/', me.tokens.access)).json().count).toBe(0);
    expect((await http.call('DELETE', `/api/notifications/${n.id}/`, { token: me.tokens.access })).statusCode).toBe(404);
  });

  it('treats another person’s notification as not found, and changes nothing', async () => {
    const owner = await patientWith(1);
    const intruder = await patientWith(0);
    const [n] = (await http.get('/api/notifications/', owner.tokens.access)).json().results;
    for (const [method, url] of [
      ['PATCH', `/api/notifications/${n.id}/mark_read/`],
      ['DELETE', `/api/notifications/${n.id}/`],
    ] as const) {
      const res = await http.call(method, url, { token: intruder.tokens.access });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Notification not found');
    }
    await http.call('PATCH', '/api/notifications/mark_all_read/', { token: intruder.tokens.access });
    expect(await unread(owner.tokens.access)).toBe(1);
    expect((await http.get('/api/notifications/', intruder.tokens.access)).json().count).toBe(0);
  });

  it('requires sign-in', async () => {
    expect((await http.get('/api/notifications/')).statusCode).toBe(401);
    expect((await http.get('/api/notifications/unread_count/')).statusCode).toBe(401);
  });

  it('answers 429 to a client polling far faster than the app does', async () => {
    const limited = await createTestApp({ RATE_UNREAD_COUNT_MAX: '3', RATE_UNREAD_COUNT_WINDOW_SECONDS: '60' });
    const h = api(limited.app);
    try {
      const me = await h.patient();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await h.get('/api/notifications/unread_count/', me.tokens.access)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another user has their own budget.
      const other = await h.patient();
      expect((await h.get('/api/notifications/unread_count/', other.tokens.access)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('account events notify', () => {
  it('a doctor is told of approval', async () => {
    const admin = await signedInAdmin(t.app, t.accounts);
    const body = doctorPayload();
    const id = (await http.post('/api/auth/register/', body)).json().user.id;
    await http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access);
    const token = (await http.login(body.username)).json().tokens.access;
    const list = (await http.get('/api/notifications/', token)).json();
    expect(list.results[0]).toMatchObject({ title: 'Account approved', kind: 'account', is_read: false });
  });

  it('a rejected hospital is told why', async () => {
    const admin = await signedInAdmin(t.app, t.accounts);
    const reg = await http.post('/api/hospitals/register/', {
      username: 'hosp_reject_me',
      email: 'hr@example.ng',
      password: PASSWORD,
      first_name: 'A',
      last_name: 'B',
      phone: '+234-801-000-1111',
      hospital_name: 'Rejected Clinic',
    });
    const id = reg.json().user.id;
    await http.post(`/api/admin/users/${id}/reject/`, { reason: 'No CAC registration' }, admin.tokens.access);
    const list = await t.notifications.list(id, 1, 10);
    expect(list.results[0]).toMatchObject({
      title: 'Registration rejected',
      message: 'Your hospital registration was not approved. Reason: No CAC registration',
    });
  });

  it('a password change is announced', async () => {
    const me = await http.patient();
    const res = await http.post('/api/auth/change-password/', { old_password: PASSWORD, new_password: 'another-pass-1' }, me.tokens.access);
    const token = res.json().tokens.access;
    expect((await http.get('/api/notifications/', token)).json().results[0].title).toBe('Password changed');
  });
});

describe('version', () => {
  it('reports the web build version', async () => {
    const res = await http.get('/api/version/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 'development' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
