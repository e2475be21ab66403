// The BCP 47 locale Intl formats numbers and dates with. English keeps the formats the app
// has always written (en-GB dates, its own naira grouping); the Nigerian languages use theirs.

import type { Locale } from './catalogue';
import { activeLocale } from './locale';

const INTL_LOCALES: Record<Exclude<Locale, 'en'>, string> = { ha: 'ha-NG', yo: 'yo-NG', ig: 'ig-NG' };

/** The Intl locales for a non-English language, or null for English (whose formats stay as they
 * are). Browsers without date data for a Nigerian language would otherwise fall to US English
 * ("Nov 23"): en-GB is named after it, so such a browser writes the app's own English format. */
export function intlLocale(locale: Locale = activeLocale()): string[] | null {
  return locale === 'en' ? null : [INTL_LOCALES[locale], 'en-GB'];
}
