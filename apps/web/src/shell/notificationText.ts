// A notification's title and message in the reader's language: by its code and parameters when
// the catalogue has them (serverNotifications.<code>.title / .message), else the English the server wrote.

import { i18n } from '../i18n/i18n';
import { serverWords } from '../i18n/serverWords';

export interface NotificationWords {
  title: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export function notificationText({ title, message, code, params }: NotificationWords): { title: string; message: string } {
  if (!code) return { title, message };
  const words = serverWords(`serverNotifications.${code}.message`, message, params);
  // The server tells a reason after its English message; worded here, it is told after the words.
  const reason = words !== message && params?.reason ? ` ${i18n.t('shell.bell.reason', { reason: String(params.reason) })}` : '';
  return { title: serverWords(`serverNotifications.${code}.title`, title, params), message: words + reason };
}
