// Every notice carries its code and the values its text names, beside the English title and
// message, so a client may word it in its own language.
import { addDays, lagosDate, lagosInstant, NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, fundedPatient, PASSWORD, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterAll(() => t?.close());

const newest = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];

describe('notification codes', () => {
  it('an approval is account_approved, with no params', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    expect(await newest(doctor.token)).toMatchObject({ code: 'account_approved', params: {}, title: NOTIFICATION_MESSAGES.account_approved.title });
  });

  it('a deactivation tells its reason as a param', async () => {
    const patient = await signedInPatient(t.app);
    await http.post(`/api/admin/users/${patient.user.id}/deactivate/`, { reason: 'Duplicate account' }, adminToken);
    const list = await t.notifications.list(patient.user.id, 1, 1);
    expect(list.results[0]).toMatchObject({
      code: 'account_deactivated',
      params: { reason: 'Duplicate account' },
      message: 'Your account has been deactivated. Reason: Duplicate account',
    });
  });

  it('a password change is password_changed', async () => {
    const me = await http.patient();
    const res = await http.post('/api/auth/change-password/', { old_password: PASSWORD, new_password: 'another-pass-1' }, me.tokens.access);
    expect(await newest(res.json().tokens.access)).toMatchObject({ code: 'password_changed', params: {}, title: 'Password changed' });
  });

  it('a booked open slot is open_slot_booked, naming the patient, the time and the doctor', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    const doctor = await approvedDoctor(t.app, adminToken);
    await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
    const at = lagosInstant(addDays(lagosDate(new Date()), 3), 11 * 60).toISOString();
    const slot = (await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: at } })).json();
    const patient = await fundedPatient(t.app);
    expect((await http.post(`/api/appointments/${slot.id}/book_slot/`, {}, patient.token)).statusCode).toBe(200);
    const note = await newest(hospital.token);
    const name = `${patient.user.first_name} ${patient.user.last_name}`;
    expect(note).toMatchObject({
      code: 'open_slot_booked',
      params: { patient: name, doctor: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}` },
      title: 'Open slot booked',
    });
    expect(note.message).toBe(`${name} booked the ${note.params.when} slot with ${note.params.doctor}.`);
  });
});
