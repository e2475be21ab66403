// A month of the analytics, as the axis and the table name it, in the reader's language.

import type { Locale } from '../../i18n/catalogue';
import { intlLocale } from '../../i18n/intl';
import { activeLocale } from '../../i18n/locale';

/** "2026-03" → "Mar 2026" in English, the language's own short month elsewhere. */
export function monthLabel(month: string, locale: Locale = activeLocale()): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString(intlLocale(locale) ?? 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
