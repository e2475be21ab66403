// Prescriptions' status: the prescriber, or another doctor who may treat the patient, stops one
// (with a reason), replaces it by a new one or renews it; completed once its course has run. Each
// change is audited and told to the patient, and the history is kept (no edit or delete after a
// change). A pharmacist checks a printed code at a public, rate-limited address that tells
// nothing of the patient.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backdateMedicalRecord, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;
type Patient = Awaited<ReturnType<typeof signedInPatient>>;

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Doctor;
let colleague: Doctor;
let stranger: Doctor;
let patient: Patient;
let otherPatient: Patient;

const base = '/api/medical-records';
const past = addDays(lagosDate(new Date()), -2);
let minute = 0;
async function appointment(d: Doctor, p: Patient, status: 'completed' | 'pending') {
  const start = lagosInstant(past, 8 * 60 + 30 * minute++);
  await seedAppointment(t.database.db, {
    patient_id: p.patientId,
    doctor_id: d.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'video',
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status,
  });
}

const medications = [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning' }];
const prescription = (overrides: Record<string, unknown> = {}) => ({
  patient: patient.patientId,
  record_type: 'prescription',
  title: 'Antihypertensive',
  treatment: 'Reduce salt',
  medications,
  ...overrides,
});
const replacement = (overrides: Record<string, unknown> = {}) => ({
  title: 'Antihypertensive, higher dose',
  medications: [{ name: 'Amlodipine', dosage: '10 mg', frequency: 'Once daily', duration: '30 days' }],
  reason: 'Blood pressure still high on 5 mg',
  ...overrides,
});

async function write(body: Record<string, unknown> = prescription(), token = doctor.token) {
  const res = await http.post(`${base}/`, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const read = async (id: number, token = patient.token) => (await http.get(`${base}/${id}/`, token)).json();
const newest = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];
/** The rows of a plain query (the drivers answer `{ rows }`). */
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const auditOf = (id: number) =>
  rows<{ action: string; detail: string | null; reason: string | null }>(
    sql`select action, detail, reason from audit_log where entity_type = 'medical_record' and entity_id = ${String(id)} and action = 'update' order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000', RATE_PRESCRIPTION_VERIFY_IP_MAX: '5' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, colleague, stranger] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    approvedDoctor(t.app, adminToken, { first_name: 'Funmi', last_name: 'Adebayo' }),
    approvedDoctor(t.app, adminToken),
  ]);
  [patient, otherPatient] = await Promise.all([signedInPatient(t.app), signedInPatient(t.app)]);
  await appointment(doctor, patient, 'completed');
  await appointment(colleague, patient, 'completed');
  await appointment(stranger, patient, 'pending');
  await appointment(doctor, otherPatient, 'completed');
});
afterAll(() => t?.close());

const refusalOf = (res: { statusCode: number; json: () => { code?: string; details?: { field?: string } } }) => [
  res.statusCode,
  res.json().code,
  res.json().details?.field,
];

describe('a new prescription', () => {
  it('is active, names its prescriber’s licence and carries a random verification code', async () => {
    const [a, b] = [await write(), await write()];
    expect(a).toMatchObject({
      prescription_status: 'active',
      status_reason: null,
      replaces: null,
      replaced_by: null,
      doctor_license: `MDCN/${doctor.user.username}`,
      allowed_actions: ['edit', 'delete', 'stop', 'replace', 'renew'],
    });
    expect(a.verification_code).toMatch(/^[0-9A-F]{20}$/);
    expect(a.verification_code).not.toBe(b.verification_code);
    expect(new Date(a.course_ends_at).getTime() - new Date(a.created_at).getTime()).toBe(30 * 24 * 3600_000);
  });
  it('a record of another type has no status nor code', async () => {
    const note = await write({ patient: patient.patientId, record_type: 'consultation', title: 'Review' });
    expect(note).toMatchObject({ prescription_status: null, verification_code: null, course_ends_at: null });
    expect(note.allowed_actions).toEqual(['edit', 'delete']);
  });
  it('is completed once its longest course has run', async () => {
    const rx = await write(prescription({ medications: [{ ...medications[0], duration: '5 days' }] }));
    await backdateMedicalRecord(t.database.db, rx.id, 5 * 24 + 1);
    const now = await read(rx.id, doctor.token);
    expect(now.prescription_status).toBe('completed');
    expect(now.allowed_actions).toEqual(['renew']);
    const refused = await http.post(`${base}/${rx.id}/stop/`, { reason: 'No longer needed' }, doctor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'prescription_not_active', details: { status: 'completed' } });
  });
});

describe('stopping', () => {
  it('the prescriber stops it with a reason: audited, the patient told, no longer editable', async () => {
    const rx = await write();
    const res = await http.post(`${base}/${rx.id}/stop/`, { reason: '  Ankle swelling  ' }, doctor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      prescription_status: 'stopped',
      status_reason: 'Ankle swelling',
      status_changed_by_name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`,
      allowed_actions: [],
    });
    expect(await auditOf(rx.id)).toEqual([{ action: 'update', detail: 'prescription_stop', reason: 'Ankle swelling' }]);
    expect(await newest(patient.token)).toMatchObject({ code: 'prescription_stopped', link: '/prescriptions' });
    expect((await newest(patient.token)).message).toContain('Reason: Ankle swelling');
    const edit = await http.put(`${base}/${rx.id}/`, { updated_at: res.json().updated_at, title: 'Changed' }, doctor.token);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('prescription_status_changed');
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${rx.id}/`, headers: { authorization: `Bearer ${doctor.token}` } })).statusCode).toBe(409);
    const again = await http.post(`${base}/${rx.id}/stop/`, { reason: 'Again' }, doctor.token);
    expect(again.json()).toMatchObject({ code: 'prescription_not_active', details: { status: 'stopped' } });
    expect((await http.post(`${base}/${rx.id}/renew/`, {}, doctor.token)).json()).toMatchObject({ code: 'prescription_not_renewable' });
  });
  it('needs a reason', async () => {
    const rx = await write();
    for (const body of [{ reason: '   ' }, {}]) {
      const res = await http.post(`${base}/${rx.id}/stop/`, body, doctor.token);
      expect(res.statusCode).toBe(400);
    }
    expect((await http.post(`${base}/${rx.id}/stop/`, { reason: ' ' }, doctor.token)).json().code).toBe('prescription_reason_required');
    expect((await http.post(`${base}/${rx.id}/stop/`, { reason: 'x'.repeat(501) }, doctor.token)).json().code).toBe('field_too_long');
    expect((await read(rx.id)).prescription_status).toBe('active');
  });
  it('another doctor who treats the patient may stop it; one who does not, the patient, a hospital and an admin may not', async () => {
    const rx = await write();
    expect((await read(rx.id, colleague.token)).allowed_actions).toEqual(['stop', 'replace', 'renew']);
    expect((await http.post(`${base}/${rx.id}/stop/`, { reason: 'x' }, stranger.token)).statusCode).toBe(404);
    const hospital = await verifiedHospital(t.app, adminToken);
    for (const token of [patient.token, hospital.token, adminToken])
      expect((await http.post(`${base}/${rx.id}/stop/`, { reason: 'x' }, token)).statusCode).toBe(403);
    const res = await http.post(`${base}/${rx.id}/stop/`, { reason: 'Interaction with new medicine' }, colleague.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status_changed_by_name).toBe('Dr. Funmi Adebayo');
  });
  it('another patient’s prescription is not found; a record that is not a prescription is refused', async () => {
    const theirs = await write(prescription({ patient: otherPatient.patientId }));
    expect((await http.post(`${base}/${theirs.id}/stop/`, { reason: 'x' }, colleague.token)).json().code).toBe('record_not_found');
    const note = await write({ patient: patient.patientId, record_type: 'consultation', title: 'Review' });
    const res = await http.post(`${base}/${note.id}/stop/`, { reason: 'x' }, doctor.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('prescription_not_prescription');
    expect((await http.post(`${base}/999999/stop/`, { reason: 'x' }, doctor.token)).statusCode).toBe(404);
  });
});

describe('replacing', () => {
  it('writes the new prescription, marks the old one replaced by it, and tells the patient once', async () => {
    const old = await write();
    const res = await http.post(`${base}/${old.id}/replace/`, replacement(), colleague.token);
    expect(res.statusCode, res.body).toBe(201);
    const fresh = res.json();
    expect(fresh).toMatchObject({ prescription_status: 'active', replaces: old.id, doctor: colleague.doctorId, title: 'Antihypertensive, higher dose' });
    expect(fresh.verification_code).not.toBe(old.verification_code);
    const was = await read(old.id);
    expect(was).toMatchObject({
      prescription_status: 'replaced',
      replaced_by: fresh.id,
      status_reason: 'Blood pressure still high on 5 mg',
      allowed_actions: [],
    });
    expect(await newest(patient.token)).toMatchObject({ code: 'prescription_replaced', params: { medications: 'Amlodipine' } });
    expect(await auditOf(old.id)).toEqual([{ action: 'update', detail: 'prescription_replace', reason: 'Blood pressure still high on 5 mg' }]);
    // The replacement is kept too: no edit or delete (stop or replace it instead).
    expect(fresh.allowed_actions).toEqual(['stop', 'replace', 'renew']);
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${fresh.id}/`, headers: { authorization: `Bearer ${colleague.token}` } });
    expect(del.json().code).toBe('prescription_status_changed');
  });
  it('refuses a replacement without medications, and a replaced prescription', async () => {
    const old = await write();
    expect((await http.post(`${base}/${old.id}/replace/`, replacement({ medications: [] }), doctor.token)).json().code).toBe('medications_required');
    expect((await http.post(`${base}/${old.id}/replace/`, replacement({ title: ' ' }), doctor.token)).json().code).toBe('record_title_required');
    expect((await http.post(`${base}/${old.id}/replace/`, replacement({ follow_up_date: past }), doctor.token)).json().code).toBe('follow_up_date_past');
    expect((await read(old.id)).prescription_status).toBe('active');
    await http.post(`${base}/${old.id}/replace/`, replacement(), doctor.token);
    const again = await http.post(`${base}/${old.id}/replace/`, replacement(), doctor.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'prescription_not_active', details: { status: 'replaced' } });
  });
  it('of two replacements at once exactly one is written', async () => {
    const old = await write();
    const results = await Promise.all([
      http.post(`${base}/${old.id}/replace/`, replacement(), doctor.token),
      http.post(`${base}/${old.id}/replace/`, replacement({ title: 'Other' }), colleague.token),
      http.post(`${base}/${old.id}/renew/`, {}, doctor.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rows(sql`select id from medical_records where replaces_id = ${old.id}`)).toHaveLength(1);
  });
});

