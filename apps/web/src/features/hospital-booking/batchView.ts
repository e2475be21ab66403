// The publish form's draft and what it sends, and the words of a batch's answer: pure, so they
// are tested without a browser.

import {
  type AppointmentType,
  DEFAULT_SLOT_MINUTES,
  lagosTime,
  type OpenSlotBatchInput,
  type OpenSlotBatchResult,
  type OpenSlotOutcome,
} from '@naijacare/contracts';
import { messageOf } from '../../i18n/messageOf';

export interface SlotDraft {
  doctor: string | null;
  /** One slot on one date, or several over a range of dates. */
  mode: 'one' | 'several';
  date: string;
  time: string;
  dateFrom: string;
  dateTo: string;
  /** Weekdays as '0' (Monday) … '6' (Sunday). */
  days: string[];
  times: string[];
  duration: number | string;
  type: AppointmentType;
}

export const emptyDraft = (): SlotDraft => ({
  doctor: null,
  mode: 'one',
  date: '',
  time: '09:00',
  dateFrom: '',
  dateTo: '',
  days: ['0', '1', '2', '3', '4'],
  times: ['09:00'],
  duration: DEFAULT_SLOT_MINUTES,
  type: 'in_person',
});

/** Start times offered in the times field: every half hour of a working day. */
export const HALF_HOURS = Array.from({ length: 27 }, (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** What the form sends: one slot is a batch of one date at one time. The server checks the values. */
export function batchInput(d: SlotDraft, dryRun: boolean): OpenSlotBatchInput {
  const common = { doctor: d.doctor ?? undefined, duration_minutes: Number(d.duration), appointment_type: d.type, dry_run: dryRun };
  if (d.mode === 'one') return { ...common, date_from: d.date, date_to: d.date, times: [d.time] };
  return { ...common, date_from: d.dateFrom, date_to: d.dateTo, days_of_week: d.days.map(Number).sort(), times: d.times };
}

/** Why a slot was skipped, in the reader's language, naming the time it overlaps when known. */
export function skippedReason(s: OpenSlotOutcome, overlapsAt: (time: string) => string): string {
  const reason = messageOf({ code: s.skipped_code ?? undefined, error: s.skipped_reason ?? '' });
  return s.conflict_at ? `${reason} ${overlapsAt(lagosTime(new Date(s.conflict_at)))}` : reason;
}

/** The toast after publishing: a batch that published nothing is a warning, not a success. */
export function publishedToast(result: Pick<OpenSlotBatchResult, 'created_count' | 'skipped_count'>): {
  kind: 'success' | 'warning';
  titleKey: 'hospitalBooking.published' | 'hospitalBooking.nonePublished';
} {
  return result.created_count === 0
    ? { kind: 'warning', titleKey: 'hospitalBooking.nonePublished' }
    : { kind: 'success', titleKey: 'hospitalBooking.published' };
}
