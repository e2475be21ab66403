// Turning a failed call into words for the person using the app.

import { ApiError, type ApiErrorBody } from '../api/client';
import { i18n } from '../i18n/i18n';
import { messageOf } from '../i18n/messageOf';

export interface ErrorText {
  /** A short heading when the server gave both a title and a longer message. */
  title?: string;
  message: string;
}

/** A coded error body in a language whose catalogue has its code: its title and message in that
 * language (the message by its own code, when it has one), else null. */
function translatedBody(body: ApiErrorBody | null): ErrorText | null {
  const { code, message_code } = (body ?? {}) as { code?: unknown; message_code?: unknown };
  // English keeps the server's own words, title and all.
  if (i18n.language === 'en' || typeof code !== 'string' || !i18n.exists(`serverErrors.${code}`)) return null;
  const title = messageOf({ code, error: body?.error });
  if (!body?.message) return { message: title };
  const message = typeof message_code === 'string' ? messageOf({ code: message_code, message: body.message }) : body.message;
  return message === title ? { message } : { title, message };
}

const deviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The error body of a failed API call, or null for anything else. */
export function errorBodyOf(error: unknown): ApiErrorBody | null {
  return error instanceof ApiError ? error.body : null;
}

/**
 * Words for an API error body {error, message?}: the message under the error as its title
 * when both are given (e.g. 429 "Too many requests" + when to try again), else the error.
 */
export function describeError(error: unknown, fallback: string): ErrorText {
  const body = errorBodyOf(error);
  const translated = translatedBody(body);
  if (translated) return translated;
  if (body?.error && body.message && body.message !== body.error) return { title: body.error, message: body.message };
  if (body?.error) return { message: body.error };
  if (body?.message) return { message: body.message };
  // fetch rejects with a TypeError when the network is down.
  // A device that knows it is offline was refused, nothing kept for later; otherwise the server was out of reach.
  if (error instanceof TypeError) return { message: i18n.t(deviceOffline() ? 'errors.noConnection' : 'errors.offline') };
  return { message: fallback };
}

/** The same as one line of text. */
export function errorMessage(error: unknown, fallback: string): string {
  const { title, message } = describeError(error, fallback);
  return title ? `${title}: ${message}` : message;
}

/** The HTTP status of a failed API call, or null when the server was not reached. */
export function errorStatusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** A 409: what was asked had already happened (another tab, the other side), so the list is stale, not the person wrong. */
export const isConflict = (error: unknown): boolean => errorStatusOf(error) === 409;

/** Whole minutes to wait, rounded up, when a 429 asks for more than 90 seconds; null otherwise. */
export function retryMinutesOf(error: unknown): number | null {
  if (errorStatusOf(error) !== 429) return null;
  const seconds = (errorBodyOf(error)?.details as { retry_after?: unknown } | undefined)?.retry_after;
  return typeof seconds === 'number' && seconds > 90 ? Math.ceil(seconds / 60) : null;
}
