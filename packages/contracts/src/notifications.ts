// In-app notifications: what each notice says, by a stable code. The server writes the
// English text from here; a client may word the code in its own language with the notice's
// params and fall back to the stored English.

import { fillTemplate, type MessageParams } from './messages';

export const NOTIFICATION_MESSAGES = {
  account_approved: { title: 'Account approved', message: 'Your account has been approved. Welcome to NaijaCare.' },
  hospital_verified: { title: 'Hospital verified', message: 'Your hospital registration has been approved. Welcome to NaijaCare.' },
  account_rejected: { title: 'Registration rejected', message: 'Your account was not approved.' },
  hospital_rejected: { title: 'Registration rejected', message: 'Your hospital registration was not approved.' },
  account_deactivated: { title: 'Account deactivated', message: 'Your account has been deactivated.' },
  account_reactivated: { title: 'Account reactivated', message: 'Your account has been reactivated.' },
  password_changed: {
    title: 'Password changed',
    message: 'Your password was changed and your other devices were signed out. If this was not you, contact support at once.',
  },
  appointment_requested: { title: 'New appointment request', message: '{patient} requested a {type} appointment on {when}.' },
  appointment_approved: { title: 'Appointment approved', message: '{doctor} approved your {type} appointment on {when}.' },
  appointment_declined: { title: 'Appointment request declined', message: '{doctor} declined your appointment request for {when}.' },
  session_started: { title: 'Your session has started', message: '{doctor} has started your {type} session. Join now.' },
  appointment_cancelled: { title: 'Appointment cancelled', message: '{by} cancelled the appointment on {when}.' },
  appointment_cancelled_account_deactivated: {
    title: 'Appointment cancelled',
    message: '{name}’s account was deactivated, so the appointment on {when} was cancelled.',
  },
  open_slots_withdrawn_account_deactivated: {
    title: 'Open slots withdrawn',
    message: '{doctor}’s account was deactivated: {count} unbooked open slots with them were withdrawn.',
  },
  missed_appointment: { title: 'Missed appointment', message: 'You were marked as not attending your appointment with {doctor} on {when}.' },
  consultation_completed: { title: 'Consultation completed', message: 'Your consultation with {doctor} on {when} is complete.' },
  call_waiting: { title: 'Your call is waiting', message: '{name} is waiting for you on the {type}. Join now.' },
  hospital_access_granted: { title: 'Patient granted access', message: '{patient} granted your hospital access to their health record.' },
  hospital_access_revoked_by_hospital: { title: 'Hospital access ended', message: '{hospital} no longer has access to your health record.' },
  hospital_access_revoked_by_patient: { title: 'Patient revoked access', message: '{patient} revoked your hospital’s access to their health record.' },
  hospital_access_revoked_by_admin: {
    title: 'Hospital access ended',
    message: 'A platform administrator ended {hospital}’s access to the health record of {patient}.',
  },
  open_slot_booked: { title: 'Open slot booked', message: '{patient} booked the {when} slot with {doctor}.' },
  open_slots_published: { title: 'Open slots published', message: '{hospital} published {count} open slots with you, from {from} to {to}.' },
  affiliation_requested: { title: 'New affiliation request', message: '{doctor} ({specialization}) asked to join {hospital}.' },
  affiliation_request_withdrawn: { title: 'Affiliation request withdrawn', message: '{doctor} withdrew their request to join {hospital}.' },
  affiliation_approved: { title: 'Affiliation approved', message: '{hospital} approved your affiliation request.' },
  affiliation_rejected: { title: 'Affiliation request declined', message: '{hospital} declined your affiliation request.' },
  affiliation_suspended: {
    title: 'Affiliation suspended',
    message: '{hospital} suspended your affiliation. Your unbooked open slots there were withdrawn; booked appointments remain.',
  },
  affiliation_revoked: {
    title: 'Affiliation revoked',
    message: '{hospital} revoked your affiliation. Your unbooked open slots there were withdrawn; booked appointments remain.',
  },
  affiliation_left: {
    title: 'A doctor left',
    message: '{doctor} ended their affiliation with {hospital}. Their unbooked open slots there were withdrawn; booked appointments remain.',
  },
  affiliation_rejoin_requested: { title: 'Affiliation request', message: '{doctor} asked to rejoin {hospital}.' },
  affiliation_reactivated: { title: 'Affiliation reactivated', message: '{hospital} reactivated your affiliation.' },
  affiliation_restored: { title: 'Affiliation restored', message: '{hospital} restored your affiliation.' },
  doctor_affiliation_changed: {
    title: 'Your doctor’s hospital affiliation changed',
    message: "{doctor}'s affiliation with {hospital} has changed. Your appointment on {when} remains booked; contact the hospital if you have questions.",
  },
  medical_record_added: { title: 'New health record', message: '{doctor} added "{title}" to your health record.' },
  wallet_topped_up: { title: 'Wallet topped up', message: '{amount} was added to your wallet. Your balance is {balance}.' },
  fee_held: { title: 'Consultation fee held', message: '{amount} is held from your wallet for your appointment with {doctor} on {when}.' },
  fee_refunded: { title: 'Consultation fee refunded', message: '{amount} for your appointment with {doctor} on {when} is back in your wallet.' },
  fee_paid: { title: 'Consultation fee paid', message: '{amount} held for your appointment with {doctor} on {when} was paid.' },
  earning_pending: {
    title: 'Consultation earning',
    message:
      'You earned {amount} from your appointment with {patient} on {when} ({fee} fee less {commission} platform commission). It becomes available to withdraw on {available_on}.',
  },
  earning_available: { title: 'Earning available', message: '{amount} from your appointment with {patient} on {when} is now available to withdraw.' },
  debt_incurred: {
    title: 'You owe a refund share',
    message:
      'The refund on the dispute about your appointment with {patient} on {when} took {amount} more than you still held from that earning. You owe {debt} in all: it is recovered from your next earnings before any withdrawal.',
  },
  bank_account_changed: {
    title: 'Bank account changed',
    message: 'Withdrawals will now be paid into {bank} {account}. If you did not make this change, change your password and contact support.',
  },
  payout_requested: {
    title: 'Withdrawal requested',
    message: 'Your withdrawal of {amount} to {bank} {account} is held from your balance until an administrator reviews it.',
  },
  payout_approved: { title: 'Withdrawal approved', message: 'Your withdrawal of {amount} was approved and is on its way to {bank} {account}.' },
  payout_paid: { title: 'Withdrawal paid', message: '{amount} was paid into {bank} {account}.' },
  payout_failed: { title: 'Withdrawal failed', message: 'Your withdrawal of {amount} could not be paid; the money is back in your wallet.' },
  payout_rejected: { title: 'Withdrawal rejected', message: 'Your withdrawal of {amount} was not approved; the money is back in your wallet.' },
  support_ticket_opened: { title: 'New support ticket', message: '{requester} opened a support ticket: "{subject}".' },
  support_reply_from_user: { title: 'Reply on a support ticket', message: '{requester} replied on "{subject}".' },
  support_reply: { title: 'Support replied', message: 'NaijaCare Support replied on your ticket "{subject}".' },
  support_ticket_resolved: {
    title: 'Support ticket resolved',
    message: 'Your ticket "{subject}" was resolved. Reply within {days} days if you still need help; after that it closes.',
  },
  dispute_opened: { title: 'New dispute', message: '{patient} opened a dispute on the appointment with {doctor} on {when}.' },
  dispute_opened_doctor: {
    title: 'A patient opened a dispute',
    message: '{patient} opened a dispute on your appointment on {when}. Your earning for it is held until an administrator decides.',
  },
  dispute_under_review: { title: 'Dispute under review', message: 'An administrator is reviewing the dispute on the appointment of {when}.' },
  dispute_message: { title: 'New message on a dispute', message: '{author} wrote on the dispute about the appointment of {when}.' },
  dispute_resolved: { title: 'Dispute resolved', message: 'The dispute on the appointment of {when} was resolved: {outcome}. Note: {note}' },
  dispute_dismissed: { title: 'Dispute dismissed', message: 'The dispute on the appointment of {when} was dismissed. Note: {note}' },
  review_received: { title: 'New review', message: '{patient} rated your consultation {rating} out of 5.' },
  content_hidden: { title: 'Content hidden', message: 'Your {what} was hidden by NaijaCare’s moderators.' },
  content_restored: { title: 'Content restored', message: 'Your {what} is visible again.' },
  prescription_added: { title: 'New prescription', message: '{doctor} wrote you a prescription: {medications}.' },
  prescription_stopped: { title: 'Prescription stopped', message: '{doctor} stopped your prescription "{title}". Do not take it any more.' },
  prescription_replaced: {
    title: 'Prescription replaced',
    message: '{doctor} replaced your prescription "{title}" with a new one: {medications}. Take only the new one.',
  },
  prescription_renewed: { title: 'Prescription renewed', message: '{doctor} renewed your prescription "{title}": {medications}.' },
} as const;

/** `general` is the code of notices written before codes existed. */
export type NotificationCode = keyof typeof NOTIFICATION_MESSAGES | 'general';

/** The English title and message of a notice; a `reason` param is told at the end ("… Reason: …"). */
export function notificationText(code: keyof typeof NOTIFICATION_MESSAGES, params: MessageParams = {}): { title: string; message: string } {
  const { title, message } = NOTIFICATION_MESSAGES[code];
  const because = params.reason ? ` Reason: ${params.reason}` : '';
  return { title: fillTemplate(title, params), message: fillTemplate(message, params) + because };
}
