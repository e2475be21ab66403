// A hospital's read-only view of what a patient's consent opens (issue 22): while the access lasts
// its staff read the patient's health facts, records (prescriptions among them) and files through
// the ordinary record calls; they change nothing; another hospital sees nothing; the moment the
// access is revoked every call answers 404. Each record opened, and each call answering the
// patient's records, is in the patient's access log, worded; the roster of patients is not (it
// carries no health facts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMedicalRecord } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Patient = Awaited<ReturnType<typeof signedInPatient>>;
type Hospital = Awaited<ReturnType<typeof verifiedHospital>>;

let t: TestApp;
let http: ReturnType<typeof api>;
let hospital: Hospital;
let other: Hospital;
let doctorId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  const admin = await signedInAdmin(t.app, t.accounts);
  hospital = await verifiedHospital(t.app, admin.tokens.access);
  other = await verifiedHospital(t.app, admin.tokens.access);
  doctorId = (await approvedDoctor(t.app, admin.tokens.access, { first_name: 'Ngozi', last_name: 'Bello' })).doctorId;
});
afterAll(() => t?.close());

const records = '/api/medical-records';

async function sharedPatient() {
  const patient = await signedInPatient(t.app);
  const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, hospital.token)).json().codes[0].code;
  const res = await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, patient.token);
  expect(res.statusCode, res.body).toBe(201);
  const consult = await seedMedicalRecord(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctorId,
    record_type: 'consultation',
    title: 'Knee pain review',
    diagnosis: 'Mild osteoarthritis',
  });
  const prescription = await seedMedicalRecord(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctorId,
    record_type: 'prescription',
    title: 'Pain relief',
    medications: [{ name: 'Paracetamol', dosage: '500 mg', frequency: 'Three times a day', duration: '5 days', instructions: '' }],
  });
  return { patient, accessId: res.json().id as number, consult, prescription };
}
const logOf = async (p: Patient) => (await http.get('/api/patients/my_access_log/?page_size=100', p.token)).json();

describe('a hospital’s view of a patient who shared their record', () => {
  it('reads the health facts, the records and a prescription with its medications while the access lasts', async () => {
    const { patient, consult, prescription } = await sharedPatient();
    const profile = await http.get(`/api/patients/${patient.patientId}/`, hospital.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: patient.patientId, full_name: `${patient.user.first_name} ${patient.user.last_name}` });
    const list = await http.get(`${records}/by_patient/?patient_id=${patient.patientId}`, hospital.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([prescription.id, consult.id]);
    const onlyPrescriptions = (await http.get(`${records}/by_patient/?patient_id=${patient.patientId}&record_type=prescription`, hospital.token)).json();
    expect(onlyPrescriptions.results.map((r: { id: number }) => r.id)).toEqual([prescription.id]);
    const one = await http.get(`${records}/${prescription.id}/`, hospital.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ record_type: 'prescription', medications: [{ name: 'Paracetamol' }], allowed_actions: [] });
  });

  it('changes nothing: writing, editing or deleting a record is refused', async () => {
    const { patient, consult } = await sharedPatient();
    const write = await http.post(`${records}/`, { patient: patient.patientId, record_type: 'consultation', title: 'Note' }, hospital.token);
    expect(write.statusCode).toBe(403);
    const fresh = (await http.get(`${records}/${consult.id}/`, hospital.token)).json();
    expect(
      (await http.call('PUT', `${records}/${consult.id}/`, { token: hospital.token, body: { updated_at: fresh.updated_at, title: 'Changed' } })).statusCode,
    ).toBe(403);
    expect((await http.call('DELETE', `${records}/${consult.id}/`, { token: hospital.token })).statusCode).toBe(403);
    expect((await http.get(`${records}/${consult.id}/`, hospital.token)).json().title).toBe('Knee pain review');
  });

  it('another hospital sees nothing of it', async () => {
    const { patient, consult } = await sharedPatient();
    expect((await http.get(`/api/patients/${patient.patientId}/`, other.token)).statusCode).toBe(404);
    expect((await http.get(`${records}/by_patient/?patient_id=${patient.patientId}`, other.token)).statusCode).toBe(404);
    expect((await http.get(`${records}/${consult.id}/`, other.token)).statusCode).toBe(404);
  });

  it('closes the moment the access is revoked, by the patient or by the hospital', async () => {
    for (const by of ['patient', 'hospital'] as const) {
      const { patient, accessId, consult } = await sharedPatient();
      expect((await http.get(`${records}/${consult.id}/`, hospital.token)).statusCode).toBe(200);
      const revoke =
        by === 'patient'
          ? await http.post(`/api/patient-hospital-access/${accessId}/patient_revoke_access/`, {}, patient.token)
          : await http.post(`/api/patient-hospital-access/${accessId}/hospital_revoke_access/`, {}, hospital.token);
      expect(revoke.statusCode, revoke.body).toBe(200);
      expect((await http.get(`/api/patients/${patient.patientId}/`, hospital.token)).statusCode, by).toBe(404);
      expect((await http.get(`${records}/by_patient/?patient_id=${patient.patientId}`, hospital.token)).statusCode, by).toBe(404);
      expect((await http.get(`${records}/${consult.id}/`, hospital.token)).statusCode, by).toBe(404);
      expect((await http.get(`${records}/`, hospital.token)).json().results.some((r: { patient: number }) => r.patient === patient.patientId)).toBe(false);
    }
  });

  it('its records page, each record and the health profile it opens are in the patient’s access log, worded, once a call; its roster is not', async () => {
    const { patient, prescription } = await sharedPatient();
    const roster = (await http.get('/api/patients/', hospital.token)).json();
    expect(roster.find((p: { id: number }) => p.id === patient.patientId)).not.toHaveProperty('allergies');
    expect((await logOf(patient)).results.filter((e: { actor_role: string }) => e.actor_role === 'hospital')).toEqual([]);

    // The patient's page of the portal: the health facts, then the records in full (two of them, one entry).
    await http.get(`/api/patients/${patient.patientId}/`, hospital.token);
    const page = await http.get(`${records}/by_patient/?patient_id=${patient.patientId}`, hospital.token);
    expect(page.json().results).toHaveLength(2);
    await http.get(`${records}/${prescription.id}/`, hospital.token);
    const shown = (await logOf(patient)).results.filter((e: { actor_role: string }) => e.actor_role === 'hospital');
    const none = { record_type: null, record_title: null, record_date: null, file_name: null, hospital_name: null };
    expect(shown.map((e: { actor_name: string; action: string; about: unknown }) => [e.actor_name, e.action, e.about])).toEqual([
      [
        hospital.profile.hospital_name,
        'read',
        {
          kind: 'record',
          record_type: 'prescription',
          record_title: 'Pain relief',
          record_date: prescription.created_at.toISOString(),
          file_name: null,
          hospital_name: null,
        },
      ],
      [hospital.profile.hospital_name, 'read', { kind: 'records', ...none }],
      [hospital.profile.hospital_name, 'read', { kind: 'health_profile', ...none }],
    ]);
  });
});
