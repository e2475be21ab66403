// The audit trail: every read and change of a record, and every read of a patient's profile by
// someone else, leaves an entry (who, role, what, from where); the database refuses to change or
// remove one; a patient sees who accessed their record.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { desc, eq, sql } from 'drizzle-orm';
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

  it('a list leaves one entry per record it answers, and none for records it does not', async () => {
    const ids = [(await write('A')).id, (await write('B')).id, (await write('C')).id];
    const before = (await entriesOf(patient.patientId)).length;
    const page = (await http.call('GET', `${base}/?page_size=2`, as(doctor.token))).json();
    expect(page.results).toHaveLength(2);
    const after = await entriesOf(patient.patientId);
    expect(after.length - before).toBe(2);
    expect(
      after
        .slice(0, 2)
        .map((r) => Number(r.entity_id))
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    expect(after.slice(0, 2).every((r) => r.action === 'read' && r.actor_role === 'doctor')).toBe(true);
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

describe('my access log', () => {
  it('the patient sees who accessed their record, by name and role, newest first, without their own reads', async () => {
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

    const log = (await http.get('/api/patients/my_access_log/', me.token)).json();
    expect(log.count).toBe(2);
    expect(log.results.map((e: Record<string, unknown>) => [e.actor_name, e.actor_role, e.action, e.entity_type, e.entity_id])).toEqual([
      [hospital.profile.hospital_name, 'hospital', 'read', 'medical_record', String(record.id)],
      ['Dr. Chidi Okafor', 'doctor', 'create', 'medical_record', String(record.id)],
    ]);
    expect(log.results[0]).not.toHaveProperty('ip');
    const second = (await http.get('/api/patients/my_access_log/?page_size=1&page=2', me.token)).json();
    expect([second.count, second.next, second.results[0].action]).toEqual([2, null, 'create']);
  });

  it('only patients have one', async () => {
    expect((await http.get('/api/patients/my_access_log/', doctor.token)).statusCode).toBe(403);
    expect((await http.get('/api/patients/my_access_log/', admin.tokens.access)).statusCode).toBe(403);
    expect((await http.get('/api/patients/my_access_log/')).statusCode).toBe(401);
    expect((await http.get('/api/patients/my_access_log/?page=0', patient.token)).statusCode).toBe(400);
  });
});
