// The cancellation reason written on an appointment an account's deactivation cancelled ("Cancelled:
// Dr. Adaeze Okafor’s account was deactivated"), and reading it back: the disputes module tells a
// patient that such an appointment was refunded in full when the account was closed. Both sides
// use the one catalogue template, so what is written is always what is recognised.

import { SERVER_MESSAGES, serverMessage } from '@naijacare/contracts';

const TEMPLATE = SERVER_MESSAGES.appointment_cancelled_account_deactivated;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const [before, after] = TEMPLATE.split('{name}');
const WRITTEN = new RegExp(`^${literally(before)}(.+)${literally(after)}$`, 's');

/** The reason an appointment cancelled by the deactivation of `name`'s account carries. */
export const deactivationCancellationReason = (name: string) => serverMessage('appointment_cancelled_account_deactivated', { name });

/** Whose account's deactivation cancelled the appointment, read from its reason; null for any other cancellation. */
export function deactivatedAccountName(reason: string | null): string | null {
  return reason === null ? null : (WRITTEN.exec(reason)?.[1] ?? null);
}
