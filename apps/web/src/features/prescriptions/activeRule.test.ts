import { describe, expect, it } from 'vitest';
import { activeUntil, courseDays, DEFAULT_COURSE_DAYS, isActivePrescription, prescriptionCourseDays, splitPrescriptions } from './activeRule';

const med = (duration: string) => ({ name: 'Amoxicillin', dosage: '500mg', frequency: 'tds', duration, instructions: '' });
const none: number[] = [];
const written = '2026-11-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('courseDays', () => {
  it('reads days, weeks, months and years as doctors write them', () => {
    expect(courseDays('7 days')).toBe(7);
    expect(courseDays('1 day')).toBe(1);
    expect(courseDays('2 weeks')).toBe(14);
    expect(courseDays('3 months')).toBe(90);
    expect(courseDays('1 year')).toBe(365);
    expect(courseDays('10d')).toBe(10);
    expect(courseDays('For two weeks')).toBe(14);
    expect(courseDays('6 Wks')).toBe(42);
  });

  it('reads nothing where no number and unit are written', () => {
    expect(courseDays('')).toBeNull();
    expect(courseDays('until finished')).toBeNull();
    expect(courseDays('ongoing')).toBeNull();
    expect(courseDays('0 days')).toBeNull();
  });
});

describe('prescriptionCourseDays', () => {
  it('takes the longest course of the medications', () => {
    expect(prescriptionCourseDays([med('5 days'), med('2 weeks'), med('')])).toBe(14);
  });
  it('falls back to the default when no duration can be read', () => {
    expect(prescriptionCourseDays([med(''), med('as needed')])).toBe(DEFAULT_COURSE_DAYS);
    expect(prescriptionCourseDays([])).toBe(DEFAULT_COURSE_DAYS);
  });
});

describe('isActivePrescription', () => {
  const record = { created_at: written, medications: [med('7 days')], amended_by: none };

  it('is active until the longest course has run since it was written, then past', () => {
    expect(activeUntil(record).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(isActivePrescription(record, at('2026-11-08T09:59:59.000Z'))).toBe(true);
    expect(isActivePrescription(record, at('2026-11-08T10:00:00.000Z'))).toBe(false);
  });

  it('keeps a prescription without a readable duration active for 30 days', () => {
    const open = { created_at: written, medications: [med('')], amended_by: none };
    expect(isActivePrescription(open, at('2026-11-30T12:00:00.000Z'))).toBe(true);
    expect(isActivePrescription(open, at('2026-12-01T10:00:00.000Z'))).toBe(false);
  });

  it('splits a list into active and past, keeping the order', () => {
    const a = { created_at: '2026-11-20T10:00:00.000Z', medications: [med('7 days')], amended_by: none };
    const b = { created_at: '2026-10-01T10:00:00.000Z', medications: [med('7 days')], amended_by: none };
    const c = { created_at: '2026-11-24T10:00:00.000Z', medications: [med('3 months')], amended_by: none };
    expect(splitPrescriptions([c, a, b], at('2026-11-25T10:00:00.000Z'))).toEqual({ active: [c, a], past: [b] });
  });

  it('puts a corrected prescription among the past at once, however long its course, and its correction among the active', () => {
    const original = { created_at: '2026-11-24T10:00:00.000Z', medications: [med('3 months')], amended_by: [12] };
    const correction = { created_at: '2026-11-24T11:00:00.000Z', medications: [med('3 months')], amended_by: none };
    const now = at('2026-11-25T10:00:00.000Z');
    expect(isActivePrescription(original, now)).toBe(false);
    expect(splitPrescriptions([correction, original], now)).toEqual({ active: [correction], past: [original] });
  });

  it('puts a stopped or replaced prescription among the past at once, however long its course', () => {
    const now = at('2026-11-25T10:00:00.000Z');
    const base = { created_at: '2026-11-24T10:00:00.000Z', medications: [med('3 months')], amended_by: none };
    const stopped = { ...base, prescription_status: 'stopped' as const };
    const replaced = { ...base, prescription_status: 'replaced' as const };
    const current = { ...base, prescription_status: 'active' as const };
    expect(splitPrescriptions([current, stopped, replaced], now)).toEqual({ active: [current], past: [stopped, replaced] });
  });
});
