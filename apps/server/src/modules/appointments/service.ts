// Appointments: patients' requests, hospitals' open slots, bookings and every status
// change. Who sees what and who may do what is decided here, under row locks where
// two requests could race; the database refuses overlapping times on its own.

import {
  APPOINTMENT_TYPES,
  type Appointment,
  type AppointmentAction,
  type AppointmentType,
  formatLagos,
  isIsoDate,
  koboToNaira,
  lagosDate,
  REASON_MAX_LENGTH,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from '@naijacare/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { exclusionViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { MAX_DATABASE_ID } from '../../http/query';
import { doctorProfiles, hospitalProfiles, patientProfiles, users } from '../accounts/schema';
import { photoUrl } from '../accounts/serialize';
import type { Caller } from '../accounts/service';
import { doctorHospitalAffiliations } from '../hospitals/schema';
import type { HospitalsService } from '../hospitals/service';
import type { NotificationsService } from '../notifications/service';
import type { SchedulesService } from '../schedules/service';
import { appointments as a } from './schema';
import { ACTION_FOR_STATUS, type AppointmentRow, isOpenSlot, refusal, TRANSITIONS, type TransitionAction } from './transitions';

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

const TYPES = APPOINTMENT_TYPES.map((t) => t.code) as string[];

/** An open slot is on offer only while its doctor may practise and is still affiliated with the hospital. */
const stillOffered = sql`exists (select 1 from ${doctorProfiles} dp join ${users} du on du.id = dp.user_id
    where dp.id = ${a.doctor_id} and du.account_status = 'active')
  and exists (select 1 from ${doctorHospitalAffiliations} f
    where f.doctor_id = ${a.doctor_id} and f.hospital_id = ${a.hospital_id} and f.status = 'approved')`;
const typeLabel = (t: string) => APPOINTMENT_TYPES.find((x) => x.code === t)?.label.toLowerCase() ?? t;

export interface ListQuery {
  show_all?: boolean;
  limit?: number;
  search?: string;
  appointment_type?: string;
  status?: string;
  patient__isnull?: boolean;
  schedule_creator?: string;
  hospital?: number;
  doctor?: number;
  patient?: number;
}

export interface CreateInput {
  doctor?: unknown;
  scheduled_at?: unknown;
  appointment_type?: unknown;
  reason?: unknown;
  duration_minutes?: unknown;
}

function text(value: unknown, label: string, required: boolean): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw badRequest(`${label} is required`, label.toLowerCase().replaceAll(' ', '_'));
    return null;
  }
  if (typeof value !== 'string') throw badRequest(`${label} must be text`);
  const s = value.trim();
  if (s.length > REASON_MAX_LENGTH) throw badRequest(`${label} must be at most ${REASON_MAX_LENGTH} characters`);
  return s;
}

function appointmentType(value: unknown, fallback?: AppointmentType): AppointmentType {
  if (value === undefined && fallback) return fallback;
  if (typeof value !== 'string' || !TYPES.includes(value))
    throw badRequest('Appointment type must be one of video, audio, chat, in_person', 'appointment_type');
  return value as AppointmentType;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Appointments are booked at most this far ahead. */
const BOOKING_HORIZON_DAYS = 730;

/** A date-time with its offset, whose calendar date is real (no 30 February), within the booking horizon. */
function instant(value: unknown): Date {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m || !isIsoDate(m[1])) throw badRequest('Scheduled time must be a date and time like 2026-11-23T09:00:00+01:00', 'scheduled_at');
  const d = new Date(value as string);
  if (d.getTime() > Date.now() + BOOKING_HORIZON_DAYS * 86_400_000) throw badRequest('Appointments can be booked at most two years ahead', 'scheduled_at');
  return d;
}

function positiveId(value: unknown, label: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > MAX_DATABASE_ID) throw badRequest(`${label} is required`, label.toLowerCase());
  return n;
}

export interface AppointmentsDeps {
  db: Db;
  hospitals: HospitalsService;
  schedules: SchedulesService;
  notifications: NotificationsService;
  now?: () => Date;
}

