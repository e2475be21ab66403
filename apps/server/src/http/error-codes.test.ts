// Every refusal names its message by a code of the contracts' catalogue, and its English
// text is that code's: a client may word it in its own language and fall back to `error`.
import { addDays, isMessageCode, lagosDate, lagosInstant, SERVER_MESSAGES } from '@naijacare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../seed/records';
import { api, doctorPayload, fundedPatient, patientPayload, signedInAdmin, signedInPatient, verifiedHospital } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', BODY_LIMIT_BYTES: '4096' });
  http = api(t.app);
});
afterAll(() => t?.close());

/** The answer is a refusal with this status and code, whose error is the catalogue's text (or starts from it). */
function expectCode(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(isMessageCode(body.code)).toBe(true);
  const template = SERVER_MESSAGES[body.code as keyof typeof SERVER_MESSAGES];
  // Templates with {places} are filled per answer: the fixed text before the first place must match.
  // A type error of a body (validation_failed) says what the schema found instead.
  if (code !== 'validation_failed') expect(body.error.startsWith(template.split('{')[0]), body.error).toBe(true);
  return body;
}

describe('error codes', () => {
  it('a wrong password is invalid_credentials, with its hint', async () => {
    const patient = await http.patient();
    const body = expectCode(await http.login(patient.user.username, 'not-the-password'), 401, 'invalid_credentials');
    expect(body.message).toBe(SERVER_MESSAGES.invalid_credentials_hint);
    expect(body.message_code).toBe('invalid_credentials_hint');
  });

  it('a pending doctor signing in is account_pending', async () => {
    const doctor = doctorPayload();
    await http.post('/api/auth/register/', doctor);
    const body = expectCode(await http.login(doctor.username as string), 403, 'account_pending');
    expect(body.message).toBe(SERVER_MESSAGES.account_pending_doctor_hint);
    expect(body.message_code).toBe('account_pending_doctor_hint');
  });

  it('registration rules carry the code of the first rule broken (spec §5 order)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username_required', 'username'],
      [{ email: '' }, 'email_required', 'email'],
      [{ phone: '' }, 'phone_required', 'phone'],
      [{ password_confirm: 'something-else' }, 'passwords_mismatch', 'password_confirm'],
      [{ password: 'short', password_confirm: 'short' }, 'password_too_short', 'password'],
      [{ user_type: 'admin' }, 'user_type_invalid', 'user_type'],
      [{ date_of_birth: '' }, 'date_of_birth_required', 'date_of_birth'],
      [{ email: 'not-an-email' }, 'email_invalid', 'email'],
      [{ first_name: 'x'.repeat(151) }, 'field_too_long', 'first_name'],
    ];
    for (const [change, code, field] of cases) {
      const body = expectCode(await http.post('/api/auth/register/', patientPayload(change)), 400, code);
      expect(body.details, code).toEqual({ field });
    }
  });

  it('a registration taken is username_taken', async () => {
    const patient = patientPayload();
    await http.post('/api/auth/register/', patient);
    expectCode(await http.post('/api/auth/register/', { ...patient, email: 'someone.else@example.ng' }), 409, 'username_taken');
  });

  it('type errors of a body are validation_failed; ids are invalid_id', async () => {
    const admin = await signedInAdmin(t.app, t.accounts);
    expectCode(await http.post('/api/token/refresh/', { refresh: 42 }), 400, 'validation_failed');
    expectCode(await http.get('/api/admin/users/01/', admin.tokens.access), 400, 'invalid_id');
  });

  it('not found, signed out and forbidden have their codes', async () => {
    const patient = await signedInPatient(t.app);
    expectCode(await http.get('/api/no-such-thing/'), 404, 'not_found');
    expectCode(await http.get('/api/appointments/2147483647/', patient.token), 404, 'appointment_not_found');
    expectCode(await http.get('/api/appointments/'), 401, 'authentication_required');
    expectCode(await http.get('/api/admin/users/', patient.token), 403, 'permission_denied');
  });

  it('an open slot booked by another patient first is slot_taken', async () => {
    const admin = await signedInAdmin(t.app, t.accounts);
    const adminToken = admin.tokens.access;
    const hospital = await verifiedHospital(t.app, adminToken);
    const doctorBody = doctorPayload();
    const reg = (await http.post('/api/auth/register/', doctorBody)).json();
    await http.post(`/api/admin/users/${reg.user.id}/approve/`, {}, adminToken);
    await affiliate(t.database.db, reg.profile.id, hospital.hospitalId);
    const at = lagosInstant(addDays(lagosDate(new Date()), 3), 10 * 60).toISOString();
    const slot = await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: reg.profile.id, scheduled_at: at } });
    expect(slot.statusCode, slot.body).toBe(201);
    const first = await fundedPatient(t.app);
    const second = await fundedPatient(t.app);
    expect((await http.post(`/api/appointments/${slot.json().id}/book_slot/`, {}, first.token)).statusCode).toBe(200);
    const body = expectCode(await http.post(`/api/appointments/${slot.json().id}/book_slot/`, {}, second.token), 409, 'slot_taken');
    expect(body.error).toBe('This slot is no longer available');
  });

  it('the framework refusals (415, 413, malformed JSON) have codes', async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/', payload, headers: { 'content-type': contentType } });
    expectCode(await post('x', 'text/csv'), 415, 'unsupported_content_type');
    expectCode(await post(JSON.stringify({ username: 'x'.repeat(5000), password: 'p' }), 'application/json'), 413, 'body_too_large');
    expectCode(await post('{"a":', 'application/json'), 400, 'malformed_json');
  });

  it('too many sign-ins from one address is rate_limited, with retry_after', async () => {
    const limited = await createTestApp({ RATE_LOGIN_IP_MAX: '2' });
    try {
      const h = api(limited.app);
      await h.login('nobody');
      await h.login('nobody');
      const body = expectCode(await h.login('nobody'), 429, 'rate_limited');
      expect(body.details.retry_after).toBeGreaterThan(0);
      expect(body.message).toMatch(/^Too many /);
    } finally {
      await limited.close();
    }
  });
});
