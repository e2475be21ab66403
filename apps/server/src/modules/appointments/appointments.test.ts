import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { affiliate } from '../../seed/records';
import { api, approvedDoctor, fundedPatient, signedInAdmin, verifiedHospital } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger-invariants';
import { whileNotificationsFail } from '../../testing/refuse-notifications';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let otherDoctor: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;

// Two days ahead keeps every booked time in the future, whatever time the tests run.
const day = addDays(lagosDate(new Date()), 2);
const at = (hhmm: string, date = day) => lagosInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).toISOString();

async function workEveryDay(token: string) {
  for (let d = 0; d < 7; d++)
    await http.call('POST', '/api/doctor-schedules/', { token, body: { day_of_week: d, start_time: '08:00', end_time: '18:00', slot_minutes: 30 } });
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_REGISTER_IP_MAX: '100000',
    RATE_LOGIN_IP_MAX: '100000',
    // Tests move the clock forward a day or two; tokens must outlive that.
    ACCESS_TOKEN_TTL_SECONDS: String(30 * 86400),
  });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken, { consultation_fee: '12500.00' });
  otherDoctor = await approvedDoctor(t.app, adminToken);
  hospital = await verifiedHospital(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
  await workEveryDay(doctor.token);
  await workEveryDay(otherDoctor.token);
});
afterAll(() => t?.close());
afterEach(async () => {
  vi.useRealTimers();
  // Every status change above moved its fee as the ledger expects.
  expect(await ledgerProblems(t.database.db)).toEqual([]);
});

let minute = 0;
/** A fresh free time with the main doctor for each test, so tests do not collide. */
function nextTime() {
  const m = 8 * 60 + 30 * minute++;
  return lagosInstant(day, m).toISOString();
}

async function request(patientToken: string, scheduled_at = nextTime(), extra: Record<string, unknown> = {}) {
  return http.call('POST', '/api/appointments/', {
    token: patientToken,
    body: { doctor: doctor.doctorId, scheduled_at, appointment_type: 'video', reason: 'Headache for a week', ...extra },
  });
}

const act = (token: string, id: number, path: string, body: unknown = {}, method: 'POST' | 'PATCH' = 'POST') =>
  http.call(method, `/api/appointments/${id}/${path}/`, { token, body });

