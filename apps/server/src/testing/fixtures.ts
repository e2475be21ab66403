// Request helpers and valid payloads for API tests.

import type { AppointmentStatus } from '@naijacare/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { AccountsService } from '../modules/accounts/service';
import { affiliate, createReadyAccount, seedAppointment } from '../seed/records';

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const PASSWORD = 'correct-horse-42';

export function patientPayload(overrides: Record<string, unknown> = {}) {
  const username = unique('pat');
  return {
    username,
    email: `${username}@example.ng`,
    password: PASSWORD,
    password_confirm: PASSWORD,
    first_name: 'Amaka',
    last_name: 'Nwosu',
    phone: '+234-803-123-4567',
    state: 'EN',
    user_type: 'patient',
    date_of_birth: '1992-07-19',
    emergency_contact: 'Chidi Nwosu +234-803-765-4321',
    ...overrides,
  };
}

export function doctorPayload(overrides: Record<string, unknown> = {}) {
  const username = unique('doc');
  return {
    username,
    email: `${username}@example.ng`,
    password: PASSWORD,
    password_confirm: PASSWORD,
    first_name: 'Ibrahim',
    last_name: 'Musa',
    phone: '+234-806-111-2222',
    state: 'KN',
    user_type: 'doctor',
    specialization: 'Cardiology',
    license_number: `MDCN/${username}`,
    years_of_experience: 12,
    consultation_fee: '15000.50',
    ...overrides,
  };
}

export function hospitalPayload(overrides: Record<string, unknown> = {}) {
  const username = unique('hos');
  return {
    username,
    email: `${username}@example.ng`,
    password: PASSWORD,
    password_confirm: PASSWORD,
    first_name: 'Bola',
    last_name: 'Adeyemi',
    phone: '+234-809-333-4444',
    state: 'OY',
    hospital_name: `Ibadan Specialist Hospital ${username}`,
    ...overrides,
  };
}

export function api(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    app.inject({
      method,
      url,
      payload: opts.body as InjectOptions['payload'],
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
  return {
    call,
    get: (url: string, token?: string) => call('GET', url, { token }),
    post: (url: string, body?: unknown, token?: string, ip?: string) => call('POST', url, { body, token, ip }),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, { body, token }),
    async login(username: string, password = PASSWORD, ip?: string) {
      return call('POST', '/api/auth/login/', { body: { username, password }, ip });
    },
    /** Registers and signs in a patient; returns the tokens and the session. */
    async patient(overrides: Record<string, unknown> = {}) {
      const res = await call('POST', '/api/auth/register/', { body: patientPayload(overrides) });
      if (res.statusCode !== 201) throw new Error(`patient registration failed: ${res.body}`);
      return res.json();
    },
  };
}

/** Creates an admin directly (admins never self-register) and signs in. */
export async function signedInAdmin(app: FastifyInstance, accounts: Pick<AccountsService, 'createAccount'>) {
  const username = unique('adm');
  await createReadyAccount(
    accounts,
    {
      username,
      email: `${username}@example.ng`,
      password: PASSWORD,
      first_name: 'Site',
      last_name: 'Admin',
      phone: '+234-800-000-0000',
      user_type: 'admin',
      profile: {},
    },
    { is_superuser: true },
  );
  const res = await api(app).login(username);
  return res.json() as { user: { id: number }; tokens: { access: string; refresh: string } };
}

/** A doctor approved by an admin, signed in, with their profile id. */
export async function approvedDoctor(app: FastifyInstance, adminToken: string, overrides: Record<string, unknown> = {}) {
  const http = api(app);
  const body = doctorPayload(overrides);
  const reg = (await http.post('/api/auth/register/', body)).json();
  await http.post(`/api/admin/users/${reg.user.id}/approve/`, {}, adminToken);
  const session = (await http.login(body.username)).json();
  return { ...session, doctorId: session.profile.id as number, token: session.tokens.access as string };
}

/** A hospital verified by an admin, signed in, with its profile id. */
export async function verifiedHospital(app: FastifyInstance, adminToken: string) {
  const http = api(app);
  const body = hospitalPayload();
  const reg = (await http.post('/api/hospitals/register/', body)).json();
  await http.post(`/api/admin/users/${reg.user.id}/approve/`, {}, adminToken);
  const session = (await http.login(body.username)).json();
  return { ...session, hospitalId: session.profile.id as number, token: session.tokens.access as string };
}

/** A patient signed in, with their profile id. */
export async function signedInPatient(app: FastifyInstance) {
  const session = await api(app).patient();
  return { ...session, patientId: session.profile.id as number, token: session.tokens.access as string };
}

/** Money into a person's wallet as a payer puts it there: a top-up paid at the sandbox checkout. */
export async function fundWallet(app: FastifyInstance, token: string, kobo: number) {
  const started = await api(app).post('/api/wallets/top_up/', { amount: kobo }, token);
  if (started.statusCode !== 200) throw new Error(`top-up refused: ${started.body}`);
  const paid = await api(app).post(`/api/payments/sandbox/${started.json().reference}/pay/`, undefined, token);
  if (paid.statusCode !== 200) throw new Error(`sandbox payment refused: ${paid.body}`);
}

/** A payment provider's webhook, as it arrives: the raw body, signed unless `signature` is left out. */
export const deliverWebhook = (app: FastifyInstance, body: string, signature?: string) =>
  api(app).call('POST', '/api/payments/webhook/', {
    body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
  });

/** A patient whose wallet can pay for bookings (₦500,000 unless said). */
export async function fundedPatient(app: FastifyInstance, kobo = 50_000_000) {
  const patient = await signedInPatient(app);
  await fundWallet(app, patient.token, kobo);
  return patient;
}

/** The smallest hospital network: an admin's token, a verified hospital, an approved doctor
 * affiliated with it, and a patient who can pay for bookings. */
export async function hospitalNetwork(t: { app: FastifyInstance; accounts: Pick<AccountsService, 'createAccount'>; database: { db: DbOrTx } }) {
  const adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  const hospital = await verifiedHospital(t.app, adminToken);
  const doctor = await approvedDoctor(t.app, adminToken);
  await affiliate(t.database.db, doctor.doctorId, hospital.hospitalId);
  const patient = await fundedPatient(t.app);
  return { adminToken, hospital, doctor, patient };
}

/** An appointment the patient booked with the doctor, stored as given (no booking rules): `minutes`
 * long from `start`. `patientId` null is an open slot nobody has booked. */
export async function seededVisit(
  db: DbOrTx,
  v: { patientId: number | null; doctorId: number; start: Date; minutes?: number; type?: 'video' | 'audio' | 'chat' | 'in_person'; status?: AppointmentStatus },
) {
  const minutes = v.minutes ?? 30;
  const row = await seedAppointment(db, {
    patient_id: v.patientId,
    doctor_id: v.doctorId,
    schedule_creator: v.patientId === null ? 'doctor' : 'patient',
    appointment_type: v.type ?? 'video',
    duration_minutes: minutes,
    scheduled_at: v.start,
    ends_at: new Date(v.start.getTime() + minutes * 60_000),
    status: v.status ?? 'scheduled',
  });
  return row.id as number;
}
