import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PASSWORD, signedInAdmin } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', RATE_REFRESH_IP_MAX: '10000', REFRESH_REUSE_GRACE_SECONDS: '0' });
  http = api(t.app);
});
afterAll(() => t?.close());

const refresh = (token: string) => http.post('/api/token/refresh/', { refresh: token });
const profile = (access: string) => http.get('/api/auth/profile/', access);

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new pair and spends the old token', async () => {
    const { tokens } = await http.patient();
    const first = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh).not.toBe(tokens.refresh);
    expect((await profile(next.access)).statusCode).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('replaying a spent token ends the whole family', async () => {
    const { tokens } = await http.patient();
    const next = (await refresh(tokens.refresh)).json();
    const replay = await refresh(tokens.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('Invalid refresh token');
    // The legitimate successor is revoked too: whoever holds it must sign in again.
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it('replaying a spent token ends the access tokens of the family at once', async () => {
    const reg = await http.patient();
    const laptop = (await http.login(reg.user.username)).json().tokens;
    const next = (await refresh(reg.tokens.refresh)).json();
    expect((await profile(next.access)).statusCode).toBe(200);
    expect((await refresh(reg.tokens.refresh)).statusCode).toBe(401);
    expect((await profile(reg.tokens.access)).statusCode).toBe(401);
    expect((await profile(next.access)).statusCode).toBe(401);
    // Another sign-in of the same person is another family.
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });

  it('a spent token retried within the grace window is refused without ending the family', async () => {
    const graceful = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '30' });
    const h = api(graceful.app);
    try {
      const { tokens } = await h.patient();
      const next = (await h.post('/api/token/refresh/', { refresh: tokens.refresh })).json();
      expect((await h.post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
      expect((await h.post('/api/token/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
    } finally {
      await graceful.close();
    }
  });

  it('of concurrent refreshes with one token exactly one succeeds', async () => {
    const { tokens } = await http.patient();
    const results = await Promise.all(Array.from({ length: 8 }, () => refresh(tokens.refresh)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses garbage and missing tokens', async () => {
    expect((await refresh('garbage')).statusCode).toBe(401);
    expect((await http.post('/api/token/refresh/', {})).statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the refresh token and always answers 200', async () => {
    const { tokens } = await http.patient();
    expect((await http.post('/api/auth/logout/', { refresh_token: tokens.refresh })).statusCode).toBe(200);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await http.post('/api/auth/logout/', { refresh_token: 'unknown' })).statusCode).toBe(200);
  });

  it('ends only that session', async () => {
    const reg = await http.patient();
    const other = (await http.login(reg.user.username)).json().tokens;
    await http.post('/api/auth/logout/', { refresh_token: reg.tokens.refresh });
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('ends the access token of that session at once, and only of that one', async () => {
    const reg = await http.patient();
    const other = (await http.login(reg.user.username)).json().tokens;
    const rotated = (await refresh(reg.tokens.refresh)).json();
    // Used first, so a server that remembers sessions between requests has this one in mind.
    expect((await profile(rotated.access)).statusCode).toBe(200);
    expect((await profile(rotated.access)).statusCode).toBe(200);
    expect((await http.post('/api/auth/logout/', { refresh_token: rotated.refresh })).statusCode).toBe(200);
    expect((await profile(rotated.access)).statusCode).toBe(401);
    expect((await profile(reg.tokens.access)).statusCode).toBe(401);
    expect((await profile(other.access)).statusCode).toBe(200);
  });
});

describe('logout with the access token only', () => {
  it('succeeds without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('ends the session the bearer token belongs to, and no other', async () => {
    const reg = await http.patient();
    const other = (await http.login(reg.user.username)).json().tokens;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { authorization: `Bearer ${reg.tokens.access}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(reg.tokens.access)).statusCode).toBe(401);
    expect((await refresh(reg.tokens.refresh)).statusCode).toBe(401);
    expect((await profile(other.access)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('are required and checked', async () => {
    expect((await http.get('/api/auth/profile/')).statusCode).toBe(401);
    const bad = await profile('not.a.jwt');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Invalid or expired token');
    const { tokens } = await http.patient();
    expect((await http.get('/api/auth/profile/', tokens.refresh)).statusCode).toBe(401);
  });

  it('expire after their lifetime', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '10' });
    const h = api(short.app);
    try {
      const { tokens } = await h.patient();
      expect((await h.get('/api/auth/profile/', tokens.access)).statusCode).toBe(200);
      const realNow = Date.now;
      Date.now = () => realNow() + 11_000;
      try {
        expect((await h.get('/api/auth/profile/', tokens.access)).statusCode).toBe(401);
      } finally {
        Date.now = realNow;
      }
    } finally {
      await short.close();
    }
  });
});

describe('password change', () => {
  it('checks the current password and the new one', async () => {
    const { tokens } = await http.patient();
    const change = (body: unknown) => http.post('/api/auth/change-password/', body, tokens.access);
    expect((await change({ old_password: 'wrong-one-here', new_password: 'brand-new-pass' })).json().error).toBe('Current password is incorrect');
    expect((await change({ old_password: PASSWORD, new_password: 'short' })).json().error).toBe('Password must be at least 8 characters long');
    expect((await change({ old_password: PASSWORD, new_password: 'brand-new-pass', new_password_confirm: 'other-pass-xx' })).json().error).toBe(
      'Passwords do not match',
    );
    expect((await change({ new_password: 'brand-new-pass' })).json().error).toBe('Current password is required');
  });

  it('ends every session and hands the caller a new one', async () => {
    const reg = await http.patient();
    const laptop = (await http.login(reg.user.username)).json().tokens;
    const res = await http.post('/api/auth/change-password/', { old_password: PASSWORD, new_password: 'brand-new-pass' }, reg.tokens.access);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().tokens;
    expect((await profile(reg.tokens.access)).statusCode).toBe(401);
    expect((await profile(laptop.access)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await profile(fresh.access)).statusCode).toBe(200);
    expect((await http.login(reg.user.username, PASSWORD)).statusCode).toBe(401);
    expect((await http.login(reg.user.username, 'brand-new-pass')).statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('stops every live token at once', async () => {
    const admin = await signedInAdmin(t.app, t.accounts);
    const reg = await http.patient();
    expect((await profile(reg.tokens.access)).statusCode).toBe(200);
    const laptop = (await http.login(reg.user.username)).json().tokens;
    await http.post(`/api/admin/users/${reg.user.id}/deactivate/`, { reason: 'Fraud report' }, admin.tokens.access);
    expect((await profile(reg.tokens.access)).statusCode).toBe(401);
    expect((await profile(laptop.access)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await refresh(reg.tokens.refresh)).statusCode).toBe(401);
  });
});

describe('a refresh racing a password change', () => {
  it('never leaves a working session from before the change', async () => {
    for (let round = 0; round < 5; round++) {
      const reg = await http.patient();
      const newPassword = `changed-pass-${round}`;
      const [refreshed, changed] = await Promise.all([
        refresh(reg.tokens.refresh),
        http.post('/api/auth/change-password/', { old_password: PASSWORD, new_password: newPassword }, reg.tokens.access),
      ]);
      expect(changed.statusCode).toBe(200);
      if (refreshed.statusCode === 200) {
        // Whichever came first, what the refresh handed out must now be dead.
        expect((await profile(refreshed.json().access)).statusCode).toBe(401);
        expect((await refresh(refreshed.json().refresh)).statusCode).toBe(401);
      }
      expect((await profile(changed.json().tokens.access)).statusCode).toBe(200);
    }
  });
});

describe('a refresh racing a logout of the same session', () => {
  it('never leaves a working token of the ended session', async () => {
    for (let round = 0; round < 10; round++) {
      const reg = await http.patient();
      const [refreshed] = await Promise.all([refresh(reg.tokens.refresh), http.post('/api/auth/logout/', { refresh_token: reg.tokens.refresh })]);
      if (refreshed.statusCode === 200) {
        expect((await profile(refreshed.json().access)).statusCode).toBe(401);
        expect((await refresh(refreshed.json().refresh)).statusCode).toBe(401);
      }
    }
  });
});
