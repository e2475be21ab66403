// One account's appointments as an admin sees them beside its profile: how many in each status
// and the latest few, with the other side's name. Open slots (no patient yet) are not appointments
// of anyone and are left out.
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments as a } from './schema';
import { joined } from './serialize';

export type AppointmentParty = { patientId: number } | { doctorId: number } | { hospitalId: number };

export interface AccountAppointments {
  total: number;
  by_status: Record<string, number>;
  recent: { id: number; scheduled_at: string; status: string; appointment_type: string; with_name: string | null }[];
}

function partyIs(party: AppointmentParty): SQL {
  if ('patientId' in party) return eq(a.patient_id, party.patientId);
  if ('doctorId' in party) return eq(a.doctor_id, party.doctorId);
  return eq(a.hospital_id, party.hospitalId);
}

export async function accountAppointments(q: DbOrTx, party: AppointmentParty, recent = 5): Promise<AccountAppointments> {
  const where = and(partyIs(party), isNotNull(a.patient_id));
  const counts = await q.select({ status: a.status, n: count() }).from(a).where(where).groupBy(a.status);
  const rows = await joined(q).where(where).orderBy(desc(a.scheduled_at), desc(a.id)).limit(recent);
  const by_status = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  return {
    total: counts.reduce((sum, c) => sum + c.n, 0),
    by_status,
    recent: rows.map((r) => ({
      id: r.a.id,
      scheduled_at: r.a.scheduled_at.toISOString(),
      status: r.a.status,
      appointment_type: r.a.appointment_type,
      // A patient sees who treated them; a doctor or hospital whom they saw.
      with_name: 'patientId' in party ? `Dr. ${r.doctor_first} ${r.doctor_last}` : r.patient_first === null ? null : `${r.patient_first} ${r.patient_last}`,
    })),
  };
}
