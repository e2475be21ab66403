// Medical records: a doctor writes for a patient they have an accepted appointment with; the
// patient, their doctors, hospitals with active access and admins read; everyone else is told
// nothing exists. The author edits or deletes for 24 hours, decided by the database; later a
// correction amends.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignKeyViolation } from '../../db/errors';
import { backdateMedicalRecord, seedAppointment, seedMedicalRecord } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { lockWaiters } from '../../testing/lock-waiters';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AMENDS_FOREIGN_KEY } from './writing';

type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;
type Patient = Awaited<ReturnType<typeof signedInPatient>>;

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Doctor;
let colleague: Doctor;
let stranger: Doctor;
let cancelledOnly: Doctor;
let patient: Patient;
let otherPatient: Patient;
let visitId: number;
let pendingId: number;
let colleagueVisitId: number;

const base = '/api/medical-records';
const past = addDays(lagosDate(new Date()), -2);
const ahead = addDays(lagosDate(new Date()), 5);
let minute = 0;
async function appointment(d: Doctor, p: Patient, status: 'completed' | 'pending' | 'cancelled' | 'scheduled', date = past) {
  const start = lagosInstant(date, 8 * 60 + 30 * minute++);
  const row = await seedAppointment(t.database.db, {
    patient_id: p.patientId,
    doctor_id: d.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'video',
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status,
  });
  return row.id;
}

const consultation = (overrides: Record<string, unknown> = {}) => ({
  patient: patient.patientId,
  record_type: 'consultation',
  title: 'Blood pressure review',
  description: 'Headaches in the mornings for two weeks.',
  diagnosis: 'Stage 1 hypertension',
  treatment: 'Reduce salt; recheck in four weeks.',
  follow_up_date: ahead,
  ...overrides,
});
const prescription = (overrides: Record<string, unknown> = {}) =>
  consultation({
    record_type: 'prescription',
    title: 'Antihypertensive',
    medications: [
      { name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning' },
      { name: 'Hydrochlorothiazide', dosage: '12.5 mg', frequency: 'Once daily' },
    ],
    ...overrides,
  });

async function write(body: Record<string, unknown>, token = doctor.token) {
  const res = await http.post(`${base}/`, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const newest = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, colleague, stranger, cancelledOnly] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    approvedDoctor(t.app, adminToken, { first_name: 'Funmi', last_name: 'Adebayo' }),
    approvedDoctor(t.app, adminToken),
    approvedDoctor(t.app, adminToken),
  ]);
  [patient, otherPatient] = await Promise.all([signedInPatient(t.app), signedInPatient(t.app)]);
  visitId = await appointment(doctor, patient, 'completed');
  pendingId = await appointment(doctor, patient, 'pending', ahead);
  colleagueVisitId = await appointment(colleague, patient, 'completed');
  await appointment(cancelledOnly, patient, 'cancelled');
  await appointment(doctor, otherPatient, 'completed');
});
afterAll(() => t?.close());

