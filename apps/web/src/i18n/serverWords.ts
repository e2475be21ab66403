// What the server says, in a locale's own words, by the codes the server sends: an error body's
// `code` (contracts SERVER_MESSAGES) and a notification's `code` (NOTIFICATION_MESSAGES). English
// has none of these: it shows the server's own text, with its values already filled in.

import type { MessageCode, NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import { i18n, translateDynamic } from './i18n';

export interface ServerWords {
  serverErrors?: Partial<Record<MessageCode, string>>;
  serverNotifications?: Partial<Record<keyof typeof NOTIFICATION_MESSAGES, { title?: string; message?: string }>>;
}

const PLACES = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The locale's words for `key`, filled with `params`; the English when the locale has none, or
 * when its words need a value that did not come (an error body carries no values). What the
 * values say (a name, a reason) is never read for places: it is shown as written. */
export function serverWords(key: string, english: string, params: Record<string, unknown> = {}): string {
  const template = i18n.getResource(i18n.language, 'translation', key);
  if (typeof template !== 'string') return english;
  for (const [, name] of template.matchAll(PLACES)) if (params[name] === undefined) return english;
  return translateDynamic(key, english, params);
}
