// Support tickets through the API: opening one (with one of the caller's appointments, each
// rule refused with its code), who sees what (another's ticket is 404, admin calls 403 for
// others), the admin's queue and its filters, the lifecycle both ways with its notices, the
// 7-day close (read lazily and swept, on a fake clock), and two admins at once.
import { SERVER_MESSAGES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@naijacare/contracts';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { affiliate, seedAppointment } from '../../seed/records';
import { api, approvedDoctor, seededVisit, signedInAdmin, signedInPatient, unique, verifiedHospital } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifications } from '../notifications/schema';
import { supportMessages, supportTickets } from './schema';

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: { token: string; id: number };
let otherAdmin: { token: string; id: number };
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;

beforeAll(async () => {
  // Tokens outlive the fake clock's jumps of a week and more.
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000', ACCESS_TOKEN_TTL_SECONDS: '3000000' });
  http = api(t.app);
  const first = await signedInAdmin(t.app, t.accounts);
  const second = await signedInAdmin(t.app, t.accounts);
  admin = { token: first.tokens.access, id: first.user.id };
  otherAdmin = { token: second.tokens.access, id: second.user.id };
  doctor = await approvedDoctor(t.app, admin.token);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
/** A new hour for each appointment of the shared doctor, so none overlaps another (past ones with `ago`). */
let hour = 0;
const nextStart = (ago = false) => new Date(Date.now() + (ago ? -1 : 1) * (3 * DAY + ++hour * 3_600_000));
const BASE = '/api/support-tickets';
const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  subject: unique('Cannot join my video call '),
  category: 'technical',
  message: 'The call page keeps saying "connecting" and the doctor cannot hear me.',
  ...overrides,
});
const open = (token: string, overrides: Record<string, unknown> = {}) => http.post(`${BASE}/`, ticketBody(overrides), token);
const get = (token: string, id: number) => http.get(`${BASE}/${id}/`, token);
const thread = async (token: string, id: number) => (await http.get(`${BASE}/${id}/messages/`, token)).json().results;
const reply = (token: string, id: number, body: unknown = 'Here is what happened next.') => http.post(`${BASE}/${id}/messages/`, { body }, token);
const assign = (token: string, id: number) => http.post(`${BASE}/${id}/assign/`, {}, token);
const resolve = (token: string, id: number, note?: unknown) => http.post(`${BASE}/${id}/resolve/`, note === undefined ? {} : { note }, token);
const list = async (token: string, query = '') => (await http.get(`${BASE}/?page_size=100&${query}`, token)).json();
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code, res.json().details?.field];
/** The notices of one ticket someone holds, newest first. */
const noticesOf = async (token: string, ticketId: number) =>
  (await http.get('/api/notifications/?page_size=100', token))
    .json()
    .results.filter((n: { params: { ticket?: number } }) => n.params.ticket === ticketId)
    .map((n: { code: string; link: string; message: string }) => ({ code: n.code, link: n.link, message: n.message }));

