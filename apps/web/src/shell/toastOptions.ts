// How each kind of toast looks and how long it stays (spec §2 Global elements, §9).

import type { NotificationsProps } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_MAX } from '@naijacare/contracts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export const TOAST_LIMIT = TOAST_MAX;
export const TOAST_POSITION = 'bottom-center' as const;

/** The props of the one <Notifications> provider (main.tsx): at most three toasts, bottom centre. */
export const NOTIFICATIONS_PROVIDER_PROPS = { limit: TOAST_LIMIT, position: TOAST_POSITION } satisfies Partial<NotificationsProps>;

const COLORS: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export interface ToastOptions {
  message: string;
  title?: string;
  color: string;
  autoClose: number;
  kind: ToastKind;
}

/** Errors stay longer so there is time to read them. */
export function toastOptions(kind: ToastKind, message: string, title?: string): ToastOptions {
  return {
    kind,
    message,
    title,
    color: COLORS[kind],
    autoClose: kind === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS,
  };
}
