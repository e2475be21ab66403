import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, hospitalPayload, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let patientToken: string;
let lagos: Awaited<ReturnType<typeof verifiedHospital>>;
let pending: { id: number; token: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  lagos = await verifiedHospital(t.app, adminToken);
  const doctor = await approvedDoctor(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, lagos.hospitalId);
  patientToken = (await signedInPatient(t.app)).token;
  // A hospital still awaiting verification: registered, not approved, so it cannot sign in.
  const body = hospitalPayload({ hospital_name: `Awaiting Clinic ${Date.now()}`, state: 'KN' });
  const reg = (await http.post('/api/hospitals/register/', body)).json();
  pending = { id: reg.hospital.id, token: '', name: body.hospital_name };
});
afterAll(() => t?.close());

describe('the hospital directory', () => {
  it('shows patients verified hospitals only, by name, with paging', async () => {
    const res = await http.get('/api/hospitals/?page_size=100', patientToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.results.map((h: { hospital_name: string }) => h.hospital_name);
    expect(names).toContain(lagos.profile.hospital_name);
    expect(names).not.toContain(pending.name);
    expect(body.results.every((h: { verification_status: string }) => h.verification_status === 'verified')).toBe(true);
    expect(body).toMatchObject({ count: body.results.length, next: null });
  });

  it('searches by name and filters by state; a patient cannot ask for unverified ones', async () => {
    const word = lagos.profile.hospital_name.split(' ').at(-1);
    const found = (await http.get(`/api/hospitals/?search=${word}`, patientToken)).json();
    expect(found.results.map((h: { id: number }) => h.id)).toEqual([lagos.hospitalId]);
    expect((await http.get(`/api/hospitals/?search=${word}&state=KN`, patientToken)).json().count).toBe(0);
    expect((await http.get(`/api/hospitals/?search=${word}&state=OY`, patientToken)).json().count).toBe(1);
    const asked = (await http.get('/api/hospitals/?verification_status=pending&page_size=100', patientToken)).json();
    expect(asked.results.map((h: { id: number }) => h.id)).not.toContain(pending.id);
  });

  it('lets admins list hospitals awaiting verification', async () => {
    const list = (await http.get('/api/hospitals/?verification_status=pending&page_size=100', adminToken)).json();
    expect(list.results.map((h: { id: number }) => h.id)).toContain(pending.id);
  });

  it('gives a hospital’s public profile with its affiliated doctors counted', async () => {
    const res = await http.get(`/api/hospitals/${lagos.hospitalId}/`, patientToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lagos.hospitalId,
      hospital_name: lagos.profile.hospital_name,
      state: 'OY',
      affiliated_doctors: 1,
      verification_status: 'verified',
      logo: null,
    });
  });

  it('tells no one but admins of an unverified hospital', async () => {
    expect((await http.get(`/api/hospitals/${pending.id}/`, patientToken)).statusCode).toBe(404);
    expect((await http.get(`/api/hospitals/${pending.id}/`, lagos.token)).statusCode).toBe(404);
    expect((await http.get(`/api/hospitals/${pending.id}/`, adminToken)).json().verification_status).toBe('pending');
    expect((await http.get('/api/hospitals/999999/', patientToken)).json().code).toBe('hospital_not_found');
  });

  it('requires sign-in and refuses malformed ids and filters', async () => {
    expect((await http.get('/api/hospitals/')).statusCode).toBe(401);
    expect((await http.get('/api/hospitals/abc/', patientToken)).statusCode).toBe(400);
    expect((await http.get('/api/hospitals/?state=ZZ', patientToken)).statusCode).toBe(400);
    expect((await http.get('/api/hospitals/?page_size=1000', patientToken)).statusCode).toBe(400);
  });
});