/** A patient with a ticket just opened (no appointment). */
async function patientTicket(overrides: Record<string, unknown> = {}) {
  const patient = await signedInPatient(t.app);
  const res = await open(patient.token, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return { patient, ticket: res.json() as { id: number; subject: string } };
}

describe('opening a ticket', () => {
  it('a patient opens one about their appointment: open, unassigned, its first message in the thread; every admin is told', async () => {
    const patient = await signedInPatient(t.app);
    const start = nextStart(true);
    const appointmentId = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start, status: 'completed' });
    const res = await open(patient.token, { category: 'appointment', appointment: appointmentId });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    const name = `${patient.user.first_name} ${patient.user.last_name}`;
    expect(ticket).toMatchObject({
      status: 'open',
      category: 'appointment',
      requester: { id: patient.user.id, name, user_type: 'patient' },
      assignee: null,
      assigned: false,
      appointment_id: appointmentId,
      appointment: {
        id: appointmentId,
        scheduled_at: start.toISOString(),
        status: 'completed',
        appointment_type: 'video',
        doctor_name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`,
        patient_name: name,
      },
      message_count: 1,
      resolved_at: null,
      closes_at: null,
      closed_at: null,
      allowed_actions: ['reply'],
    });
    expect(ticket.last_activity_at).toBe(ticket.created_at);
    expect(await thread(patient.token, ticket.id)).toEqual([
      expect.objectContaining({ from_staff: false, author: { id: patient.user.id, name }, body: ticketBody().message }),
    ]);
    for (const who of [admin, otherAdmin])
      expect(await noticesOf(who.token, ticket.id)).toEqual([
        { code: 'support_ticket_opened', link: `/admin/support/${ticket.id}`, message: `${name} opened a support ticket: "${ticket.subject}".` },
      ]);
    expect((await get(patient.token, ticket.id)).json()).toEqual(ticket);
  });

  it('a doctor opens one about their own appointment, a hospital about one at its hospital; each is named as the queue shows them', async () => {
    const patient = await signedInPatient(t.app);
    const appointmentId = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start: nextStart() });
    const mine = await open(doctor.token, { category: 'payment', appointment: appointmentId });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().requester).toEqual({ id: doctor.user.id, name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`, user_type: 'doctor' });

    // An affiliated doctor's own practice is theirs and the patient's: the hospital sees it only as busy time.
    const hospital = await verifiedHospital(t.app, admin.token);
    await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
    expect(refusal(await open(hospital.token, { appointment: appointmentId }))).toEqual([400, 'support_appointment_invalid', 'appointment']);
    const at = nextStart();
    hour += 25;
    const visit = {
      doctor_id: doctor.doctorId,
      hospital_id: hospital.hospitalId,
      schedule_creator: 'hospital' as const,
      appointment_type: 'in_person' as const,
      status: 'scheduled' as const,
    };
    const slot = { ...visit, scheduled_at: at, ends_at: new Date(at.getTime() + 1_800_000), duration_minutes: 30 };
    const booked = await seedAppointment(t.database.db, { ...slot, patient_id: patient.patientId });
    const unbooked = await seedAppointment(t.database.db, {
      ...slot,
      scheduled_at: new Date(at.getTime() + DAY),
      ends_at: new Date(at.getTime() + DAY + 1_800_000),
    });
    expect(refusal(await open(hospital.token, { appointment: unbooked.id }))).toEqual([400, 'support_appointment_invalid', 'appointment']);
    const theirs = await open(hospital.token, { category: 'account', appointment: booked.id });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json()).toMatchObject({
      requester: { name: hospital.profile.hospital_name, user_type: 'hospital' },
      appointment: { id: booked.id, patient_name: `${patient.user.first_name} ${patient.user.last_name}`, appointment_type: 'in_person' },
    });
    const without = await open(hospital.token, { appointment: null });
    expect([without.statusCode, without.json().appointment, without.json().appointment_id]).toEqual([201, null, null]);
  });

  it('refuses each broken rule by its code, on its field; the longest subject and message pass', async () => {
    const patient = await signedInPatient(t.app);
    const someoneElse = await signedInPatient(t.app);
    const theirs = await seededVisit(t.database.db, { patientId: someoneElse.patientId, doctorId: doctor.doctorId, start: nextStart() });
    const openSlot = await seededVisit(t.database.db, { patientId: null, doctorId: doctor.doctorId, start: nextStart() });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: '' }, 'support_subject_required', 'subject'],
      [{ subject: '   ' }, 'support_subject_required', 'subject'],
      [{ subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1) }, 'field_too_long', 'subject'],
      [{ subject: 'Two\nlines' }, 'field_invisible_characters', 'subject'],
      [{ message: ' \n ' }, 'support_message_required', 'message'],
      [{ message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, 'field_too_long', 'message'],
      [{ category: 'billing' }, 'support_category_invalid', 'category'],
      [{ appointment: theirs }, 'support_appointment_invalid', 'appointment'],
      [{ appointment: openSlot }, 'support_appointment_invalid', 'appointment'],
      [{ appointment: 2_147_483_647 }, 'support_appointment_invalid', 'appointment'],
      [{ appointment: 0 }, 'validation_failed', 'appointment'],
      [{ appointment: '12' }, 'validation_failed', 'appointment'],
      [{ subject: undefined }, 'validation_failed', 'subject'],
    ];
    for (const [change, code, field] of cases) expect(refusal(await open(patient.token, change)), code).toEqual([400, code, field]);
    const tooLong = (await open(patient.token, { subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1) })).json();
    expect(tooLong.error).toBe('Subject must be at most 200 characters');
    const longest = await open(patient.token, { subject: `  ${'s'.repeat(SUPPORT_SUBJECT_MAX)}  `, message: 'm'.repeat(SUPPORT_MESSAGE_MAX) });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().subject).toBe('s'.repeat(SUPPORT_SUBJECT_MAX));
    expect((await list(patient.token)).count).toBe(1);
  });

  it('is for patients, doctors and hospitals: an admin answers tickets, a visitor signs in', async () => {
    expect(refusal(await open(admin.token))).toEqual([403, 'support_admins_answer', undefined]);
    expect((await open(admin.token)).json().error).toBe(SERVER_MESSAGES.support_admins_answer);
    expect((await http.post(`${BASE}/`, ticketBody())).statusCode).toBe(401);
    expect((await http.get(`${BASE}/`)).statusCode).toBe(401);
  });

  it('counts each person’s new tickets: the sixth within the hour is refused, another person is not', async () => {
    const patient = await signedInPatient(t.app);
    for (let i = 0; i < 5; i++) expect((await open(patient.token)).statusCode).toBe(201);
    const refused = await open(patient.token);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'rate_limited']);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await list(patient.token)).count).toBe(5);
    expect((await open((await signedInPatient(t.app)).token)).statusCode).toBe(201);
  });
});

