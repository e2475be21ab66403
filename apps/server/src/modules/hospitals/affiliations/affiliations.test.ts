// Affiliations on the real app and database: a doctor requests, the hospital decides, every
// refusal, the database deciding duplicates and races, and what suspending does to slots.
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedDoctor, doctorPayload, fundedPatient, hospitalPayload, signedInAdmin, verifiedHospital } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { users } from '../../accounts/schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;
type Hospital = Awaited<ReturnType<typeof verifiedHospital>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
});
afterAll(() => t?.close());

const BASE = '/api/doctor-hospital-affiliations';
const ask = (doctor: Doctor, hospital: { hospitalId: number }, message?: string) =>
  http.post(`${BASE}/`, { hospital: hospital.hospitalId, ...(message === undefined ? {} : { message }) }, doctor.token);
const decide = (token: string, id: number, path: string, body: unknown = {}) => http.post(`${BASE}/${id}/${path}/`, body, token);
const newest = async (token: string) => (await http.get('/api/notifications/', token)).json().results[0];

/** A fresh doctor and hospital with a pending request between them. */
async function pendingPair(message?: string) {
  const doctor = await approvedDoctor(t.app, adminToken);
  const hospital = await verifiedHospital(t.app, adminToken);
  const res = await ask(doctor, hospital, message);
  expect(res.statusCode).toBe(201);
  return { doctor, hospital, id: res.json().id as number };
}

async function approvedPair() {
  const pair = await pendingPair();
  expect((await decide(pair.hospital.token, pair.id, 'approve_affiliation')).statusCode).toBe(200);
  return pair;
}

