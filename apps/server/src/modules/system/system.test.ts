import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSink } from '../../testing/log-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the service', () => {
  it('reports health when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/does-not-exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not found',
      code: 'not_found',
      message: 'No such endpoint: POST /api/does-not-exist/',
      message_code: 'no_such_endpoint',
    });
  });

  it('serves OpenAPI built from the request schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['/api/auth/login/', '/api/auth/register/', '/api/token/refresh/', '/api/hospitals/register/', '/api/admin/users/{id}/approve/'])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/auth/register/'].post.requestBody.content['application/json'].schema.properties.nin).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends pages security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Attachment previews come from blob: URLs (fetched with the bearer): pictures and PDF frames.
    expect(csp).toMatch(/img-src [^;]*blob:/);
    expect(csp).toMatch(/frame-src [^;]*blob:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('sends JSON answers only the headers that matter to them', async () => {
    for (const url of ['/api/health/', '/api/no-such-route/', '/api/auth/profile/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: 'username=a', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Unsupported content type');
  });
});

describe('serving the web app', () => {
  it('answers page paths with the app, and missing files with a 404', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'naijacare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const page = await web.app.inject({ url: '/appointments' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject({ url: '/assets/app-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // A file added after start (a new build) is served too.
      writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
      expect((await web.app.inject({ url: '/assets/app-2.js' })).statusCode).toBe(200);
      const missing = await web.app.inject({ url: '/assets/app-0.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
      const unknown = await web.app.inject({ url: '/api/unknown/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found', message_code: 'no_such_endpoint' });
      // A path param over the length limit is still a 414 when the web app's files are served.
      const long = await web.app.inject({ url: `/api/appointments/${'1'.repeat(101)}/` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toMatchObject({ code: 'url_too_long' });
    } finally {
      await web.close();
    }
  });
});

describe('serving the web app compressed', () => {
  // A fake build: each encoding holds different bytes, so the test sees which one was sent.
  async function fakeDist() {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'naijacare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, body: string) => writeFileSync(path.join(dist, name), body);
    for (const name of ['index.html', 'assets/app-1.js']) {
      write(name, `plain ${name}`.padEnd(4096, '.'));
      write(`${name}.br`, `brotli ${name}`);
      write(`${name}.gz`, `gzip ${name}`);
    }
    write('sw.js', 'self.addEventListener("fetch", () => {})');
    write('version.json', '{"version":"1"}');
    write('assets/app-1.js.map', '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["// our source"]}');
    write('assets/app-1.js.MAP', '{"version":3}');
    return dist;
  }

  it('serves source maps outside production only: in production they are not found, however the path is spelled', async () => {
    const dist = await fakeDist();
    const development = await createTestApp({ WEB_DIST: dist });
    const production = await createTestApp({ WEB_DIST: dist, NODE_ENV: 'production' });
    try {
      const map = await development.app.inject({ url: '/assets/app-1.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('our source');
      for (const url of [
        '/assets/app-1.js.map',
        '/assets/app-1.js.%6Dap',
        '/assets/app-1.js.MAP',
        '/assets/app-1.js.map?x=1',
        '/assets/../assets/app-1.js.map',
      ]) {
        const res = await production.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body, url).not.toContain('our source');
        expect(res.body, url).not.toContain('"version":3');
      }
      expect((await production.app.inject({ url: '/assets/app-1.js.map' })).statusCode).toBe(404);
      // The code itself is served as ever.
      expect((await production.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
    } finally {
      await development.close();
      await production.close();
    }
  });

  it('sends the brotli or gzip file the browser accepts, else the original, always with Vary', async () => {
    const web = await createTestApp({ WEB_DIST: await fakeDist() });
    try {
      const get = (url: string, acceptEncoding?: string) => web.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const br = await get('/assets/app-1.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toBe('brotli assets/app-1.js');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const gz = await get('/assets/app-1.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body).toBe('gzip assets/app-1.js');
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const plain = await get('/assets/app-1.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.startsWith('plain assets/app-1.js')).toBe(true);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);

      // Page paths get the app's page, compressed too, and never cached without asking.
      for (const url of ['/', '/login', '/index.html']) {
        const page = await get(url, 'br, gzip');
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-encoding'], url).toBe('br');
        expect(page.body, url).toBe('brotli index.html');
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.headers.vary, url).toMatch(/accept-encoding/i);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/sw.js', '/version.json']) {
        const res = await get(url, 'br, gzip');
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    } finally {
      await web.close();
    }
  });
});

describe('a PostgreSQL server that cuts connections', () => {
  it('does not crash the app; the next request opens a new connection', async () => {
    const { sql } = await import('drizzle-orm');
    // Open several pooled connections, then have the server terminate all but the one asking.
    await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/health/' })));
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((r) => setTimeout(r, 100));
    const statuses = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/health/' }).then((r) => r.statusCode)));
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('client mistakes are never a 500', () => {
  it('refuses ids beyond what the database holds with a 400', async () => {
    const { api, signedInAdmin } = await import('../../testing/fixtures');
    const http = api(t.app);
    const token = (await signedInAdmin(t.app, t.accounts)).tokens.access;
    const huge = '99999999999';
    for (const url of [
      `/api/appointments/${huge}/`,
      `/api/doctors/${huge}/`,
      `/api/doctors/?hospital=${huge}`,
      `/api/doctor-schedules/?doctor=${huge}`,
      `/api/doctor-schedules/available_slots/?doctor_id=${huge}&date=2026-12-01`,
      `/api/admin/users/${huge}/`,
      `/api/patients/${huge}/`,
      `/api/notifications/?page=${huge}`,
    ]) {
      const res = await http.get(url, token);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await http.call('PATCH', `/api/notifications/${huge}/mark_read/`, { token })).statusCode).toBe(400);
    const patient = await http.patient();
    const booking = await http.call('POST', '/api/appointments/', {
      token: patient.tokens.access,
      body: { doctor: Number(huge), scheduled_at: '2026-12-01T09:00:00+01:00', appointment_type: 'video' },
    });
    expect(booking.statusCode).toBe(400);
  });

  it('refuses impossible and far-off dates', async () => {
    const { api } = await import('../../testing/fixtures');
    const http = api(t.app);
    const patient = await http.patient();
    const book = (scheduled_at: string) =>
      http.call('POST', '/api/appointments/', { token: patient.tokens.access, body: { doctor: 1, scheduled_at, appointment_type: 'video' } });
    expect((await book('2027-02-30T09:00:00+01:00')).json().error).toBe('Scheduled time must be a date and time like 2026-11-23T09:00:00+01:00');
    expect((await book('2027-03-01T09:00:00')).statusCode).toBe(400); // no offset: ambiguous
    expect((await book('9999-12-31T23:59:00-12:00')).json().error).toBe('Appointments can be booked at most two years ahead');
  });

  it('answers a malformed multipart body with a 400', async () => {
    const { api } = await import('../../testing/fixtures');
    const http = api(t.app);
    const noBoundary = await http.call('POST', '/api/auth/register/', { body: 'username=x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    const cut = await http.call('POST', '/api/auth/register/', {
      body: '------b\r\nContent-Disposition: form-data; name="username"\r\n\r\nhalf',
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toBe('Malformed multipart body');
  });
});

describe('request logs', () => {
  it('never contain passwords or tokens', async () => {
    const { api, PASSWORD } = await import('../../testing/fixtures');
    const log = logSink();
    const logging = await createTestApp({ LOG_LEVEL: 'trace' }, log.stream);
    try {
      const http = api(logging.app);
      const reg = await http.patient();
      const login = (await http.login(reg.user.username)).json();
      const refreshed = (await http.post('/api/token/refresh/', { refresh: login.tokens.refresh })).json();
      await http.get('/api/auth/profile/', refreshed.access);
      await http.post('/api/auth/change-password/', { old_password: PASSWORD, new_password: 'another-secret-9' }, refreshed.access);
      await http.post('/api/auth/logout/', { refresh_token: refreshed.refresh });
      expect(log.text()).toContain('/api/auth/login/'); // the logs are really there
      for (const secret of [PASSWORD, 'another-secret-9', login.tokens.access, login.tokens.refresh, refreshed.access, refreshed.refresh])
        expect(log.text()).not.toContain(secret);
    } finally {
      await logging.close();
    }
  });
});
