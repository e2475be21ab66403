// The demo patient's health record: what Dr Okafor wrote after the blood-pressure review
// (a consultation note, a prescription of two medications, the lab results that followed), and
// two reads in the audit trail — the doctor's and the hospital's that has access — so My Health,
// /prescriptions and "Who viewed my record" have something to show. Two earlier prescriptions show
// the statuses: amlodipine 5 mg alone, replaced by the two-medicine prescription (its dose held,
// a thiazide added), and ibuprofen for the headaches, stopped because it raises blood pressure. The lab results carry the
// laboratory's report as a PDF attachment, kept in the same private store as uploads.

import { addDays, lagosDate } from '@naijacare/contracts';
import type { Db } from '../db/client';
import type { Caller } from '../modules/accounts/caller';
import { auditService } from '../modules/audit/service';
import { ATTACHMENT_FOLDER } from '../modules/records/attachments/listing';
import type { FileStore } from '../storage/files';
import { onePagePdf } from './lab-report-pdf';
import { seedAttachment, seedMedicalRecord } from './records';

interface Visit {
  id: number;
  ends_at: Date;
}

export async function seedDemoRecords(
  db: Db,
  files: FileStore,
  doctor: Caller & { doctorId: number },
  hospital: Caller,
  patientId: number,
  visit: Visit,
): Promise<void> {
  const after = (minutes: number) => new Date(visit.ends_at.getTime() + minutes * 60_000);
  const followUp = addDays(lagosDate(new Date()), 21);
  const base = { patient_id: patientId, doctor_id: doctor.doctorId, appointment_id: visit.id };
  const note = await seedMedicalRecord(db, {
    ...base,
    record_type: 'consultation',
    title: 'Blood pressure review',
    description: 'Morning headaches for two weeks. BP 128/82 seated, 126/80 after five minutes. No chest pain.',
    diagnosis: 'Stage 1 hypertension, well controlled on amlodipine',
    treatment: 'Continue amlodipine; add a low-dose thiazide. Reduce salt; walk 30 minutes a day.',
    follow_up_date: followUp,
    created_at: after(5),
    updated_at: after(5),
  });
  const first = await seedMedicalRecord(db, {
    ...base,
    record_type: 'prescription',
    title: 'Amlodipine',
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning' }],
    created_at: after(6),
    updated_at: after(8),
    prescription_status: 'replaced',
    status_reason: 'A thiazide added for better control',
    status_changed_at: after(8),
    status_changed_by: doctor.doctorId,
  });
  await seedMedicalRecord(db, {
    ...base,
    record_type: 'prescription',
    title: 'Headache relief',
    medications: [{ name: 'Ibuprofen', dosage: '400 mg', frequency: 'Up to three times daily', duration: '5 days', instructions: 'After food' }],
    created_at: after(7),
    updated_at: after(9),
    prescription_status: 'stopped',
    status_reason: 'Ibuprofen can raise blood pressure; take paracetamol 1 g instead',
    status_changed_at: after(9),
    status_changed_by: doctor.doctorId,
  });
  const prescription = await seedMedicalRecord(db, {
    ...base,
    replaces_id: first.id,
    record_type: 'prescription',
    title: 'Blood pressure medication',
    medications: [
      { name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning, with or without food' },
      { name: 'Hydrochlorothiazide', dosage: '12.5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning; drink enough water' },
    ],
    follow_up_date: followUp,
    created_at: after(8),
    updated_at: after(8),
  });
  const labs = await seedMedicalRecord(db, {
    ...base,
    record_type: 'lab_result',
    title: 'Lipid profile and kidney function',
    description: 'Total cholesterol 5.1 mmol/L, LDL 3.2 mmol/L, HDL 1.3 mmol/L. Creatinine 82 µmol/L; potassium 4.1 mmol/L.',
    diagnosis: 'Borderline LDL; kidney function normal',
    created_at: after(24 * 60),
    updated_at: after(24 * 60),
  });

  const report = onePagePdf('Lagos Island Diagnostics - Laboratory report', [
    'Patient: demo patient          Requested by: Dr Okafor',
    '',
    'Lipid profile (fasting)',
    '  Total cholesterol   5.1 mmol/L   (< 5.2)',
    '  LDL cholesterol     3.2 mmol/L   (< 3.0)  borderline',
    '  HDL cholesterol     1.3 mmol/L   (> 1.0)',
    '',
    'Kidney function',
    '  Creatinine          82 umol/L    (59 - 104)',
    '  Potassium           4.1 mmol/L   (3.5 - 5.1)',
  ]);
  await seedAttachment(db, {
    record_id: labs.id,
    file_type: 'lab_report',
    description: 'Laboratory report',
    original_name: 'lipid-profile-and-kidney-function.pdf',
    content_type: 'application/pdf',
    size_bytes: report.length,
    storage_key: await files.save(ATTACHMENT_FOLDER, 'pdf', report),
    uploaded_by: doctor.actor.id,
    created_at: after(24 * 60 + 2),
  });

  const audit = auditService(db);
  const read = (caller: Caller, record: { id: number }) =>
    audit.record(db, {
      who: { caller, ip: null, userAgent: null },
      action: 'read',
      entity_type: 'medical_record',
      entity_id: record.id,
      patient_id: patientId,
    });
  await read(doctor, note);
  await read(doctor, prescription);
  await read(hospital, labs);
}
