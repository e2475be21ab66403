import { describe, expect, it } from 'vitest';
import { ageOn, allergiesText, appointmentCountText, bloodTypeText } from './patientView';

describe('patientView', () => {
  it('computes age on a day', () => {
    expect(ageOn('1990-11-22', '2026-11-21')).toBe(35);
    expect(ageOn('1990-11-21', '2026-11-21')).toBe(36);
    expect(ageOn(null, '2026-11-21')).toBeNull();
  });
  it('writes counts, blood type and allergies', () => {
    expect(appointmentCountText(1)).toBe('1 appointment');
    expect(appointmentCountText(undefined)).toBe('0 appointments');
    expect(bloodTypeText('O+')).toBe('O+');
    expect(bloodTypeText(null)).toBeNull();
    expect(allergiesText({ allergies: ' ' })).toBe('None recorded');
    expect(allergiesText({ allergies: 'Penicillin' })).toBe('Penicillin');
  });
});