describe('a doctor requests affiliation', () => {
  it('creates a pending request the hospital hears of, with the doctor’s message', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const hospital = await verifiedHospital(t.app, adminToken);
    const res = await ask(doctor, hospital, '  I consult on Tuesdays and Thursdays.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      doctor: doctor.doctorId,
      hospital: hospital.hospitalId,
      status: 'pending',
      message: 'I consult on Tuesdays and Thursdays.',
      doctor_specialization: 'Cardiology',
      allowed_actions: ['withdraw'],
      approved_at: null,
    });
    expect(await newest(hospital.token)).toMatchObject({
      code: 'affiliation_requested',
      params: { doctor: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`, hospital: hospital.profile.hospital_name },
      link: '/hospital-affiliations',
    });
    const pending = (await http.get(`${BASE}/pending_requests/`, hospital.token)).json();
    expect(pending.map((a: { id: number; allowed_actions: string[] }) => [a.id, a.allowed_actions])).toEqual([[res.json().id, ['approve', 'reject']]]);
  });

  it('a second live request for the same hospital is a 409 naming the status', async () => {
    const { doctor, hospital } = await pendingPair();
    const again = await ask(doctor, hospital);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'affiliation_exists', details: { status: 'pending' } });
  });

  it('two requests at once: the database lets exactly one in', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const hospital = await verifiedHospital(t.app, adminToken);
    const results = await Promise.all([ask(doctor, hospital), ask(doctor, hospital)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an unverified or unknown hospital, other roles, a long message and a pending doctor', async () => {
    const doctor = await approvedDoctor(t.app, adminToken);
    const unverified = (await http.post('/api/hospitals/register/', hospitalPayload())).json();
    // Not yet verified, or deactivated: not found, as in the directory.
    const pendingHospital = await ask(doctor, { hospitalId: unverified.hospital.id });
    expect(pendingHospital.statusCode).toBe(404);
    expect(pendingHospital.json().code).toBe('affiliation_hospital_not_found');
    const closed = await verifiedHospital(t.app, adminToken);
    await http.post(`/api/admin/users/${closed.user.id}/deactivate/`, { reason: 'Hospital closed' }, adminToken);
    expect((await ask(doctor, closed)).statusCode).toBe(404);
    expect((await ask(doctor, { hospitalId: 999_999 })).json()).toMatchObject({ code: 'affiliation_hospital_not_found' });
    expect((await ask(doctor, { hospitalId: 999_999 })).statusCode).toBe(404);

    const hospital = await verifiedHospital(t.app, adminToken);
    const tooLong = await ask(doctor, hospital, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'field_too_long', details: { field: 'message' } });
    expect((await http.post(`${BASE}/`, { hospital: 'abc' }, doctor.token)).statusCode).toBe(400);

    const patient = await fundedPatient(t.app);
    expect((await http.post(`${BASE}/`, { hospital: hospital.hospitalId }, patient.token)).statusCode).toBe(403);
    expect((await http.post(`${BASE}/`, { hospital: hospital.hospitalId }, hospital.token)).statusCode).toBe(403);
    expect((await http.post(`${BASE}/`, { hospital: hospital.hospitalId })).statusCode).toBe(401);

    // A doctor awaiting approval cannot sign in; the service refuses them all the same.
    const reg = (await http.post('/api/auth/register/', doctorPayload())).json();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reg.user.id));
    const caller = await t.accounts.callerOf(row);
    await expect(t.affiliations.request(caller, { hospital: hospital.hospitalId })).rejects.toMatchObject({
      statusCode: 403,
      code: 'affiliation_doctor_not_active',
    });
  });
});

describe('the hospital decides', () => {
  it('approves: the doctor is told, approved_at is set, a second approval is a 409 naming the status', async () => {
    const { doctor, hospital, id } = await pendingPair();
    const res = await decide(hospital.token, id, 'approve_affiliation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', allowed_actions: ['suspend', 'revoke'] });
    expect(res.json().approved_at).not.toBeNull();
    expect(await newest(doctor.token)).toMatchObject({ code: 'affiliation_approved', params: { hospital: hospital.profile.hospital_name }, link: '/profile' });
    const again = await decide(hospital.token, id, 'approve_affiliation');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Cannot approve an affiliation that is approved.', details: { status: 'approved' } });
    // The doctor now lists the hospital among theirs in the directory.
    const listing = (await http.get(`/api/doctors/${doctor.doctorId}/`, doctor.token)).json();
    expect(listing.hospitals).toEqual([{ id: hospital.hospitalId, hospital_name: hospital.profile.hospital_name }]);
  });

  it('rejects only with a reason, which the doctor is told; the doctor may then ask again', async () => {
    const { doctor, hospital, id } = await pendingPair();
    const bare = await decide(hospital.token, id, 'reject_affiliation', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'affiliation_reason_required', details: { field: 'reason' } });
    expect((await decide(hospital.token, id, 'reject_affiliation', { reason: '   ' })).statusCode).toBe(400);
    const res = await decide(hospital.token, id, 'reject_affiliation', { reason: 'No cardiology unit yet' });
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'No cardiology unit yet', allowed_actions: [] });
    expect(await newest(doctor.token)).toMatchObject({
      code: 'affiliation_rejected',
      params: { reason: 'No cardiology unit yet' },
      message: `${hospital.profile.hospital_name} declined your affiliation request. Reason: No cardiology unit yet`,
    });
    expect((await ask(doctor, hospital)).statusCode).toBe(201);
  });

  it('suspends, reactivates, revokes and restores; the first approval time is kept', async () => {
    const { doctor, hospital, id } = await approvedPair();
    const approvedAt = (await http.get(`${BASE}/${id}/`, hospital.token)).json().approved_at;
    const suspended = await decide(hospital.token, id, 'suspend_affiliation', { reason: 'Licence renewal pending' });
    expect(suspended.json()).toMatchObject({ status: 'suspended', reason: 'Licence renewal pending', allowed_actions: ['reactivate', 'revoke'] });
    expect(await newest(doctor.token)).toMatchObject({ code: 'affiliation_suspended', params: { reason: 'Licence renewal pending' } });
    const reactivated = await decide(hospital.token, id, 'reactivate_affiliation');
    expect(reactivated.json()).toMatchObject({ status: 'approved', reason: null, approved_at: approvedAt });
    expect((await newest(doctor.token)).code).toBe('affiliation_reactivated');
    const revoked = await decide(hospital.token, id, 'revoke_affiliation', {});
    expect(revoked.json()).toMatchObject({ status: 'revoked', reason: null, allowed_actions: ['restore'] });
    expect((await newest(doctor.token)).code).toBe('affiliation_revoked');
    // A revoked affiliation is still live: the doctor cannot ask again, the hospital restores it.
    expect((await ask(doctor, hospital)).json()).toMatchObject({ code: 'affiliation_exists', details: { status: 'revoked' } });
    const restored = await decide(hospital.token, id, 'restore_affiliation');
    expect(restored.json()).toMatchObject({ status: 'approved', approved_at: approvedAt });
    expect((await newest(doctor.token)).code).toBe('affiliation_restored');
  });

  it('every illegal change is a 409 naming the current status', async () => {
    const { hospital, id } = await pendingPair();
    const cases: [string, string][] = [
      ['suspend_affiliation', 'Cannot suspend an affiliation that is pending.'],
      ['revoke_affiliation', 'Cannot revoke an affiliation that is pending.'],
      ['reactivate_affiliation', 'Cannot reactivate an affiliation that is pending.'],
      ['restore_affiliation', 'Cannot restore an affiliation that is pending.'],
    ];
    for (const [path, error] of cases) {
      const res = await decide(hospital.token, id, path, { reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'affiliation_status_conflict', error, details: { status: 'pending' } });
    }
    await decide(hospital.token, id, 'approve_affiliation');
    expect((await decide(hospital.token, id, 'reject_affiliation', { reason: 'late' })).json().error).toBe('Cannot reject an affiliation that is approved.');
    expect((await decide(hospital.token, id, 'reactivate_affiliation')).json().error).toBe('Cannot reactivate an affiliation that is approved.');
    expect((await decide(hospital.token, id, 'restore_affiliation')).json().error).toBe('Cannot restore an affiliation that is approved.');
  });

  it('another hospital, the doctor and a patient cannot decide; unknown ids are 404', async () => {
    const { doctor, id } = await pendingPair();
    const other = await verifiedHospital(t.app, adminToken);
    const patient = await fundedPatient(t.app);
    const byOther = await decide(other.token, id, 'approve_affiliation');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('affiliation_decide_hospital_only');
    expect((await decide(doctor.token, id, 'approve_affiliation')).statusCode).toBe(403);
    expect((await decide(patient.token, id, 'approve_affiliation')).statusCode).toBe(403);
    expect((await decide(adminToken, id, 'approve_affiliation')).statusCode).toBe(403);
    expect((await decide(other.token, 999_999, 'approve_affiliation')).statusCode).toBe(404);
    expect((await decide(other.token, 0, 'approve_affiliation')).statusCode).toBe(400);
  });

  it('two decisions at once (approve and reject): exactly one wins, the other is told the status', async () => {
    const { hospital, id } = await pendingPair();
    const results = await Promise.all([
      decide(hospital.token, id, 'approve_affiliation'),
      decide(hospital.token, id, 'reject_affiliation', { reason: 'Too late' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)?.json();
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(loser.details.status).toBe(winner.status);
  });

  it('two approvals at once: exactly one wins', async () => {
    const { hospital, id } = await pendingPair();
    const results = await Promise.all([decide(hospital.token, id, 'approve_affiliation'), decide(hospital.token, id, 'approve_affiliation')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a doctor withdraws a pending request', () => {
  it('deletes it and tells the hospital; the pair may start again', async () => {
    const { doctor, hospital, id } = await pendingPair();
    const other = await approvedDoctor(t.app, adminToken);
    expect((await http.call('DELETE', `${BASE}/${id}/`, { token: other.token })).statusCode).toBe(403);
    expect((await http.call('DELETE', `${BASE}/${id}/`, { token: hospital.token })).statusCode).toBe(403);
    expect((await http.call('DELETE', `${BASE}/${id}/`, { token: doctor.token })).statusCode).toBe(204);
    expect((await http.get(`${BASE}/${id}/`, doctor.token)).statusCode).toBe(404);
    expect(await newest(hospital.token)).toMatchObject({ code: 'affiliation_request_withdrawn' });
    expect((await ask(doctor, hospital)).statusCode).toBe(201);
  });

  it('an approved affiliation cannot be withdrawn', async () => {
    const { doctor, id } = await approvedPair();
    const res = await http.call('DELETE', `${BASE}/${id}/`, { token: doctor.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Cannot withdraw an affiliation that is approved.');
  });
});

describe('who sees which affiliations', () => {
  it('a doctor their own, a hospital its own, an admin all; filters and pages', async () => {
    const a = await pendingPair();
    const b = await approvedPair();
    const mine = (await http.get(`${BASE}/`, a.doctor.token)).json();
    expect(mine).toMatchObject({ count: 1, next: null });
    expect(mine.results[0].id).toBe(a.id);
    expect((await http.get(`${BASE}/`, b.hospital.token)).json().results.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await http.get(`${BASE}/?status=approved`, a.hospital.token)).json().count).toBe(0);
    // Another party's filter finds nothing of theirs.
    expect((await http.get(`${BASE}/?hospital=${b.hospital.hospitalId}`, a.doctor.token)).json().count).toBe(0);
    const all = (await http.get(`${BASE}/?page_size=1`, adminToken)).json();
    expect(all.results).toHaveLength(1);
    expect(all.next).toBe(2);
    expect((await http.get(`${BASE}/?doctor=${b.doctor.doctorId}`, adminToken)).json().results[0]).toMatchObject({ id: b.id, allowed_actions: [] });
    expect((await http.get(`${BASE}/?status=unknown`, adminToken)).statusCode).toBe(400);

    const patient = await fundedPatient(t.app);
    expect((await http.get(`${BASE}/`, patient.token)).statusCode).toBe(403);
    expect((await http.get(`${BASE}/${a.id}/`, b.hospital.token)).statusCode).toBe(403);
    expect((await http.get(`${BASE}/${a.id}/`, b.doctor.token)).json().code).toBe('affiliation_not_own');
    expect((await http.get(`${BASE}/${a.id}/`, adminToken)).statusCode).toBe(200);
    expect((await http.get(`${BASE}/999999/`, adminToken)).statusCode).toBe(404);
    expect((await http.get(`${BASE}/pending_requests/`, a.doctor.token)).statusCode).toBe(403);
  });
});

describe('the hospital’s doctors', () => {
  const day = addDays(lagosDate(new Date()), 3);
  const at = (minutes: number) => lagosInstant(day, minutes).toISOString();
  const publish = async (hospital: Hospital, doctor: Doctor, minutes: number) => {
    const res = await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: at(minutes) } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it('acts by doctor_id on the caller hospital’s affiliation only', async () => {
    const { doctor, hospital } = await approvedPair();
    const other = await verifiedHospital(t.app, adminToken);
    const byOther = await http.post('/api/hospitals/doctors/suspend/', { doctor_id: doctor.doctorId, reason: 'x' }, other.token);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('affiliation_with_doctor_not_found');
    expect((await http.post('/api/hospitals/doctors/suspend/', { doctor_id: doctor.doctorId }, doctor.token)).statusCode).toBe(403);
    expect((await http.post('/api/hospitals/doctors/suspend/', { reason: 'x' }, hospital.token)).statusCode).toBe(400);

    const suspended = await http.post('/api/hospitals/doctors/suspend/', { doctor_id: doctor.doctorId, reason: 'Audit' }, hospital.token);
    expect(suspended.json()).toMatchObject({ status: 'suspended', reason: 'Audit' });
    expect((await http.post('/api/hospitals/doctors/suspend/', { doctor_id: doctor.doctorId }, hospital.token)).json().error).toBe(
      'Cannot suspend an affiliation that is suspended.',
    );
    expect((await http.post('/api/hospitals/doctors/reactivate/', { doctor_id: String(doctor.doctorId) }, hospital.token)).json().status).toBe('approved');
    expect((await http.post('/api/hospitals/doctors/revoke/', { doctor_id: doctor.doctorId, reason: 'Left' }, hospital.token)).json().status).toBe('revoked');
  });

  it('lists approved doctors with their load; include_inactive adds suspended and revoked; only the hospital and admins', async () => {
    const { doctor, hospital } = await approvedPair();
    const second = await approvedDoctor(t.app, adminToken);
    const req = (await ask(second, hospital)).json();
    await decide(hospital.token, req.id, 'approve_affiliation');
    const slot = await publish(hospital, doctor, 9 * 60);
    await publish(hospital, doctor, 10 * 60);
    const patient = await fundedPatient(t.app);
    expect((await http.post(`/api/appointments/${slot}/book_slot/`, {}, patient.token)).statusCode).toBe(200);
    await decide(hospital.token, req.id, 'suspend_affiliation', { reason: 'Paperwork' });

    const url = `/api/hospitals/${hospital.hospitalId}/affiliated_doctors/`;
    const active = (await http.get(url, hospital.token)).json();
    expect(active).toEqual([
      expect.objectContaining({
        id: doctor.doctorId,
        status: 'approved',
        specialization: 'Cardiology',
        is_available: true,
        upcoming_appointments: 1,
        allowed_actions: ['suspend', 'revoke'],
      }),
    ]);
    const everyone = (await http.get(`${url}?include_inactive=true`, hospital.token)).json();
    expect(everyone.map((d: { id: number; status: string }) => [d.id, d.status]).sort()).toEqual(
      [
        [doctor.doctorId, 'approved'],
        [second.doctorId, 'suspended'],
      ].sort(),
    );
    expect((await http.get(url, adminToken)).statusCode).toBe(200);
    const other = await verifiedHospital(t.app, adminToken);
    expect((await http.get(url, other.token)).json().code).toBe('affiliated_doctors_forbidden');
    expect((await http.get(url, doctor.token)).statusCode).toBe(403);
    expect((await http.get(`${url}?include_inactive=maybe`, hospital.token)).statusCode).toBe(400);
  });

  it('suspending withdraws the doctor’s unbooked future slots there; booked ones stay and their patients are told', async () => {
    const { doctor, hospital, id } = await approvedPair();
    const elsewhere = await verifiedHospital(t.app, adminToken);
    const req = (await ask(doctor, elsewhere)).json();
    await decide(elsewhere.token, req.id, 'approve_affiliation');
    const open = await publish(hospital, doctor, 11 * 60);
    const booked = await publish(hospital, doctor, 12 * 60);
    const otherHospitalSlot = await publish(elsewhere, doctor, 14 * 60);
    const patient = await fundedPatient(t.app);
    expect((await http.post(`/api/appointments/${booked}/book_slot/`, {}, patient.token)).statusCode).toBe(200);

    expect((await decide(hospital.token, id, 'suspend_affiliation', { reason: 'Review' })).statusCode).toBe(200);
    expect((await http.get(`/api/appointments/${open}/`, adminToken)).json()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Withdrawn: the doctor no longer practises at this hospital',
    });
    expect((await http.post(`/api/appointments/${open}/book_slot/`, {}, patient.token)).statusCode).toBe(409);
    expect((await http.get(`/api/appointments/${booked}/`, patient.token)).json().status).toBe('scheduled');
    expect((await http.get(`/api/appointments/${otherHospitalSlot}/`, adminToken)).statusCode).toBe(200);
    const note = await newest(patient.token);
    expect(note).toMatchObject({
      code: 'doctor_affiliation_changed',
      params: { doctor: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`, hospital: hospital.profile.hospital_name },
    });
    expect(note.message).toContain('remains booked');
    // A suspended doctor gets no new open slots there.
    const refused = await http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: at(15 * 60) } });
    expect(refused.statusCode).toBe(403);
  });

  it('a slot published while the doctor is suspended is refused or withdrawn with the rest, never left on offer', async () => {
    for (let round = 0; round < 8; round++) {
      const { doctor, hospital, id } = await approvedPair();
      const [published, suspended] = await Promise.all([
        http.call('POST', '/api/appointments/', { token: hospital.token, body: { doctor: doctor.doctorId, scheduled_at: at(17 * 60 + round * 30) } }),
        decide(hospital.token, id, 'suspend_affiliation', { reason: 'Review' }),
      ]);
      expect(suspended.statusCode).toBe(200);
      if (published.statusCode === 201) {
        expect((await http.get(`/api/appointments/${published.json().id}/`, adminToken)).json().status, `round ${round}`).toBe('cancelled');
      } else {
        expect(published.json().code).toBe('doctor_not_affiliated');
      }
    }
  });

  it('a doctor leaves: the hospital is told, unbooked slots withdrawn, booked kept; only the doctor may reopen it', async () => {
    const { doctor, hospital, id } = await approvedPair();
    const open = await publish(hospital, doctor, 18 * 60);
    const left = await decide(doctor.token, id, 'leave_affiliation', { reason: 'Relocating to Abuja' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ status: 'revoked', reason: 'Relocating to Abuja', allowed_actions: ['rejoin'] });
    expect(await newest(hospital.token)).toMatchObject({ code: 'affiliation_left' });
    expect((await http.get(`/api/appointments/${open}/`, adminToken)).json().status).toBe('cancelled');
    // The hospital cannot take back a doctor who left; the doctor may ask to rejoin.
    const restored = await decide(hospital.token, id, 'restore_affiliation');
    expect(restored.statusCode).toBe(409);
    expect(restored.json().code).toBe('affiliation_left_by_doctor');
    expect((await decide(hospital.token, id, 'leave_affiliation')).statusCode).toBe(403);
    const rejoined = await decide(doctor.token, id, 'rejoin_affiliation');
    expect(rejoined.json()).toMatchObject({ status: 'pending', allowed_actions: ['withdraw'] });
    expect(await newest(hospital.token)).toMatchObject({ code: 'affiliation_rejoin_requested' });
    expect((await decide(hospital.token, id, 'approve_affiliation')).json().status).toBe('approved');
  });

  it('a doctor the hospital revoked cannot rejoin on their own', async () => {
    const { doctor, hospital, id } = await approvedPair();
    await decide(hospital.token, id, 'revoke_affiliation', { reason: 'Contract ended' });
    const res = await decide(doctor.token, id, 'rejoin_affiliation');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('affiliation_ended_by_hospital');
    expect((await decide(hospital.token, id, 'restore_affiliation')).json().status).toBe('approved');
  });

  it('revoking withdraws the unbooked slots too', async () => {
    const { doctor, hospital } = await approvedPair();
    const open = await publish(hospital, doctor, 16 * 60);
    expect((await http.post('/api/hospitals/doctors/revoke/', { doctor_id: doctor.doctorId, reason: 'Contract ended' }, hospital.token)).statusCode).toBe(200);
    expect((await http.get(`/api/appointments/${open}/`, adminToken)).json().status).toBe('cancelled');
  });
});
