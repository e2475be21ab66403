import { describe, expect, it } from 'vitest';
import { courseDays, MEDICATION_COURSE_MAX_DAYS, medicationSchema, prescriptionCourseDays } from './records';

const medication = (duration: string) => medicationSchema.safeParse({ name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', duration });

describe('a medication’s course length', () => {
  it('reads days, weeks, months and years', () => {
    expect(['7 days', '2 weeks', '3 months', '1 year', 'ten days', 'as needed'].map(courseDays)).toEqual([7, 14, 90, 365, 10, null]);
  });

  it('is at most ten years: longer is refused with its code, so no course ends past a date that can be shown', () => {
    expect(MEDICATION_COURSE_MAX_DAYS).toBe(3650);
    for (const ok of ['10 years', '3650 days', 'as needed', '']) expect(medication(ok).success, ok).toBe(true);
    for (const tooLong of ['300000 years', '3651 days', '11 years', '99999999999999999999 weeks']) {
      const r = medication(tooLong);
      expect(r.success, tooLong).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({
        path: ['duration'],
        message: 'Duration can be at most 10 years',
        params: { code: 'medication_course_too_long' },
      });
    }
  });

  it('counts a course stored before the cap as the cap, so reading it never fails', () => {
    expect(prescriptionCourseDays([{ duration: '300000 years' }, { duration: '5 days' }])).toBe(MEDICATION_COURSE_MAX_DAYS);
  });
});
