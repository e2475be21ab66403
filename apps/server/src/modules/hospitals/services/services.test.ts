// A hospital's services on the real app and database: who sees which, who may change them,
// bad input, and one name per hospital decided by the database under concurrent adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, hospitalPayload, signedInAdmin, signedInPatient, verifiedHospital } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let other: Awaited<ReturnType<typeof verifiedHospital>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;

const list = (hospitalId: number | null, token: string) => http.get(`/api/hospital-services/${hospitalId ? `?hospital=${hospitalId}` : ''}`, token);
const patch = (id: number, body: unknown, token: string) => http.call('PATCH', `/api/hospital-services/${id}/`, { body, token });
const remove = (id: number, token: string) => http.call('DELETE', `/api/hospital-services/${id}/`, { token });

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [hospital, other] = [await verifiedHospital(t.app, adminToken), await verifiedHospital(t.app, adminToken)];
  patient = await signedInPatient(t.app);
  doctor = await approvedDoctor(t.app, adminToken);
});
afterAll(() => t?.close());

describe('hospital services', () => {
  let scan: { id: number };
  let lab: { id: number };

  it('the hospital adds services; defaults fill what it leaves out', async () => {
    const res = await http.post(
      '/api/hospital-services/',
      { name: '  Ultrasound scan ', category: 'imaging', description: 'Abdominal and obstetric', price: 1_500_000 },
      hospital.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    scan = res.json();
    expect(scan).toMatchObject({ hospital_id: hospital.hospitalId, name: 'Ultrasound scan', category: 'imaging', price: 1_500_000, is_active: true });
    const bare = await http.post('/api/hospital-services/', { name: 'Full blood count' }, hospital.token);
    expect(bare.statusCode).toBe(201);
    lab = bare.json();
    expect(lab).toMatchObject({ category: 'other', description: '', price: null, is_active: true });
  });

  it('a deactivated service is hidden from patients and doctors, shown to the hospital and admins', async () => {
    const res = await patch(lab.id, { is_active: false, category: 'laboratory', price: 450_000 }, hospital.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_active: false, category: 'laboratory', price: 450_000, name: 'Full blood count' });

    const names = async (token: string, id: number | null = hospital.hospitalId) => (await list(id, token)).json().map((s: { name: string }) => s.name);
    expect(await names(patient.token)).toEqual(['Ultrasound scan']);
    expect(await names(doctor.token)).toEqual(['Ultrasound scan']);
    expect(await names(other.token)).toEqual(['Ultrasound scan']);
    expect(await names(hospital.token)).toEqual(['Ultrasound scan', 'Full blood count']);
    expect(await names(hospital.token, null)).toEqual(['Ultrasound scan', 'Full blood count']);
    expect(await names(adminToken)).toEqual(['Ultrasound scan', 'Full blood count']);
  });

  it('a list needs a known hospital; signing in is required', async () => {
    expect((await list(null, patient.token)).json().code).toBe('services_hospital_required');
    expect((await list(999999, patient.token)).statusCode).toBe(404);
    const unverified = (await http.post('/api/hospitals/register/', hospitalPayload())).json();
    expect((await list(unverified.hospital.id, patient.token)).json().code).toBe('hospital_not_found');
    expect((await list(unverified.hospital.id, adminToken)).statusCode).toBe(200);
    expect((await http.get(`/api/hospital-services/?hospital=abc`, patient.token)).statusCode).toBe(400);
    expect((await http.get(`/api/hospital-services/?hospital=${hospital.hospitalId}`)).statusCode).toBe(401);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'X-ray', category: 'magic' }, 'category'],
      [{ name: 'X-ray', price: -1 }, 'price'],
      [{ name: 'X-ray', price: 12.5 }, 'price'],
      [{ name: 'X-ray', price: '5000' }, 'price'],
      [{ name: 'X-ray', is_active: 'yes' }, 'is_active'],
    ];
    for (const [body, field] of cases) {
      const res = await http.post('/api/hospital-services/', body, hospital.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await patch(scan.id, {}, hospital.token)).statusCode).toBe(400);
    expect((await patch(scan.id, { price: 1_000_000_001 }, hospital.token)).statusCode).toBe(400);
  });

  it('only hospitals add services; only the owning hospital or an admin changes or deletes one', async () => {
    expect((await http.post('/api/hospital-services/', { name: 'X-ray' }, patient.token)).statusCode).toBe(403);
    expect((await http.post('/api/hospital-services/', { name: 'X-ray' }, doctor.token)).statusCode).toBe(403);
    expect((await http.post('/api/hospital-services/', { name: 'X-ray' }, adminToken)).statusCode).toBe(403);
    const foreign = await patch(scan.id, { price: 1 }, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('service_not_own');
    expect((await remove(scan.id, other.token)).statusCode).toBe(403);
    expect((await patch(scan.id, { price: 1 }, patient.token)).statusCode).toBe(403);
    expect((await remove(scan.id, doctor.token)).statusCode).toBe(403);
    expect((await patch(999999, { price: 1 }, hospital.token)).json().code).toBe('service_not_found');
    const byAdmin = await patch(scan.id, { description: 'Reviewed' }, adminToken);
    expect(byAdmin.statusCode).toBe(200);
    expect((await list(hospital.hospitalId, patient.token)).json()[0]).toMatchObject({ description: 'Reviewed', price: 1_500_000 });
  });

  it('a name the hospital already lists (in any case) is a 409; another hospital may use it', async () => {
    const again = await http.post('/api/hospital-services/', { name: 'ULTRASOUND SCAN' }, hospital.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'service_name_taken', details: { field: 'name' } });
    expect((await patch(lab.id, { name: 'ultrasound scan' }, hospital.token)).statusCode).toBe(409);
    expect((await http.post('/api/hospital-services/', { name: 'Ultrasound scan' }, other.token)).statusCode).toBe(201);
  });

  it('two tabs adding the same service at once: exactly one is added', async () => {
    const results = await Promise.all(
      [1, 2].map(() => http.post('/api/hospital-services/', { name: 'Antenatal care', category: 'maternity' }, hospital.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const named = (await list(hospital.hospitalId, hospital.token)).json().filter((s: { name: string }) => s.name === 'Antenatal care');
    expect(named).toHaveLength(1);
  });

  it('delete removes it; deleting twice at once: one 204, one 404', async () => {
    const [a, b] = await Promise.all([remove(lab.id, hospital.token), remove(lab.id, hospital.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 404]);
    expect((await list(hospital.hospitalId, hospital.token)).json().map((s: { id: number }) => s.id)).not.toContain(lab.id);
  });
});
