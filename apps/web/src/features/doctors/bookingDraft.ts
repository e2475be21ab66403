// A booking left for the provider's checkout, kept in this tab until the patient comes back.
//
// The patient's choices (the doctor and time or the open slot, the type, the reason) stay in the
// browser: the reason is health information, and the address the provider sends them back to
// (`/doctors?reference=…`) passes through the provider. sessionStorage is this tab's own and
// outlives the trip to another site; the draft answers only its own top-up's reference and its
// own person, so an old draft, another tab's checkout or another person signing in here opens nothing.

import type { AppointmentType } from '@naijacare/contracts';
import type { StorageBackend } from '../../lib/storage';
import type { BookingChoice } from './BookingModal';

/** The directory's filters as the patient left them: back from the checkout, the list is the one they were looking at. */
export interface DirectoryFilters {
  search: string;
  specialization: string | null;
  state: string | null;
  availableOnly: boolean;
}

export interface BookingDraft {
  /** The top-up this booking waits for. */
  reference: string;
  userId: number;
  choice: BookingChoice;
  type: AppointmentType;
  reason: string;
  /** The doctor directory's filters (a request from the directory; none for a hospital's open slot). */
  filters?: DirectoryFilters;
}

const KEY = 'naijacare.bookingDraft';

/** The tab's sessionStorage, or null where the browser refuses it (then the draft is not kept). */
function tabStorage(): StorageBackend | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the booking for when the top-up `draft.reference` comes back; one draft at a time. */
export function saveBookingDraft(draft: BookingDraft, store = tabStorage()): void {
  try {
    store?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage: the patient comes back to /doctors and chooses again.
  }
}

/** The booking waiting for this reference and person, or null. */
export function bookingDraftFor(reference: string, userId: number, store = tabStorage()): BookingDraft | null {
  try {
    const draft = JSON.parse(store?.getItem(KEY) ?? 'null') as BookingDraft | null;
    return draft && draft.reference === reference && draft.userId === userId && draft.choice ? draft : null;
  } catch {
    return null;
  }
}

/** Forgets the kept booking (once it is back on screen: the reason does not linger in the tab). */
export function forgetBookingDraft(store = tabStorage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing kept, or nothing to do about it.
  }
}