describe('a patient requests a doctor’s free slot', () => {
  it('creates a pending appointment with the doctor’s fee and tells the doctor', async () => {
    const patient = await fundedPatient(t.app);
    const res = await request(patient.token);
    expect(res.statusCode).toBe(201);
    const appt = res.json();
    expect(appt).toMatchObject({
      status: 'pending',
      patient: patient.patientId,
      doctor: doctor.doctorId,
      schedule_creator: 'patient',
      fee: '12500.00',
      duration_minutes: 30,
      appointment_type: 'video',
    });
    expect(appt.allowed_actions).toEqual(['cancel']);
    const note = (await http.get('/api/notifications/', doctor.token)).json().results[0];
    expect(note.title).toBe('New appointment request');
    expect(note.message).toContain(`${patient.user.first_name} ${patient.user.last_name} requested a video call appointment`);
  });

  it('refuses a time that is not a free slot, and a taken one', async () => {
    const patient = await fundedPatient(t.app);
    const offGrid = await request(patient.token, at('08:10'));
    expect(offGrid.statusCode).toBe(409);
    expect(offGrid.json().error).toBe('This time is not one of the doctor’s free slots. Choose a free slot.');
    const time = nextTime();
    expect((await request(patient.token, time)).statusCode).toBe(201);
    const other = await fundedPatient(t.app);
    expect((await request(other.token, time)).json().error).toBe('This time is not one of the doctor’s free slots. Choose a free slot.');
  });

  it('validates the request', async () => {
    const patient = await fundedPatient(t.app);
    expect((await request(patient.token, 'tomorrow')).json().error).toMatch(/^Scheduled time must be a date and time/);
    expect((await request(patient.token, nextTime(), { appointment_type: 'telepathy' })).json().error).toBe(
      'Appointment type must be one of video, audio, chat, in_person',
    );
    expect((await request(patient.token, nextTime(), { doctor: 999999 })).statusCode).toBe(404);
    expect((await request(patient.token, nextTime(), { reason: 'x'.repeat(1001) })).json().error).toBe('Reason must be at most 1000 characters');
  });

  it('is refused while the doctor is unavailable', async () => {
    const patient = await fundedPatient(t.app);
    await http.post(`/api/doctors/${otherDoctor.doctorId}/toggle_availability/`, {}, otherDoctor.token);
    const res = await http.call('POST', '/api/appointments/', {
      token: patient.token,
      body: { doctor: otherDoctor.doctorId, scheduled_at: at('09:00'), appointment_type: 'chat' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/is not accepting appointments right now$/);
    await http.post(`/api/doctors/${otherDoctor.doctorId}/toggle_availability/`, {}, otherDoctor.token);
  });

  it('is only for patients', async () => {
    const res = await http.call('POST', '/api/appointments/', {
      token: doctor.token,
      body: { doctor: doctor.doctorId, scheduled_at: nextTime(), appointment_type: 'video' },
    });
    expect(res.statusCode).toBe(403);
    expect((await http.call('POST', '/api/appointments/', { token: adminToken, body: {} })).statusCode).toBe(403);
  });
});

describe('the lifecycle (DOMAIN table)', () => {
  it('approve → start from 15 min before → end; each step tells the patient', async () => {
    const patient = await fundedPatient(t.app);
    const time = nextTime();
    const appt = (await request(patient.token, time)).json();
    const approved = await act(doctor.token, appt.id, 'approve_appointment', {}, 'PATCH');
    expect(approved.json().status).toBe('scheduled');
    expect((await http.get('/api/notifications/', patient.token)).json().results[0].title).toBe('Appointment approved');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(time) - 20 * 60_000));
    const early = await act(doctor.token, appt.id, 'start_session');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^The session can start from 15 minutes before its time/);
    vi.setSystemTime(new Date(Date.parse(time) - 10 * 60_000));
    const started = await act(doctor.token, appt.id, 'start_session');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', allowed_actions: ['end_session'] });
    // "Join now" leads to the video appointment's call.
    expect((await http.get('/api/notifications/', patient.token)).json().results[0]).toMatchObject({
      title: 'Your session has started',
      link: `/call/${appt.id}`,
    });
    const ended = await act(doctor.token, appt.id, 'end_session');
    expect(ended.json().status).toBe('completed');
    const again = await act(doctor.token, appt.id, 'cancel', { cancellation_reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Cannot cancel an appointment that is completed.');
  });

  it('reject needs a reason and tells the patient', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    expect((await act(doctor.token, appt.id, 'reject_appointment', {}, 'PATCH')).json().error).toBe('Rejection reason is required');
    const res = await act(doctor.token, appt.id, 'reject_appointment', { reason: 'Please see a dermatologist' }, 'PATCH');
    expect(res.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Please see a dermatologist' });
    const note = (await http.get('/api/notifications/', patient.token)).json().results[0];
    expect(note.message).toContain('Reason: Please see a dermatologist');
  });

  it('a patient cancels their own with a reason; the doctor is told', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    expect((await act(patient.token, appt.id, 'cancel', {})).json().error).toBe('Cancellation reason is required');
    const res = await act(patient.token, appt.id, 'cancel', { cancellation_reason: 'Travelling to Abuja' });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancellation_reason: 'Travelling to Abuja', cancelled_by: patient.user.id });
    expect((await http.get('/api/notifications/', doctor.token)).json().results[0].title).toBe('Appointment cancelled');
    // The time is free again.
    const again = await request(patient.token, res.json().scheduled_at);
    expect(again.statusCode).toBe(201);
  });

  it('no-show only after the start time', async () => {
    const patient = await fundedPatient(t.app);
    const time = nextTime();
    const appt = (await request(patient.token, time)).json();
    await act(doctor.token, appt.id, 'approve_appointment', {}, 'PATCH');
    const early = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'no_show' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('A no-show can be recorded only after the start time has passed');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(time) + 5 * 60_000));
    const late = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'no_show' } });
    expect(late.json().status).toBe('no_show');
  });

  it('update_status follows the same table and names the current status', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    const toCompleted = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'completed' } });
    expect(toCompleted.statusCode).toBe(409);
    expect(toCompleted.json().error).toBe('Cannot end an appointment that is pending.');
    const toPending = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'pending' } });
    expect(toPending.json().error).toBe('Cannot change an appointment that is pending to pending.');
    const bogus = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'teleported' } });
    expect(bogus.statusCode).toBe(400);
    const ok = await http.call('PATCH', `/api/appointments/${appt.id}/update_status/`, { token: doctor.token, body: { status: 'scheduled' } });
    expect(ok.json().status).toBe('scheduled');
  });

  it('refuses patients the doctor’s actions', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    for (const [path, method] of [
      ['approve_appointment', 'PATCH'],
      ['reject_appointment', 'PATCH'],
      ['start_session', 'POST'],
      ['end_session', 'POST'],
    ] as const) {
      const res = await act(patient.token, appt.id, path, { reason: 'x' }, method);
      expect(res.statusCode, path).toBe(403);
    }
    expect((await http.get(`/api/appointments/${appt.id}/`, patient.token)).json().status).toBe('pending');
  });
});

