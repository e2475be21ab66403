// The screens Hausa, Yoruba and Igbo word in full. A word missing from a locale reads in English
// (fallback.test.ts), which on these screens would leave a patient with a page half in a language
// they may not read: so every English key of these sections must have its word in each locale.
// A newly translated screen adds its section to the list. Every word, on any screen, fills the
// placeholders English fills.

import { describe, expect, it } from 'vitest';
import type { Locale } from './catalogue';
import { en } from './locales/en';
import { ha } from './locales/ha';
import { ig } from './locales/ig';
import { yo } from './locales/yo';

/** Sections ("a" or "a.b") every locale words in full. */
const TRANSLATED_SECTIONS = [
  'contact',
  'demoServer',
  'dashboard',
  'appointments',
  'records',
  'recordWriting.rx',
  'prescriptions',
  'rxVerify',
  'myHealth',
  'hospitalPatients',
  'disputes',
  'wallet',
  'payouts',
  'adminUsers',
] as const;

const CATALOGUES: [Exclude<Locale, 'en'>, unknown][] = [
  ['ha', ha],
  ['yo', yo],
  ['ig', ig],
];

/** "a.b.c" → text, for every string leaf under `node`. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  if (node === undefined) return new Map();
  return new Map(Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => [...leaves(value, prefix ? `${prefix}.${key}` : key)]));
}

function section(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale needs for an English key: itself, or for a plural form the forms the locale's
 * own plural rules ask for (Yoruba and Igbo have only "other"; Hausa, like English, "one" and "other").
 */
function keysNeeded(englishKey: string, locale: Locale): string[] {
  if (!PLURAL.test(englishKey)) return [englishKey];
  const base = englishKey.replace(PLURAL, '');
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.map((category) => `${base}_${category}`);
}

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

describe.each(CATALOGUES)('%s', (locale, catalogue) => {
  it.each(TRANSLATED_SECTIONS)('words every English key of %s', (path) => {
    const english = leaves(section(en, path));
    const words = leaves(section(catalogue, path));
    expect(english.size).toBeGreaterThan(0);
    const needed = new Set([...english.keys()].flatMap((key) => keysNeeded(key, locale)));
    expect([...needed].filter((key) => !words.has(key)).map((key) => `${path}.${key}`)).toEqual([]);
  });

  // Over the whole catalogue, not only these sections: a dropped {{amount}} is wrong on any screen.
  it('fills the placeholders English fills', () => {
    const english = leaves(en);
    const wrong = [...leaves(catalogue)].flatMap(([key, text]) => {
      // A plural form English lacks is held to English's "other".
      const reference = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      return reference !== undefined && placeholders(reference).join() !== placeholders(text).join() ? [`${key}: ${text}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
