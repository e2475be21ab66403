// Every domain event one module tells the others of, by name, with what it carries. A module
// publishes an event when another module reacts to its change but must not be called by it: the
// reacting module depends on the publishing one (calls read appointments; recordings read calls;
// payouts use the payments' provider), or the reaction is the other module's own business
// (notifications word what accounts decide; appointments and payouts undo what a deactivated
// account had still to come). Each subscriber says when it reacts (events/bus.ts). Every one of
// these reacts inside the publisher's transaction, because what it changes must commit or fail
// with the change that caused it, and tests hold each to it: a decision whose notification cannot
// be written does not happen (admin.test.ts); a withdrawal of consent is final for the recordings
// open then (call-recordings.test.ts); a call answered as its session ends is answered first or
// refused as `call_status_conflict` (calls.test.ts; delivered after the commit instead, the answer
// found the appointment closed and was refused otherwise); whatever races a deactivation, no
// hold outlives it (deactivation.test.ts). None may lag behind its cause yet; the bus delivers after
// the commit for one that may.

import type { User } from '@naijacare/contracts';
import type { Caller, UserRow } from '../modules/accounts/caller';
import type { ProviderEvent } from '../modules/payments/provider';

export type AccountDecision = 'approved' | 'rejected' | 'deactivated' | 'reactivated';

export interface EventCatalogue {
  /** An appointment is about to leave the statuses a call takes place in (its session ends, a
   * no-show, a cancellation, a rejection), published in that change's transaction before the
   * appointment's own row is locked. The calls module ends its live calls there: a call is locked
   * before its appointment everywhere, so a call answered as its session ends waits for the other
   * instead of deadlocking. Should the appointment's change then be refused, both roll back. */
  'appointment.closing': { appointmentId: number; by: Caller };
  /** A party withdrew consent to record a call: the recordings open then take no more pieces, even
   * once consent is given again (the call-recordings module marks them in the same transaction). */
  'call.consent_withdrawn': { callId: number; at: Date };
  /** An admin approved, rejected, deactivated or reactivated an account; the person is told why. */
  'account.decided': { user: User; decision: AccountDecision; reason: string | undefined };
  /** A person changed their password (every other session ended); they are told, in case it was not them. */
  'account.password_changed': { user: User };
  /** An admin deactivated an account: what it had still to come is undone in the same transaction
   * (its appointments cancelled and their fees released, its waiting withdrawals rejected), in the
   * order the modules are listed in app.ts: appointments, then payouts. */
  'account.deactivated': { user: UserRow; byUserId: number };
  /** The payment provider's signed word on a transfer (transfer.success, .failed, .reversed), for
   * the payouts module to settle. Published outside a transaction: the subscriber's failure is the
   * webhook's, answered as an error so that the provider delivers it again. */
  'payment.transfer_reported': ProviderEvent;
}

export type EventName = keyof EventCatalogue;
