// A notification's title and message in the reader's language: by its code and parameters when
// the catalogue has them (notifications.<code>.title / .message), else the English the server wrote.

import { translateDynamic } from '../i18n/i18n';

export interface NotificationWords {
  title: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export function notificationText({ title, message, code, params }: NotificationWords): { title: string; message: string } {
  if (!code) return { title, message };
  return {
    title: translateDynamic(`notifications.${code}.title`, title, params),
    message: translateDynamic(`notifications.${code}.message`, message, params),
  };
}
