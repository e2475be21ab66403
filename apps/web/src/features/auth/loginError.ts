// The sign-in error catalogue (spec §8): what the sign-in page shows for each refusal.

import { ApiError } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { messageOf } from '../../i18n/messageOf';
import { describeError } from '../../lib/errors';

export interface LoginErrorView {
  title?: string;
  message: string;
  hospitalName?: string;
  /** A deactivated account: the reason its admin gave (after the right password only), if any. */
  reason?: string;
  /** Offer the signed-out contact form (/support/contact): someone who cannot sign in. */
  contactSupport?: boolean;
}

// Catalogue keys: the words are looked up when shown, in the language of the moment.
const DEFAULTS = {
  pending: { title: 'auth.login.pendingTitle', message: 'auth.login.pendingMessage' },
  rejected: { title: 'auth.login.rejectedTitle', message: 'auth.login.rejectedMessage' },
  inactive: { title: 'auth.login.inactiveTitle', message: 'auth.login.inactiveMessage' },
} as const;

/** In English, as the catalogue has them (auth.login.accessDenied, auth.login.failed). */
export const ACCESS_DENIED = 'Access denied. Please contact support.';
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function loginErrorView(error: unknown): LoginErrorView {
  if (error instanceof ApiError && error.status === 403) {
    const body = error.body;
    const status = body?.status;
    if (status === 'pending' || status === 'rejected' || status === 'inactive') {
      const defaults = DEFAULTS[status];
      // The server's words by their codes, so they read in the page's language.
      return {
        title: body?.error ? messageOf({ code: body.code, error: body.error }) : i18n.t(defaults.title),
        message: body?.message ? messageOf({ code: body.message_code, message: body.message }) : i18n.t(defaults.message),
        hospitalName: status === 'pending' ? body?.hospital_name || undefined : undefined,
        reason: status === 'inactive' ? body?.reason || undefined : undefined,
        // Someone turned away (not one waiting for approval) is offered the signed-out contact form.
        ...(status === 'pending' ? {} : { contactSupport: true }),
      };
    }
    if (body?.message) return { message: messageOf({ code: body.message_code, message: body.message }) };
    return { message: body?.error ? messageOf({ code: body.code, error: body.error }) : i18n.t('auth.login.accessDenied') };
  }
  return describeError(error, i18n.t('auth.login.failed'));
}

/**
 * An account still waiting for approval has done nothing wrong: its sign-in answer is
 * information to show calmly, not an error.
 */
export function isAwaitingApproval(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.status === 'pending';
}
