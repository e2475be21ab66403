// Access codes from generation to a patient's consent: shown once, stored hashed, single-use,
// expiring, revocable by their own hospital only; wrong codes are told apart and rate-limited.
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_TTL_DAYS } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashAccessCode } from './code-text';
import { accessCodes } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let other: Awaited<ReturnType<typeof verifiedHospital>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    RATE_ACCESS_CODE_FAILURES_MAX: '7',
    RATE_ACCESS_CODE_FAILURES_IP_MAX: '12',
  });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  hospital = await verifiedHospital(t.app, adminToken);
  other = await verifiedHospital(t.app, adminToken);
});
afterAll(() => t?.close());

const generate = async (count?: number, token = hospital.token) =>
  http.post('/api/hospitals/generate_access_codes/', count === undefined ? undefined : { count }, token);
const oneCode = async (token = hospital.token): Promise<{ id: number; code: string }> => (await generate(1, token)).json().codes[0];
// Each consent test enters codes from its own address, so the failure counters of one do not reach another.
let address = 10;
const nextIp = () => `10.0.0.${address++}`;
const verify = (code: string, token: string, ip = nextIp()) => http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, token, ip);

describe('generating access codes', () => {
  it('one by default, 8 characters without look-alikes, expiring in 30 days; stored only as a hash', async () => {
    const res = await generate();
    expect(res.statusCode).toBe(201);
    const { count, codes } = res.json();
    expect(count).toBe(1);
    const [c] = codes;
    expect(c.code).toMatch(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{8}$`));
    expect(c.code).not.toMatch(/[01OIL]/);
    expect(c).toMatchObject({ status: 'unused', hospital: hospital.hospitalId, code_hint: c.code.slice(-3), used_by: null });
    const days = (new Date(c.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(ACCESS_CODE_TTL_DAYS - 0.01);
    expect(days).toBeLessThan(ACCESS_CODE_TTL_DAYS + 0.01);
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, c.id));
    expect(row.code_hash).toBe(hashAccessCode(c.code));
    expect(JSON.stringify(row)).not.toContain(c.code);
  });

  it('a batch of up to 100 by the hospital id, distinct; the list shows no code itself', async () => {
    const res = await http.post(`/api/hospitals/${hospital.hospitalId}/generate_access_codes/`, { count: 100 }, hospital.token);
    expect(res.statusCode).toBe(201);
    const codes = res.json().codes.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(100);
    const page = (await http.get(`/api/hospitals/${hospital.hospitalId}/access_codes/?page_size=100`, hospital.token)).json();
    expect(page.count).toBeGreaterThanOrEqual(101);
    expect(page.next).toBe(2);
    expect(page.results[0]).not.toHaveProperty('code');
    expect(JSON.stringify(page)).not.toContain(codes[0]);
  });

  it('refuses a count over 100 or under 1, another hospital, and other roles', async () => {
    expect((await generate(101)).statusCode).toBe(400);
    expect((await generate(0)).statusCode).toBe(400);
    // Only a number (or its digits as text) is a count: coercion would read true as 1 and "1e2" as 100.
    for (const count of [true, '1e2', ' 5', 2.5, '0x10']) expect((await generate(count as never)).statusCode, String(count)).toBe(400);
    expect((await generate('3' as never)).json().codes).toHaveLength(3);
    const foreign = await http.post(`/api/hospitals/${other.hospitalId}/generate_access_codes/`, { count: 1 }, hospital.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('access_codes_own_hospital_only');
    const patient = await signedInPatient(t.app);
    expect((await generate(1, patient.token)).statusCode).toBe(403);
    expect((await generate(1, adminToken)).statusCode).toBe(403);
    const doctor = await approvedDoctor(t.app, adminToken);
    expect((await http.get(`/api/hospitals/${hospital.hospitalId}/access_codes/`, doctor.token)).statusCode).toBe(403);
    expect((await http.get(`/api/hospitals/${hospital.hospitalId}/access_codes/`, other.token)).statusCode).toBe(403);
  });
});

describe('the code list and revoking a code', () => {
  it('statuses unused, used, expired, revoked, each filterable; an admin reads any hospital’s', async () => {
    const h = await verifiedHospital(t.app, adminToken);
    const [unused, used, expired, revoked] = (await generate(4, h.token)).json().codes;
    const patient = await signedInPatient(t.app);
    expect((await verify(used.code, patient.token)).statusCode).toBe(201);
    await t.database.db
      .update(accessCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessCodes.id, expired.id));
    const res = await http.post(`/api/hospitals/${h.hospitalId}/access_codes/${revoked.id}/revoke/`, {}, h.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revoked', revocation_type: 'CODE_REVOKED', revocation_reason: 'No reason provided' });
    for (const [status, code] of [
      ['unused', unused],
      ['used', used],
      ['expired', expired],
      ['revoked', revoked],
    ] as const) {
      const page = (await http.get(`/api/hospitals/${h.hospitalId}/access_codes/?status=${status}`, adminToken)).json();
      expect(page.results.map((c: { id: number }) => c.id)).toEqual([code.id]);
    }
    const usedRow = (await http.get(`/api/hospitals/${h.hospitalId}/access_codes/?status=used`, h.token)).json().results[0];
    expect(usedRow).toMatchObject({ used_by: patient.patientId, used_by_name: `${patient.user.first_name} ${patient.user.last_name}` });
    expect((await http.get(`/api/hospitals/${h.hospitalId}/access_codes/?status=lost`, h.token)).statusCode).toBe(400);
  });

  it('with a reason and type; twice is 409; a used code is 409; another hospital’s 403; unknown 404; ADMIN_REVOKED for admins only', async () => {
    const [a, b] = (await generate(2)).json().codes;
    const url = (id: number, hid = hospital.hospitalId) => `/api/hospitals/${hid}/access_codes/${id}/revoke/`;
    expect((await http.post(url(a.id), { revocation_type: 'ADMIN_REVOKED' }, hospital.token)).statusCode).toBe(403);
    const ok = await http.post(url(a.id), { reason: 'Printed on a lost sheet', revocation_type: 'HOSPITAL_REVOKED' }, hospital.token);
    expect(ok.json()).toMatchObject({ status: 'revoked', revocation_type: 'HOSPITAL_REVOKED', revocation_reason: 'Printed on a lost sheet' });
    const twice = await http.post(url(a.id), {}, hospital.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('access_code_already_revoked');
    expect((await http.post(url(b.id, other.hospitalId), {}, hospital.token)).statusCode).toBe(403);
    expect((await http.post(url(b.id, other.hospitalId), {}, other.token)).statusCode).toBe(404);
    expect((await http.post(url(999999), {}, hospital.token)).statusCode).toBe(404);
    const patient = await signedInPatient(t.app);
    expect((await verify(b.code, patient.token)).statusCode).toBe(201);
    const used = await http.post(url(b.id), {}, hospital.token);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('access_code_revoked_used');
    const c = await oneCode();
    expect((await http.post(url(c.id), { revocation_type: 'ADMIN_REVOKED' }, adminToken)).json().revocation_type).toBe('ADMIN_REVOKED');
  });
});

describe('a patient entering a code', () => {
  it('grants the hospital access (201), in any case and with spaces or hyphens; the hospital is told', async () => {
    const { code } = await oneCode();
    const patient = await signedInPatient(t.app);
    const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const res = await verify(typed, patient.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      patient: patient.patientId,
      hospital: hospital.hospitalId,
      status: 'active',
      access_code_hint: code.slice(-3),
      revoked_at: null,
    });
    const notes = (await http.get('/api/notifications/', hospital.token)).json().results;
    expect(notes[0]).toMatchObject({ code: 'hospital_access_granted', params: { patient: `${patient.user.first_name} ${patient.user.last_name}` } });
  });

  it('wrong, used, expired and revoked codes are 400s that say which', async () => {
    const patient = await signedInPatient(t.app);
    const [used, expired, revoked] = (await generate(3)).json().codes;
    expect((await verify(used.code, (await signedInPatient(t.app)).token)).statusCode).toBe(201);
    await t.database.db
      .update(accessCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessCodes.id, expired.id));
    await http.post(`/api/hospitals/${hospital.hospitalId}/access_codes/${revoked.id}/revoke/`, {}, hospital.token);
    for (const [code, expected] of [
      ['ABCDEFGH', 'access_code_invalid'],
      ['short', 'access_code_invalid'],
      [used.code, 'access_code_used'],
      [expired.code, 'access_code_expired'],
      [revoked.code, 'access_code_revoked'],
    ]) {
      const res = await verify(code, patient.token);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(expected);
    }
    expect((await verify('', patient.token)).json().code).toBe('access_code_invalid');
    expect((await http.post('/api/patient-hospital-access/verify_access_code/', {}, patient.token)).statusCode).toBe(400);
  });

  it('a patient who already has access to that hospital gets 409 and the code stays unused', async () => {
    const patient = await signedInPatient(t.app);
    expect((await verify((await oneCode()).code, patient.token)).statusCode).toBe(201);
    const second = await oneCode();
    const res = await verify(second.code, patient.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'access_already_granted', error: `${hospital.profile.hospital_name} already has access to your record` });
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, second.id));
    expect(row.used_at).toBeNull();
  });

  it('only patients enter codes', async () => {
    const { code } = await oneCode();
    expect((await verify(code, hospital.token)).statusCode).toBe(403);
    expect((await verify(code, adminToken)).statusCode).toBe(403);
    expect((await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code })).statusCode).toBe(401);
  });

  it('failed attempts are limited per patient and, apart, per address: 429', async () => {
    const patient = await signedInPatient(t.app);
    const ip = nextIp();
    for (let i = 0; i < 7; i++) expect((await verify('WRONGCDE', patient.token, ip)).statusCode).toBe(400);
    const limited = await verify('WRONGCDE', patient.token, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    // Even a right code waits for the window: the patient's budget is spent.
    expect((await verify((await oneCode()).code, patient.token, nextIp())).statusCode).toBe(429);
    // Another patient at the same address still has tries of their own (a clinic's patients may
    // share one address), until the address's larger budget is spent.
    const neighbour = await signedInPatient(t.app);
    for (let i = 7; i < 12; i++) expect((await verify('WRONGCDE', neighbour.token, ip)).statusCode).toBe(400);
    expect((await verify('WRONGCDE', (await signedInPatient(t.app)).token, ip)).statusCode).toBe(429);
    // Successes are given back: eight good codes in a row never reach the limit.
    const fresh = await signedInPatient(t.app);
    const ip2 = nextIp();
    for (let i = 0; i < 8; i++) {
      const h = await verifiedHospital(t.app, adminToken);
      expect((await verify((await oneCode(h.token)).code, fresh.token, ip2)).statusCode).toBe(201);
    }
  });
});

describe('at the same moment', () => {
  it('two patients entering one code: exactly one wins, the other is told it is used', async () => {
    const { code } = await oneCode();
    const [a, b] = [await signedInPatient(t.app), await signedInPatient(t.app)];
    const results = await Promise.all([verify(code, a.token), verify(code, b.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().code).toBe('access_code_used');
  });

  it('a patient sending the form twice: one access, the second is told access already exists', async () => {
    const { code } = await oneCode();
    const patient = await signedInPatient(t.app);
    const results = await Promise.all([verify(code, patient.token), verify(code, patient.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await http.get('/api/patients/my_hospital_accesses/', patient.token)).json();
    expect(mine).toHaveLength(1);
  });

  it('a revoke and a patient entering the code: exactly one wins', async () => {
    const { id, code } = await oneCode();
    const patient = await signedInPatient(t.app);
    const [entered, revoked] = await Promise.all([
      verify(code, patient.token),
      http.post(`/api/hospitals/${hospital.hospitalId}/access_codes/${id}/revoke/`, {}, hospital.token),
    ]);
    expect([entered.statusCode, revoked.statusCode].sort()).toEqual(entered.statusCode === 201 ? [201, 409] : [200, 400]);
  });
});
