import { describe, expect, it } from 'vitest';
import { doctorListParams } from './api';
import { experienceText, hospitalFilterOf, hospitalText, isLongBio, noSlotsText } from './doctorView';

describe('doctorView', () => {
  it('writes experience', () => {
    expect(experienceText(0)).toBe('New to practice');
    expect(experienceText(1)).toBe('1 year of experience');
    expect(experienceText(12)).toBe('12 years of experience');
  });
  it('prefers affiliated hospitals over the typed affiliation', () => {
    expect(hospitalText({ hospitals: [{ id: 1, hospital_name: 'LagosCare General Hospital' }], hospital_affiliation: 'LUTH' })).toBe(
      'LagosCare General Hospital',
    );
    expect(hospitalText({ hospitals: [], hospital_affiliation: 'LUTH' })).toBe('LUTH');
    expect(hospitalText({ hospitals: [], hospital_affiliation: null })).toBeNull();
  });
  it('explains missing slots', () => {
    expect(noSlotsText({ is_available: false, works_on_date: true }, 'Monday')).toMatch(/Not accepting/);
    expect(noSlotsText({ is_available: true, works_on_date: false }, 'Sunday')).toBe('Does not consult on Sundays. Try another date.');
    expect(noSlotsText({ is_available: true, works_on_date: true }, 'Monday')).toMatch(/No free slots/);
  });

  it('offers to show the rest only of a long bio', () => {
    expect(isLongBio(null)).toBe(false);
    expect(isLongBio('Cardiologist with 12 years in Lagos.')).toBe(false);
    expect(isLongBio('a'.repeat(180))).toBe(false);
    expect(isLongBio('a'.repeat(181))).toBe(true);
    expect(isLongBio('One\nTwo\nThree\nFour')).toBe(true);
  });
});

describe('the directory of one hospital', () => {
  it('reads the hospital from the link and asks the server for its doctors only', () => {
    const hospital = hospitalFilterOf(new URLSearchParams('hospital=12'));
    expect(hospital).toBe(12);
    expect(doctorListParams({ hospital }).get('hospital')).toBe('12');
  });

  it('ignores a hospital that is not a positive id', () => {
    for (const raw of ['', '0', '-3', '1.5', 'abc', '99999999999']) expect(hospitalFilterOf(new URLSearchParams({ hospital: raw }))).toBeUndefined();
    expect(hospitalFilterOf(new URLSearchParams())).toBeUndefined();
    expect(doctorListParams({}).has('hospital')).toBe(false);
  });
});
