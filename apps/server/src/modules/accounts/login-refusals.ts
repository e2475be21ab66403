// The 403 answers at sign-in for accounts that exist and gave the right password
// but may not sign in yet (spec §8). Titles and messages are what the sign-in page shows.

import type { MessageCode } from '@naijacare/contracts';
import { AppError } from '../../http/errors';

interface Refusal {
  status: 'inactive' | 'rejected' | 'pending';
  code: MessageCode;
  hint: MessageCode;
}

const INACTIVE: Refusal = { status: 'inactive', code: 'account_inactive', hint: 'account_inactive_hint' };
const REJECTED: Refusal = { status: 'rejected', code: 'account_rejected', hint: 'account_rejected_hint' };
const DOCTOR_PENDING: Refusal = { status: 'pending', code: 'account_pending', hint: 'account_pending_doctor_hint' };
const HOSPITAL_PENDING: Refusal = { status: 'pending', code: 'account_pending', hint: 'account_pending_hospital_hint' };

export interface SignInState {
  user_type: string;
  account_status: string;
  /** Hospitals only. */
  hospital?: { hospital_name: string; verification_status: string };
}

/** Why this account may not sign in, or null when it may. */
export function loginRefusal(s: SignInState): AppError | null {
  const refuse = ({ status, code, hint }: Refusal) =>
    new AppError(403, code, { hint, extra: s.hospital ? { status, hospital_name: s.hospital.hospital_name } : { status } });
  if (s.account_status === 'inactive') return refuse(INACTIVE);
  const status = s.hospital ? s.hospital.verification_status : s.account_status;
  if (status === 'rejected') return refuse(REJECTED);
  if (status === 'pending') return refuse(s.hospital ? HOSPITAL_PENDING : DOCTOR_PENDING);
  return null;
}