describe('who sees what', () => {
  it('another person’s ticket is not found, read or replied to; it is not in their list', async () => {
    const { ticket } = await patientTicket();
    const stranger = await signedInPatient(t.app);
    for (const res of [
      await get(stranger.token, ticket.id),
      await http.get(`${BASE}/${ticket.id}/messages/`, stranger.token),
      await reply(stranger.token, ticket.id),
    ])
      expect(refusal(res)).toEqual([404, 'support_ticket_not_found', undefined]);
    expect(refusal(await get(doctor.token, ticket.id))[0]).toBe(404);
    expect(refusal(await get(stranger.token, 2_147_483_647))[0]).toBe(404);
    expect((await list(stranger.token)).results).toEqual([]);
    expect(refusal(await get(stranger.token, 0))).toEqual([400, 'invalid_id', 'id']);
  });

  it('assigning and resolving are admins’ calls: anyone else is refused 403, their own ticket too', async () => {
    const { patient, ticket } = await patientTicket();
    for (const token of [patient.token, doctor.token]) {
      expect(refusal(await assign(token, ticket.id))).toEqual([403, 'permission_denied', undefined]);
      expect(refusal(await resolve(token, ticket.id))).toEqual([403, 'permission_denied', undefined]);
      expect(refusal(await assign(token, 2_147_483_647))[0]).toBe(403);
    }
    expect((await assign('', ticket.id)).statusCode).toBe(401);
    expect((await get(patient.token, ticket.id)).json()).toMatchObject({ status: 'open', assigned: false });
    expect(refusal(await assign(admin.token, 2_147_483_647))).toEqual([404, 'support_ticket_not_found', undefined]);
  });
});

describe('the admin’s queue', () => {
  it('filters by status, category, assignee (me, none, an id) and subject; newest activity first; paged', async () => {
    const tag = unique('queue');
    const a = (await patientTicket({ subject: `${tag} wallet top-up missing`, category: 'payment' })).ticket;
    const b = (await patientTicket({ subject: `${tag} cannot sign in`, category: 'account' })).ticket;
    const c = (await patientTicket({ subject: `${tag} call drops`, category: 'technical' })).ticket;
    await assign(admin.token, a.id);
    await reply(otherAdmin.token, b.id, 'Which phone are you using?');
    const ids = async (query: string) => (await list(admin.token, `search=${tag}&${query}`)).results.map((x: { id: number }) => x.id);

    // b was answered last, then c opened, then a assigned (assigning is not activity).
    expect(await ids('')).toEqual([b.id, c.id, a.id]);
    expect(await ids('status=awaiting_user')).toEqual([b.id]);
    expect(await ids('status=open')).toEqual([c.id, a.id]);
    expect(await ids('category=payment')).toEqual([a.id]);
    expect(await ids('assignee=me')).toEqual([a.id]);
    expect(await ids('assignee=none')).toEqual([c.id]);
    expect(await ids(`assignee=${otherAdmin.id}`)).toEqual([b.id]);
    expect(await ids('category=account&status=awaiting_user')).toEqual([b.id]);
    expect((await list(admin.token, `search=${tag.toUpperCase()}%20CALL`)).results.map((x: { id: number }) => x.id)).toEqual([c.id]);
    // The search's own % and _ are taken literally.
    expect((await list(admin.token, 'search=%25%25%25__')).count).toBe(0);

    const page1 = (await http.get(`${BASE}/?search=${tag}&page_size=2`, admin.token)).json();
    expect([page1.count, page1.next, page1.results.length]).toEqual([3, 2, 2]);
    const page2 = (await http.get(`${BASE}/?search=${tag}&page_size=2&page=2`, admin.token)).json();
    expect([page2.next, page2.results.map((x: { id: number }) => x.id)]).toEqual([null, [a.id]]);

    const row = (await list(admin.token, `search=${tag}&assignee=me`)).results[0];
    expect(row).toMatchObject({ assignee: { id: admin.id, name: 'Site Admin' }, assigned: true, allowed_actions: ['reply', 'resolve'], appointment_id: null });
    expect(row.appointment).toBeUndefined();
  });

  it('refuses filters it does not know; a person’s own list ignores the assignee', async () => {
    for (const query of ['status=pending', 'category=billing', 'page=0', 'page_size=101'])
      expect((await http.get(`${BASE}/?${query}`, admin.token)).statusCode, query).toBe(400);
    for (const assignee of ['someone', '01', '-1', '2147483648'])
      expect(refusal(await http.get(`${BASE}/?assignee=${assignee}`, admin.token))).toEqual([400, 'support_assignee_invalid', 'assignee']);
    const { patient, ticket } = await patientTicket();
    expect((await list(patient.token, 'assignee=none')).results.map((x: { id: number }) => x.id)).toEqual([ticket.id]);
    expect((await list(patient.token, `assignee=${admin.id}`)).results.map((x: { id: number }) => x.id)).toEqual([ticket.id]);
  });
});

