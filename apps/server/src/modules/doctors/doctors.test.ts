import { addDays, lagosDate, weekdayOf } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { publicImageFiles } from '../../testing/public-image-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PHOTO_FOLDER } from '../accounts/doctor-photos';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let cardiologist: Awaited<ReturnType<typeof approvedDoctor>>;
let paediatrician: Awaited<ReturnType<typeof approvedDoctor>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function photoForm(bytes: Buffer) {
  const boundary = '----photo-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="professional_photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A new photo for the doctor, through the photo route. */
const patchPhoto = (doctor: { doctorId: number; token: string }) => {
  const form = photoForm(PNG);
  return http.call('PATCH', `/api/doctors/${doctor.doctorId}/photo/`, { token: doctor.token, body: form.body, headers: form.headers });
};

/** The file name in a public image's URL (/media/photos/<name>). */
const nameOf = (url: string) => url.split('/').pop() as string;

/** The names in each folder of public images (every size). */
const publicFiles = () => publicImageFiles(t.dataDir, PHOTO_FOLDER);

/** The next date (after today) that falls on this weekday (0 = Monday). */
function nextWeekday(day: number) {
  let d = addDays(lagosDate(new Date()), 1);
  while (weekdayOf(d) !== day) d = addDays(d, 1);
  return d;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  cardiologist = await approvedDoctor(t.app, adminToken, {
    first_name: 'Chiamaka',
    last_name: 'Uzo',
    specialization: 'Cardiology',
    state: 'EN',
    consultation_fee: '20000',
  });
  paediatrician = await approvedDoctor(t.app, adminToken, { first_name: 'Musa', last_name: 'Danjuma', specialization: 'Pediatrics', state: 'KN' });
  patient = await signedInPatient(t.app);
  await http.call('POST', '/api/doctor-schedules/', {
    token: cardiologist.token,
    body: { day_of_week: 0, start_time: '09:00', end_time: '10:00', slot_minutes: 30 },
  });
});
afterAll(() => t?.close());

const names = (list: { last_name: string }[]) => list.map((d) => d.last_name);

