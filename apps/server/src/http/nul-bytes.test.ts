// PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in the input must be a 400
// at the door, never a 500 from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, doctorPayload, hospitalPayload, patientPayload, signedInAdmin, signedInPatient } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: string;
let patient: string;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t.app);
  admin = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  patient = (await signedInPatient(t.app)).token;
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';

function expectRefused(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: expect.stringMatching(/NUL/), code: 'nul_byte', details: { field: expect.any(String) } });
}

describe('a NUL byte in the input', () => {
  it('is refused in JSON bodies, signed in or not', async () => {
    expectRefused(await http.post('/api/auth/login/', { username: NUL, password: 'whatever1' }));
    expectRefused(await http.post('/api/auth/register/', patientPayload({ first_name: NUL })));
    expectRefused(await http.post('/api/auth/register/', doctorPayload({ specialization: NUL })));
    expectRefused(await http.post('/api/hospitals/register/', hospitalPayload({ hospital_name: NUL })));
    expectRefused(await http.call('PATCH', '/api/auth/profile/update/', { body: { address: NUL }, token: patient }));
    expectRefused(await http.post('/api/appointments/1/book_slot/', { reason: NUL }, patient));
  });

  it('is refused in object keys and nested values', async () => {
    expectRefused(await http.post('/api/auth/login/', { username: 'a', password: 'whatever1', [NUL]: 1 }));
    expectRefused(await http.call('PATCH', '/api/auth/profile/update/', { body: { nested: [{ deep: NUL }] }, token: patient }));
  });

  it('is looked for at any depth, and a deep body without one is not refused for it', async () => {
    const nest = (levels: number, bottom: unknown): unknown => (levels === 0 ? bottom : { a: nest(levels - 1, bottom) });
    expectRefused(await http.post('/api/auth/login/', { username: 'a', password: 'whatever1', x: nest(50, NUL) }));
    const levels = 100_000;
    const payload = `{"password":"whatever1","x":${'{"a":'.repeat(levels)}"fine"${'}'.repeat(levels)}}`;
    const deep = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload, headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: 'Username is required', code: 'username_required', details: { field: 'username' } });
  });

  it('is refused in query strings', async () => {
    expectRefused(await http.get('/api/doctors/?search=%00', patient));
    expectRefused(await http.get('/api/appointments/?search=%00', patient));
    expectRefused(await http.get('/api/patients/?search=%00', admin));
    expectRefused(await http.get('/api/admin/users/?search=%00', admin));
  });

  it('is refused in path params', async () => {
    expectRefused(await http.get('/api/doctors/%00/', patient));
  });

  it('is refused in multipart text fields', async () => {
    const boundary = 'nulboundary';
    const fields = { ...patientPayload(), first_name: NUL };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectRefused(res);
  });
});

describe('half of a surrogate pair in the input', () => {
  // JSON may carry "\ud800" (half an emoji); PostgreSQL refuses it in a JSON column (a notice's
  // parameters), so it is refused at the door like a NUL byte.
  const HALF = 'Reason \ud800 here';
  it('is refused as a 400 naming the field, not a 500 from the database', async () => {
    const target = await signedInPatient(t.app);
    const res = await http.post(`/api/admin/users/${target.user.id}/deactivate/`, { reason: HALF }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'half_surrogate', details: { field: 'reason' } });
    expect((await http.post('/api/auth/register/', patientPayload({ last_name: 'Okafor\udc00' }))).json().code).toBe('half_surrogate');
  });

  it('lets a whole emoji through', async () => {
    const res = await http.post('/api/auth/register/', patientPayload({ allergies: 'Peanuts 🥜' }));
    expect(res.statusCode).toBe(201);
  });
});