describe('the lifecycle, both ways', () => {
  it('an admin’s reply awaits the owner and takes the ticket; the owner reads "NaijaCare Support" and is told', async () => {
    const { patient, ticket } = await patientTicket();
    const res = await reply(admin.token, ticket.id, 'Please try again on Wi-Fi and tell us what you see.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ticket: ticket.id, from_staff: true, author: { id: admin.id, name: 'Site Admin' } });
    expect((await get(patient.token, ticket.id)).json()).toMatchObject({ status: 'awaiting_user', assigned: true, assignee: null, message_count: 2 });
    expect((await get(admin.token, ticket.id)).json()).toMatchObject({ assignee: { id: admin.id, name: 'Site Admin' } });
    const [, answer] = await thread(patient.token, ticket.id);
    expect(answer).toMatchObject({
      from_staff: true,
      author: { id: null, name: 'NaijaCare Support' },
      body: 'Please try again on Wi-Fi and tell us what you see.',
    });
    expect(await noticesOf(patient.token, ticket.id)).toEqual([
      { code: 'support_reply', link: `/support/${ticket.id}`, message: `NaijaCare Support replied on your ticket "${ticket.subject}".` },
    ]);
  });

  it('the owner’s reply opens it again and tells the admin it is assigned to, no other', async () => {
    const { patient, ticket } = await patientTicket();
    await assign(otherAdmin.token, ticket.id);
    await reply(otherAdmin.token, ticket.id, 'Which phone?');
    const res = await reply(patient.token, ticket.id, 'A Tecno Spark 10.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ from_staff: false, author: { id: patient.user.id } });
    expect((await get(patient.token, ticket.id)).json()).toMatchObject({ status: 'open', message_count: 3, allowed_actions: ['reply'] });
    expect((await noticesOf(otherAdmin.token, ticket.id)).map((n: { code: string }) => n.code)).toEqual(['support_reply_from_user', 'support_ticket_opened']);
    expect((await noticesOf(admin.token, ticket.id)).map((n: { code: string }) => n.code)).toEqual(['support_ticket_opened']);
    // An owner may add to their own open ticket before anyone answers: every admin hears while nobody has taken it.
    const unanswered = await patientTicket();
    await reply(unanswered.patient.token, unanswered.ticket.id, 'One more detail.');
    for (const who of [admin, otherAdmin])
      expect((await noticesOf(who.token, unanswered.ticket.id)).map((n: { code: string }) => n.code)).toEqual([
        'support_reply_from_user',
        'support_ticket_opened',
      ]);
    expect((await get(unanswered.patient.token, unanswered.ticket.id)).json().status).toBe('open');
  });

  it('the owner’s reply on a ticket whose admin was deactivated reaches every active admin', async () => {
    const departing = await signedInAdmin(t.app, t.accounts);
    const { patient, ticket } = await patientTicket();
    await assign(departing.tokens.access, ticket.id);
    expect((await http.post(`/api/admin/users/${departing.user.id}/deactivate/`, { reason: 'Left the team' }, admin.token)).statusCode).toBe(200);
    await reply(patient.token, ticket.id, 'Anyone there?');
    for (const who of [admin, otherAdmin]) expect((await noticesOf(who.token, ticket.id))[0].code).toBe('support_reply_from_user');
  });

  it('resolving (with a note) gives the owner 7 days; their reply reopens it, and the resolution is undone', async () => {
    const { patient, ticket } = await patientTicket();
    const res = await resolve(admin.token, ticket.id, '  We refunded the failed top-up.  ');
    expect(res.statusCode, res.body).toBe(200);
    const resolved = res.json();
    expect(resolved).toMatchObject({ status: 'resolved', assignee: { id: admin.id }, allowed_actions: [], message_count: 2 });
    expect(Date.parse(resolved.closes_at) - Date.parse(resolved.resolved_at)).toBe(7 * DAY);
    expect((await thread(patient.token, ticket.id))[1]).toMatchObject({ from_staff: true, body: 'We refunded the failed top-up.' });
    expect(await noticesOf(patient.token, ticket.id)).toEqual([
      {
        code: 'support_ticket_resolved',
        link: `/support/${ticket.id}`,
        message: `Your ticket "${ticket.subject}" was resolved. Reply within 7 days if you still need help; after that it closes.`,
      },
    ]);
    expect((await get(patient.token, ticket.id)).json().allowed_actions).toEqual(['reply']);
    // Resolved: the admins' moves are refused until the owner speaks again.
    expect(refusal(await reply(admin.token, ticket.id))).toEqual([409, 'support_status_conflict', undefined]);
    expect((await reply(admin.token, ticket.id)).json().error).toBe('Cannot reply to a ticket that is resolved.');
    expect(refusal(await resolve(admin.token, ticket.id))).toEqual([409, 'support_status_conflict', undefined]);
    expect(refusal(await assign(otherAdmin.token, ticket.id))).toEqual([409, 'support_status_conflict', undefined]);

    expect((await reply(patient.token, ticket.id, 'It is back, thank you — but the receipt is missing.')).statusCode).toBe(201);
    expect((await get(patient.token, ticket.id)).json()).toMatchObject({ status: 'open', resolved_at: null, closes_at: null });
    expect((await noticesOf(admin.token, ticket.id))[0].code).toBe('support_reply_from_user');
    expect((await resolve(admin.token, ticket.id)).json()).toMatchObject({ status: 'resolved', message_count: 3 });
  });

  it('a resolution without a note, or with an empty one, adds no message; a note over 5,000 characters is refused', async () => {
    const { ticket } = await patientTicket();
    expect(refusal(await resolve(admin.token, ticket.id, 'x'.repeat(SUPPORT_MESSAGE_MAX + 1)))).toEqual([400, 'field_too_long', 'note']);
    expect(refusal(await resolve(admin.token, ticket.id, 42))).toEqual([400, 'validation_failed', 'note']);
    expect((await http.call('POST', `${BASE}/${ticket.id}/resolve/`, { token: admin.token })).statusCode).toBe(200);
    const other = (await patientTicket()).ticket;
    expect((await resolve(admin.token, other.id, '   ')).json().message_count).toBe(1);
  });

  it('a reply is checked like a message', async () => {
    const { patient, ticket } = await patientTicket();
    expect(refusal(await reply(patient.token, ticket.id, '  '))).toEqual([400, 'support_message_required', 'body']);
    expect(refusal(await reply(patient.token, ticket.id, 'x'.repeat(SUPPORT_MESSAGE_MAX + 1)))).toEqual([400, 'field_too_long', 'body']);
    expect(refusal(await http.post(`${BASE}/${ticket.id}/messages/`, {}, patient.token))).toEqual([400, 'validation_failed', 'body']);
    expect((await get(patient.token, ticket.id)).json().message_count).toBe(1);
  });

  it('the thread is paged, oldest first', async () => {
    const { patient, ticket } = await patientTicket();
    for (const n of [1, 2, 3]) await reply(patient.token, ticket.id, `Detail ${n}`);
    const page = (await http.get(`${BASE}/${ticket.id}/messages/?page_size=3&page=2`, patient.token)).json();
    expect([page.count, page.next, page.results.map((m: { body: string }) => m.body)]).toEqual([4, null, ['Detail 3']]);
    expect((await http.get(`${BASE}/${ticket.id}/messages/?page_size=101`, patient.token)).statusCode).toBe(400);
  });
});

describe('the 7-day close', () => {
  async function resolvedTicket() {
    const opened = await patientTicket();
    const res = await resolve(admin.token, opened.ticket.id);
    expect(res.statusCode).toBe(200);
    return { ...opened, resolvedAt: Date.parse(res.json().resolved_at) };
  }

  it('closes 7 days after the resolution when next read; closed is final for everyone, a new ticket is needed', async () => {
    const { patient, ticket, resolvedAt } = await resolvedTicket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resolvedAt + 7 * DAY - 1000);
    expect((await get(patient.token, ticket.id)).json().status).toBe('resolved');
    vi.setSystemTime(resolvedAt + 7 * DAY + 1000);
    const closed = (await get(patient.token, ticket.id)).json();
    expect(closed).toMatchObject({ status: 'closed', closes_at: null, allowed_actions: [] });
    expect(Date.parse(closed.closed_at)).toBe(resolvedAt + 7 * DAY);
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row.status).toBe('closed');

    const refused = await reply(patient.token, ticket.id, 'Still broken');
    expect(refusal(refused)).toEqual([409, 'support_ticket_closed', undefined]);
    expect(refused.json().error).toBe('This ticket is closed. Open a new ticket if you still need help.');
    for (const res of [await reply(admin.token, ticket.id), await resolve(admin.token, ticket.id), await assign(admin.token, ticket.id)])
      expect(refusal(res)).toEqual([409, 'support_status_conflict', undefined]);
    expect((await get(admin.token, ticket.id)).json().allowed_actions).toEqual([]);
    expect((await thread(patient.token, ticket.id)).length).toBe(1);
    expect((await open(patient.token)).statusCode).toBe(201);
  });

  it('a reply on the last day still reopens it', async () => {
    const { patient, ticket, resolvedAt } = await resolvedTicket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resolvedAt + 7 * DAY - 60_000);
    expect((await reply(patient.token, ticket.id, 'Wait, one more thing')).statusCode).toBe(201);
    vi.setSystemTime(resolvedAt + 30 * DAY);
    expect((await get(patient.token, ticket.id)).json().status).toBe('open');
  });

  it('lists close what is due before they filter: resolved ones past their days are listed closed', async () => {
    const { patient, ticket, resolvedAt } = await resolvedTicket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resolvedAt + 8 * DAY);
    expect((await list(patient.token, 'status=resolved')).results).toEqual([]);
    expect((await list(patient.token, 'status=closed')).results.map((x: { id: number }) => x.id)).toEqual([ticket.id]);
    const other = await resolvedTicket();
    vi.setSystemTime(other.resolvedAt + 8 * DAY);
    expect((await list(admin.token, `status=closed&search=${encodeURIComponent(other.ticket.subject)}`)).count).toBe(1);
  });

  it('the sweep closes due tickets nobody reads, once', async () => {
    const { ticket, resolvedAt } = await resolvedTicket();
    const status = async () => (await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id)))[0].status;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resolvedAt + 6 * DAY);
    await t.support.closeDue();
    expect(await status()).toBe('resolved');
    vi.setSystemTime(resolvedAt + 7 * DAY);
    const [a, b] = await Promise.all([t.support.closeDue(), t.support.closeDue()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('closed');
    expect(await t.support.closeDue()).toBe(0);
  });
});

