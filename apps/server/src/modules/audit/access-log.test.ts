// "Who viewed my record" is what a person opened (DOMAIN.md "Audit", issue 22): a record, a file,
// the health profile, an export, and a call that answered one patient's records or a record's files
// in full (one entry per call, not per row) — worded by what it is (type, title, date, file name),
// never by an internal id. Rows of a list across patients and search results stay in the trail for
// the admin's search (`list`), are left out of the patient's view, and carry no health content.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAttachment, seedMedicalRecord } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditLog } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let doctorId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  admin = await signedInAdmin(t.app, t.accounts);
  doctorId = (await approvedDoctor(t.app, admin.tokens.access, { first_name: 'Ngozi', last_name: 'Bello' })).doctorId;
});
afterAll(() => t?.close());

const logOf = async (token: string) => (await http.get('/api/patients/my_access_log/?page_size=100', token)).json();
const none = { record_type: null, record_title: null, record_date: null, file_name: null, hospital_name: null };

describe('who viewed my record', () => {
  it('an admin searching for a patient, again and again, and opening the list of accounts puts nothing in the patient’s view', async () => {
    const patient = await signedInPatient(t.app);
    const last = patient.user.last_name;
    // As the search box sends it while the name is typed.
    for (let n = 2; n <= last.length; n++) {
      const res = await http.get(`/api/admin/users/?search=${encodeURIComponent(last.slice(0, n))}`, admin.tokens.access);
      expect(res.statusCode).toBe(200);
    }
    const listed = (await http.get(`/api/admin/users/?user_type=patient&search=${encodeURIComponent(last)}`, admin.tokens.access)).json();
    const roster = (await http.get(`/api/patients/?search=${encodeURIComponent(last)}`, admin.tokens.access)).json();
    expect(await logOf(patient.token)).toMatchObject({ count: 0, results: [] });
    // Not shown to the patient, so the rows carry no health facts and no NIN: those come with the account opened.
    const row = listed.results.find((u: { id: number }) => u.id === patient.user.id);
    expect(row).toMatchObject({ username: patient.user.username, profile: null });
    expect(roster.map((p: { id: number }) => p.id)).toEqual([patient.patientId]);
    for (const fact of ['blood_type', 'allergies', 'current_medications', 'medical_conditions', 'emergency_contact', 'nin'])
      expect(roster[0]).not.toHaveProperty(fact);
    // The admin's search of the trail keeps them, as rows shown.
    const kept = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.patient_id, patient.patientId), eq(auditLog.actor_user_id, admin.user.id)));
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.every((e) => e.action === 'list')).toBe(true);
    const search = (await http.get(`/api/admin/audit-log/?patient=${patient.patientId}&action=list`, admin.tokens.access)).json();
    expect(search.count).toBe(kept.length);
  });

  it('an admin opening the patient’s account reads no health facts, so the patient’s view has no entry; the trail keeps it', async () => {
    const patient = await signedInPatient(t.app);
    expect((await http.put('/api/auth/profile/update/', { allergies: 'Penicillin', blood_type: 'O+' }, patient.token)).statusCode).toBe(200);
    const opened = (await http.get(`/api/admin/users/${patient.user.id}/`, admin.tokens.access)).json();
    // The account page shows who the person is, not their health: those facts and the NIN are not answered.
    expect(opened.profile).toMatchObject({ id: patient.patientId });
    for (const fact of ['blood_type', 'allergies', 'current_medications', 'medical_conditions', 'emergency_contact', 'nin'])
      expect(opened.profile).not.toHaveProperty(fact);
    expect(await logOf(patient.token)).toMatchObject({ count: 0, results: [] });
    const kept = await t.database.db.select().from(auditLog).where(eq(auditLog.actor_user_id, admin.user.id));
    expect(kept.filter((e) => e.entity_type === 'user_account' && e.entity_id === String(patient.user.id)).map((e) => [e.action, e.patient_id])).toEqual([
      ['read', patient.patientId],
    ]);
  });

  it('a hospital opening its list of patients puts nothing in their view', async () => {
    const patient = await signedInPatient(t.app);
    const hospital = await verifiedHospital(t.app, admin.tokens.access);
    const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, hospital.token)).json().codes[0].code;
    await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, patient.token);
    await http.get('/api/patients/', hospital.token);
    await http.get(`/api/patients/?search=${encodeURIComponent(patient.user.first_name)}`, hospital.token);
    const rows = (await http.get('/api/patients/', hospital.token)).json();
    expect(rows.map((p: { id: number }) => p.id)).toEqual([patient.patientId]);
    for (const fact of ['blood_type', 'allergies', 'current_medications', 'medical_conditions', 'emergency_contact']) expect(rows[0]).not.toHaveProperty(fact);
    const log = await logOf(patient.token);
    expect(log.results.map((e: Record<string, unknown>) => e.action)).toEqual(['grant']);
    expect(log.results[0].about).toEqual({ kind: 'hospital_access', ...none, hospital_name: hospital.profile.hospital_name });
    // Opened, the patient's page answers the health facts: that is shown.
    expect((await http.get(`/api/patients/${patient.patientId}/`, hospital.token)).json()).toHaveProperty('allergies');
    expect((await logOf(patient.token)).results[0].about).toEqual({ kind: 'health_profile', ...none });
  });

  it('a hospital’s access granted and ended names the hospital, whoever granted or ended it', async () => {
    const patient = await signedInPatient(t.app);
    const hospital = await verifiedHospital(t.app, admin.tokens.access);
    const name = hospital.profile.hospital_name as string;
    const codes = (await http.post('/api/hospitals/generate_access_codes/', { count: 3 }, hospital.token)).json().codes;
    const grant = async (n: number) =>
      (await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: codes[n].code }, patient.token)).json().id as number;
    // Granted and ended by the patient, by the hospital, then by an admin.
    await http.post(`/api/patient-hospital-access/${await grant(0)}/patient_revoke_access/`, {}, patient.token);
    await http.post(`/api/patient-hospital-access/${await grant(1)}/hospital_revoke_access/`, { notify_patient: false }, hospital.token);
    await http.post(`/api/patient-hospital-access/${await grant(2)}/revoke_access/`, {}, admin.tokens.access);
    const log = await logOf(patient.token);
    expect(log.results.map((e: Record<string, unknown>) => [e.actor_role, e.action, e.about])).toEqual(
      [
        ['patient', 'grant'],
        ['patient', 'revoke'],
        ['patient', 'grant'],
        ['hospital', 'revoke'],
        ['patient', 'grant'],
        ['admin', 'revoke'],
      ]
        .reverse()
        .map(([role, action]) => [role, action, { kind: 'hospital_access', ...none, hospital_name: name }]),
    );
  });

  it('a record or a file opened is named by its type, title, date and file name, never by an id', async () => {
    const patient = await signedInPatient(t.app);
    const prescription = await seedMedicalRecord(t.database.db, {
      patient_id: patient.patientId,
      doctor_id: doctorId,
      record_type: 'prescription',
      title: 'Malaria treatment',
      medications: [{ name: 'Artemether/lumefantrine', dosage: '80/480 mg', frequency: 'Twice a day', duration: '3 days', instructions: '' }],
      created_at: new Date('2026-11-24T09:30:00Z'),
    });
    const file = await seedAttachment(t.database.db, {
      record_id: prescription.id,
      original_name: 'malaria-test.pdf',
      content_type: 'application/pdf',
      size_bytes: 1200,
      storage_key: `missing-${prescription.id}.pdf`,
    });
    // Admins may read any record: the list of the patient's records (one entry for the call, the list
    // answered them in full), the record's files and the record (one entry: the files are part of the
    // record opened), then the file.
    await http.get(`/api/medical-records/?patient=${patient.patientId}`, admin.tokens.access);
    await http.get(`/api/medical-record-attachments/?medical_record=${prescription.id}`, admin.tokens.access);
    expect((await http.get(`/api/medical-records/${prescription.id}/`, admin.tokens.access)).statusCode).toBe(200);
    expect((await http.get(`/api/medical-record-attachments/${file.id}/`, admin.tokens.access)).statusCode).toBe(200);
    const log = await logOf(patient.token);
    const record = { record_type: 'prescription', record_title: 'Malaria treatment', record_date: '2026-11-24T09:30:00.000Z', hospital_name: null };
    expect(log.results.map((e: Record<string, unknown>) => [e.action, e.about])).toEqual([
      ['read', { kind: 'attachment', ...record, file_name: 'malaria-test.pdf' }],
      ['read', { kind: 'record', ...record, file_name: null }],
      ['read', { kind: 'records', ...none }],
    ]);
    expect(JSON.stringify(log)).not.toMatch(/entity_id|"#/);
  });

  it('a record opened with the list of its files is one entry; the files of a record not opened are their own', async () => {
    const patient = await signedInPatient(t.app);
    const opened = await seedMedicalRecord(t.database.db, { patient_id: patient.patientId, doctor_id: doctorId, record_type: 'lab_result', title: 'FBC' });
    const filesOnly = await seedMedicalRecord(t.database.db, {
      patient_id: patient.patientId,
      doctor_id: doctorId,
      record_type: 'lab_result',
      title: 'Lipids',
    });
    for (const r of [opened, filesOnly])
      await seedAttachment(t.database.db, {
        record_id: r.id,
        original_name: 'lab.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: `f-${r.id}.pdf`,
      });
    // As the record's page asks: the record, then its files.
    expect((await http.get(`/api/medical-records/${opened.id}/`, admin.tokens.access)).statusCode).toBe(200);
    expect((await http.get(`/api/medical-record-attachments/?medical_record=${opened.id}`, admin.tokens.access)).statusCode).toBe(200);
    expect((await http.get(`/api/medical-record-attachments/?medical_record=${filesOnly.id}`, admin.tokens.access)).statusCode).toBe(200);
    const log = await logOf(patient.token);
    expect(log.results.map((e: { about: { kind: string; record_title: string } }) => [e.about.kind, e.about.record_title])).toEqual([
      ['record_files', 'Lipids'],
      ['record', 'FBC'],
    ]);
    expect(log.count).toBe(2);
  });

  it('a record deleted since is still listed, as a record no longer there', async () => {
    const patient = await signedInPatient(t.app);
    const record = await seedMedicalRecord(t.database.db, { patient_id: patient.patientId, doctor_id: doctorId, record_type: 'lab_result', title: 'FBC' });
    await http.get(`/api/medical-records/${record.id}/`, admin.tokens.access);
    await t.database.db.execute(sql`delete from medical_records where id = ${record.id}`);
    const log = await logOf(patient.token);
    expect(log.results[0].about).toEqual({ kind: 'record', ...none });
  });

  it('a list answering many records, or files, is one entry per call for each patient concerned, not one per row', async () => {
    const first = await signedInPatient(t.app);
    const second = await signedInPatient(t.app);
    for (const p of [first, first, second]) {
      const r = await seedMedicalRecord(t.database.db, { patient_id: p.patientId, doctor_id: doctorId, record_type: 'lab_result', title: 'FBC' });
      await seedAttachment(t.database.db, {
        record_id: r.id,
        original_name: 'fbc.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: `k-${r.id}.pdf`,
      });
    }
    // The doctor's list across their patients' records and files (no record named).
    await http.get('/api/medical-records/?page_size=100', admin.tokens.access);
    await http.get('/api/medical-record-attachments/?page_size=100', admin.tokens.access);
    for (const p of [first, second]) {
      const log = await logOf(p.token);
      expect(log.results.map((e: Record<string, unknown>) => [e.actor_role, e.action, e.about])).toEqual([
        ['admin', 'read', { kind: 'record_files', ...none }],
        ['admin', 'read', { kind: 'records', ...none }],
      ]);
    }
  });
});
