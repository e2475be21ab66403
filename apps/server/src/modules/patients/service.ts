// Patients as others see them: a doctor sees the patients they have appointments with, a
// hospital those who granted it access with a code, an admin all, a patient themself (who may
// see whom is decided in access.ts). Anyone else is not told the patient exists.

import type { PatientSummary } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { forbidden, notFound } from '../../http/errors';
import { activeAccessesOfHospital } from '../access/access-reads';
import type { Caller } from '../accounts/caller';
import { type PatientDirectoryFilter, patientDirectoryRows } from '../accounts/directory-reads';
import type { AppointmentsService } from '../appointments/service';
import type { AuditService } from '../audit/service';
import { patientSeenOrNotFound, visiblePatientIds } from './access';

/** A row of a roster: the health profile (blood type, allergies, medications, conditions, emergency contact) left out. */
function withoutHealthFacts({ blood_type, allergies, current_medications, medical_conditions, emergency_contact, ...who }: PatientSummary): PatientSummary {
  return who;
}

const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

export function patientsService(db: Db, appointments: AppointmentsService, audit: AuditService) {
  async function summaries(filter: PatientDirectoryFilter, limit = 500): Promise<PatientSummary[]> {
    const rows = await patientDirectoryRows(db, filter, limit);
    return rows.map(({ p, u }) => ({
      id: p.id,
      user_id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      full_name: `${u.first_name} ${u.last_name}`,
      email: u.email,
      phone: u.phone,
      state: u.state,
      date_of_birth: p.date_of_birth,
      gender: p.gender,
      blood_type: p.blood_type,
      allergies: p.allergies,
      current_medications: p.current_medications,
      medical_conditions: p.medical_conditions,
      preferred_language: p.preferred_language,
      emergency_contact: p.emergency_contact,
    }));
  }

  /** The patients the caller may see: all for admins, a doctor's accepted patients, a hospital's consenting ones. */
  async function listFor(c: Caller, search?: string): Promise<PatientSummary[]> {
    if (c.isAdmin) return summaries({ search });
    if (c.patientId) return summaries({ id: c.patientId });
    if (c.doctorId) {
      const all = await appointments.patientsOfDoctor(c.doctorId);
      // Only the patients whose appointment the doctor accepted: a request alone opens no profile.
      const visible = await visiblePatientIds(
        c,
        all.map((m) => m.patient_id as number),
        db,
      );
      const mine = all.filter((m) => visible.has(m.patient_id as number));
      const ids = mine.map((m) => m.patient_id as number);
      if (ids.length === 0) return [];
      const list = await summaries({ ids, search });
      return list.map((p) => {
        const m = mine.find((x) => x.patient_id === p.id);
        return {
          ...p,
          appointment_count: m?.appointment_count ?? 0,
          last_appointment_at: iso(m?.last_appointment_at),
          next_appointment_at: iso(m?.next_appointment_at),
        };
      });
    }
    if (c.hospitalId) {
      const granted = await activeAccessesOfHospital(db, c.hospitalId);
      if (granted.length === 0) return [];
      const list = await summaries({ ids: granted.map((g) => g.patient_id), search });
      const byPatient = new Map(granted.map((g) => [g.patient_id, g]));
      // In the order access was granted, newest first.
      return list
        .map((p) => {
          const g = byPatient.get(p.id);
          return g ? { ...p, access_id: g.access_id, access_granted_at: g.granted_at.toISOString(), access_code_hint: g.code_hint } : p;
        })
        .sort((a, b) => (b.access_granted_at ?? '').localeCompare(a.access_granted_at ?? ''));
    }
    throw forbidden('patients_by_access_code');
  }

  return {
    /** The patients the caller may see. A list across patients (a doctor's or a hospital's roster, the
     * admin's) answers who they are, never their health facts: those are answered, and shown in the
     * patient's access log, when one patient is opened. Each row is kept as `list` for the admin's search. */
    async list(c: Caller, search?: string, who?: AuditWho): Promise<PatientSummary[]> {
      const list = await listFor(c, search);
      if (c.patientId !== null) return list;
      if (who && list.length > 0)
        await audit.recordMany(db, {
          who,
          action: 'list',
          entity_type: 'patient_profile',
          entities: list.map((p) => ({ entity_id: p.id, patient_id: p.id })),
        });
      return list.map(withoutHealthFacts);
    },

    /** One patient; a read by anyone but the patient themself is audited (`who` says from where). */
    async get(c: Caller, id: number, who?: AuditWho): Promise<PatientSummary> {
      await patientSeenOrNotFound(c, db, id, 'patient_not_found');
      const [patient] = await summaries({ id }, 1);
      if (!patient) throw notFound('patient_not_found');
      if (who && c.patientId !== id) await audit.record(db, { who, action: 'read', entity_type: 'patient_profile', entity_id: id, patient_id: id });
      return patient;
    },
  };
}

export type PatientsService = ReturnType<typeof patientsService>;
