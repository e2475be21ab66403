// Choosing the app's language: loads the locale's catalogue when it is not English, switches
// i18next, sets <html lang>, and remembers the choice on this device for the sign-in page.

import { type Catalogue, isLocale, type Locale } from './catalogue';
import { i18n } from './i18n';
import type { ServerWords } from './serverWords';

/** Kept beside the session keys but not with them: signing out must not forget the language. */
const STORAGE_KEY = 'naijacare.locale';

// Each file is its own chunk: a Hausa reader never downloads Yoruba or Igbo.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue & ServerWords>> = {
  ha: () => import('./locales/ha').then((m) => ({ ...m.ha, ...m.haServer })),
  yo: () => import('./locales/yo').then((m) => ({ ...m.yo, ...m.yoServer })),
  ig: () => import('./locales/ig').then((m) => ({ ...m.ig, ...m.igServer })),
};

/** The remembered locale, or English; storage may be missing or refuse (private modes). */
export function rememberedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

function remember(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the app still switches.
  }
}

export const activeLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

/** Switches the app to `locale` once its catalogue is here; a failed download leaves the current language. */
let latestRequest = 0;

export async function setLocale(locale: Locale, { persist = true }: { persist?: boolean } = {}): Promise<void> {
  // Two quick choices (start-up, then sign-in) must end in the later one, whichever file arrives first.
  const request = ++latestRequest;
  if (persist) remember(locale);
  if (locale !== 'en' && !i18n.hasResourceBundle(locale, 'translation')) {
    try {
      i18n.addResourceBundle(locale, 'translation', await LOADERS[locale]());
    } catch (error) {
      console.warn(`The ${locale} catalogue could not be loaded; staying in ${activeLocale()}.`, error);
      return;
    }
  }
  if (request === latestRequest) await i18n.changeLanguage(locale);
}

// <html lang> follows the language, for screen readers' pronunciation and the browser's hyphenation.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});