export function appointmentsService({ db, hospitals, schedules, notifications, now = () => new Date() }: AppointmentsDeps) {
  const selection = {
    a,
    doctor_first: doctorUser.first_name,
    doctor_last: doctorUser.last_name,
    doctor_user_id: doctorUser.id,
    specialization: doctorProfiles.specialization,
    doctor_photo: doctorProfiles.professional_photo,
    patient_first: patientUser.first_name,
    patient_last: patientUser.last_name,
    patient_user_id: patientUser.id,
    hospital_name: hospitalProfiles.hospital_name,
    hospital_user_id: hospitalProfiles.user_id,
  };
  type Joined = { [K in keyof typeof selection]: K extends 'a' ? AppointmentRow : unknown } & {
    doctor_first: string;
    doctor_last: string;
    doctor_user_id: number;
    specialization: string;
    doctor_photo: string | null;
    patient_first: string | null;
    patient_last: string | null;
    patient_user_id: number | null;
    hospital_name: string | null;
    hospital_user_id: number | null;
  };

  const joined = (q: Db | Tx = db) =>
    q
      .select(selection)
      .from(a)
      .innerJoin(doctorProfiles, eq(doctorProfiles.id, a.doctor_id))
      .innerJoin(doctorUser, eq(doctorUser.id, doctorProfiles.user_id))
      .leftJoin(patientProfiles, eq(patientProfiles.id, a.patient_id))
      .leftJoin(patientUser, eq(patientUser.id, patientProfiles.user_id))
      .leftJoin(hospitalProfiles, eq(hospitalProfiles.id, a.hospital_id));

  /** Rows this caller may see (DOMAIN.md "Who may see what"). Patients also see open slots on offer. */
  async function visibleTo(c: Caller): Promise<SQL | undefined> {
    if (c.isAdmin) return undefined;
    if (c.patientId)
      return or(
        eq(a.patient_id, c.patientId),
        and(isNull(a.patient_id), eq(a.status, 'scheduled'), eq(a.schedule_creator, 'hospital'), gt(a.scheduled_at, now()), stillOffered),
      );
    if (c.doctorId) return eq(a.doctor_id, c.doctorId);
    if (c.hospitalId) {
      const doctors = await hospitals.affiliatedDoctorIds(c.hospitalId);
      return doctors.length ? or(eq(a.hospital_id, c.hospitalId), inArray(a.doctor_id, doctors)) : eq(a.hospital_id, c.hospitalId);
    }
    return sql`false`;
  }

  function allowedActions(c: Caller, row: AppointmentRow): AppointmentAction[] {
    const at = now();
    const actions: AppointmentAction[] = (Object.keys(TRANSITIONS) as TransitionAction[]).filter((act) => !refusal(act, c, row, at));
    if (c.patientId && isOpenSlot(row) && row.scheduled_at > at) actions.push('book_slot');
    return actions;
  }

  function serialize(c: Caller, r: Joined): Appointment {
    const row = r.a;
    return {
      id: row.id,
      patient: row.patient_id,
      patient_name: r.patient_first ? `${r.patient_first} ${r.patient_last}` : null,
      doctor: row.doctor_id,
      doctor_name: `Dr. ${r.doctor_first} ${r.doctor_last}`,
      doctor_specialization: r.specialization,
      doctor_photo: photoUrl(r.doctor_photo),
      hospital: row.hospital_id,
      hospital_name: r.hospital_name,
      schedule_creator: row.schedule_creator,
      scheduled_at: row.scheduled_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      duration_minutes: row.duration_minutes,
      appointment_type: row.appointment_type,
      reason: row.reason,
      notes: row.notes,
      status: row.status,
      fee: koboToNaira(row.fee_kobo),
      cancellation_reason: row.cancellation_reason,
      cancelled_by: row.cancelled_by,
      rejection_reason: row.rejection_reason,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      allowed_actions: allowedActions(c, row),
    };
  }

  async function loadJoined(id: number, q: Db | Tx = db): Promise<Joined | undefined> {
    const [row] = await joined(q).where(eq(a.id, id)).limit(1);
    return row as Joined | undefined;
  }

  async function visibleOne(c: Caller, id: number): Promise<Joined> {
    const vis = await visibleTo(c);
    const [row] = await joined()
      .where(and(eq(a.id, id), vis))
      .limit(1);
    if (!row) throw notFound('Appointment not found');
    return row as Joined;
  }

  /** Locks the row for the transaction. `vis` is computed before the transaction opens: a query
   * outside it while it runs would wait on it (PGlite has a single connection). */
  async function lockVisible(tx: Tx, vis: SQL | undefined, id: number): Promise<AppointmentRow> {
    const [row] = await tx
      .select()
      .from(a)
      .where(and(eq(a.id, id), vis))
      .for('update')
      .limit(1);
    if (!row) throw notFound('Appointment not found');
    return row;
  }

  async function doctorForBooking(doctorId: number) {
    const [d] = await db
      .select({
        id: doctorProfiles.id,
        fee: doctorProfiles.consultation_fee_kobo,
        available: doctorProfiles.is_available,
        first: users.first_name,
        last: users.last_name,
        status: users.account_status,
      })
      .from(doctorProfiles)
      .innerJoin(users, eq(users.id, doctorProfiles.user_id))
      .where(eq(doctorProfiles.id, doctorId))
      .limit(1);
    if (d?.status !== 'active') throw notFound('Doctor not found');
    return d;
  }

  /** Inserts or updates, turning the database's overlap refusals into clear 409s. */
  async function guardOverlap<T>(work: () => Promise<T>, doctorMessage: string): Promise<T> {
    try {
      return await work();
    } catch (err) {
      const constraint = exclusionViolation(err);
      if (constraint?.includes('patient')) throw conflict('You already have an appointment at this time');
      if (constraint) throw conflict(doctorMessage);
      throw err;
    }
  }

  /** Written in the transaction of the change it tells of: both commit or neither. */
  async function tell(tx: Tx, userId: number | null | undefined, title: string, message: string, link = '/appointments') {
    if (userId) await notifications.create(userId, { title, message, kind: 'appointment', link }, tx);
  }

  async function announce(tx: Tx, action: TransitionAction, c: Caller, r: Joined, reason: string | null) {
    const when = formatLagos(r.a.scheduled_at);
    const patient = r.patient_first ? `${r.patient_first} ${r.patient_last}` : 'The patient';
    const doctor = `Dr. ${r.doctor_first} ${r.doctor_last}`;
    const because = reason ? ` Reason: ${reason}` : '';
    switch (action) {
      case 'approve':
        return tell(tx, r.patient_user_id, 'Appointment approved', `${doctor} approved your ${typeLabel(r.a.appointment_type)} appointment on ${when}.`);
      case 'reject':
        return tell(tx, r.patient_user_id, 'Appointment request declined', `${doctor} declined your appointment request for ${when}.${because}`);
      case 'start_session':
        return tell(tx, r.patient_user_id, 'Your session has started', `${doctor} has started your ${typeLabel(r.a.appointment_type)} session. Join now.`);
      case 'cancel': {
        const by = c.patientId ? patient : c.doctorId ? doctor : c.hospitalId ? (r.hospital_name ?? 'The hospital') : 'An administrator';
        const message = `${by} cancelled the appointment on ${when}.${because}`;
        const others = [r.patient_user_id, r.doctor_user_id, r.hospital_user_id].filter((u) => u && u !== c.actor.id);
        for (const u of new Set(others)) await tell(tx, u, 'Appointment cancelled', message);
        return;
      }
      case 'no_show':
        return tell(tx, r.patient_user_id, 'Missed appointment', `You were marked as not attending your appointment with ${doctor} on ${when}.`);
      case 'end_session':
        return tell(tx, r.patient_user_id, 'Consultation completed', `Your consultation with ${doctor} on ${when} is complete.`);
    }
  }

  const service = {
    visibleTo,

    async list(c: Caller, q: ListQuery): Promise<Appointment[]> {
      const where: (SQL | undefined)[] = [await visibleTo(c)];
      if (q.patient__isnull === true) where.push(isNull(a.patient_id), gt(a.scheduled_at, now()));
      // A patient's own list is theirs alone; slots on offer come only when asked for.
      else if (c.patientId) where.push(eq(a.patient_id, c.patientId));
      if (q.patient__isnull === false) where.push(isNotNull(a.patient_id));
      if (q.status) where.push(eq(a.status, q.status as AppointmentRow['status']));
      if (q.schedule_creator) where.push(eq(a.schedule_creator, q.schedule_creator as AppointmentRow['schedule_creator']));
      if (q.appointment_type && q.appointment_type !== 'all') where.push(eq(a.appointment_type, q.appointment_type as AppointmentType));
      if (q.doctor) where.push(eq(a.doctor_id, q.doctor));
      if (q.patient) where.push(eq(a.patient_id, q.patient));
      if (q.hospital) {
        const doctors = await hospitals.affiliatedDoctorIds(q.hospital);
        where.push(doctors.length ? inArray(a.doctor_id, doctors) : sql`false`);
      }
      if (q.search) {
        const like = containsPattern(q.search);
        where.push(
          or(
            ilike(sql`${doctorUser.first_name} || ' ' || ${doctorUser.last_name}`, like),
            ilike(sql`${patientUser.first_name} || ' ' || ${patientUser.last_name}`, like),
            ilike(a.reason, like),
            ilike(doctorProfiles.specialization, like),
            ilike(hospitalProfiles.hospital_name, like),
          ),
        );
      }
      // Slots on offer read soonest first; a person's own appointments newest first.
      const order = q.patient__isnull === true ? [asc(a.scheduled_at), asc(a.id)] : [desc(a.scheduled_at), desc(a.id)];
      const limit = q.show_all ? 1000 : (q.limit ?? 100);
      const rows = await joined()
        .where(and(...where))
        .orderBy(...order)
        .limit(limit);
      return rows.map((r) => serialize(c, r as Joined));
    },

    async get(c: Caller, id: number): Promise<Appointment> {
      return serialize(c, await visibleOne(c, id));
    },

    /** A patient requests one of a doctor's free slots; a hospital publishes an open slot. */
    async create(c: Caller, input: CreateInput): Promise<Appointment> {
      if (c.patientId) return service.request(c, input);
      if (c.hospitalId) return service.publishSlot(c, input);
      throw forbidden('Only patients book appointments and only hospitals publish open slots');
    },

    async request(c: Caller, input: CreateInput): Promise<Appointment> {
      const doctorId = positiveId(input.doctor, 'Doctor');
      const at = instant(input.scheduled_at);
      const type = appointmentType(input.appointment_type);
      const reason = text(input.reason, 'Reason', false);
      const doctor = await doctorForBooking(doctorId);
      if (!doctor.available) throw conflict(`Dr. ${doctor.first} ${doctor.last} is not accepting appointments right now`);
      const free = (await schedules.freeSlotsOf([doctorId], lagosDate(at), now())).get(doctorId)?.slots ?? [];
      const slot = free.find((s) => Date.parse(s.start) === at.getTime());
      if (!slot) throw conflict('This time is not one of the doctor’s free slots. Choose a free slot.');
      const r = await guardOverlap(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(a)
              .values({
                patient_id: c.patientId,
                doctor_id: doctorId,
                schedule_creator: 'patient',
                scheduled_at: at,
                ends_at: new Date(slot.end),
                duration_minutes: slot.duration_minutes,
                appointment_type: type,
                reason,
                status: 'pending',
                fee_kobo: doctor.fee,
              })
              .returning();
            const joinedRow = (await loadJoined(row.id, tx)) as Joined;
            await tell(
              tx,
              joinedRow.doctor_user_id,
              'New appointment request',
              `${joinedRow.patient_first} ${joinedRow.patient_last} requested a ${typeLabel(type)} appointment on ${formatLagos(at)}.${reason ? ` Reason: ${reason}` : ''}`,
            );
            return joinedRow;
          }),
        'This slot is no longer available',
      );
      return serialize(c, r);
    },

    async publishSlot(c: Caller, input: CreateInput): Promise<Appointment> {
      const doctorId = positiveId(input.doctor, 'Doctor');
      const at = instant(input.scheduled_at);
      const type = appointmentType(input.appointment_type, 'in_person');
      const duration = input.duration_minutes === undefined ? 30 : Number(input.duration_minutes);
      if (!Number.isInteger(duration) || duration < SLOT_MINUTES_MIN || duration > SLOT_MINUTES_MAX)
        throw badRequest(`Duration must be ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX} minutes`, 'duration_minutes');
      if (at <= now()) throw badRequest('An open slot must be in the future', 'scheduled_at');
      const doctor = await doctorForBooking(doctorId);
      if (!(await hospitals.isAffiliated(c.hospitalId as number, doctorId))) throw forbidden('This doctor is not affiliated with your hospital');
      const [row] = await guardOverlap(
        () =>
          db
            .insert(a)
            .values({
              patient_id: null,
              doctor_id: doctorId,
              hospital_id: c.hospitalId,
              schedule_creator: 'hospital',
              scheduled_at: at,
              ends_at: new Date(at.getTime() + duration * 60_000),
              duration_minutes: duration,
              appointment_type: type,
              status: 'scheduled',
              fee_kobo: doctor.fee,
            })
            .returning(),
        'The doctor already has an appointment at this time',
      );
      return serialize(c, (await loadJoined(row.id)) as Joined);
    },

    /** Books an open slot. One conditional update: of many concurrent bookers exactly one wins. */
    async bookSlot(c: Caller, id: number, reason: unknown): Promise<Appointment> {
      if (!c.patientId) throw forbidden('Only patients can book a slot');
      const why = text(reason, 'Reason', false);
      const booked = await guardOverlap(
        () =>
          db.transaction(async (tx) => {
            const [won] = await tx
              .update(a)
              .set({
                patient_id: c.patientId,
                reason: why,
                fee_kobo: sql`(select ${doctorProfiles.consultation_fee_kobo} from ${doctorProfiles} where ${doctorProfiles.id} = ${a.doctor_id})`,
                updated_at: now(),
              })
              .where(
                and(eq(a.id, id), isNull(a.patient_id), eq(a.status, 'scheduled'), eq(a.schedule_creator, 'hospital'), gt(a.scheduled_at, now()), stillOffered),
              )
              .returning({ id: a.id });
            if (!won) return null;
            const r = (await loadJoined(id, tx)) as Joined;
            const message = `${r.patient_first} ${r.patient_last} booked the ${formatLagos(r.a.scheduled_at)} slot with Dr. ${r.doctor_first} ${r.doctor_last}.`;
            await tell(tx, r.hospital_user_id, 'Open slot booked', message, '/hospital-appointments');
            await tell(tx, r.doctor_user_id, 'Open slot booked', message);
            return r;
          }),
        'This slot is no longer available',
      );
      if (!booked) {
        // "No longer available" only for what the caller could have been offered (a hospital's slot,
        // listed to every patient) or can see; anyone else's appointment is answered as absent.
        const vis = await visibleTo(c);
        const [known] = await db
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.id, id), or(eq(a.schedule_creator, 'hospital'), vis)))
          .limit(1);
        if (!known) throw notFound('Appointment not found');
        throw conflict('This slot is no longer available');
      }
      return serialize(c, booked);
    },

    /** Moves the appointment along the DOMAIN table, or refuses with 403/409. */
    async act(c: Caller, id: number, action: TransitionAction, reasonInput?: unknown): Promise<Appointment> {
      const reason =
        action === 'cancel' ? text(reasonInput, 'Cancellation reason', true) : action === 'reject' ? text(reasonInput, 'Rejection reason', true) : null;
      const vis = await visibleTo(c);
      const r = await db.transaction(async (tx) => {
        const row = await lockVisible(tx, vis, id);
        const refused = refusal(action, c, row, now());
        if (refused) throw new AppError(refused[0], refused[1], refused[0] === 409 ? { details: { status: row.status } } : {});
        const at = now();
        const set: Partial<typeof a.$inferInsert> = { status: TRANSITIONS[action].to, updated_at: at };
        if (action === 'cancel') Object.assign(set, { cancellation_reason: reason, cancelled_by: c.actor.id });
        if (action === 'reject') set.rejection_reason = reason;
        if (action === 'start_session') set.started_at = at;
        if (action === 'end_session') set.ended_at = at;
        await tx.update(a).set(set).where(eq(a.id, id));
        const changed = (await loadJoined(id, tx)) as Joined;
        await announce(tx, action, c, changed, reason);
        return changed;
      });
      return serialize(c, r);
    },

    /** PATCH update_status {status}: the same table as the named actions. */
    async updateStatus(c: Caller, id: number, body: { status?: unknown; reason?: unknown; cancellation_reason?: unknown }) {
      const action = typeof body.status === 'string' ? ACTION_FOR_STATUS[body.status as keyof typeof ACTION_FOR_STATUS] : undefined;
      if (!action) {
        const current = await visibleOne(c, id);
        if (typeof body.status !== 'string' || !['pending', 'scheduled', 'in_progress', 'completed', 'cancelled', 'rejected', 'no_show'].includes(body.status))
          throw badRequest('Status must be one of scheduled, rejected, cancelled, in_progress, completed, no_show', 'status');
        throw conflict(`Cannot change an appointment that is ${current.a.status} to ${body.status}.`, { status: current.a.status });
      }
      return service.act(c, id, action, action === 'cancel' ? (body.cancellation_reason ?? body.reason) : body.reason);
    },

    /** PUT: the patient edits a pending request; the doctor keeps notes; a hospital edits its unbooked slot.
     * The condition that allowed the edit is part of the update, so a change in between (an approval,
     * a booking) makes it a 409 rather than a silent edit of something else. */
    async update(c: Caller, id: number, input: Record<string, unknown>): Promise<Appointment> {
      const { a: row } = await visibleOne(c, id);
      const set: Partial<typeof a.$inferInsert> = {};
      let still: SQL | undefined;
      const isOwnPatient = c.patientId !== null && row.patient_id === c.patientId;
      if (isOwnPatient && row.status === 'pending') {
        if ('reason' in input) set.reason = text(input.reason, 'Reason', false);
        if ('appointment_type' in input) set.appointment_type = appointmentType(input.appointment_type);
        still = and(eq(a.patient_id, row.patient_id as number), eq(a.status, 'pending'));
      } else if (c.doctorId === row.doctor_id) {
        if ('notes' in input) set.notes = text(input.notes, 'Notes', false);
        still = eq(a.doctor_id, row.doctor_id);
      } else if (c.hospitalId !== null && row.hospital_id === c.hospitalId && isOpenSlot(row)) {
        if ('appointment_type' in input) set.appointment_type = appointmentType(input.appointment_type);
        still = and(eq(a.hospital_id, c.hospitalId), isNull(a.patient_id), eq(a.status, 'scheduled'));
      } else {
        throw forbidden(isOwnPatient ? 'Only a pending request can be changed; cancel it instead' : 'You cannot edit this appointment');
      }
      if (Object.keys(set).length) {
        const changed = await db
          .update(a)
          .set({ ...set, updated_at: now() })
          .where(and(eq(a.id, id), still))
          .returning({ id: a.id });
        if (changed.length === 0) throw conflict('This appointment changed in the meantime; reload it and try again.');
      }
      return service.get(c, id);
    },

    /** Only an unbooked open slot is deleted outright; a booked appointment is cancelled instead. */
    async remove(c: Caller, id: number): Promise<void> {
      const vis = await visibleTo(c);
      await db.transaction(async (tx) => {
        const row = await lockVisible(tx, vis, id);
        const mayDelete = c.isAdmin || (c.hospitalId !== null && row.hospital_id === c.hospitalId);
        if (!mayDelete) throw forbidden('You cannot delete this appointment; cancel it instead');
        if (row.patient_id !== null || !['scheduled', 'cancelled'].includes(row.status))
          throw conflict(`Only an unbooked open slot can be deleted; this appointment is ${row.status}. Cancel it instead.`);
        await tx.delete(a).where(eq(a.id, id));
      });
    },

    /** The doctor's patients with their appointment counts, last and next time. */
    async patientsOfDoctor(doctorId: number) {
      return db
        .select({
          patient_id: a.patient_id,
          appointment_count: sql<number>`count(*)::int`,
          last_appointment_at: sql<Date | null>`max(${a.scheduled_at}) filter (where ${a.scheduled_at} <= now())`,
          next_appointment_at: sql<Date | null>`min(${a.scheduled_at}) filter (where ${a.scheduled_at} > now() and ${a.status} in ('pending', 'scheduled'))`,
        })
        .from(a)
        .where(and(eq(a.doctor_id, doctorId), isNotNull(a.patient_id)))
        .groupBy(a.patient_id);
    },

    /** Demo data only: records an appointment as given (past ones included), bypassing the booking rules. */
    async seedAppointment(values: typeof a.$inferInsert) {
      const [row] = await db.insert(a).values(values).returning();
      return row;
    },

    async hasAppointmentTogether(doctorId: number, patientId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.doctor_id, doctorId), eq(a.patient_id, patientId)))
        .limit(1);
      return Boolean(row);
    },
  };
  return service;
}

export type AppointmentsService = ReturnType<typeof appointmentsService>;
