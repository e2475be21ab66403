// A notification's title and message in the reader's language: by its code and parameters when
// the catalogue has them (serverNotifications.<code>.title / .message), else the English the server wrote.

import { serverWords } from '../i18n/serverWords';

export interface NotificationWords {
  title: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export function notificationText({ title, message, code, params }: NotificationWords): { title: string; message: string } {
  if (!code) return { title, message };
  return {
    title: serverWords(`serverNotifications.${code}.title`, title, params),
    message: serverWords(`serverNotifications.${code}.message`, message, params),
  };
}
