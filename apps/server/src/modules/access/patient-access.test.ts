// Patient-hospital access after consent: who lists which accesses, every way of revoking one
// (DOMAIN.md's types and default reasons, notices to the other side), and that a hospital sees
// a patient exactly while its access is active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let other: Awaited<ReturnType<typeof verifiedHospital>>;
type Patient = Awaited<ReturnType<typeof signedInPatient>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  hospital = await verifiedHospital(t.app, adminToken);
  other = await verifiedHospital(t.app, adminToken);
});
afterAll(() => t?.close());

const base = '/api/patient-hospital-access';
/** A new patient who granted `h` access; returns the patient and the access. */
async function granted(h = hospital, patient?: Patient) {
  const p = patient ?? (await signedInPatient(t.app));
  const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, h.token)).json().codes[0].code;
  const res = await http.post(`${base}/verify_access_code/`, { access_code: code }, p.token);
  expect(res.statusCode, res.body).toBe(201);
  return { patient: p, access: res.json() as { id: number; access_code: number } };
}
const newest = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];
const nameOf = (p: Patient) => `${p.user.first_name} ${p.user.last_name}`;

describe('listing accesses', () => {
  it('a patient sees their own, a hospital those granted to it (with ?patient and ?status), an admin all; a doctor none', async () => {
    const { patient, access } = await granted();
    const second = await granted(other, patient);
    const mine = (await http.get(`${base}/`, patient.token)).json();
    expect(mine.results.map((a: { id: number }) => a.id).sort()).toEqual([access.id, second.access.id].sort());
    const ofHospital = (await http.get(`${base}/?patient=${patient.patientId}`, hospital.token)).json();
    expect(ofHospital.results.map((a: { id: number }) => a.id)).toEqual([access.id]);
    expect(ofHospital.results[0]).toMatchObject({ patient_name: nameOf(patient), hospital_name: hospital.profile.hospital_name, status: 'active' });
    expect((await http.get(`${base}/?status=revoked&patient=${patient.patientId}`, hospital.token)).json().count).toBe(0);
    const all = (await http.get(`${base}/?patient=${patient.patientId}&page_size=100`, adminToken)).json();
    expect(all.count).toBe(2);
    expect((await http.get(`${base}/?hospital=${other.hospitalId}&patient=${patient.patientId}`, adminToken)).json().results[0].id).toBe(second.access.id);
    const stranger = await signedInPatient(t.app);
    expect((await http.get(`${base}/?patient=${patient.patientId}`, stranger.token)).json().count).toBe(0);
    const doctor = await approvedDoctor(t.app, adminToken);
    expect((await http.get(`${base}/`, doctor.token)).statusCode).toBe(403);
    for (const url of [`${base}/my_hospital_accesses/`, '/api/patients/my_hospital_accesses/']) {
      const list = (await http.get(url, patient.token)).json();
      expect(list.map((a: { hospital: number }) => a.hospital).sort()).toEqual([hospital.hospitalId, other.hospitalId].sort());
      expect((await http.get(url, hospital.token)).statusCode).toBe(403);
    }
  });
});

