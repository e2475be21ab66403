import { describe, expect, it } from 'vitest';
import { fieldProblem } from './fieldRules';

describe('fields checked on blur', () => {
  it('refuse what the contracts refuse, with their words', () => {
    expect(fieldProblem('years_of_experience', 75)).toBe('Years of experience must be a whole number from 0 to 50');
    expect(fieldProblem('consultation_fee', -5)).toBe('Consultation fee must be 0 or more, with at most two decimals');
    expect(fieldProblem('nin', '1234abc')).toBe('NIN must contain digits only');
  });

  it('accept valid and blank values', () => {
    expect(fieldProblem('years_of_experience', 12)).toBeNull();
    expect(fieldProblem('consultation_fee', 12500)).toBeNull();
    expect(fieldProblem('nin', '12345678901')).toBeNull();
    expect(fieldProblem('nin', '')).toBeNull();
  });
});
