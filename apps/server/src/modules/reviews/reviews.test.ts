// Reviews through the API: a patient rates their completed appointment once (each refusal with its
// code: another's, not completed, out of range, too long, a second one, two at once), the doctor is
// told, and the ratings show in the doctor's listing and in the hospital's quality page.
import { REVIEW_COMMENT_MAX } from '@naijacare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
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

let hour = 0;
const past = () => new Date(Date.now() - (2 * 86_400_000 + ++hour * 3_600_000));
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code, res.json().details?.field];
const post = (token: string, body: Record<string, unknown>) => http.post('/api/reviews/', body, token);
const ofDoctor = async (token: string, doctorId: number) => (await http.get(`/api/reviews/?doctor=${doctorId}`, token)).json();

/** A doctor and a patient with one completed appointment together. */
async function visit(status: 'completed' | 'scheduled' | 'cancelled' = 'completed') {
  const doctor = await approvedDoctor(t.app, adminToken);
  const patient = await signedInPatient(t.app);
  const appointment = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start: past(), status });
  return { doctor, patient, appointment };
}

describe('reviewing an appointment', () => {
  it('the patient rates a completed appointment; the doctor is told; the listing shows the average and count', async () => {
    const { doctor, patient, appointment } = await visit();
    const res = await post(patient.token, { appointment, rating: 4, comment: '  Clear advice, on time.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const name = `${patient.user.first_name} ${patient.user.last_name.slice(0, 1)}.`;
    expect(res.json()).toMatchObject({
      doctor: doctor.doctorId,
      appointment,
      rating: 4,
      comment: 'Clear advice, on time.',
      patient_name: name,
      hidden: false,
      is_mine: true,
    });

    const other = await signedInPatient(t.app);
    const page = await ofDoctor(other.token, doctor.doctorId);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.results).toHaveLength(1);
    // Another reader does not learn which appointment it was.
    expect(page.results[0]).toMatchObject({ rating: 4, appointment: null, is_mine: false });

    const notices = (await http.get('/api/notifications/?page_size=100', doctor.token)).json().results;
    expect(notices.find((n: { code: string }) => n.code === 'review_received')).toMatchObject({
      message: `${name} rated your consultation 4 out of 5.`,
      link: '/doctor/reviews',
    });

    // A second appointment rated 1: the average is over both.
    const second = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start: past(), status: 'completed' });
    expect((await post(patient.token, { appointment: second, rating: 1 })).statusCode).toBe(201);
    const listing = (await http.get(`/api/doctors/${doctor.doctorId}/`, other.token)).json();
    expect(listing.rating).toEqual({ average: 2.5, count: 2 });
    const directory = (await http.get('/api/doctors/', other.token)).json();
    expect(directory.find((d: { id: number }) => d.id === doctor.doctorId).rating).toEqual({ average: 2.5, count: 2 });
    const mine = (await http.get('/api/reviews/?mine=true', patient.token)).json();
    expect(mine.results.map((r: { appointment: number }) => r.appointment)).toEqual([second, appointment]);
  });

  it('a second review of one appointment is 409, and of two at once one wins', async () => {
    const { patient, appointment } = await visit();
    expect((await post(patient.token, { appointment, rating: 5 })).statusCode).toBe(201);
    expect(refusal(await post(patient.token, { appointment, rating: 3 }))).toEqual([409, 'review_exists', undefined]);

    const race = await visit();
    const both = await Promise.all([
      post(race.patient.token, { appointment: race.appointment, rating: 5 }),
      post(race.patient.token, { appointment: race.appointment, rating: 2 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await ofDoctor(race.patient.token, race.doctor.doctorId)).rating.count).toBe(1);
  });

  it('refuses another’s appointment, one not completed, one that does not exist, and non-patients', async () => {
    const { doctor, appointment } = await visit();
    const stranger = await signedInPatient(t.app);
    expect(refusal(await post(stranger.token, { appointment, rating: 5 }))).toEqual([400, 'review_appointment_invalid', 'appointment']);
    expect(refusal(await post(stranger.token, { appointment: 2_000_000_000, rating: 5 }))).toEqual([400, 'review_appointment_invalid', 'appointment']);
    for (const status of ['scheduled', 'cancelled'] as const) {
      const v = await visit(status);
      expect(refusal(await post(v.patient.token, { appointment: v.appointment, rating: 5 }))).toEqual([400, 'review_not_completed', 'appointment']);
    }
    expect((await post(doctor.token, { appointment, rating: 5 })).statusCode).toBe(403);
    expect((await post(adminToken, { appointment, rating: 5 })).statusCode).toBe(403);
  });

  it('refuses a rating out of range or not whole, and a comment over 1,000 characters', async () => {
    const { patient, appointment } = await visit();
    for (const rating of [0, 6, 3.5, '4', null]) {
      expect(refusal(await post(patient.token, { appointment, rating })), String(rating)).toEqual([400, 'review_rating_invalid', 'rating']);
    }
    const long = await post(patient.token, { appointment, rating: 5, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) });
    expect(refusal(long)).toEqual([400, 'field_too_long', 'comment']);
    // Nothing was stored by the refusals: the first good one succeeds.
    expect((await post(patient.token, { appointment, rating: 5, comment: 'x'.repeat(REVIEW_COMMENT_MAX) })).statusCode).toBe(201);
  });

  it('a list names a doctor or asks for mine; signed-out callers are refused', async () => {
    const patient = await signedInPatient(t.app);
    expect(refusal(await http.get('/api/reviews/', patient.token))).toEqual([400, 'reviews_filter_required', 'doctor']);
    expect((await http.get('/api/reviews/?doctor=1')).statusCode).toBe(401);
    expect((await http.get('/api/reviews/?doctor=abc', patient.token)).statusCode).toBe(400);
  });

  it('the hospital’s quality page carries its affiliated doctors’ ratings', async () => {
    const { doctor, patient, appointment } = await visit();
    const hospital = await verifiedHospital(t.app, adminToken);
    await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
    expect((await post(patient.token, { appointment, rating: 3 })).statusCode).toBe(201);
    const quality = (await http.get(`/api/hospitals/${hospital.hospitalId}/quality/`, hospital.token)).json();
    expect(quality.rating).toEqual({ average: 3, count: 1 });
    expect(quality.doctors[0]).toMatchObject({ doctor_id: doctor.doctorId, rating_average: 3, rating_count: 1 });
  });
});
