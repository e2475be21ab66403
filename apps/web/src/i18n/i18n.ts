// The one i18next instance. English is bundled and ready before the first render, so /login
// paints at once; Hausa, Yoruba and Igbo are separate files fetched when chosen (locale.ts).

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enPublic } from './locales/en-public';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: enPublic } },
  // Synchronous: the resources are already here, and the first render must not wait a tick.
  initAsync: false,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  // A locale is switched only after its file has arrived, so nothing ever has to suspend.
  react: { useSuspense: false },
});

/**
 * A key built at run time (a notification's or an error's code): outside the typed keys,
 * so it is looked up untyped, and the English text the server sent is the fallback.
 */
export function translateDynamic(key: string, english: string, params: Record<string, unknown> = {}): string {
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t(key, { ...params, defaultValue: english });
}
