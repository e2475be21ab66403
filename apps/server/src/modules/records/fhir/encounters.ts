// Doctors as Practitioners and appointments as Encounters.
//
// Appointment status → Encounter status (R4 has no "no-show" or "rejected" for an encounter; its
// "cancelled" is "ended before it has begun", which is what each of them is):
//   pending, scheduled → planned     in_progress → in-progress     completed → finished
//   cancelled, rejected, no_show → cancelled
// Class: video, audio and chat are virtual (v3-ActCode VR); in person is ambulatory (AMB).

import type { Coding, Encounter, Patient, Practitioner } from '@medplum/fhirtypes';
import type { DoctorName } from '../../accounts/doctor-names';
import type { appointmentsOfPatient } from '../../appointments/patient-reads';
import { must, type UrnBook } from './urns';

export type AppointmentRow = Awaited<ReturnType<typeof appointmentsOfPatient>>[number];

export const ENCOUNTER_STATUS: Record<AppointmentRow['status'], Encounter['status']> = {
  pending: 'planned',
  scheduled: 'planned',
  in_progress: 'in-progress',
  completed: 'finished',
  cancelled: 'cancelled',
  rejected: 'cancelled',
  no_show: 'cancelled',
};

const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const ENCOUNTER_CLASS: Record<AppointmentRow['appointment_type'], Coding> = {
  video: { system: ACT_CODE, code: 'VR', display: 'virtual' },
  audio: { system: ACT_CODE, code: 'VR', display: 'virtual' },
  chat: { system: ACT_CODE, code: 'VR', display: 'virtual' },
  in_person: { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
};

const TYPE_TEXT: Record<AppointmentRow['appointment_type'], string> = {
  video: 'Video consultation',
  audio: 'Audio consultation',
  chat: 'Chat consultation',
  in_person: 'In-person consultation',
};

export function practitionerResource(doctorId: number, d: DoctorName, book: UrnBook): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: book.register('practitioner', doctorId),
    name: [{ family: d.last_name, given: [d.first_name], prefix: ['Dr.'], text: d.full_name }],
    qualification: [{ code: { text: d.specialization } }],
  };
}

export function encounterResource(a: AppointmentRow, patientId: number, book: UrnBook): Encounter {
  const doctor = book.ref<Practitioner>('practitioner', a.doctor_id);
  return {
    resourceType: 'Encounter',
    id: book.register('encounter', a.id),
    status: ENCOUNTER_STATUS[a.status],
    class: ENCOUNTER_CLASS[a.appointment_type],
    type: [{ text: TYPE_TEXT[a.appointment_type] }],
    subject: must<Patient>(book.ref('patient', patientId)),
    ...(doctor ? { participant: [{ individual: doctor }] } : {}),
    period: { start: a.scheduled_at.toISOString(), end: a.ends_at.toISOString() },
    length: { value: a.duration_minutes, unit: 'min', system: 'http://unitsofmeasure.org', code: 'min' },
    ...(a.reason?.trim() ? { reasonCode: [{ text: a.reason }] } : {}),
  };
}
