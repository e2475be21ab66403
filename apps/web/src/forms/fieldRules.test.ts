import { describe, expect, it } from 'vitest';
import { fieldProblem } from './fieldRules';

describe('fields checked on blur', () => {
  it('refuse what the contracts refuse, with their words', () => {
    expect(fieldProblem('years_of_experience', 75)).toBe('Years of experience must be a whole number from 0 to 50');
    expect(fieldProblem('consultation_fee', -5)).toBe('Consultation fee must be 0 or more, with at most two decimals');
    expect(fieldProblem('nin', '1234abc')).toBe('NIN must contain digits only');
  });

  it('refuse typed text instead of changing it: extra decimals, exponents, a fee past the maximum', () => {
    expect(fieldProblem('consultation_fee', '12.345')).toBe('Consultation fee must be 0 or more, with at most two decimals');
    expect(fieldProblem('consultation_fee', '1000000000000')).toBe('Consultation fee must be at most 10000000.00');
    expect(fieldProblem('years_of_experience', '1e3')).toBe('Years of experience must be a whole number from 0 to 50');
    expect(fieldProblem('years_of_experience', '1e1')).toBe('Years of experience must be a whole number from 0 to 50');
    expect(fieldProblem('years_of_experience', ' 12 ')).toBeNull();
  });

  it('accept valid and blank values', () => {
    expect(fieldProblem('years_of_experience', 12)).toBeNull();
    expect(fieldProblem('consultation_fee', 12500)).toBeNull();
    expect(fieldProblem('nin', '12345678901')).toBeNull();
    expect(fieldProblem('nin', '')).toBeNull();
  });
});