describe('revoking', () => {
  it('the patient, by the access id: PATIENT_REVOKED with its default reason; the hospital is told; twice is 409', async () => {
    const { patient, access } = await granted();
    const res = await http.post(`${base}/${access.id}/patient_revoke_access/`, {}, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'revoked',
      revocation_type: 'PATIENT_REVOKED',
      reason: 'Revoked by patient request',
      revoked_by: patient.user.id,
    });
    expect(res.json().revoked_at).toBeTruthy();
    expect(await newest(hospital.token)).toMatchObject({ code: 'hospital_access_revoked_by_patient', params: { patient: nameOf(patient) } });
    const twice = await http.post(`${base}/${access.id}/patient_revoke_access/`, {}, patient.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'access_already_revoked', error: 'Cannot revoke an access that is revoked.' });
    expect((await http.get('/api/patients/my_hospital_accesses/', patient.token)).json()).toEqual([]);
  });

  it('the patient through /api/patients/revoke_hospital_access/: "Patient decision", or their own reason', async () => {
    const a = await granted();
    const res = await http.post('/api/patients/revoke_hospital_access/', { access_code_id: a.access.id }, a.patient.token);
    expect(res.json()).toMatchObject({ revocation_type: 'PATIENT_REVOKED', reason: 'Patient decision' });
    const b = await granted();
    const own = await http.post('/api/patients/revoke_hospital_access/', { access_code_id: b.access.id, reason: 'Moved to Abuja' }, b.patient.token);
    expect(own.json().reason).toBe('Moved to Abuja');
    expect((await newest(hospital.token)).message).toContain('Reason: Moved to Abuja');
  });

  it('a patient cannot revoke another patient’s access (403), an unknown one (404), nor a hospital’s call (403)', async () => {
    const { access } = await granted();
    const stranger = await signedInPatient(t.app);
    expect((await http.post(`${base}/${access.id}/patient_revoke_access/`, {}, stranger.token)).statusCode).toBe(403);
    expect((await http.post('/api/patients/revoke_hospital_access/', { access_code_id: access.id }, stranger.token)).statusCode).toBe(403);
    expect((await http.post(`${base}/999999/patient_revoke_access/`, {}, stranger.token)).statusCode).toBe(404);
    expect((await http.post(`${base}/${access.id}/hospital_revoke_access/`, {}, stranger.token)).statusCode).toBe(403);
    expect((await http.post('/api/patients/revoke_hospital_access/', { access_code_id: 'x' }, stranger.token)).statusCode).toBe(400);
  });

  it('the hospital: HOSPITAL_REVOKED, the patient told unless notify_patient is false; another hospital’s is 403', async () => {
    const a = await granted();
    const res = await http.post(`${base}/${a.access.id}/hospital_revoke_access/`, {}, hospital.token);
    expect(res.json()).toMatchObject({ revocation_type: 'HOSPITAL_REVOKED', reason: 'Revoked by hospital administration', revoked_by: hospital.user.id });
    expect(await newest(a.patient.token)).toMatchObject({ code: 'hospital_access_revoked_by_hospital', params: { hospital: hospital.profile.hospital_name } });
    const b = await granted();
    const before = (await http.get('/api/notifications/', b.patient.token)).json().count;
    await http.post(`${base}/${b.access.id}/hospital_revoke_access/`, { reason: 'Discharged', notify_patient: false }, hospital.token);
    expect((await http.get('/api/notifications/', b.patient.token)).json().count).toBe(before);
    const c = await granted();
    const foreign = await http.post(`${base}/${c.access.id}/hospital_revoke_access/`, {}, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('access_not_yours');
    expect((await http.post(`${base}/${c.access.id}/hospital_revoke_access/`, { notify_patient: 'yes' }, hospital.token)).statusCode).toBe(400);
  });

  it('the hospital in bulk: all of its own at once; any other hospital’s or revoked id changes nothing', async () => {
    const [a, b, c] = [await granted(), await granted(), await granted()];
    const theirs = await granted(other);
    const mixed = await http.post(`${base}/hospital_bulk_revoke/`, { access_ids: [a.access.id, theirs.access.id] }, hospital.token);
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().code).toBe('access_bulk_not_yours');
    expect((await http.post(`${base}/hospital_bulk_revoke/`, { access_ids: [a.access.id, 999999] }, hospital.token)).statusCode).toBe(403);
    const ok = await http.post(
      `${base}/hospital_bulk_revoke/`,
      { access_ids: [a.access.id, b.access.id], reason: 'Closed ward', notify_patients: false },
      hospital.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().revoked).toBe(2);
    expect(
      ok.json().accesses.every((x: { reason: string; revocation_type: string }) => x.reason === 'Closed ward' && x.revocation_type === 'HOSPITAL_REVOKED'),
    ).toBe(true);
    const again = await http.post(`${base}/hospital_bulk_revoke/`, { access_ids: [b.access.id, c.access.id] }, hospital.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'access_bulk_already_revoked', details: { access_ids: [b.access.id] } });
    // Nothing changed: c and the other hospital's access are still active.
    expect((await http.get(`${base}/?patient=${c.patient.patientId}`, hospital.token)).json().results[0].status).toBe('active');
    expect((await http.get(`${base}/?patient=${theirs.patient.patientId}`, other.token)).json().results[0].status).toBe('active');
    expect((await http.post(`${base}/hospital_bulk_revoke/`, { access_ids: [] }, hospital.token)).statusCode).toBe(400);
    expect((await http.post(`${base}/hospital_bulk_revoke/`, { access_ids: [c.access.id] }, adminToken)).statusCode).toBe(403);
  });

  it('an admin, one or in bulk: ADMIN_REVOKED, both sides told; not for other roles', async () => {
    const a = await granted();
    const one = await http.post(`${base}/${a.access.id}/revoke_access/`, {}, adminToken);
    expect(one.json()).toMatchObject({ revocation_type: 'ADMIN_REVOKED', reason: 'Platform administrator decision' });
    expect((await newest(a.patient.token)).code).toBe('hospital_access_revoked_by_admin');
    expect((await newest(hospital.token)).code).toBe('hospital_access_revoked_by_admin');
    const [b, c] = [await granted(), await granted(other)];
    expect((await http.post(`${base}/${b.access.id}/revoke_access/`, {}, hospital.token)).statusCode).toBe(403);
    expect((await http.post(`${base}/bulk_revoke_access/`, { access_ids: [b.access.id] }, b.patient.token)).statusCode).toBe(403);
    const bulk = await http.post(`${base}/bulk_revoke_access/`, { access_ids: [b.access.id, c.access.id] }, adminToken);
    expect(bulk.json().revoked).toBe(2);
    expect(bulk.json().accesses.map((x: { reason: string }) => x.reason)).toEqual(['No reason provided', 'No reason provided']);
    expect((await http.post(`${base}/${a.access.id}/revoke_access/`, {}, adminToken)).statusCode).toBe(409);
    expect((await http.post(`${base}/999999/revoke_access/`, {}, adminToken)).statusCode).toBe(404);
  });

  it('the hospital and the patient revoking at once: one wins, the other is told it is already revoked', async () => {
    const { patient, access } = await granted();
    const results = await Promise.all([
      http.post(`${base}/${access.id}/hospital_revoke_access/`, {}, hospital.token),
      http.post(`${base}/${access.id}/patient_revoke_access/`, {}, patient.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('after a revocation the patient may grant the same hospital access again with a new code', async () => {
    const { patient, access } = await granted();
    await http.post(`${base}/${access.id}/patient_revoke_access/`, {}, patient.token);
    const again = await granted(hospital, patient);
    expect(again.access.id).not.toBe(access.id);
  });
});

describe('who may see a patient', () => {
  it('a hospital lists the patients who granted it access (name, since when, code hint), searches them, and reads each', async () => {
    const h = await verifiedHospital(t.app, adminToken);
    const { patient, access } = await granted(h);
    const second = await granted(h);
    const list = (await http.get('/api/patients/', h.token)).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([second.patient.patientId, patient.patientId]);
    expect(list[1]).toMatchObject({ full_name: nameOf(patient), access_id: access.id });
    expect(list[1].access_granted_at).toBeTruthy();
    expect(list[1].access_code_hint).toHaveLength(3);
    const found = (await http.get(`/api/patients/?search=${encodeURIComponent(patient.user.email)}`, h.token)).json();
    expect(found.map((p: { id: number }) => p.id)).toEqual([patient.patientId]);
    expect((await http.get(`/api/patients/${patient.patientId}/`, h.token)).statusCode).toBe(200);
    // Another hospital sees neither.
    expect((await http.get(`/api/patients/${patient.patientId}/`, other.token)).statusCode).toBe(404);
  });

  it('revoking cuts it at once: the list drops the patient and the read is refused', async () => {
    const h = await verifiedHospital(t.app, adminToken);
    const { patient, access } = await granted(h);
    expect((await http.get(`/api/patients/${patient.patientId}/`, h.token)).statusCode).toBe(200);
    await http.post(`${base}/${access.id}/patient_revoke_access/`, {}, patient.token);
    expect((await http.get(`/api/patients/${patient.patientId}/`, h.token)).statusCode).toBe(404);
    expect((await http.get('/api/patients/', h.token)).json()).toEqual([]);
  });
});
