// Writes join a caller's transaction: a booking made inside another module's transaction
// (a future wallet debit) commits or rolls back with it, notices included.

import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, doctorPayload, fundedPatient, signedInAdmin, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;

const day = addDays(lagosDate(new Date()), 2);
let hour = 8;
const nextSlotTime = () => lagosInstant(day, hour++ * 60).toISOString();

class RolledBack extends Error {}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken);
  hospital = await verifiedHospital(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
});
afterAll(() => t?.close());

async function openSlot() {
  const res = await http.call('POST', '/api/appointments/', {
    token: hospital.token,
    body: { doctor: doctor.doctorId, scheduled_at: nextSlotTime(), duration_minutes: 30, appointment_type: 'in_person' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

async function patientCaller() {
  const patient = await fundedPatient(t.app);
  const actor = await t.accounts.authenticate(patient.token);
  return { patient, caller: await t.accounts.callerOf(actor as NonNullable<typeof actor>) };
}

const hospitalNotices = async () => (await http.get('/api/notifications/', hospital.token)).json().count as number;

describe('a booking inside a caller’s transaction', () => {
  it('rolls back with the caller, leaving the slot open and no notice sent', async () => {
    const slot = await openSlot();
    const { patient, caller } = await patientCaller();
    const noticesBefore = await hospitalNotices();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.appointments.bookSlot(caller, slot.id, 'Knee pain', tx);
        throw new RolledBack('the caller’s later step failed');
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const seen = (await http.get(`/api/appointments/${slot.id}/`, patient.token)).json();
    expect(seen).toMatchObject({ patient: null, allowed_actions: ['book_slot'] });
    expect(await hospitalNotices()).toBe(noticesBefore);
  });

  it('commits with the caller', async () => {
    const slot = await openSlot();
    const { patient, caller } = await patientCaller();
    await t.database.db.transaction(async (tx) => {
      await t.appointments.bookSlot(caller, slot.id, 'Knee pain', tx);
    });
    expect((await http.get(`/api/appointments/${slot.id}/`, patient.token)).json()).toMatchObject({ patient: patient.patientId, reason: 'Knee pain' });
  });
});

describe('an admin decision inside a caller’s transaction', () => {
  it('rolls back with the caller: the doctor stays pending', async () => {
    const body = (await http.post('/api/auth/register/', doctorPayload())).json();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.admin.approve(body.user.id, tx);
        throw new RolledBack('the caller’s later step failed');
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await t.admin.getUser(body.user.id)).account_status).toBe('pending');
  });
});
