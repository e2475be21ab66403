// The 403 answers at sign-in for accounts that exist and gave the right password
// but may not sign in yet (spec §8). Titles and messages are what the sign-in page shows. A
// deactivated account is told the reason its admin gave (`reason`): only here, after the right
// password, so nobody who does not know it learns anything of the account.

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
  /** Why an admin deactivated (or rejected) the account, if they said. */
  status_reason?: string | null;
  /** Hospitals only. */
  hospital?: { hospital_name: string; verification_status: string };
}

/** Why this account may not sign in, or null when it may. */
export function loginRefusal(s: SignInState): AppError | null {
  const refuse = ({ status, code, hint }: Refusal, more: Record<string, unknown> = {}) =>
    new AppError(403, code, { hint, extra: { status, ...(s.hospital ? { hospital_name: s.hospital.hospital_name } : {}), ...more } });
  if (s.account_status === 'inactive') return refuse(INACTIVE, { reason: s.status_reason || null });
  const status = s.hospital ? s.hospital.verification_status : s.account_status;
  if (status === 'rejected') return refuse(REJECTED);
  if (status === 'pending') return refuse(s.hospital ? HOSPITAL_PENDING : DOCTOR_PENDING);
  return null;
}
