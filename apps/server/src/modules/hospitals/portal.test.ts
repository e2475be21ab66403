// A hospital's portal on the real app and database: editing its profile and logo, and its
// dashboard, analytics and quality figures checked against rows written by hand, with rows of
// another hospital that must not count.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliate, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, signedInAdmin, signedInPatient, verifiedHospital } from '../../testing/fixtures';
import { publicImageFiles } from '../../testing/public-image-files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patientHospitalAccesses } from '../access/schema';
import { monthStart } from '../appointments/hospital-statistics';
import { LOGO_FOLDER } from './logos';
import { doctorHospitalAffiliations as aff } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;
let other: Awaited<ReturnType<typeof verifiedHospital>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function form(fields: Record<string, string>, file?: { bytes: Buffer; name?: string }) {
  const boundary = '----logo-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'logo'}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The names in each folder of public images (every size). */
const publicFiles = () => publicImageFiles(t.dataDir, LOGO_FOLDER);

const patch = (id: number, body: unknown, token: string) => http.call('PATCH', `/api/hospitals/${id}/`, { body, token });
const patchForm = (id: number, f: ReturnType<typeof form>, token: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/hospitals/${id}/`, payload: f.body, headers: { ...f.headers, authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', QUALITY_MIN_DUE_APPOINTMENTS: '2' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  hospital = await verifiedHospital(t.app, adminToken);
  other = await verifiedHospital(t.app, adminToken);
  patient = await signedInPatient(t.app);
  doctor = await approvedDoctor(t.app, adminToken);
});
afterAll(() => t?.close());

describe('PATCH /api/hospitals/{id}/', () => {
  it('a verified hospital keeps the name and number it was verified with; an admin changes them; names are plain text', async () => {
    for (const body of [{ hospital_name: 'LagosCare General Hospital' }, { registration_number: 'RC-999' }]) {
      const refused = await patch(hospital.hospitalId, body, hospital.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('hospital_identity_locked');
    }
    for (const name of ['Lagos\u200bIsland', 'Lagos Island\u202e', 'Lagos\u0000Island']) {
      expect((await patch(hospital.hospitalId, { hospital_name: name }, adminToken)).statusCode, name).toBe(400);
    }
    const renamed = await patch(hospital.hospitalId, { hospital_name: '  Lagos Island General  ', registration_number: 'RC-123456' }, adminToken);
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Full-width letters are folded to ordinary ones, so they cannot pose as another name either.
    expect((await patch(other.hospitalId, { hospital_name: 'Ｌａｇｏｓ Ｍａｉｎ' }, adminToken)).json().hospital_name).toBe('Lagos Main');
  });

  it('the hospital edits its profile and contact fields (JSON)', async () => {
    const res = await patch(
      hospital.hospitalId,
      {
        hospital_name: '  Lagos Island General  ',
        registration_number: 'RC-123456',
        address: '1 Broad Street, Lagos Island',
        state: 'LA',
        phone: '+234-801-555-0101',
        email: `Contact-${hospital.hospitalId}@LagosIsland.ng`,
        website: 'https://lagosisland.example.ng',
        facility_type: 'secondary',
        bed_count: 120,
        description: 'A general hospital on Lagos Island.',
      },
      hospital.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: hospital.hospitalId,
      hospital_name: 'Lagos Island General',
      registration_number: 'RC-123456',
      state: 'LA',
      phone: '+234-801-555-0101',
      email: `contact-${hospital.hospitalId}@lagosisland.ng`,
      facility_type: 'secondary',
      bed_count: 120,
      logo: null,
      verification_status: 'verified',
    });
    // The sign-in's profile shows the same row.
    const profile = (await http.get('/api/auth/profile/', hospital.token)).json();
    expect(profile.user.state).toBe('LA');
    expect(profile.profile.hospital_name).toBe('Lagos Island General');
  });

  it('an emptied field is cleared; a field left out is kept', async () => {
    const res = await patch(hospital.hospitalId, { website: '', bed_count: null }, hospital.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ website: null, bed_count: null, registration_number: 'RC-123456' });
  });

  it('a logo as multipart is decoded, stored as WebP and served publicly; a new one replaces it', async () => {
    const res = await patchForm(hospital.hospitalId, form({ description: 'With a logo', bed_count: '80' }, { bytes: PNG }), hospital.token);
    expect(res.statusCode, res.body).toBe(200);
    const { logo, description, bed_count } = res.json();
    expect(description).toBe('With a logo');
    expect(bed_count).toBe(80);
    expect(logo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const again = await patchForm(hospital.hospitalId, form({}, { bytes: PNG }), hospital.token);
    expect(again.json().logo).not.toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('several new logos at once leave one file on disk, the one the profile names; the one before is gone too', async () => {
    const own = await verifiedHospital(t.app, adminToken);
    const logoOf = async () => ((await http.get(`/api/hospitals/${own.hospitalId}/`, own.token)).json().logo as string).split('/').pop();
    expect((await patchForm(own.hospitalId, form({}, { bytes: PNG }), own.token)).statusCode).toBe(200);
    const first = await logoOf();
    const before = publicFiles();
    const answers = await Promise.all(Array.from({ length: 6 }, () => patchForm(own.hospitalId, form({}, { bytes: PNG }), own.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const kept = await logoOf();
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
  });

  it(`counts a hospital's logo uploads (RATE_PROFILE_IMAGES_*): past the limit, 429; edits without a logo go on`, async () => {
    const own = await verifiedHospital(t.app, adminToken);
    const { max } = t.config.rateLimits.profileImagesPerUser;
    for (let i = 0; i < max; i++) expect((await patchForm(own.hospitalId, form({}, { bytes: PNG }), own.token)).statusCode).toBe(200);
    const over = await patchForm(own.hospitalId, form({ description: 'And a logo' }, { bytes: PNG }), own.token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited', details: { retry_after: expect.any(Number) } });
    expect((await patchForm(own.hospitalId, form({ description: 'No logo this time' }), own.token)).statusCode).toBe(200);
  });

  it('a logo that is not an image, or too large, or in another field is refused', async () => {
    const text = await patchForm(hospital.hospitalId, form({}, { bytes: Buffer.from('<svg onload="alert(1)"></svg>') }), hospital.token);
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('logo_type_invalid');
    const big = await patchForm(hospital.hospitalId, form({}, { bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]) }), hospital.token);
    expect(big.statusCode).toBe(413);
    const field = await patchForm(hospital.hospitalId, form({}, { bytes: PNG, name: 'photo' }), hospital.token);
    expect(field.statusCode).toBe(400);
    expect(field.json().code).toBe('unexpected_file_field');
  });

  it('bad input is a 400 naming the field, as JSON and as multipart', async () => {
    for (const body of [{ hospital_name: '' }, { facility_type: 'castle' }, { bed_count: -1 }, { state: 'XX' }, { website: 'ftp://x' }, { email: 'nope' }]) {
      const res = await patch(hospital.hospitalId, body, hospital.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.field).toBe(Object.keys(body)[0]);
    }
    const res = await patchForm(hospital.hospitalId, form({ bed_count: 'many' }), hospital.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'hospital_profile_invalid', details: { field: 'bed_count' } });
  });

  it('an email another account holds is a 409', async () => {
    const res = await patch(hospital.hospitalId, { email: patient.user.email.toUpperCase() }, hospital.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('another hospital, a patient and a doctor are refused; an admin may edit; an unknown hospital is a 404', async () => {
    const otherRes = await patch(hospital.hospitalId, { hospital_name: 'Taken over' }, other.token);
    expect(otherRes.statusCode).toBe(403);
    expect(otherRes.json().code).toBe('hospital_not_own');
    expect((await patch(hospital.hospitalId, { hospital_name: 'x' }, patient.token)).statusCode).toBe(403);
    expect((await patch(hospital.hospitalId, { hospital_name: 'x' }, doctor.token)).statusCode).toBe(403);
    expect((await http.call('PATCH', `/api/hospitals/${hospital.hospitalId}/`, { body: {} })).statusCode).toBe(401);
    const admin = await patch(other.hospitalId, { description: 'Checked by the platform' }, adminToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().description).toBe('Checked by the platform');
    expect((await patch(999999, { description: 'x' }, adminToken)).statusCode).toBe(404);
  });

  it('two saves of one profile at once both answer, and the last one written stands', async () => {
    const [a, b] = await Promise.all([
      patch(other.hospitalId, { bed_count: 10 }, other.token),
      patchForm(other.hospitalId, form({ bed_count: '20' }, { bytes: PNG }), other.token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const final = (await patch(other.hospitalId, {}, other.token)).json();
    expect([10, 20]).toContain(final.bed_count);
    expect(final.logo).toMatch(/^\/media\/photos\//);
  });
});

/** A past or present appointment written as given. */
async function appointment(values: {
  doctor: number;
  patient?: number | null;
  hospital?: number | null;
  at: Date;
  status: 'pending' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'rejected' | 'no_show';
  creator?: 'patient' | 'doctor' | 'hospital';
}) {
  return seedAppointment(t.database.db, {
    doctor_id: values.doctor,
    patient_id: values.patient === undefined ? patient.patientId : values.patient,
    hospital_id: values.hospital ?? null,
    schedule_creator: values.creator ?? 'patient',
    scheduled_at: values.at,
    ends_at: new Date(values.at.getTime() + 30 * 60_000),
    duration_minutes: 30,
    appointment_type: 'video',
    status: values.status,
  });
}

describe('GET /api/hospitals/{id}/dashboard/', () => {
  it('counts this hospital’s rows only, in SQL', async () => {
    const db = t.database.db;
    const [d1, d2, d3, d4, d5] = await Promise.all([1, 2, 3, 4, 5].map(() => approvedDoctor(t.app, adminToken)));
    const p2 = await signedInPatient(t.app);
    const h = hospital.hospitalId;
    const o = other.hospitalId;
    await affiliate(db, d1.doctorId, h);
    await affiliate(db, d2.doctorId, h);
    await db.insert(aff).values([
      { doctor_id: d3.doctorId, hospital_id: h, status: 'suspended', approved_at: new Date() },
      { doctor_id: d4.doctorId, hospital_id: h, status: 'pending' },
      { doctor_id: d5.doctorId, hospital_id: h, status: 'rejected' },
      { doctor_id: d1.doctorId, hospital_id: o, status: 'pending' },
    ]);
    await affiliate(db, d5.doctorId, o);
    await db.insert(patientHospitalAccesses).values([
      { patient_id: patient.patientId, hospital_id: h },
      { patient_id: p2.patientId, hospital_id: h },
      { patient_id: p2.patientId, hospital_id: o },
    ]);
    const p3 = await signedInPatient(t.app);
    await db.insert(patientHospitalAccesses).values({ patient_id: p3.patientId, hospital_id: h, status: 'revoked', revocation_type: 'PATIENT_REVOKED' });

    const today = lagosDate(new Date());
    const at = (date: string, hour: number) => lagosInstant(date, hour * 60);
    const tomorrow = addDays(today, 1);
    await appointment({ doctor: d1.doctorId, at: at(today, 8), status: 'scheduled' }); // own practice of an affiliated doctor
    await appointment({ doctor: d1.doctorId, patient: p2.patientId, hospital: h, at: at(today, 10), status: 'completed' });
    await appointment({ doctor: d2.doctorId, at: at(today, 12), status: 'cancelled' });
    await appointment({ doctor: d5.doctorId, patient: p2.patientId, hospital: o, at: at(today, 14), status: 'completed' }); // another hospital's
    await appointment({ doctor: d1.doctorId, patient: null, hospital: h, creator: 'hospital', at: at(tomorrow, 9), status: 'scheduled' });
    await appointment({ doctor: d2.doctorId, patient: null, hospital: h, creator: 'hospital', at: at(addDays(today, -1), 9), status: 'scheduled' }); // past
    await appointment({ doctor: d2.doctorId, hospital: h, creator: 'hospital', at: at(tomorrow, 11), status: 'scheduled' }); // booked
    await appointment({ doctor: d5.doctorId, patient: null, hospital: o, creator: 'hospital', at: at(tomorrow, 9), status: 'scheduled' });
    await db.insert(aff).values({ doctor_id: d2.doctorId, hospital_id: o, status: 'pending' });

    const res = await http.get(`/api/hospitals/${h}/dashboard/`, hospital.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      doctors: { pending: 1, approved: 2, suspended: 1, revoked: 0 },
      patients_with_access: 2,
      appointments_today: 2,
      open_slots_unbooked: 1,
      completed_this_month: 1,
      pending_affiliation_requests: 1,
      active_services: 0,
    });
    expect((await http.get(`/api/hospitals/${h}/dashboard/`, adminToken)).statusCode).toBe(200);
  });

  it('another hospital, a patient and a doctor are refused', async () => {
    const url = `/api/hospitals/${hospital.hospitalId}/dashboard/`;
    expect((await http.get(url, other.token)).json().code).toBe('hospital_not_own');
    expect((await http.get(url, patient.token)).statusCode).toBe(403);
    expect((await http.get(url, doctor.token)).statusCode).toBe(403);
    expect((await http.get('/api/hospitals/0/dashboard/', hospital.token)).statusCode).toBe(400);
    expect((await http.get('/api/hospitals/999999/dashboard/', adminToken)).json().code).toBe('hospital_not_found');
  });
});

describe('analytics and quality', () => {
  let h2: Awaited<ReturnType<typeof verifiedHospital>>;
  let q1: Awaited<ReturnType<typeof approvedDoctor>>;
  let q2: Awaited<ReturnType<typeof approvedDoctor>>;
  let lastMonth: string;

  beforeAll(async () => {
    const db = t.database.db;
    h2 = await verifiedHospital(t.app, adminToken);
    [q1, q2] = await Promise.all([approvedDoctor(t.app, adminToken), approvedDoctor(t.app, adminToken)]);
    const q3 = await approvedDoctor(t.app, adminToken);
    const approved = new Date(Date.now() - 40 * 86_400_000);
    await db.insert(aff).values([
      {
        doctor_id: q1.doctorId,
        hospital_id: h2.hospitalId,
        status: 'approved',
        created_at: new Date(approved.getTime() - 48 * 3_600_000),
        approved_at: approved,
      },
      {
        doctor_id: q2.doctorId,
        hospital_id: h2.hospitalId,
        status: 'suspended',
        created_at: new Date(approved.getTime() - 24 * 3_600_000),
        approved_at: approved,
      },
      { doctor_id: q3.doctorId, hospital_id: h2.hospitalId, status: 'pending' },
    ]);
    lastMonth = monthStart(lagosDate(new Date()), -1);
    const day = (n: number, hour: number) => lagosInstant(addDays(lastMonth, n), hour * 60);
    // q1: 3 completed, 1 no-show (one of them a booked open slot), a pending request and a rejected one.
    await appointment({ doctor: q1.doctorId, hospital: h2.hospitalId, creator: 'hospital', at: day(1, 9), status: 'completed' });
    await appointment({ doctor: q1.doctorId, at: day(2, 9), status: 'completed' });
    await appointment({ doctor: q1.doctorId, at: day(3, 9), status: 'completed' });
    await appointment({ doctor: q1.doctorId, at: day(4, 9), status: 'no_show' });
    await appointment({ doctor: q1.doctorId, at: day(5, 9), status: 'pending' });
    await appointment({ doctor: q1.doctorId, at: day(6, 9), status: 'rejected' });
    // An unbooked open slot of last month: published, not booked.
    await appointment({ doctor: q1.doctorId, patient: null, hospital: h2.hospitalId, creator: 'hospital', at: day(7, 9), status: 'scheduled' });
    // q1 at another hospital: not this hospital's figures.
    await appointment({ doctor: q1.doctorId, hospital: other.hospitalId, at: day(8, 9), status: 'cancelled' });
    // q2 (suspended): 2 completed at the hospital.
    await appointment({ doctor: q2.doctorId, hospital: h2.hospitalId, at: day(1, 11), status: 'completed' });
    await appointment({ doctor: q2.doctorId, hospital: h2.hospitalId, at: day(2, 11), status: 'completed' });
  });

  it('analytics: per month by status, per doctor, open-slot fill rate', async () => {
    const res = await http.get(`/api/hospitals/${h2.hospitalId}/analytics/?months=2`, h2.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([lastMonth.slice(0, 7), monthStart(lagosDate(new Date())).slice(0, 7)]);
    expect(body.months[0]).toMatchObject({ total: 8, by_status: { completed: 5, no_show: 1, pending: 1, rejected: 1, cancelled: 0 } });
    expect(body.months[1].total).toBe(0);
    const q1Row = body.doctors.find((d: { doctor_id: number }) => d.doctor_id === q1.doctorId);
    expect(q1Row).toMatchObject({ total: 6, by_status: { completed: 3, no_show: 1, pending: 1, rejected: 1 } });
    expect(q1Row.full_name).toMatch(/^Dr\. /);
    expect(body.doctors.find((d: { doctor_id: number }) => d.doctor_id === q2.doctorId)).toMatchObject({ total: 2 });
    expect(body.fill_rate[0]).toEqual({ month: lastMonth.slice(0, 7), published: 2, booked: 1, rate: 50 });
    expect(body.fill_rate[1]).toMatchObject({ published: 0, rate: null });

    expect((await http.get(`/api/hospitals/${h2.hospitalId}/analytics/`, h2.token)).json().months).toHaveLength(12);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/analytics/?months=0`, h2.token)).statusCode).toBe(400);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/analytics/?months=25`, h2.token)).statusCode).toBe(400);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/analytics/`, hospital.token)).statusCode).toBe(403);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/analytics/`, patient.token)).statusCode).toBe(403);
  });

  it('quality: rates over due appointments, time to approval, flags past the thresholds', async () => {
    const res = await http.get(`/api/hospitals/${h2.hospitalId}/quality/`, h2.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.thresholds).toEqual({ min_completion_rate: 80, max_no_show_rate: 10, max_cancellation_rate: 20, min_due_appointments: 2 });
    expect(body.median_approval_hours).toBe(36);
    expect(body.doctors).toHaveLength(2);
    expect(body.doctors[0]).toMatchObject({
      doctor_id: q1.doctorId,
      affiliation_status: 'approved',
      due: 4,
      completed: 3,
      no_show: 1,
      cancelled: 0,
      completion_rate: 75,
      no_show_rate: 25,
      cancellation_rate: 0,
      approval_hours: 48,
      flags: ['low_completion', 'high_no_show'],
    });
    expect(body.doctors[1]).toMatchObject({
      doctor_id: q2.doctorId,
      affiliation_status: 'suspended',
      due: 2,
      completion_rate: 100,
      approval_hours: 24,
      flags: [],
    });
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/quality/`, adminToken)).statusCode).toBe(200);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/quality/`, hospital.token)).statusCode).toBe(403);
    expect((await http.get(`/api/hospitals/${h2.hospitalId}/quality/`, q1.token)).statusCode).toBe(403);
  });

  it('a doctor with fewer due appointments than the minimum is not judged on them', async () => {
    const q4 = await approvedDoctor(t.app, adminToken);
    await affiliate(t.database.db, q4.doctorId, h2.hospitalId);
    await appointment({ doctor: q4.doctorId, at: lagosInstant(addDays(lastMonth, 10), 9 * 60), status: 'no_show' });
    const row = (await http.get(`/api/hospitals/${h2.hospitalId}/quality/`, h2.token))
      .json()
      .doctors.find((d: { doctor_id: number }) => d.doctor_id === q4.doctorId);
    expect(row).toMatchObject({ due: 1, no_show_rate: 100, flags: [] });
  });
});