describe('who sees what', () => {
  it('another patient cannot read or change my appointment: 404', async () => {
    const me = await fundedPatient(t.app);
    const intruder = await fundedPatient(t.app);
    const appt = (await request(me.token)).json();
    expect((await http.get(`/api/appointments/${appt.id}/`, intruder.token)).statusCode).toBe(404);
    expect((await act(intruder.token, appt.id, 'cancel', { cancellation_reason: 'mine now' })).statusCode).toBe(404);
    expect((await http.put(`/api/appointments/${appt.id}/`, { reason: 'hijack' }, intruder.token)).statusCode).toBe(404);
    expect((await http.get('/api/appointments/', intruder.token)).json()).toEqual([]);
    expect((await http.get(`/api/appointments/by_patient/?patient_id=${me.patientId}`, intruder.token)).json()).toEqual([]);
  });

  it('booking another patient’s appointment as a slot answers as if it did not exist', async () => {
    const me = await fundedPatient(t.app);
    const intruder = await fundedPatient(t.app);
    // A day of its own, so the times later tests count on stay free.
    const appt = (await request(me.token, at('08:00', addDays(day, 3)))).json();
    const theirs = await act(intruder.token, appt.id, 'book_slot');
    const none = await act(intruder.token, 999_999, 'book_slot');
    expect(none.statusCode).toBe(404);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect((await http.get(`/api/appointments/${appt.id}/`, me.token)).json()).toMatchObject({ status: 'pending', patient: me.patientId });
  });

  it('another doctor cannot see or act on my appointment: 404', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    expect((await http.get(`/api/appointments/${appt.id}/`, otherDoctor.token)).statusCode).toBe(404);
    expect((await act(otherDoctor.token, appt.id, 'approve_appointment', {}, 'PATCH')).statusCode).toBe(404);
  });

  it('a hospital sees its affiliated doctors’ appointments; another hospital does not', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    expect((await http.get(`/api/appointments/${appt.id}/`, hospital.token)).statusCode).toBe(200);
    const stranger = await verifiedHospital(t.app, adminToken);
    expect((await http.get(`/api/appointments/${appt.id}/`, stranger.token)).statusCode).toBe(404);
    // Seeing is not approving: the appointment is not at the hospital.
    expect((await act(hospital.token, appt.id, 'approve_appointment', {}, 'PATCH')).statusCode).toBe(403);
  });

  it('an admin sees and may cancel anything', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token)).json();
    const res = await act(adminToken, appt.id, 'cancel', { cancellation_reason: 'Duplicate booking' });
    expect(res.json().status).toBe('cancelled');
  });
});

