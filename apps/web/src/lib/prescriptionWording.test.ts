import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { keptNoteKey, statusInSentenceKey } from './prescriptionWording';

/** The English words of a key of the app's catalogue. */
const english = (key: string): string => {
  const found = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], en);
  return typeof found === 'string' ? found : key;
};

describe('a prescription kept as written', () => {
  it('tells the doctor of a current one to stop, replace or renew it, not "a current prescription instead"', () => {
    const current = english(keptNoteKey('active'));
    expect(current).toContain('to change it, stop, replace or renew it');
    expect(current).not.toContain('instead');
  });
  it('tells the doctor of a past one to act on the current prescription', () => {
    expect(english(keptNoteKey('replaced'))).toContain('a current prescription instead');
  });
});

describe('a prescription’s status inside a sentence', () => {
  it('is lower case', () => {
    for (const status of ['active', 'stopped', 'completed', 'replaced'] as const) {
      const word = english(statusInSentenceKey(status));
      expect(word).not.toBe(statusInSentenceKey(status));
      expect(word).toBe(word.toLowerCase());
    }
  });
});