describe('renewing', () => {
  it('a completed prescription renews as a new active one with the same medications', async () => {
    const old = await write(prescription({ medications: [{ ...medications[0], duration: '7 days' }] }));
    await backdateMedicalRecord(t.database.db, old.id, 8 * 24);
    const res = await http.post(`${base}/${old.id}/renew/`, undefined, colleague.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      prescription_status: 'active',
      replaces: old.id,
      medications: [{ ...medications[0], duration: '7 days' }],
      treatment: 'Reduce salt',
    });
    expect(await read(old.id)).toMatchObject({ prescription_status: 'replaced', replaced_by: res.json().id, status_reason: null });
    expect(await newest(patient.token)).toMatchObject({ code: 'prescription_renewed' });
    expect(await auditOf(old.id)).toEqual([{ action: 'update', detail: 'prescription_renew', reason: null }]);
  });
  it('a doctor without an accepted appointment may not renew', async () => {
    const old = await write();
    // The stranger's appointment is only a request: they do not see the patient at all.
    expect((await http.post(`${base}/${old.id}/renew/`, undefined, stranger.token)).statusCode).toBe(404);
  });
});

describe('the public verification', () => {
  it('answers whether a code is genuine and current, and nothing of the patient', async () => {
    const rx = await write();
    const code = rx.verification_code as string;
    const res = await http.get(`/api/prescriptions/verify/${code.toLowerCase().match(/.{4}/g)?.join('-')}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      status: 'active',
      issued_at: rx.created_at,
      prescriber_name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`,
      prescriber_license: `MDCN/${doctor.user.username}`,
    });
    expect(res.body).not.toContain(patient.user.last_name);
    expect(res.body).not.toContain('Amlodipine');
    await http.post(`${base}/${rx.id}/stop/`, { reason: 'Side effects' }, doctor.token);
    const stopped = await http.call('GET', `/api/prescriptions/verify/${code}/`, { ip: '10.0.0.2' });
    expect(stopped.json()).toMatchObject({ valid: true, status: 'stopped' });
    expect(stopped.body).not.toContain('Side effects');
  });
  it('names the prescriber as approved when it was issued: a doctor renaming themself changes neither, and the licence cannot be changed', async () => {
    const rx = await write();
    const issuedBy = `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`;
    const licence = `MDCN/${doctor.user.username}`;
    const renamed = await http.put('/api/auth/profile/update/', { first_name: 'Adaeze', last_name: 'Okafor' }, doctor.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const relicensed = await http.put('/api/auth/profile/update/', { license_number: 'MDCN/R/48213' }, doctor.token);
    expect(refusalOf(relicensed)).toEqual([400, 'license_number_locked', 'license_number']);
    // Sending the same licence again (a whole profile form saved) is no change.
    expect((await http.put('/api/auth/profile/update/', { license_number: licence, bio: 'Family medicine' }, doctor.token)).statusCode).toBe(200);
    const checked = await http.call('GET', `/api/prescriptions/verify/${rx.verification_code}/`, { ip: '10.0.0.4' });
    expect(checked.json()).toMatchObject({ valid: true, prescriber_name: issuedBy, prescriber_license: licence });
    const printed = (await http.get(`${base}/${rx.id}/`, patient.token)).json();
    expect([printed.prescriber_name, printed.doctor_license]).toEqual([issuedBy, licence]);
    await http.put('/api/auth/profile/update/', { first_name: doctor.user.first_name, last_name: doctor.user.last_name }, doctor.token);
  });
  it('an unknown code, or a record that is not a prescription, is not valid', async () => {
    const note = await write({ patient: patient.patientId, record_type: 'consultation', title: 'Review' });
    const [code] = await rows<{ verification_code: string }>(sql`select verification_code from medical_records where id = ${note.id}`);
    const none = { valid: false, status: null, issued_at: null, prescriber_name: null, prescriber_license: null };
    for (const c of ['0123456789ABCDEF0123', 'not-a-code', code.verification_code])
      expect((await http.call('GET', `/api/prescriptions/verify/${c}/`, { ip: '10.0.0.3' })).json()).toEqual(none);
  });
  it('is limited per address, so codes cannot be tried in bulk', async () => {
    const codes = Array.from({ length: 6 }, (_, i) => `0123456789ABCDEF012${i}`);
    const answers = [];
    for (const c of codes) answers.push((await http.call('GET', `/api/prescriptions/verify/${c}/`, { ip: '10.0.0.9' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await http.call('GET', `/api/prescriptions/verify/${codes[0]}/`, { ip: '10.0.0.10' })).statusCode).toBe(200);
  });
});
