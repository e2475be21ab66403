// The audit trail: every read and change of a record, and every read of a patient's profile by
// someone else, leaves an entry (who, role, what, from where); the database refuses to change or
// remove one; a patient sees who accessed their record.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditLog } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;

const base = '/api/medical-records';
const AGENT = 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile';

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  admin = await signedInAdmin(t.app, t.accounts);
  doctor = await approvedDoctor(t.app, admin.tokens.access, { first_name: 'Chidi', last_name: 'Okafor' });
  patient = await signedInPatient(t.app);
  const day = addDays(lagosDate(new Date()), -1);
  await seedAppointment(t.database.db, {
    patient_id: patient.patientId,
    doctor_id: doctor.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'video',
    duration_minutes: 30,
    scheduled_at: lagosInstant(day, 600),
    ends_at: lagosInstant(day, 630),
    status: 'completed',
  });
});
afterAll(() => t?.close());

const entriesOf = (patientId: number) => t.database.db.select().from(auditLog).where(eq(auditLog.patient_id, patientId)).orderBy(desc(auditLog.id));
const as = (token: string, ip = '10.1.2.3') => ({ token, ip, headers: { 'user-agent': AGENT } });
async function write(title: string) {
  const res = await http.call('POST', `${base}/`, { ...as(doctor.token), body: { patient: patient.patientId, record_type: 'consultation', title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; updated_at: string };
}

describe('what the trail records', () => {
  it('a create, a read, an update and a delete each leave an entry: who, role, what, the patient, from where', async () => {
    const record = await write('Chest pain review');
    await http.call('GET', `${base}/${record.id}/`, as(admin.tokens.access, '10.9.9.9'));
    const put = await http.call('PUT', `${base}/${record.id}/`, {
      ...as(doctor.token),
      body: { updated_at: record.updated_at, title: 'Chest pain review (ECG normal)' },
    });
    expect(put.statusCode).toBe(200);
    expect((await http.call('DELETE', `${base}/${record.id}/`, as(doctor.token))).statusCode).toBe(204);
    const rows = (await entriesOf(patient.patientId)).filter((r) => r.entity_id === String(record.id));
    expect(rows.map((r) => [r.action, r.actor_role, r.actor_user_id])).toEqual([
      ['delete', 'doctor', doctor.user.id],
      ['update', 'doctor', doctor.user.id],
      ['read', 'admin', admin.user.id],
      ['create', 'doctor', doctor.user.id],
    ]);
    expect(rows.every((r) => r.entity_type === 'medical_record' && r.user_agent === AGENT)).toBe(true);
    expect(rows[2].ip).toBe('10.9.9.9');
  });

  it('a list leaves one `list` entry per record it answers, one `read` of the patient’s records for the call, and none for records it does not', async () => {
    const ids = [(await write('A')).id, (await write('B')).id, (await write('C')).id];
    const before = (await entriesOf(patient.patientId)).length;
    const page = (await http.call('GET', `${base}/?page_size=2`, as(doctor.token))).json();
    expect(page.results).toHaveLength(2);
    const after = await entriesOf(patient.patientId);
    expect(after.length - before).toBe(3);
    const added = after.slice(0, 3);
    expect(
      added
        .filter((r) => r.action === 'list')
        .map((r) => Number(r.entity_id))
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    expect(added.filter((r) => r.action === 'read').map((r) => [r.entity_type, r.entity_id])).toEqual([['medical_records', null]]);
    expect(added.every((r) => r.actor_role === 'doctor')).toBe(true);
  });

  it('a refused read leaves no entry', async () => {
    const stranger = await signedInPatient(t.app);
    const record = await write('Private');
    const before = (await entriesOf(patient.patientId)).length;
    expect((await http.get(`${base}/${record.id}/`, stranger.token)).statusCode).toBe(404);
    expect((await entriesOf(patient.patientId)).length).toBe(before);
  });

  it('a patient’s profile read by their doctor is recorded; the patient reading themself is not', async () => {
    expect((await http.call('GET', `/api/patients/${patient.patientId}/`, as(doctor.token))).statusCode).toBe(200);
    const [entry] = await entriesOf(patient.patientId);
    expect(entry).toMatchObject({ action: 'read', entity_type: 'patient_profile', entity_id: String(patient.patientId), actor_user_id: doctor.user.id });
    const count = (await entriesOf(patient.patientId)).length;
    await http.get(`/api/patients/${patient.patientId}/`, patient.token);
    await http.get('/api/patients/my_profile/', patient.token);
    expect((await entriesOf(patient.patientId)).length).toBe(count);
  });

  it('the database refuses to change or remove an entry, whatever the app asks', async () => {
    const [entry] = await entriesOf(patient.patientId);
    await expect(t.database.db.execute(sql`update audit_log set actor_role = 'nobody' where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [again] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(again.actor_role).toBe(entry.actor_role);
  });
});

describe('reads of patients and changes of consent', () => {
  const profileReads = async (patientId: number, actor: number, action: 'read' | 'list' = 'read') =>
    (await entriesOf(patientId)).filter((r) => r.entity_type === 'patient_profile' && r.action === action && r.actor_user_id === actor);

  it('a list of patients leaves a row shown (`list`) of each patient it shows, whoever asks but the patient', async () => {
    const before = (await profileReads(patient.patientId, doctor.user.id, 'list')).length;
    const list = (await http.call('GET', '/api/patients/', as(doctor.token))).json();
    expect(list.map((p: { id: number }) => p.id)).toContain(patient.patientId);
    const after = await profileReads(patient.patientId, doctor.user.id, 'list');
    expect(after.length - before).toBe(1);
    expect(after[0]).toMatchObject({ entity_id: String(patient.patientId), patient_id: patient.patientId, actor_role: 'doctor', user_agent: AGENT });

    const adminBefore = (await profileReads(patient.patientId, admin.user.id, 'list')).length;
    await http.get('/api/patients/', admin.tokens.access);
    expect((await profileReads(patient.patientId, admin.user.id, 'list')).length - adminBefore).toBe(1);

    const me = await signedInPatient(t.app);
    const count = (await entriesOf(me.patientId)).length;
    await http.get('/api/patients/', me.token);
    expect((await entriesOf(me.patientId)).length).toBe(count);
  });

  it('a hospital’s list of the patients who granted it access leaves a row shown of each, no read', async () => {
    const me = await signedInPatient(t.app);
    const hospital = await verifiedHospital(t.app, admin.tokens.access);
    const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, hospital.token)).json().codes[0].code;
    await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, me.token);
    await http.get('/api/patients/', hospital.token);
    expect(await profileReads(me.patientId, hospital.user.id, 'list')).toHaveLength(1);
    expect(await profileReads(me.patientId, hospital.user.id)).toHaveLength(0);
  });

  it('an admin opening a patient’s account leaves a read of the account (no health facts), not of the profile; a doctor’s account does not concern a patient', async () => {
    const me = await signedInPatient(t.app);
    const res = await http.call('GET', `/api/admin/users/${me.user.id}/`, as(admin.tokens.access, '10.7.7.7'));
    expect(res.statusCode).toBe(200);
    expect(await profileReads(me.patientId, admin.user.id)).toHaveLength(0);
    const opened = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.patient_id, me.patientId), eq(auditLog.entity_type, 'user_account')));
    expect(opened).toMatchObject([{ action: 'read', entity_id: String(me.user.id), actor_role: 'admin', ip: '10.7.7.7' }]);
    const total = (await t.database.db.select().from(auditLog)).length;
    expect((await http.get(`/api/admin/users/${doctor.user.id}/`, admin.tokens.access)).statusCode).toBe(200);
    expect((await http.get('/api/admin/users/999999/', admin.tokens.access)).statusCode).toBe(404);
    expect((await t.database.db.select().from(auditLog)).length).toBe(total);
  });

  it('an admin’s list of accounts leaves a row shown of each patient on the page, no read', async () => {
    const me = await signedInPatient(t.app);
    const page = (await http.get(`/api/admin/users/?search=${me.user.username}`, admin.tokens.access)).json();
    expect(page.results.map((u: { id: number }) => u.id)).toEqual([me.user.id]);
    expect(await profileReads(me.patientId, admin.user.id, 'list')).toHaveLength(1);
    expect(await profileReads(me.patientId, admin.user.id)).toHaveLength(0);
  });

  it('granting and revoking a hospital’s access, by every way there is, leaves a grant and a revoke in the patient’s access log', async () => {
    const me = await signedInPatient(t.app);
    const hospital = await verifiedHospital(t.app, admin.tokens.access);
    const codes = (await http.post('/api/hospitals/generate_access_codes/', { count: 6 }, hospital.token)).json().codes.map((c: { code: string }) => c.code);
    const grant = async () => {
      const res = await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: codes.shift() }, me.token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const pha = '/api/patient-hospital-access';
    const ways: [string, (id: number) => Promise<{ statusCode: number; body: string }>][] = [
      ['patient', (id) => http.post(`${pha}/${id}/patient_revoke_access/`, {}, me.token)],
      ['patient', (id) => http.post('/api/patients/revoke_hospital_access/', { access_code_id: id }, me.token)],
      ['hospital', (id) => http.post(`${pha}/${id}/hospital_revoke_access/`, {}, hospital.token)],
      ['hospital', (id) => http.post(`${pha}/hospital_bulk_revoke/`, { access_ids: [id] }, hospital.token)],
      ['admin', (id) => http.post(`${pha}/${id}/revoke_access/`, {}, admin.tokens.access)],
      ['admin', (id) => http.post(`${pha}/bulk_revoke_access/`, { access_ids: [id] }, admin.tokens.access)],
    ];
    const expected: [string, string, string][] = [];
    for (const [role, revoke] of ways) {
      const id = await grant();
      const res = await revoke(id);
      expect(res.statusCode, res.body).toBe(200);
      // A refused revocation (already revoked) changes nothing and records nothing.
      expect((await revoke(id)).statusCode).toBe(409);
      expected.push(['grant', 'patient', String(id)], ['revoke', role, String(id)]);
    }
    const entries = (await entriesOf(me.patientId)).filter((r) => r.entity_type === 'hospital_access');
    expect(entries.map((r) => [r.action, r.actor_role, r.entity_id])).toEqual(expected.reverse());
    const log = (await http.get('/api/patients/my_access_log/?page_size=100', me.token)).json();
    const shown = log.results.filter((e: { entity_type: string }) => e.entity_type === 'hospital_access');
    expect(shown).toHaveLength(12);
    expect(shown[0]).toMatchObject({ action: 'revoke', actor_role: 'admin' });
    expect(shown.find((e: { actor_role: string }) => e.actor_role === 'hospital').actor_name).toBe(hospital.profile.hospital_name);
    expect(shown.at(-1)).toMatchObject({ action: 'grant', actor_role: 'patient', actor_name: `${me.user.first_name} ${me.user.last_name}` });
  });

  it('a code that grants nothing records nothing', async () => {
    const me = await signedInPatient(t.app);
    expect((await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: 'ABCD2345' }, me.token)).statusCode).toBe(400);
    expect(await entriesOf(me.patientId)).toEqual([]);
  });
});

describe('my access log', () => {
  it('the patient sees who accessed their record, by name and role, newest first, without their own reads but with their own grants', async () => {
    const me = await signedInPatient(t.app);
    const day = addDays(lagosDate(new Date()), -2);
    await seedAppointment(t.database.db, {
      patient_id: me.patientId,
      doctor_id: doctor.doctorId,
      schedule_creator: 'patient',
      appointment_type: 'chat',
      duration_minutes: 30,
      scheduled_at: lagosInstant(day, 700),
      ends_at: lagosInstant(day, 730),
      status: 'completed',
    });
    const hospital = await verifiedHospital(t.app, admin.tokens.access);
    const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, hospital.token)).json().codes[0].code;
    await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, me.token);

    const record = (await http.post(`${base}/`, { patient: me.patientId, record_type: 'lab_result', title: 'Malaria parasite test' }, doctor.token)).json();
    await http.get(`${base}/${record.id}/`, me.token);
    await http.get(`${base}/`, me.token);
    await http.get(`${base}/by_patient/?patient_id=${me.patientId}`, hospital.token);
    await http.get(`${base}/${record.id}/`, hospital.token);

    const log = (await http.get('/api/patients/my_access_log/', me.token)).json();
    expect(log.count).toBe(4);
    // The patient's own reads are left out; their own grant of access stays (who could see the record).
    expect(log.results.map((e: Record<string, unknown>) => [e.actor_name, e.actor_role, e.action, e.entity_type])).toEqual([
      [hospital.profile.hospital_name, 'hospital', 'read', 'medical_record'],
      [hospital.profile.hospital_name, 'hospital', 'read', 'medical_records'],
      ['Dr. Chidi Okafor', 'doctor', 'create', 'medical_record'],
      [`${me.user.first_name} ${me.user.last_name}`, 'patient', 'grant', 'hospital_access'],
    ]);
    expect(log.results[2].about).toMatchObject({ kind: 'record', record_type: 'lab_result', record_title: 'Malaria parasite test' });
    expect(log.results[1].about).toMatchObject({ kind: 'records' });
    expect(log.results[2]).not.toHaveProperty('entity_id');
    expect(log.results[0]).not.toHaveProperty('ip');
    const second = (await http.get('/api/patients/my_access_log/?page_size=3&page=2', me.token)).json();
    expect([second.count, second.next, second.results[0].action]).toEqual([4, null, 'grant']);
  });

  it('only patients have one', async () => {
    expect((await http.get('/api/patients/my_access_log/', doctor.token)).statusCode).toBe(403);
    expect((await http.get('/api/patients/my_access_log/', admin.tokens.access)).statusCode).toBe(403);
    expect((await http.get('/api/patients/my_access_log/')).statusCode).toBe(401);
    expect((await http.get('/api/patients/my_access_log/?page=0', patient.token)).statusCode).toBe(400);
  });
});