describe('the doctor directory', () => {
  it('lists approved doctors only, with fee in naira and hospitals', async () => {
    await http.post('/api/auth/register/', { ...(await import('../../testing/fixtures')).doctorPayload({ last_name: 'Pendingson' }) });
    const list = (await http.get('/api/doctors/', patient.token)).json();
    expect(names(list)).toContain('Uzo');
    expect(names(list)).not.toContain('Pendingson');
    const uzo = list.find((d: { last_name: string }) => d.last_name === 'Uzo');
    expect(uzo).toMatchObject({
      full_name: 'Dr. Chiamaka Uzo',
      specialization: 'Cardiology',
      consultation_fee: '20000.00',
      hospitals: [],
      is_available: true,
      state: 'EN',
    });
    expect(uzo).not.toHaveProperty('email');
  });

  it('searches by name and filters by specialization, state and availability', async () => {
    expect(names((await http.get('/api/doctors/?search=chiamaka%20uzo', patient.token)).json())).toEqual(['Uzo']);
    expect(names((await http.get('/api/doctors/?specialization=Pediatrics', patient.token)).json())).toEqual(['Danjuma']);
    expect(names((await http.get('/api/doctors/?state=KN', patient.token)).json())).toEqual(['Danjuma']);
    expect((await http.get('/api/doctors/?specialization=Astrology', patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/doctors/?state=XX', patient.token)).statusCode).toBe(400);
  });

  it('filters by hospital affiliation', async () => {
    const hospital = await verifiedHospital(t.app, adminToken);
    await affiliate(t.database.db, paediatrician.doctorId, hospital.hospitalId);
    const list = (await http.get(`/api/doctors/?hospital=${hospital.hospitalId}`, patient.token)).json();
    expect(names(list)).toEqual(['Danjuma']);
    expect(list[0].hospitals).toEqual([{ id: hospital.hospitalId, hospital_name: hospital.profile.hospital_name }]);
  });

  it('answers 404 for an unknown doctor and requires sign-in', async () => {
    expect((await http.get('/api/doctors/999999/', patient.token)).statusCode).toBe(404);
    expect((await http.get('/api/doctors/')).statusCode).toBe(401);
  });

  it('gives date-based listings with free slots', async () => {
    const monday = nextWeekday(0);
    const withSlots = (await http.get(`/api/doctors/available_with_slots/?date=${monday}`, patient.token)).json();
    expect(names(withSlots)).toEqual(['Uzo']);
    expect(withSlots[0].available_slots.map((s: { time: string }) => s.time)).toEqual(['09:00', '09:30']);
    const all = (await http.get(`/api/doctors/with_schedule_availability/?date=${monday}`, patient.token)).json();
    expect(all.find((d: { last_name: string }) => d.last_name === 'Danjuma')).toMatchObject({ works_on_date: false, available_slots: [] });
    expect((await http.get('/api/doctors/available_with_slots/?date=31-12-2026', patient.token)).statusCode).toBe(400);
  });
});

describe('a doctor’s own settings', () => {
  it('toggles availability; unavailable doctors leave the available lists', async () => {
    const off = await http.post(`/api/doctors/${paediatrician.doctorId}/toggle_availability/`, {}, paediatrician.token);
    expect(off.json()).toEqual({ id: paediatrician.doctorId, is_available: false });
    expect(names((await http.get('/api/doctors/available/', patient.token)).json())).not.toContain('Danjuma');
    const on = await http.post(`/api/doctors/${paediatrician.doctorId}/toggle_availability/`, {}, paediatrician.token);
    expect(on.json().is_available).toBe(true);
  });

  it('refuses another doctor and patients', async () => {
    expect((await http.post(`/api/doctors/${paediatrician.doctorId}/toggle_availability/`, {}, cardiologist.token)).statusCode).toBe(403);
    expect((await http.post(`/api/doctors/${paediatrician.doctorId}/toggle_availability/`, {}, patient.token)).statusCode).toBe(403);
    expect((await http.post('/api/doctors/999999/toggle_availability/', {}, patient.token)).statusCode).toBe(404);
    const form = photoForm(PNG);
    expect(
      (await http.call('PATCH', `/api/doctors/${paediatrician.doctorId}/photo/`, { token: cardiologist.token, body: form.body, headers: form.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('replaces and removes the photo, checked by content', async () => {
    const form = photoForm(PNG);
    const res = await http.call('PATCH', `/api/doctors/${cardiologist.doctorId}/photo/`, { token: cardiologist.token, body: form.body, headers: form.headers });
    expect(res.statusCode).toBe(200);
    const url = res.json().professional_photo;
    expect((await http.get(url)).statusCode).toBe(200);
    const fake = photoForm(Buffer.from('%PDF-1.7 not an image'));
    const bad = await http.call('PATCH', `/api/doctors/${cardiologist.doctorId}/photo/`, { token: cardiologist.token, body: fake.body, headers: fake.headers });
    expect(bad.json().error).toBe('The professional photo must be a JPEG, PNG, WebP or GIF image');
    const removed = await http.call('DELETE', `/api/doctors/${cardiologist.doctorId}/photo/`, { token: cardiologist.token });
    expect(removed.json()).toEqual({ professional_photo: null });
    expect((await http.get(url)).statusCode).toBe(404);
  });

  it('several replacements at once leave one photo on disk, the one the profile names; the one before is gone too', async () => {
    const doctor = await approvedDoctor(t.app, adminToken, { last_name: 'Raceford' });
    const photoOf = async () => nameOf((await http.get(`/api/doctors/${doctor.doctorId}/`, doctor.token)).json().professional_photo);
    expect((await patchPhoto(doctor)).statusCode).toBe(200);
    const first = await photoOf();
    const before = publicFiles();
    // Each request re-encodes its image and then swaps it in: they overlap between the two.
    const answers = await Promise.all(Array.from({ length: 5 }, () => patchPhoto(doctor)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const kept = await photoOf();
    for (const [folder, names] of Object.entries(publicFiles())) {
      expect(
        [...names].filter((n) => !before[folder].has(n)),
        folder,
      ).toEqual([kept]);
      expect(
        [...before[folder]].filter((n) => !names.has(n)),
        folder,
      ).toEqual([first]);
    }
    // The profile form's photo swaps under the same rule.
    const viaProfile = await Promise.all(
      Array.from({ length: 3 }, () => {
        const f = photoForm(PNG);
        return http.call('PATCH', '/api/auth/profile/update/', { token: doctor.token, body: f.body, headers: f.headers });
      }),
    );
    expect(viaProfile.map((a) => a.statusCode)).toEqual(Array(3).fill(200));
    const last = await photoOf();
    for (const [folder, names] of Object.entries(publicFiles())) {
      expect(
        [...names].filter((n) => !before[folder].has(n)),
        folder,
      ).toEqual([last]);
    }
  });

  it(`counts a person's photo uploads (RATE_PROFILE_IMAGES_*, refused images too): past the limit, 429 in the error shape`, async () => {
    const doctor = await approvedDoctor(t.app, adminToken, { last_name: 'Limitson' });
    const { max } = t.config.rateLimits.profileImagesPerUser;
    const notImage = photoForm(Buffer.from('%PDF-1.7 not an image'));
    const refused = await http.call('PATCH', `/api/doctors/${doctor.doctorId}/photo/`, { token: doctor.token, body: notImage.body, headers: notImage.headers });
    expect(refused.statusCode).toBe(400);
    for (let i = 1; i < max; i++) expect((await patchPhoto(doctor)).statusCode).toBe(200);
    const over = await patchPhoto(doctor);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'Too many requests', code: 'rate_limited', details: { retry_after: expect.any(Number) } });
    expect(over.json().message).toMatch(/^Too many image uploads\. Try again in \d+ (second|seconds)\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const f = photoForm(PNG);
    expect((await http.call('PATCH', '/api/auth/profile/update/', { token: doctor.token, body: f.body, headers: f.headers })).statusCode).toBe(429);
    // Edits without a photo, and removing the photo, are not held back.
    expect((await http.call('PATCH', '/api/auth/profile/update/', { token: doctor.token, body: { bio: 'Still here' } })).statusCode).toBe(200);
    expect((await http.call('DELETE', `/api/doctors/${doctor.doctorId}/photo/`, { token: doctor.token })).statusCode).toBe(200);
    // Another doctor is not.
    expect((await patchPhoto(cardiologist)).statusCode).toBe(200);
  });

  it('shows the doctor their own entry', async () => {
    expect((await http.get('/api/doctors/my_profile/', cardiologist.token)).json().id).toBe(cardiologist.doctorId);
    expect((await http.get('/api/doctors/my_profile/', patient.token)).statusCode).toBe(400);
  });
});

describe('analytics', () => {
  it('counts by status, this week, rates and earnings from completed consultations', async () => {
    const { lagosInstant } = await import('@naijacare/contracts');
    const today = lagosDate(new Date());
    const base = {
      patient_id: patient.patientId,
      doctor_id: paediatrician.doctorId,
      schedule_creator: 'patient' as const,
      appointment_type: 'video' as const,
      duration_minutes: 30,
      fee_kobo: 1_000_000,
    };
    const at = (date: string, m: number) => ({ scheduled_at: lagosInstant(date, m), ends_at: lagosInstant(date, m + 30) });
    await seedAppointment(t.database.db, { ...base, ...at(addDays(today, -30), 600), status: 'completed' });
    await seedAppointment(t.database.db, { ...base, ...at(addDays(today, -29), 600), status: 'completed' });
    await seedAppointment(t.database.db, { ...base, ...at(addDays(today, -28), 600), status: 'completed' });
    await seedAppointment(t.database.db, { ...base, ...at(addDays(today, -27), 600), status: 'no_show' });
    await seedAppointment(t.database.db, { ...base, ...at(today, 23 * 60), status: 'pending' });
    // Neither an unbooked hospital slot nor a request whose time has passed is upcoming.
    await seedAppointment(t.database.db, { ...base, patient_id: null, schedule_creator: 'hospital', ...at(addDays(today, 1), 600), status: 'scheduled' });
    await seedAppointment(t.database.db, { ...base, ...at(addDays(today, -10), 600), status: 'scheduled' });
    const res = (await http.get('/api/doctors/my_analytics/', paediatrician.token)).json();
    expect(res.by_status).toMatchObject({ completed: 3, no_show: 1, pending: 1, scheduled: 1 });
    // The pending one is at 23:00 Lagos time today: upcoming until then.
    expect(res.upcoming_count).toBe(Date.now() < lagosInstant(today, 23 * 60).getTime() ? 1 : 0);
    expect(res.completion_rate).toBe(75);
    expect(res.no_show_rate).toBe(25);
    expect(res.earnings).toBe('30000.00');
    expect(res.this_week).toHaveLength(7);
    expect(res.this_week.find((d: { date: string }) => d.date === today).appointments).toBe(1);
    expect((await http.get('/api/doctors/my_analytics/', patient.token)).statusCode).toBe(403);
  });

  it('has no rates before any session was due', async () => {
    const res = (await http.get('/api/doctors/my_analytics/', cardiologist.token)).json();
    expect(res).toMatchObject({ completion_rate: null, no_show_rate: null, earnings: '0.00' });
  });
});
