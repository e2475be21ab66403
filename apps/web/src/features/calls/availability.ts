// Whether a new call may be opened or joined now, read from the appointment's chat status (the
// server opens calls in the chat's window: calls/window.ts), and why not in the reader's words.

import type { Call, ChatStatus } from '@naijacare/contracts';
import { lagosDate, lagosTime } from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';
import { appointmentStatusLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { joinStep } from './joining';

/** The server would open a call now. */
export const callMayOpen = (status: ChatStatus): boolean => status.state === 'open';

/**
 * Whether the page may turn the camera and microphone on for the preview: only when Join would
 * work (the window is open, or a call this person is in is still going, to come back into).
 * Until the chat's status is known, not: a page that cannot have a call never lights the camera.
 */
export function mediaWanted(status: ChatStatus | undefined, call: Call | null | undefined, me: number): boolean {
  if (!status) return false;
  return callMayOpen(status) || (call !== undefined && joinStep(call, me) === 'rejoin');
}

/** When the call opens: the Lagos time alone when that is today in Lagos, else the day too. */
export function opensText(opensAt: string, now: Date): string {
  const at = new Date(opensAt);
  return lagosDate(at) === lagosDate(now) ? i18n.t('call.opensAt', { time: lagosTime(at) }) : i18n.t('call.opensOn', { when: whenText(at) });
}

/** Why no call may be opened now, or null when one may. */
export function callNotice(status: ChatStatus, appointmentStatus: string, now: Date): string | null {
  switch (status.state) {
    case 'open':
      return null;
    case 'not_open_yet':
      return opensText(status.opens_at, now);
    case 'not_confirmed':
      return i18n.t('call.notConfirmed');
    case 'closed':
      return i18n.t('call.consultationEnded');
    case 'unavailable':
      return i18n.t('call.unavailable', { status: appointmentStatusLabel(appointmentStatus).toLowerCase() });
  }
}
