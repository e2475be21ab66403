import type { MedicalRecord } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { checkCreate, checkUpdate, draftOf, emptyDraft, emptyMedication } from './recordDraft';

const prescription = () => {
  const draft = emptyDraft('prescription');
  draft.title = ' Malaria treatment ';
  draft.medications = [{ ...emptyMedication(), name: 'Artemether', dosage: '80 mg', frequency: 'Twice daily' }];
  return draft;
};

describe('checkCreate', () => {
  it('sends a prescription with its medications, trimmed, without the row keys', () => {
    const checked = checkCreate(prescription(), { patient: 7, appointment: 3 });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.title).toBe('Malaria treatment');
    expect(checked.body.appointment).toBe(3);
    expect(checked.body.medications).toEqual([{ name: 'Artemether', dosage: '80 mg', frequency: 'Twice daily', duration: '', instructions: '' }]);
  });

  it('names the field of an empty medication name as the form names it', () => {
    const draft = prescription();
    draft.medications.push({ ...emptyMedication(), dosage: '1 tab', frequency: 'Daily' });
    const checked = checkCreate(draft, { patient: 7 });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['medications.1.name']).toMatch(/Medication name/);
  });

  it('refuses a prescription without medications and a missing title', () => {
    const draft = emptyDraft('prescription');
    draft.medications = [];
    const checked = checkCreate(draft, { patient: 7 });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['medications', 'title']);
  });

  it('drops the medication rows of a record that is not a prescription', () => {
    const draft = prescription();
    draft.record_type = 'consultation';
    const checked = checkCreate(draft, { patient: 7 });
    expect(checked.ok && checked.body.medications).toBeFalsy();
  });
});

describe('checkUpdate', () => {
  it('sends the version read and empties the medications of a record changed away from a prescription', () => {
    const draft = prescription();
    draft.record_type = 'diagnosis';
    const checked = checkUpdate(draft, '2026-01-01T10:00:00.000Z');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.updated_at).toBe('2026-01-01T10:00:00.000Z');
    expect(checked.body.medications).toEqual([]);
  });

  it('applies the medications rule like the server does on create', () => {
    const draft = prescription();
    draft.medications = [];
    expect(checkUpdate(draft, 'x').ok).toBe(false);
  });
});

describe('draftOf', () => {
  it('fills the form from a record, giving each medication row its own key', () => {
    const record = {
      record_type: 'prescription',
      title: 'T',
      description: '',
      diagnosis: 'D',
      treatment: '',
      follow_up_date: '2026-12-01',
      medications: [
        { name: 'A', dosage: '1', frequency: 'f', duration: '', instructions: '' },
        { name: 'B', dosage: '2', frequency: 'f', duration: '', instructions: '' },
      ],
    } as unknown as MedicalRecord;
    const draft = draftOf(record);
    expect(draft.follow_up_date).toBe('2026-12-01');
    expect(draft.medications.map((m) => m.name)).toEqual(['A', 'B']);
    expect(new Set(draft.medications.map((m) => m.key)).size).toBe(2);
  });
});