describe('two admins at once', () => {
  it('assigning: one takes it, the other is told who did; taking one’s own again changes nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const { ticket } = await patientTicket();
      const answers = await Promise.all([assign(admin.token, ticket.id), assign(otherAdmin.token, ticket.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)?.json();
      const lost = answers.find((a) => a.statusCode === 409)?.json();
      const winner = won.assignee.id === admin.id ? admin : otherAdmin;
      expect(lost.code).toBe('support_ticket_assigned');
      expect(lost.error).toBe('This ticket is already assigned to Site Admin.');
      expect(lost.details.assignee.id).toBe(winner.id);
      expect((await get(admin.token, ticket.id)).json().assignee.id).toBe(winner.id);
      const again = await assign(winner.token, ticket.id);
      expect([again.statusCode, again.json().assignee.id]).toEqual([200, winner.id]);
    }
  });

  it('resolving: one resolves it, the other is refused; the owner is told once', async () => {
    for (let round = 0; round < 3; round++) {
      const { patient, ticket } = await patientTicket();
      const answers = await Promise.all([resolve(admin.token, ticket.id, 'Done on my side'), resolve(otherAdmin.token, ticket.id, 'Done on mine')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('support_status_conflict');
      expect((await noticesOf(patient.token, ticket.id)).map((n: { code: string }) => n.code)).toEqual(['support_ticket_resolved']);
      expect((await thread(patient.token, ticket.id)).length).toBe(2);
    }
  });

  it('an admin’s reply crossing a resolution: whichever comes second is judged on what the first left', async () => {
    const { patient, ticket } = await patientTicket();
    const [replied, resolved] = await Promise.all([reply(otherAdmin.token, ticket.id, 'Looking into it'), resolve(admin.token, ticket.id)]);
    expect(resolved.statusCode).toBe(200);
    // The reply came first (200 then resolved) or second (409 on the resolved ticket): never both lost.
    expect([201, 409]).toContain(replied.statusCode);
    expect((await get(patient.token, ticket.id)).json().status).toBe('resolved');
    expect((await thread(patient.token, ticket.id)).length).toBe(replied.statusCode === 201 ? 2 : 1);
  });
});

describe('the API’s documentation', () => {
  it('describes every support call', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [`${BASE}/`, `${BASE}/{id}/`, `${BASE}/{id}/messages/`, `${BASE}/{id}/assign/`, `${BASE}/{id}/resolve/`])
      expect(doc.paths[path], path).toBeDefined();
    expect(Object.keys(doc.paths[`${BASE}/{id}/messages/`])).toEqual(['get', 'post']);
  });
});

