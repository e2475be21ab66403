// One patient holds at most PATIENT_UPCOMING_MAX upcoming appointments: enough for any course of
// care, too few to take every open slot a hospital publishes.
import { addDays, lagosDate, lagosInstant, PATIENT_UPCOMING_MAX } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment } from '../../seed/records';
import { api, approvedDoctor, fundedPatient, hospitalNetwork, type verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let other: Awaited<ReturnType<typeof approvedDoctor>>;
const day = addDays(lagosDate(new Date()), 20);

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  const network = await hospitalNetwork(t);
  ({ hospital, doctor } = network);
  other = await approvedDoctor(t.app, network.adminToken);
});
afterAll(() => t?.close());

const publish = async (minutes: number) =>
  (
    await http.call('POST', '/api/appointments/', {
      token: hospital.token,
      body: { doctor: doctor.doctorId, scheduled_at: lagosInstant(day, minutes).toISOString() },
    })
  ).json().id as number;

let nextDay = 1;

/** Upcoming appointments with another doctor, each on a day of its own. */
async function holding(patientId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const date = addDays(day, nextDay++);
    await seedAppointment(t.database.db, {
      patient_id: patientId,
      doctor_id: other.doctorId,
      schedule_creator: 'patient',
      appointment_type: 'video',
      duration_minutes: 30,
      fee_kobo: 0,
      status: 'scheduled',
      scheduled_at: lagosInstant(date, 600),
      ends_at: lagosInstant(date, 630),
    });
  }
}

describe('the upcoming-appointments limit', () => {
  it('refuses a booking past the limit, with the limit named', async () => {
    const patient = await fundedPatient(t.app);
    await holding(patient.patientId, PATIENT_UPCOMING_MAX);
    const res = await http.post(`/api/appointments/${await publish(8 * 60)}/book_slot/`, {}, patient.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'too_many_upcoming' });
    expect(res.json().error).toContain(String(PATIENT_UPCOMING_MAX));
  });

  it('counts two bookings at once one after the other: one below the limit gets exactly one', async () => {
    const patient = await fundedPatient(t.app);
    await holding(patient.patientId, PATIENT_UPCOMING_MAX - 1);
    const [first, second] = [await publish(9 * 60), await publish(10 * 60)];
    const results = await Promise.all([first, second].map((id) => http.post(`/api/appointments/${id}/book_slot/`, {}, patient.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
