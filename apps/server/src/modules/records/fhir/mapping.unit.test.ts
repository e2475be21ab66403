// The FHIR export's mapping tables and the small decisions made from a record's text.
import { codesOf, GENDERS, LANGUAGES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import type { PatientRecordRow } from '../patient-reads';
import { RECORD_TYPES } from '../schema';
import { hasDiagnosis } from './conditions';
import { NOTE_TYPE, noteText, recordNote } from './documents';
import { ENCOUNTER_CLASS, ENCOUNTER_STATUS } from './encounters';
import { courseDays, DEFAULT_COURSE_DAYS, dosageText, prescriptionStatus } from './medications';
import { BCP47_LANGUAGE, FHIR_GENDER } from './patient';
import { urnBook } from './urns';

const DAY = 86_400_000;

describe('profile codes', () => {
  it('maps every gender to FHIR administrative gender, prefer-not-to-say to unknown', () => {
    expect(codesOf(GENDERS).map((g) => FHIR_GENDER[g])).toEqual(['male', 'female', 'other', 'unknown']);
  });
  it('has a language tag for every language a patient may choose', () => {
    for (const code of codesOf(LANGUAGES)) expect(BCP47_LANGUAGE[code]).toMatch(/^[a-z]{2,3}$/);
  });
});

describe('appointments as encounters', () => {
  it('maps each appointment status', () => {
    expect(ENCOUNTER_STATUS).toEqual({
      pending: 'planned',
      scheduled: 'planned',
      in_progress: 'in-progress',
      completed: 'finished',
      cancelled: 'cancelled',
      rejected: 'cancelled',
      no_show: 'cancelled',
    });
  });
  it('calls video, audio and chat virtual and in person ambulatory', () => {
    expect(Object.fromEntries(Object.entries(ENCOUNTER_CLASS).map(([k, v]) => [k, v.code]))).toEqual({
      video: 'VR',
      audio: 'VR',
      chat: 'VR',
      in_person: 'AMB',
    });
    expect(ENCOUNTER_CLASS.video.system).toBe('http://terminology.hl7.org/CodeSystem/v3-ActCode');
  });
});

describe('prescriptions', () => {
  it('reads a course in days, weeks or months, and nothing else', () => {
    expect(courseDays('5 days')).toBe(5);
    expect(courseDays('1 day')).toBe(1);
    expect(courseDays(' 2 Weeks ')).toBe(14);
    expect(courseDays('3 months')).toBe(90);
    expect(courseDays('until finished')).toBeUndefined();
    expect(courseDays('')).toBeUndefined();
  });
  it('is active until its course is over, the default course when none is written', () => {
    const written = new Date('2026-01-01T09:00:00Z');
    expect(prescriptionStatus(written, '5 days', new Date(written.getTime() + 4 * DAY))).toBe('active');
    expect(prescriptionStatus(written, '5 days', new Date(written.getTime() + 5 * DAY))).toBe('completed');
    expect(prescriptionStatus(written, '', new Date(written.getTime() + (DEFAULT_COURSE_DAYS - 1) * DAY))).toBe('active');
    expect(prescriptionStatus(written, 'as needed', new Date(written.getTime() + DEFAULT_COURSE_DAYS * DAY))).toBe('completed');
  });
  it('writes the dosage instruction from the parts given', () => {
    expect(dosageText({ dosage: '5 mg', frequency: 'Once daily', duration: '30 days', instructions: 'In the morning' })).toBe(
      '5 mg, Once daily, for 30 days. In the morning',
    );
    expect(dosageText({ dosage: '1 g', frequency: 'Every 8 hours', duration: '', instructions: '' })).toBe('1 g, Every 8 hours');
  });
});

const record = (over: Partial<PatientRecordRow> = {}): PatientRecordRow => ({
  id: 1,
  patient_id: 7,
  doctor_id: 3,
  appointment_id: null,
  amends_id: null,
  record_type: 'consultation',
  title: 'Review',
  description: '',
  diagnosis: '',
  treatment: '',
  medications: [],
  follow_up_date: null,
  prescription_status: 'active',
  status_reason: null,
  status_changed_at: null,
  status_changed_by: null,
  replaces_id: null,
  verification_code: '0123456789ABCDEF0123',
  prescriber_name: null,
  prescriber_license: null,
  created_at: new Date('2026-01-01T09:00:00Z'),
  updated_at: new Date('2026-01-01T09:00:00Z'),
  ...over,
});

describe('records', () => {
  it('makes a Condition of diagnosis records and of any record with a diagnosis', () => {
    expect(hasDiagnosis(record({ record_type: 'diagnosis' }))).toBe(true);
    expect(hasDiagnosis(record({ diagnosis: 'Hypertension' }))).toBe(true);
    expect(hasDiagnosis(record({ diagnosis: '  ' }))).toBe(false);
  });
  it('names a note type for every record type', () => {
    for (const type of RECORD_TYPES) expect(NOTE_TYPE[type].text).toBeTruthy();
  });
  it('keeps every field of the record in its note', () => {
    const text = noteText(
      record({
        description: 'Headaches',
        diagnosis: 'Hypertension',
        treatment: 'Less salt',
        follow_up_date: '2026-02-01',
        medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Once daily', duration: '', instructions: '' }],
      }),
      { full_name: 'Dr. Ada Eze', first_name: 'Ada', last_name: 'Eze', specialization: 'Cardiology' },
      undefined,
    );
    for (const part of ['Review', 'Headaches', 'Hypertension', 'Less salt', '2026-02-01', 'Amlodipine: 5 mg, Once daily', 'Dr. Ada Eze (Cardiology)'])
      expect(text).toContain(part);
  });
  it('relates an amendment to the note it amends, and refers to nothing outside the bundle', () => {
    const book = urnBook();
    book.register('patient', 7);
    book.register('practitioner', 3);
    book.register('record', 1);
    const note = recordNote(record({ id: 2, amends_id: 1, appointment_id: 99 }), undefined, record(), book);
    expect(note.relatesTo).toEqual([{ code: 'appends', target: book.ref('record', 1) }]);
    // Appointment 99 was never registered: no encounter is named rather than a dangling one.
    expect(note.context).toBeUndefined();
  });
});
