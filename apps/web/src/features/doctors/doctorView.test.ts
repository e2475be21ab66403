import { describe, expect, it } from 'vitest';
import { experienceText, hospitalText, isLongBio, noSlotsText } from './doctorView';

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
