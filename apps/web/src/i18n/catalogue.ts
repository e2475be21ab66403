// The shape every other locale's catalogue takes from the English one: any key may be left out
// (i18next falls back to English), but a key English does not have is a compile error.

import type { en } from './locales/en';

type Partial_<T> = { [K in keyof T]?: T[K] extends string ? string : Partial_<T[K]> };

export type Catalogue = Partial_<typeof en>;

/** One top-level section of a catalogue (a feature's words): the part each of a locale's files holds. */
export type CatalogueSection<K extends keyof Catalogue> = NonNullable<Catalogue[K]>;

/** The locales the app has catalogues for; 'en' is bundled, the others load when chosen. */
export const LOCALES = ['en', 'ha', 'yo', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A profile's preferred_language code (contracts LANGUAGES) as a locale; languages without a catalogue read English. */
export function localeOfLanguage(code: string | null | undefined): Locale {
  const locale = code?.toLowerCase();
  return isLocale(locale) ? locale : 'en';
}

/** The contracts' LANGUAGES code of a locale, for saving it as a patient's preferred_language. */
export const languageOfLocale = (locale: Locale): string => locale.toUpperCase();
