// Turning a failed call into words for the person using the app.

import { ApiError, type ApiErrorBody } from '../api/client';

export interface ErrorText {
  /** A short heading when the server gave both a title and a longer message. */
  title?: string;
  message: string;
}

export const OFFLINE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
/** Said when the device knows it has no connection: the action was refused, not kept for later. */
export const NO_CONNECTION_MESSAGE = 'You are offline. Nothing was sent; try again once you are connected.';

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
  if (body?.error && body.message && body.message !== body.error) return { title: body.error, message: body.message };
  if (body?.error) return { message: body.error };
  if (body?.message) return { message: body.message };
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { message: deviceOffline() ? NO_CONNECTION_MESSAGE : OFFLINE_MESSAGE };
  return { message: fallback };
}

/** The same as one line of text. */
export function errorMessage(error: unknown, fallback: string): string {
  const { title, message } = describeError(error, fallback);
  return title ? `${title}: ${message}` : message;
}