describe('writing a record', () => {
  it('a doctor writes a consultation from their appointment; the patient is told', async () => {
    const record = await write(consultation({ appointment: visitId }));
    expect(record).toMatchObject({
      patient: patient.patientId,
      patient_name: `${patient.user.first_name} ${patient.user.last_name}`,
      doctor: doctor.doctorId,
      doctor_name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`,
      doctor_specialization: 'Cardiology',
      appointment: visitId,
      amends: null,
      amended_by: [],
      record_type: 'consultation',
      title: 'Blood pressure review',
      diagnosis: 'Stage 1 hypertension',
      medications: [],
      follow_up_date: ahead,
      allowed_actions: ['edit', 'delete'],
    });
    expect(new Date(record.editable_until).getTime() - new Date(record.created_at).getTime()).toBe(24 * 3600_000);
    expect(await newest(patient.token)).toMatchObject({
      code: 'medical_record_added',
      params: { doctor: record.doctor_name, title: 'Blood pressure review' },
      link: '/my-health',
    });
  });

  it('a prescription carries its medications and is told as one', async () => {
    const record = await write(prescription());
    expect(record.medications).toEqual([
      { name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning' },
      { name: 'Hydrochlorothiazide', dosage: '12.5 mg', frequency: 'Once daily', duration: '', instructions: '' },
    ]);
    expect(await newest(patient.token)).toMatchObject({
      code: 'prescription_added',
      params: { medications: 'Amlodipine, Hydrochlorothiazide' },
      link: '/prescriptions',
    });
  });

  it('half an emoji in a medication is a 400 naming the field, not a refusal by the database', async () => {
    const res = await http.post(`${base}/`, prescription({ medications: [{ name: 'Zinc \ud83d', dosage: '20 mg', frequency: 'Daily' }] }), doctor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'half_surrogate', details: { field: 'medications.0.name' } });
  });

  it('refuses bad content with the field and a coded reason', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [prescription({ medications: [] }), 'medications_required', 'medications'],
      [prescription({ medications: undefined }), 'medications_required', 'medications'],
      [consultation({ medications: [{ name: 'Paracetamol', dosage: '1 g', frequency: 'As needed' }] }), 'medications_not_allowed', 'medications'],
      [
        prescription({ medications: Array.from({ length: 21 }, () => ({ name: 'Zinc', dosage: '20 mg', frequency: 'Daily' })) }),
        'medications_too_many',
        'medications',
      ],
      [prescription({ medications: [{ name: '', dosage: '5 mg', frequency: 'Daily' }] }), 'medication_field_required', 'medications.0.name'],
      [consultation({ title: '   ' }), 'record_title_required', 'title'],
      [consultation({ title: 'x'.repeat(201) }), 'field_too_long', 'title'],
      [consultation({ record_type: 'gossip' }), 'record_type_invalid', 'record_type'],
      [consultation({ follow_up_date: '2026-02-30' }), 'follow_up_date_invalid', 'follow_up_date'],
      [consultation({ follow_up_date: addDays(lagosDate(new Date()), -1) }), 'follow_up_date_past', 'follow_up_date'],
      [consultation({ follow_up_date: addDays(lagosDate(new Date()), 800) }), 'follow_up_date_too_far', 'follow_up_date'],
      [consultation({ patient: 'me' }), 'validation_failed', 'patient'],
    ];
    for (const [body, code, field] of cases) {
      const res = await http.post(`${base}/`, body, doctor.token);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json(), code).toMatchObject({ code, details: { field } });
    }
  });

  it('refuses a medication course longer than ten years, on writing, editing and replacing a prescription', async () => {
    const course = (duration: string) => ({ medications: [{ name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', duration }] });
    const refused = (res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'medication_course_too_long',
        error: 'Duration can be at most 10 years',
        details: { field: 'medications.0.duration' },
      });
    };
    refused(await http.post(`${base}/`, prescription(course('300000 years')), doctor.token));
    refused(await http.post(`${base}/`, prescription(course('3651 days')), doctor.token));
    // Ten years is a course a doctor may write, and its end is shown.
    const written = await http.post(`${base}/`, prescription(course('10 years')), doctor.token);
    expect(written.statusCode, written.body).toBe(201);
    const rx = written.json();
    expect(Date.parse(rx.course_ends_at) - Date.parse(rx.created_at)).toBe(3650 * 86_400_000);
    refused(await http.put(`${base}/${rx.id}/`, { updated_at: rx.updated_at, ...course('300000 years') }, doctor.token));
    refused(await http.post(`${base}/${rx.id}/replace/`, { title: 'Metformin', ...course('300000 years') }, doctor.token));
    expect((await http.get(`${base}/${rx.id}/`, doctor.token)).json().medications[0].duration).toBe('10 years');
  });

  it('only a doctor with an accepted appointment with the patient writes, from their own appointment', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    for (const token of [patient.token, hospital.token, adminToken]) expect((await http.post(`${base}/`, consultation(), token)).statusCode).toBe(403);
    // Never met: the patient's existence is not revealed.
    expect((await http.post(`${base}/`, consultation(), stranger.token)).json()).toMatchObject({ code: 'patient_not_found' });
    // Met only in an appointment that was cancelled: the patient is not theirs to see either.
    const noVisit = await http.post(`${base}/`, consultation(), cancelledOnly.token);
    expect([noVisit.statusCode, noVisit.json().code]).toEqual([404, 'patient_not_found']);
    const othersVisit = await http.post(`${base}/`, consultation({ appointment: colleagueVisitId }), doctor.token);
    expect([othersVisit.statusCode, othersVisit.json().code]).toEqual([403, 'record_appointment_not_yours']);
    const unknownVisit = await http.post(`${base}/`, consultation({ appointment: 999_999 }), doctor.token);
    expect([unknownVisit.statusCode, unknownVisit.json().code]).toEqual([403, 'record_appointment_not_yours']);
    const pending = await http.post(`${base}/`, consultation({ appointment: pendingId }), doctor.token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'record_appointment_status', error: 'Cannot write a record for an appointment that is pending.' });
  });

  it('a correction amends a record of the same patient only', async () => {
    const original = await write(consultation({ title: 'First visit' }));
    const foreign = await write(consultation({ patient: otherPatient.patientId, title: 'Someone else' }));
    const wrong = await http.post(`${base}/`, consultation({ amends: foreign.id }), doctor.token);
    expect([wrong.statusCode, wrong.json()]).toEqual([400, expect.objectContaining({ code: 'record_amends_invalid', details: { field: 'amends' } })]);
    expect((await http.post(`${base}/`, consultation({ amends: 999_999 }), doctor.token)).json().code).toBe('record_amends_invalid');
    await backdateMedicalRecord(t.database.db, original.id, 24.01);
    const fix = await write(consultation({ amends: original.id, title: 'First visit (corrected dose)' }), colleague.token);
    expect(fix.amends).toBe(original.id);
    expect((await http.get(`${base}/${original.id}/`, patient.token)).json().amended_by).toEqual([fix.id]);
  });
});

describe('reading records', () => {
  let own: { id: number };
  let foreign: { id: number };
  let p: Patient;
  beforeAll(async () => {
    p = await signedInPatient(t.app);
    await appointment(doctor, p, 'completed');
    await appointment(colleague, p, 'completed');
    own = await write(consultation({ patient: p.patientId, title: 'Malaria' }));
    await write(prescription({ patient: p.patientId, title: 'Artemether' }), colleague.token);
    await write(consultation({ patient: p.patientId, record_type: 'lab_result', title: 'Full blood count' }));
    foreign = await write(consultation({ patient: otherPatient.patientId }));
  });
  const titles = (res: { json(): { results: { title: string }[] } }) => res.json().results.map((r) => r.title);

  it('the patient reads their own records, newest first, filtered and paginated', async () => {
    const all = await http.get(`${base}/`, p.token);
    expect(all.json().count).toBe(3);
    expect(titles(all)).toEqual(['Full blood count', 'Artemether', 'Malaria']);
    expect(titles(await http.get(`${base}/?record_type=prescription`, p.token))).toEqual(['Artemether']);
    const page = (await http.get(`${base}/?page_size=2&page=2`, p.token)).json();
    expect([page.count, page.next, page.results.map((r: { title: string }) => r.title)]).toEqual([3, null, ['Malaria']]);
    expect((await http.get(`${base}/?page_size=2`, p.token)).json().next).toBe(2);
    expect(titles(await http.get(`${base}/by_patient/?patient_id=${p.patientId}`, p.token))).toHaveLength(3);
    expect(titles(await http.get(`${base}/by_doctor/?doctor_id=${colleague.doctorId}`, p.token))).toEqual(['Artemether']);
    expect((await http.get(`${base}/${own.id}/`, p.token)).json()).toMatchObject({ title: 'Malaria', allowed_actions: [] });
  });

  it('another patient’s record is not found, however it is asked for', async () => {
    expect((await http.get(`${base}/${foreign.id}/`, p.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/by_patient/?patient_id=${otherPatient.patientId}`, p.token)).json()).toMatchObject({ code: 'patient_not_found' });
    expect((await http.get(`${base}/?patient=${otherPatient.patientId}`, p.token)).json().count).toBe(0);
    expect((await http.get(`${base}/by_doctor/?doctor_id=${doctor.doctorId}`, p.token)).json().count).toBe(2);
  });

  it('the patient’s doctors read every record of theirs; a doctor who never met them reads none', async () => {
    expect(titles(await http.get(`${base}/by_patient/?patient_id=${p.patientId}`, colleague.token))).toEqual(['Full blood count', 'Artemether', 'Malaria']);
    expect((await http.get(`${base}/${own.id}/`, colleague.token)).json().allowed_actions).toEqual([]);
    expect((await http.get(`${base}/${own.id}/`, stranger.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/by_patient/?patient_id=${p.patientId}`, stranger.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/?patient=${p.patientId}`, stranger.token)).json().count).toBe(0);
    expect((await http.get(`${base}/?record_type=prescription`, colleague.token)).json().results.map((r: { patient: number }) => r.patient)).toContain(
      p.patientId,
    );
  });

  it('a hospital reads while its access is active and nothing once it is revoked', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    expect((await http.get(`${base}/${own.id}/`, hospital.token)).statusCode).toBe(404);
    const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, hospital.token)).json().codes[0].code;
    const access = (await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, p.token)).json();
    expect((await http.get(`${base}/${own.id}/`, hospital.token)).statusCode).toBe(200);
    expect((await http.get(`${base}/`, hospital.token)).json().count).toBe(3);
    expect((await http.post(`/api/patient-hospital-access/${access.id}/patient_revoke_access/`, {}, p.token)).statusCode).toBe(200);
    expect((await http.get(`${base}/${own.id}/`, hospital.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/by_patient/?patient_id=${p.patientId}`, hospital.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/`, hospital.token)).json().count).toBe(0);
  });

  it('an admin reads every record', async () => {
    expect((await http.get(`${base}/${foreign.id}/`, adminToken)).statusCode).toBe(200);
    expect((await http.get(`${base}/by_patient/?patient_id=${p.patientId}`, adminToken)).json().count).toBe(3);
  });

  it('unknown ids and bad filters', async () => {
    expect((await http.get(`${base}/999999/`, adminToken)).json()).toMatchObject({ code: 'record_not_found' });
    expect((await http.get(`${base}/abc/`, adminToken)).statusCode).toBe(400);
    expect((await http.get(`${base}/?record_type=gossip`, adminToken)).statusCode).toBe(400);
    expect((await http.get(`${base}/by_patient/`, adminToken)).statusCode).toBe(400);
    expect((await http.get(`${base}/`)).statusCode).toBe(401);
  });
});

