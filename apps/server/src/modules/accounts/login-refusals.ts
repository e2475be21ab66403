// The 403 answers at sign-in for accounts that exist and gave the right password
// but may not sign in yet (spec §8). Titles and messages are what the sign-in page shows.

import { AppError } from '../../http/errors';

const INACTIVE = {
  status: 'inactive',
  error: 'Account Inactive',
  message: 'Your account has been deactivated. Please contact support.',
} as const;

const REJECTED = {
  status: 'rejected',
  error: 'Account Rejected',
  message: 'Your registration has been rejected. Please contact support for more information.',
} as const;

const DOCTOR_PENDING = {
  status: 'pending',
  error: 'Account Pending Approval',
  message: 'Your doctor account is under review. Verification typically takes 1-3 business days. You will be notified via email once approved.',
} as const;

const HOSPITAL_PENDING = {
  status: 'pending',
  error: 'Account Pending Approval',
  message: 'Your hospital registration is under review. You will be notified via email once approved.',
} as const;

export interface SignInState {
  user_type: string;
  account_status: string;
  /** Hospitals only. */
  hospital?: { hospital_name: string; verification_status: string };
}

/** Why this account may not sign in, or null when it may. */
export function loginRefusal(s: SignInState): AppError | null {
  const refuse = ({ error, ...rest }: { error: string; status: string; message: string }) =>
    new AppError(403, error, s.hospital ? { ...rest, hospital_name: s.hospital.hospital_name } : rest);
  if (s.account_status === 'inactive') return refuse(INACTIVE);
  const status = s.hospital ? s.hospital.verification_status : s.account_status;
  if (status === 'rejected') return refuse(REJECTED);
  if (status === 'pending') return refuse(s.hospital ? HOSPITAL_PENDING : DOCTOR_PENDING);
  return null;
}
