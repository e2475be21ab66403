// The toast service every page uses for feedback, on @mantine/notifications.

import { notifications } from '@mantine/notifications';
import { type ToastKind, toastOptions } from './toastOptions';

function show(kind: ToastKind, message: string, title?: string): string {
  const { color, autoClose } = toastOptions(kind, message, title);
  return notifications.show({ message, title, color, autoClose, withBorder: true });
}

export const toast = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  info: (message: string, title?: string) => show('info', message, title),
};
