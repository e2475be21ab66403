// What the server says, in a locale's own words, by the codes the server sends: an error body's
// `code` (contracts SERVER_MESSAGES) and a notification's `code` (NOTIFICATION_MESSAGES). English
// has none of these: it shows the server's own text, with its values already filled in.

import type { MessageCode, NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import { translateDynamic } from './i18n';

export interface ServerWords {
  serverErrors?: Partial<Record<MessageCode, string>>;
  serverNotifications?: Partial<Record<keyof typeof NOTIFICATION_MESSAGES, { title?: string; message?: string }>>;
}

/** The locale's words for `key`, filled with `params`; the English when the locale has none, or
 * when its words need a value the server did not send (an error body carries no params). */
export function serverWords(key: string, english: string, params: Record<string, unknown> = {}): string {
  const words = translateDynamic(key, english, params);
  return words.includes('{{') ? english : words;
}
