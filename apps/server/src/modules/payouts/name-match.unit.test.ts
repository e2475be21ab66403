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
    ['OKAFOR', 'Adaeze Okafor'],
    ['CHINEDU A OKAFOR', 'Adaeze Okafor'],
    ['OKAFOR A B C', 'Adaeze Okafor'],
    ['A. Okafor', 'Adaeze Chioma Okafor'],
    ['ADAEZE', 'Adaeze Okafor'],
  ])('flags another person: %s ≠ %s', (resolved, holder) => {
    expect(namesMatch(resolved, holder)).toBe(false);
    expect(namesMatch(holder, resolved)).toBe(false);
  });

  it('a middle name or a middle initial on one side, with the other’s words all there in full', () => {
    expect(namesMatch('OKAFOR ADAEZE C', 'Adaeze Okafor')).toBe(true);
    expect(namesMatch('CHINEDU ADAEZE OKAFOR', 'Adaeze Okafor')).toBe(true);
  });

  it('a surname alone names the holder only when nothing in it contradicts', () => {
    expect(namesMatch('Ọkáfọ̀r', 'Okafor')).toBe(true);
  });

  it.each([
    ['LAGOSCARE GENERAL HOSPITAL LTD', 'LagosCare General Hospital'],
    ['lagoscare hospital', 'LagosCare General Hospital'],
    ['ST. NICHOLAS HOSPITAL NIGERIA LIMITED', 'St Nicholas Hospital'],
    ['GENERAL HOSPITAL IKEJA', 'General Hospital'],
  ])('a hospital: every distinctive word of its name is in the bank’s: %s = %s', (resolved, holder) => {
    expect(namesMatch(resolved, holder, 'hospital')).toBe(true);
  });

  it.each([
    ['GENERAL HOSPITAL', 'LagosCare General Hospital'],
    ['LAGOS GENERAL HOSPITAL', 'LagosCare General Hospital'],
    ['NICHOLAS HOSPITAL', 'St Nicholas Hospital'],
    ['ADAEZE OKAFOR', 'LagosCare General Hospital'],
    ['HOSPITAL', 'General Hospital'],
  ])('a hospital: a name without all its distinctive words is another’s: %s ≠ %s', (resolved, holder) => {
    expect(namesMatch(resolved, holder, 'hospital')).toBe(false);
  });

  it('words without diacritics, punctuation or titles', () => {
    expect(nameWords('Dr. Ọkáfọ̀r, ADAEZE')).toEqual(['okafor', 'adaeze']);
  });

  it('the flag names both names', () => {
    expect(nameMismatch('BABATUNDE ADEYEMI', 'Adaeze Okafor')).toEqual({ resolved_name: 'BABATUNDE ADEYEMI', holder_name: 'Adaeze Okafor' });
    expect(nameMismatch('OKAFOR ADAEZE', 'Adaeze Okafor')).toBeNull();
    expect(nameMismatch('GENERAL HOSPITAL', 'LagosCare General Hospital', 'hospital')).toEqual({
      resolved_name: 'GENERAL HOSPITAL',
      holder_name: 'LagosCare General Hospital',
    });
  });
});
