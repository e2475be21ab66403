import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names and skips titles', () => {
    expect(initialsOf('Dr. Adaeze Okafor')).toBe('AO');
    expect(initialsOf('Tunde  Bakare')).toBe('TB');
    expect(initialsOf('emeka')).toBe('E');
    expect(initialsOf('Dr. Aisha Musa Bello')).toBe('AB');
  });
  it('falls back to a question mark', () => {
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf('  ')).toBe('?');
  });
});
