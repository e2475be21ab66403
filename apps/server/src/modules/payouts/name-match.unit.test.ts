import { describe, expect, it } from 'vitest';
import { nameMismatch, namesMatch, nameWords } from './name-match';

describe('namesMatch', () => {
  it.each([
    ['Okafor Adaeze', 'ADAEZE OKAFOR'],
    ['A. Okafor', 'Adaeze Okafor'],
    ['Ọkáfọ̀r Adaeze', 'Adaeze Okafor'],
    ['OKAFOR ADAEZE CHIOMA', 'Adaeze Okafor'],
    ['Adaeze Okafor', 'Adaeze Chioma Okafor'],
    ['OKAFOR, ADAEZE C.', 'Dr. Adaeze Chioma Okafor'],
    ['adaeze-okafor', 'Adaeze Okafor'],
    ['Adé Ògúnlànà', 'ADE OGUNLANA'],
  ])('forgives order, initials, case, diacritics and a middle name: %s = %s', (resolved, holder) => {
    expect(namesMatch(resolved, holder)).toBe(true);
    expect(namesMatch(holder, resolved)).toBe(true);
  });

  it.each([
    ['BABATUNDE ADEYEMI', 'Adaeze Okafor'],
    ['ADAEZE NWOSU', 'Adaeze Okafor'],
    ['A. O.', 'Adaeze Okafor'],
    ['', 'Adaeze Okafor'],
    ['B. Okafor', 'Adaeze Okafor'],
    ['CHIDI OKAFOR', 'Adaeze Okafor'],
  ])('flags another person: %s ≠ %s', (resolved, holder) => {
    expect(namesMatch(resolved, holder)).toBe(false);
  });

  it('a surname alone names the holder only when nothing in it contradicts', () => {
    expect(namesMatch('Ọkáfọ̀r', 'Okafor')).toBe(true);
  });

  it('words without diacritics, punctuation or titles', () => {
    expect(nameWords('Dr. Ọkáfọ̀r, ADAEZE')).toEqual(['okafor', 'adaeze']);
  });

  it('the flag names both names', () => {
    expect(nameMismatch('BABATUNDE ADEYEMI', 'Adaeze Okafor')).toEqual({ resolved_name: 'BABATUNDE ADEYEMI', holder_name: 'Adaeze Okafor' });
    expect(nameMismatch('OKAFOR ADAEZE', 'Adaeze Okafor')).toBeNull();
  });
});
