// The sign-in error catalogue (spec §8): what the sign-in page shows for each refusal.

import { ApiError } from '../../api/client';
import { describeError } from '../../lib/errors';

export interface LoginErrorView {
  title?: string;
  message: string;
  hospitalName?: string;
}

const DEFAULTS = {
  pending: {
    title: 'Account Pending Approval',
    message: 'Your hospital registration is under review. You will be notified via email once approved.',
  },
  rejected: {
    title: 'Account Rejected',
    message: 'Your registration has been rejected. Please contact support for more information.',
  },
  inactive: {
    title: 'Account Inactive',
    message: 'Your account has been deactivated. Please contact support.',
  },
} as const;

export const ACCESS_DENIED = 'Access denied. Please contact support.';
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function loginErrorView(error: unknown): LoginErrorView {
  if (error instanceof ApiError && error.status === 403) {
    const body = error.body;
    const status = body?.status;
    if (status === 'pending' || status === 'rejected' || status === 'inactive') {
      const defaults = DEFAULTS[status];
      return {
        title: body?.error || defaults.title,
        message: body?.message || defaults.message,
        hospitalName: status === 'pending' ? body?.hospital_name || undefined : undefined,
      };
    }
    return { message: body?.message || body?.error || ACCESS_DENIED };
  }
  return describeError(error, LOGIN_FAILED);
}

/**
 * An account still waiting for approval has done nothing wrong: its sign-in answer is
 * information to show calmly, not an error.
 */
export function isAwaitingApproval(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.status === 'pending';
}