describe('the signed-out contact form', () => {
  const CONTACT = '/api/support/contact/';
  const TOKEN = '/api/support/contact/token/';
  let ipCount = 0;
  /** Each test writes from its own address, so the per-address count is its own. */
  const newIp = () => `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
  /** A token the server issued `secondsAgo` seconds ago (as if the form had been shown then). */
  async function tokenIssued(secondsAgo = 20): Promise<string> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - secondsAgo * 1000);
    try {
      return (await http.get(TOKEN)).json().form_token;
    } finally {
      vi.useRealTimers();
    }
  }
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Bola Adeyemi',
    email: 'bola@example.ng',
    phone: '',
    category: 'account',
    message: 'My account was deactivated and I do not know why.\nPlease tell me what to do.',
    website: '',
    ...overrides,
  });
  const send = async (overrides: Record<string, unknown> = {}, ip = newIp()) =>
    http.post(CONTACT, form({ form_token: await tokenIssued(), ...overrides }), undefined, ip);
  /** Everything the form could have stored: tickets, their messages, the admins' notices. */
  const stored = async () => {
    const countOf = async (table: typeof supportTickets | typeof supportMessages | typeof notifications) =>
      (await t.database.db.select({ n: count() }).from(table))[0].n;
    return { tickets: await countOf(supportTickets), messages: await countOf(supportMessages), notices: await countOf(notifications) };
  };
  /** What a client can see of an answer: status, header names, body keys and message. */
  const seen = (res: LightMyRequestResponse) => ({
    status: res.statusCode,
    headers: Object.keys(res.headers)
      .filter((h) => h !== 'date')
      .sort(),
    keys: Object.keys(res.json()).sort(),
    message: res.json().message,
  });

  it('needs no sign-in: the ticket, with the name and contact given, is in the admins’ queue and every admin is told', async () => {
    const res = await send({ email: 'Bola@Example.NG', phone: '+234 803 000 1111' });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json();
    expect(reference).toEqual(expect.any(Number));
    const shown = (await get(admin.token, reference)).json();
    expect(shown).toMatchObject({
      subject: 'My account was deactivated and I do not know why.',
      category: 'account',
      status: 'open',
      requester: { id: null, name: 'Bola Adeyemi', user_type: 'guest' },
      contact: { email: 'bola@example.ng', phone: '+234 803 000 1111' },
      appointment: null,
    });
    expect((await list(admin.token)).results.map((x: { id: number }) => x.id)).toContain(reference);
    const [first] = await thread(admin.token, reference);
    expect(first).toMatchObject({ from_staff: false, author: { id: null, name: 'Bola Adeyemi' } });
    expect(first.body).toContain('Please tell me what to do.');
    expect(await noticesOf(otherAdmin.token, reference)).toEqual([
      expect.objectContaining({ code: 'support_ticket_opened', link: `/admin/support/${reference}` }),
    ]);
    // An admin answers in the thread (by the contact given, until replies go out by email) and resolves it: nobody in the app to tell.
    expect((await reply(admin.token, reference, 'We have written to you by email.')).statusCode).toBe(201);
    expect((await resolve(admin.token, reference, 'Answered by email.')).json().status).toBe('resolved');
    // Nobody else sees it.
    const patient = await signedInPatient(t.app);
    expect((await get(patient.token, reference)).statusCode).toBe(404);
    expect((await list(patient.token)).results.map((x: { id: number }) => x.id)).not.toContain(reference);
  });

  it('a phone alone is enough; neither, a bad email or phone, no name, no message or a wrong category is refused with its code', async () => {
    expect((await send({ email: null, phone: '08030001111' })).statusCode).toBe(201);
    const refused = async (overrides: Record<string, unknown>) => {
      const res = await send(overrides);
      expect(res.statusCode, res.body).toBe(400);
      return JSON.stringify(res.json());
    };
    expect(await refused({ email: '', phone: '' })).toContain('support_contact_reach_required');
    expect(await refused({ email: 'not-an-email' })).toContain('email_invalid');
    expect(await refused({ email: '', phone: 'call me' })).toContain('phone_invalid');
    expect(await refused({ name: '   ' })).toContain('support_contact_name_required');
    expect(await refused({ name: 'x'.repeat(151) })).toContain('at most 150');
    expect(await refused({ message: '  ' })).toContain('support_message_required');
    expect(await refused({ message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toContain(`at most ${SUPPORT_MESSAGE_MAX}`);
    expect(await refused({ category: 'mood' })).toContain('support_category_invalid');
    expect(await refused({ form_token: undefined })).toContain('form_token');
    expect(await refused({ form_token: 'x'.repeat(201) })).toContain('form_token');
  });

  it('hands out a signed token for the form, never cached', async () => {
    const res = await http.get(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ form_token: expect.any(String), min_seconds: 3, expires_in_seconds: 86_400 });
    expect((await http.get(TOKEN)).json().form_token).not.toBe(res.json().form_token);
  });

  it('a hidden field filled in (a bot) is answered exactly as a person is, with a plausible reference, and nothing is stored', async () => {
    const person = await send();
    const before = await stored();
    const bot = await send({ website: 'https://cheap-pills.example' });
    expect(seen(bot)).toEqual(seen(person));
    const { reference } = bot.json();
    // A ticket number as a person's would be: the next one, never given to a real ticket.
    expect(Number.isInteger(reference) && reference > person.json().reference).toBe(true);
    expect(await stored()).toEqual(before);
    expect((await get(admin.token, reference)).statusCode).toBe(404);
    const next = await send();
    expect(next.json().reference).toBeGreaterThan(reference);
  });

  it('the time trap is the server’s: a token too young, too old, forged, made up or used before is answered alike and stores nothing', async () => {
    const person = await send();
    const before = await stored();
    const genuine = await tokenIssued();
    const [time, nonce, mac] = genuine.split('.');
    const older = (Number.parseInt(time, 36) - 60_000).toString(36);
    const caught = [
      await send({ form_token: await tokenIssued(0) }),
      await send({ form_token: await tokenIssued(1) }),
      // A page's own say of how long it was open counts for nothing.
      await send({ form_token: await tokenIssued(0), seconds_on_form: 600 }),
      await send({ form_token: await tokenIssued(25 * 3600) }),
      await send({ form_token: `${older}.${nonce}.${mac}` }),
      await send({ form_token: `${time}.${nonce}.${mac.slice(0, -2)}AA` }),
      await send({ form_token: 'not-a-token' }),
      await send({ form_token: `${Date.now().toString(36)}.abc.def` }),
    ];
    for (const bot of caught) {
      expect(seen(bot), bot.body).toEqual(seen(person));
      expect(bot.json().reference).toBeGreaterThan(person.json().reference);
    }
    expect(await stored()).toEqual(before);
    // A genuine token is taken once: sent again, the copy is answered alike and dropped.
    const first = await send({ form_token: genuine, message: 'First and only message' });
    expect(first.statusCode).toBe(201);
    const after = await stored();
    expect(after.tickets).toBe(before.tickets + 1);
    const again = await send({ form_token: genuine, message: 'The same token once more' });
    expect(seen(again)).toEqual(seen(person));
    expect(await stored()).toEqual(after);
  });

  it('is documented: the token call and the form', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths[TOKEN])).toEqual(['get']);
    expect(Object.keys(doc.paths[CONTACT])).toEqual(['post']);
    expect(JSON.stringify(doc.paths[CONTACT])).toContain('form_token');
    expect(JSON.stringify(doc.paths[CONTACT])).not.toContain('seconds_on_form');
  });

  it('counts sends per address: past 5 in the hour, 429 (bots’ sends too); another address is not held back', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await send({}, ip)).statusCode).toBe(201);
    expect((await send({ website: 'spam' }, ip)).statusCode).toBe(201);
    const over = await send({}, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect((await send({}, newIp())).statusCode).toBe(201);
  });
});