describe('changing a record', () => {
  const put = (id: number, body: Record<string, unknown>, token = doctor.token) => http.put(`${base}/${id}/`, body, token);

  it('the author edits within 24 hours; fields not sent stay', async () => {
    const record = await write(consultation({ title: 'Typo in titel' }));
    const res = await put(record.id, { updated_at: record.updated_at, title: 'Typo in title' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Typo in title', diagnosis: 'Stage 1 hypertension', follow_up_date: ahead });
    expect(res.json().updated_at).not.toBe(record.updated_at);
    // Turning it into a prescription needs medications; turning a prescription into a note drops them.
    const needs = await put(record.id, { updated_at: res.json().updated_at, record_type: 'prescription' });
    expect([needs.statusCode, needs.json().code]).toEqual([400, 'medications_required']);
    const rx = await write(prescription());
    const note = await put(rx.id, { updated_at: rx.updated_at, record_type: 'other' });
    expect(note.json()).toMatchObject({ record_type: 'other', medications: [] });
  });

  it('a stale version is refused, not overwritten', async () => {
    const record = await write(consultation());
    expect((await put(record.id, { updated_at: record.updated_at, treatment: 'Amlodipine 5 mg' })).statusCode).toBe(200);
    const stale = await put(record.id, { updated_at: record.updated_at, treatment: 'Nothing' });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'record_changed_meanwhile']);
    expect((await put(record.id, { updated_at: 'yesterday', treatment: 'x' })).json().code).toBe('updated_at_invalid');
    expect((await put(record.id, { updated_at: '-271821-04-20T00:00:00.000Z', treatment: 'x' })).json().code).toBe('updated_at_invalid');
    expect((await http.get(`${base}/${record.id}/`, patient.token)).json().treatment).toBe('Amlodipine 5 mg');
  });

  it('only the author: another doctor of the patient 403, others 404 or 403 by role', async () => {
    const record = await write(consultation());
    const body = { updated_at: record.updated_at, title: 'Mine now' };
    expect((await put(record.id, body, colleague.token)).json()).toMatchObject({ code: 'record_not_author' });
    expect((await http.call('DELETE', `${base}/${record.id}/`, { token: colleague.token })).statusCode).toBe(403);
    expect((await put(record.id, body, stranger.token)).statusCode).toBe(404);
    expect((await put(record.id, body, patient.token)).statusCode).toBe(403);
    expect((await put(record.id, body, adminToken)).statusCode).toBe(403);
    expect((await put(999_999, body)).statusCode).toBe(404);
  });

  it('after 24 hours the record is fixed: a correction is a new record that amends it', async () => {
    const record = await write(consultation());
    await backdateMedicalRecord(t.database.db, record.id, 24.01);
    const old = (await http.get(`${base}/${record.id}/`, doctor.token)).json();
    expect(old.allowed_actions).toEqual([]);
    const edit = await put(record.id, { updated_at: old.updated_at, title: 'Too late' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('record_edit_window_closed');
    expect(edit.json().error).toContain('Write a new record that amends it instead');
    const del = await http.call('DELETE', `${base}/${record.id}/`, { token: doctor.token });
    expect([del.statusCode, del.json().code]).toEqual([409, 'record_edit_window_closed']);
    expect((await write(consultation({ amends: record.id, title: 'Correction' }))).amends).toBe(record.id);
  });

  it('the author deletes within 24 hours, unless a later record amends it', async () => {
    const record = await write(consultation());
    const del = await http.call('DELETE', `${base}/${record.id}/`, { token: doctor.token });
    expect(del.statusCode).toBe(204);
    expect((await http.get(`${base}/${record.id}/`, patient.token)).statusCode).toBe(404);
    // A correction is written only once the window has closed; one that exists inside it (written
    // before that rule) still keeps the record it amends.
    const amended = await write(consultation());
    await seedMedicalRecord(t.database.db, {
      patient_id: patient.patientId,
      doctor_id: colleague.doctorId,
      amends_id: amended.id,
      record_type: 'other',
      title: 'Fix',
    });
    expect((await http.get(`${base}/${amended.id}/`, doctor.token)).json().allowed_actions).toEqual(['edit']);
    const refused = await http.call('DELETE', `${base}/${amended.id}/`, { token: doctor.token });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'record_amended_no_delete']);
  });
});

