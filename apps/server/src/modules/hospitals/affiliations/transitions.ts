// Who may move an affiliation from which status to which (DOMAIN.md, "Hospitals,
// affiliations, access"): a doctor requests, the hospital decides. The service applies a rule
// as a conditional update (where status is one of `from`), so of two concurrent changes
// exactly one wins; anything else is refused with the current status named.

import type { AffiliationAction, AffiliationStatus, MessageCode, MessageParams } from '@naijacare/contracts';
import type { Caller } from '../../accounts/caller';

export interface AffiliationRef {
  doctor_id: number;
  hospital_id: number;
  status: AffiliationStatus;
  /** Revoked by the doctor leaving: the doctor may ask to rejoin; the hospital cannot restore it. */
  left_by_doctor?: boolean;
}

/** The ref of an affiliation row, knowing who its doctor is (a revocation they made themself is a leaving). */
export const refOf = (f: AffiliationRef & { decided_by: number | null }, doctorUserId: number): AffiliationRef => ({
  ...f,
  left_by_doctor: f.status === 'revoked' && f.decided_by === doctorUserId,
});

interface Rule {
  from: AffiliationStatus[];
  /** null: the row goes (a withdrawn request leaves nothing behind). */
  to: AffiliationStatus | null;
  /** "Cannot <verb> an affiliation that is <status>." */
  verb: string;
  who(c: Caller, f: AffiliationRef): boolean;
  whoError: MessageCode;
  /** Whether a reason must be given (true), may be (false), or is not taken (undefined). */
  reason?: boolean;
}

const ofHospital = (c: Caller, f: AffiliationRef) => c.hospitalId !== null && c.hospitalId === f.hospital_id;
const isDoctor = (c: Caller, f: AffiliationRef) => c.doctorId !== null && c.doctorId === f.doctor_id;
const hospitalDecides = { who: ofHospital, whoError: 'affiliation_decide_hospital_only' } as const;

export const TRANSITIONS: Record<AffiliationAction, Rule> = {
  approve: { from: ['pending'], to: 'approved', verb: 'approve', ...hospitalDecides },
  reject: { from: ['pending'], to: 'rejected', verb: 'reject', ...hospitalDecides, reason: true },
  suspend: { from: ['approved'], to: 'suspended', verb: 'suspend', ...hospitalDecides, reason: false },
  reactivate: { from: ['suspended'], to: 'approved', verb: 'reactivate', ...hospitalDecides },
  revoke: { from: ['approved', 'suspended'], to: 'revoked', verb: 'revoke', ...hospitalDecides, reason: false },
  restore: { from: ['revoked'], to: 'approved', verb: 'restore', ...hospitalDecides },
  withdraw: { from: ['pending'], to: null, verb: 'withdraw', who: isDoctor, whoError: 'affiliation_withdraw_doctor_only' },
  // A doctor ends the relationship themself; it stays as history (revoked), theirs to reopen.
  leave: { from: ['approved', 'suspended'], to: 'revoked', verb: 'leave', who: isDoctor, whoError: 'affiliation_doctor_only', reason: false },
  rejoin: { from: ['revoked'], to: 'pending', verb: 'rejoin', who: isDoctor, whoError: 'affiliation_doctor_only' },
};

const ORDER = Object.keys(TRANSITIONS) as AffiliationAction[];

/** Why this caller may not take this action now, as [HTTP status, message code, params], or null when they may. */
export function refusal(action: AffiliationAction, c: Caller, f: AffiliationRef): [403 | 409, MessageCode, MessageParams?] | null {
  const rule = TRANSITIONS[action];
  if (!rule.who(c, f)) return [403, rule.whoError];
  if (!rule.from.includes(f.status)) return [409, 'affiliation_status_conflict', { verb: rule.verb, status: f.status }];
  // Who ended a revoked affiliation decides who may reopen it.
  if (action === 'restore' && f.left_by_doctor) return [409, 'affiliation_left_by_doctor'];
  if (action === 'rejoin' && !f.left_by_doctor) return [409, 'affiliation_ended_by_hospital'];
  return null;
}

/** What this caller may do to this affiliation now: the buttons the web app shows. */
export const allowedActions = (c: Caller, f: AffiliationRef): AffiliationAction[] => ORDER.filter((action) => refusal(action, c, f) === null);

/** Suspending or revoking ends the doctor's practice at the hospital for now. */
export const endsPractice = (action: AffiliationAction) => action === 'suspend' || action === 'revoke' || action === 'leave';
