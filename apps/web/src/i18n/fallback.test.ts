// A word a locale's catalogue lacks (Hausa, Yoruba and Igbo cover only some screens; the call and
// chat pages are English in all three) reads in English, never as its key, in the catalogues as
// the app loads them (locale.ts) over the signed-in pages' English (appCatalogue.ts).

import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './appCatalogue';
import { setLocale } from './locale';
import { en } from './locales/en';

/** "a.b.c" → its English text, for every string leaf of the English catalogue. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const english = leaves(en);
const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

afterAll(async () => {
  await setLocale('en', { persist: false });
});

describe('a word missing from a locale', () => {
  it.each(['ha', 'yo', 'ig'] as const)('reads in English in %s, never as its key', async (locale) => {
    await setLocale(locale, { persist: false });
    expect(i18n.language).toBe(locale);
    // The call page's words are in no catalogue but English.
    expect(t('call.remoteMuted', { who: 'Dr. Ifeoma Obi' })).toBe('Dr. Ifeoma Obi muted their microphone');
    expect(t('call.opensAt', { time: '10:45' })).toBe('The call opens at 10:45. You can join from then.');
    const shownAsKey = english.filter(([key]) => t(key) === key);
    expect(shownAsKey.map(([key]) => key)).toEqual([]);
  });
});