describe('lists', () => {
  it('search, type filter (all ignored), limit and show_all', async () => {
    const patient = await fundedPatient(t.app);
    await request(patient.token, nextTime(), { reason: 'Rash on forearm', appointment_type: 'chat' });
    await request(patient.token, nextTime(), { reason: 'Migraine', appointment_type: 'video' });
    const list = (q: string) => http.get(`/api/appointments/?_t=123&${q}`, patient.token).then((r) => r.json());
    expect((await list('')).length).toBe(2);
    expect((await list('search=rash')).map((a: { reason: string }) => a.reason)).toEqual(['Rash on forearm']);
    expect((await list('appointment_type=chat')).length).toBe(1);
    expect((await list('appointment_type=all')).length).toBe(2);
    expect((await list('limit=1')).length).toBe(1);
    expect((await list('limit=1&show_all=true')).length).toBe(2);
    expect((await http.get('/api/appointments/?limit=0', patient.token)).statusCode).toBe(400);
    expect((await http.get('/api/appointments/?appointment_type=fax', patient.token)).statusCode).toBe(400);
  });
});

describe('hospital open slots', () => {
  const slotsQuery = '/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital';

  async function publish(time = at('18:30'), doctorId = doctor.doctorId) {
    return http.call('POST', '/api/appointments/', {
      token: hospital.token,
      body: { doctor: doctorId, scheduled_at: time, duration_minutes: 30, appointment_type: 'in_person' },
    });
  }

  it('a hospital publishes slots only for its affiliated doctors', async () => {
    const res = await publish(at('19:00'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', patient: null, schedule_creator: 'hospital', hospital: hospital.hospitalId });
    const refused = await publish(at('19:00'), otherDoctor.doctorId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This doctor is not affiliated with your hospital');
    const clash = await publish(at('19:00'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('The doctor already has an appointment at this time');
  });

  it('patients see them, filtered by hospital, and one books: the slot leaves the list', async () => {
    const slot = (await publish(at('19:30'))).json();
    const patient = await fundedPatient(t.app);
    const listed = (await http.get(`${slotsQuery}&doctor__hospital_affiliations__hospital=${hospital.hospitalId}`, patient.token)).json();
    expect(listed.map((a: { id: number }) => a.id)).toContain(slot.id);
    expect(listed.find((a: { id: number }) => a.id === slot.id).allowed_actions).toEqual(['book_slot']);
    const elsewhere = (await http.get(`${slotsQuery}&doctor__hospital_affiliations__hospital=999999`, patient.token)).json();
    expect(elsewhere).toEqual([]);

    const booked = await act(patient.token, slot.id, 'book_slot', { reason: 'Knee pain' });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ patient: patient.patientId, status: 'scheduled', fee: '12500.00', reason: 'Knee pain' });
    expect((await http.get('/api/notifications/', hospital.token)).json().results[0].title).toBe('Open slot booked');
    const after = (await http.get(slotsQuery, patient.token)).json();
    expect(after.map((a: { id: number }) => a.id)).not.toContain(slot.id);

    const late = await fundedPatient(t.app);
    const second = await act(late.token, slot.id, 'book_slot');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This slot is no longer available');
    // The booked appointment is now the patient's own, hidden from others.
    expect((await http.get(`/api/appointments/${slot.id}/`, late.token)).statusCode).toBe(404);
  });

  it('only an unbooked slot is deleted; a booked one must be cancelled', async () => {
    const free = (await publish(at('20:00'))).json();
    const taken = (await publish(at('20:30'))).json();
    const patient = await fundedPatient(t.app);
    await act(patient.token, taken.id, 'book_slot');
    expect((await http.call('DELETE', `/api/appointments/${taken.id}/`, { token: hospital.token })).statusCode).toBe(409);
    expect((await http.call('DELETE', `/api/appointments/${free.id}/`, { token: patient.token })).statusCode).toBe(403);
    expect((await http.call('DELETE', `/api/appointments/${free.id}/`, { token: hospital.token })).statusCode).toBe(204);
  });

  it('a patient cannot hold two overlapping appointments', async () => {
    const slot = (await publish(at('21:00'))).json();
    const patient = await fundedPatient(t.app);
    const own = await http.call('POST', '/api/appointments/', {
      token: patient.token,
      body: { doctor: otherDoctor.doctorId, scheduled_at: at('21:00', addDays(day, 1)), appointment_type: 'chat' },
    });
    expect(own.statusCode).toBe(409); // the other doctor works 08:00–18:00 only
    const mine = await http.call('POST', '/api/appointments/', {
      token: patient.token,
      body: { doctor: otherDoctor.doctorId, scheduled_at: at('17:00'), appointment_type: 'chat' },
    });
    expect(mine.statusCode).toBe(201);
    const overlapping = (await publish(at('17:00'))).json();
    const res = await act(patient.token, overlapping.id, 'book_slot');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You already have an appointment at this time');
    expect((await act(patient.token, slot.id, 'book_slot')).statusCode).toBe(200);
  });
});

describe('an open slot is on offer only while its doctor may practise', () => {
  it('is withdrawn when the doctor’s account is deactivated', async () => {
    const other = await approvedDoctor(t.app, adminToken);
    await affiliate(t.database.db, other.doctorId, hospital.hospitalId);
    const slot = (
      await http.call('POST', '/api/appointments/', {
        token: hospital.token,
        body: { doctor: other.doctorId, scheduled_at: at('12:00'), duration_minutes: 30 },
      })
    ).json();
    const patient = await fundedPatient(t.app);
    const listed = async () =>
      (await http.get('/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', patient.token))
        .json()
        .map((x: { id: number }) => x.id);
    expect(await listed()).toContain(slot.id);
    const off = await http.post(`/api/admin/users/${other.user.id}/deactivate/`, { reason: 'Fraud report' }, adminToken);
    expect(off.json()).toMatchObject({ account_status: 'inactive' });
    expect(await listed()).not.toContain(slot.id);
    const res = await act(patient.token, slot.id, 'book_slot');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This slot is no longer available');
  });
});

describe('races: the database lets exactly one win', () => {
  it('50 patients booking one open slot at once', async () => {
    const slot = (
      await http.call('POST', '/api/appointments/', {
        token: hospital.token,
        body: { doctor: doctor.doctorId, scheduled_at: at('22:00'), duration_minutes: 30 },
      })
    ).json();
    const patients = await Promise.all(Array.from({ length: 50 }, () => fundedPatient(t.app)));
    const results = await Promise.all(patients.map((p) => act(p.token, slot.id, 'book_slot')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('This slot is no longer available');
  });

  it('50 patients requesting one doctor’s time at once', async () => {
    const time = at('17:30', addDays(day, 1));
    const patients = await Promise.all(Array.from({ length: 50 }, () => fundedPatient(t.app)));
    const results = await Promise.all(patients.map((p) => request(p.token, time)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
  });
});

describe('a change and its notification commit together', () => {
  const failing = <T>(work: () => Promise<T>) => whileNotificationsFail(t.database.db, work);
  const later = addDays(day, 4);

  it('a request whose notification cannot be written is not booked', async () => {
    const patient = await fundedPatient(t.app);
    const time = at('08:00', later);
    expect((await failing(() => request(patient.token, time))).statusCode).toBe(500);
    expect((await http.get('/api/appointments/', patient.token)).json()).toEqual([]);
    // The time is still free.
    expect((await request(patient.token, time)).statusCode).toBe(201);
  });

  it('an approval or a cancellation whose notification cannot be written does not happen', async () => {
    const patient = await fundedPatient(t.app);
    const appt = (await request(patient.token, at('09:00', later))).json();
    expect((await failing(() => act(doctor.token, appt.id, 'approve_appointment', {}, 'PATCH'))).statusCode).toBe(500);
    expect((await failing(() => act(patient.token, appt.id, 'cancel', { cancellation_reason: 'Feeling better' }))).statusCode).toBe(500);
    expect((await http.get(`/api/appointments/${appt.id}/`, patient.token)).json().status).toBe('pending');
  });

  it('a booked slot whose notification cannot be written stays open', async () => {
    const slot = (
      await http.call('POST', '/api/appointments/', {
        token: hospital.token,
        body: { doctor: doctor.doctorId, scheduled_at: at('10:00', later), duration_minutes: 30, appointment_type: 'in_person' },
      })
    ).json();
    const patient = await fundedPatient(t.app);
    expect((await failing(() => act(patient.token, slot.id, 'book_slot'))).statusCode).toBe(500);
    expect((await http.get(`/api/appointments/${slot.id}/`, hospital.token)).json()).toMatchObject({ patient: null, status: 'scheduled' });
    expect((await act(patient.token, slot.id, 'book_slot')).statusCode).toBe(200);
  });
});