describe('corrections and the author’s window', () => {
  it('while the author’s 24 hours run, only the author may amend the record; after them anyone who may write does', async () => {
    const record = await write(consultation({ title: 'Still the author’s' }));
    const early = await http.post(`${base}/`, consultation({ amends: record.id, title: 'Too early' }), colleague.token);
    expect([early.statusCode, early.json().code]).toEqual([409, 'record_amends_window_open']);
    expect(early.json().error).toContain('can still change it');
    // Nobody else blocks the author's own delete within the window.
    expect((await http.get(`${base}/${record.id}/`, doctor.token)).json().allowed_actions).toEqual(['edit', 'delete']);
    const own = await write(consultation({ amends: record.id, title: 'The author’s own correction' }));
    expect(own.amends).toBe(record.id);
    await backdateMedicalRecord(t.database.db, record.id, 24.01);
    const fix = await write(consultation({ amends: record.id, title: 'Correction' }), colleague.token);
    expect(fix.amends).toBe(record.id);
  });
});

describe('concurrency', () => {
  it('two edits of one version at once: exactly one wins, the other is told it changed', async () => {
    const record = await write(consultation());
    const [a, b] = await Promise.all([
      http.put(`${base}/${record.id}/`, { updated_at: record.updated_at, title: 'Edit A' }, doctor.token),
      http.put(`${base}/${record.id}/`, { updated_at: record.updated_at, title: 'Edit B' }, doctor.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Edit A' : 'Edit B';
    expect((await http.get(`${base}/${record.id}/`, patient.token)).json().title).toBe(winner);
    expect((a.statusCode === 409 ? a : b).json().code).toBe('record_changed_meanwhile');
  });

  it('two deletes at once: one deletes, the other finds nothing', async () => {
    const record = await write(consultation());
    const del = () => http.call('DELETE', `${base}/${record.id}/`, { token: doctor.token });
    const codes = (await Promise.all([del(), del()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([204, 404]);
  });

  it('an edit racing the end of the 24 hours is decided by the database’s clock in the update itself', async () => {
    const record = await write(consultation());
    // Written 24 hours less 1.5 seconds ago: still open when read, closed by the time the update runs.
    await backdateMedicalRecord(t.database.db, record.id, 24 - 1.5 / 3600);
    const readAt = Date.now();
    const read = (await http.get(`${base}/${record.id}/`, doctor.token)).json();
    expect(new Date(read.editable_until).getTime()).toBeGreaterThan(readAt);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const late = await http.put(`${base}/${record.id}/`, { updated_at: read.updated_at, title: 'Just too late' }, doctor.token);
    expect([late.statusCode, late.json().code]).toEqual([409, 'record_edit_window_closed']);
  });
});

describe('a correction racing the deletion of the record it amends', () => {
  it('the database names the amended record’s foreign key as the refusal of a vanished one expects', async () => {
    const insert = seedMedicalRecord(t.database.db, {
      patient_id: patient.patientId,
      doctor_id: doctor.doctorId,
      amends_id: 999_999,
      record_type: 'other',
      title: 'x',
    });
    const err = await insert.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(foreignKeyViolation(err)).toBe(AMENDS_FOREIGN_KEY);
  });

  it('never a 500, and never both: the record is deleted or corrected', async () => {
    for (let round = 0; round < 6; round++) {
      const record = await write(consultation({ title: `Race ${round}` }));
      const [amend, del] = await Promise.all([
        http.post(`${base}/`, consultation({ amends: record.id, title: 'Correction' }), colleague.token),
        http.call('DELETE', `${base}/${record.id}/`, { token: doctor.token }),
      ]);
      expect([amend.statusCode, del.statusCode], `${amend.body} ${del.body}`).not.toContain(500);
      expect(del.statusCode).toBe(204);
      expect([amend.statusCode, amend.json().code]).toEqual(amend.statusCode === 409 ? [409, 'record_amends_window_open'] : [400, 'record_amends_invalid']);
    }
  });
});

describe('a correction and a delete at the window’s end', () => {
  it('the delete begun inside the window and the correction begun after it: the delete wins, the correction is refused, not a 500', async () => {
    const record = await write(consultation());
    // Written 24 hours less 1.5 seconds ago: the delete starts while the window is open.
    await backdateMedicalRecord(t.database.db, record.id, 24 - 1.5 / 3600);
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from medical_records where id = ${record.id} for update`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    const del = http.call('DELETE', `${base}/${record.id}/`, { token: doctor.token });
    await lockWaiters(t.database.db, 1);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    // Begun once the window has closed, so the correction is allowed by the clock.
    const amend = http.post(`${base}/`, consultation({ amends: record.id, title: 'Correction' }), colleague.token);
    await lockWaiters(t.database.db, 2);
    release();
    await holder;
    const [deleted, amended] = await Promise.all([del, amend]);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect([amended.statusCode, amended.json().code], amended.body).toEqual([400, 'record_amends_invalid']);
  });
});
