// A doctor who switches off accepting appointments gets no new open slots, and the ones already
// published are off offer until the doctor switches back on.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type approvedDoctor, type fundedPatient, hospitalNetwork, type verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof fundedPatient>>;
const day = addDays(lagosDate(new Date()), 9);

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  ({ hospital, doctor, patient } = await hospitalNetwork(t));
});
afterAll(() => t?.close());

const publish = (minutes: number) =>
  http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: lagosInstant(day, minutes).toISOString() } });
const toggle = () => http.post(`/api/doctors/${doctor.doctorId}/toggle_availability/`, {}, doctor.token);
const offered = async () =>
  (await http.get('/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', patient.token)).json().map((a: { id: number }) => a.id);

describe('open slots and the doctor’s availability', () => {
  it('publishes none for a doctor not accepting appointments; those published are off offer meanwhile', async () => {
    const slot = (await publish(9 * 60)).json().id as number;
    expect((await toggle()).json().is_available).toBe(false);

    const single = await publish(10 * 60);
    expect(single.statusCode).toBe(409);
    expect(single.json().code).toBe('doctor_not_accepting');
    const batch = await http.call('POST', '/api/appointments/open_slots/', {
      token: hospital.token,
      body: {
        doctor: doctor.doctorId,
        date_from: day,
        date_to: day,
        days_of_week: [0, 1, 2, 3, 4, 5, 6],
        times: ['11:00'],
        duration_minutes: 30,
        appointment_type: 'video',
      },
    });
    expect(batch.statusCode).toBe(409);
    expect(await offered()).not.toContain(slot);
    expect((await http.post(`/api/appointments/${slot}/book_slot/`, {}, patient.token)).statusCode).toBe(409);

    expect((await toggle()).json().is_available).toBe(true);
    expect(await offered()).toContain(slot);
    expect((await http.post(`/api/appointments/${slot}/book_slot/`, {}, patient.token)).statusCode).toBe(200);
  });
});
