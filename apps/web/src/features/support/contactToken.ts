// The signed-out contact form's token (GET /api/support/contact/token/): the server issues it when
// the form is shown and takes the form back only a few seconds later and within a day, once. The
// page keeps when the token arrived, by its own steady clock, so it neither sends too soon (the
// server would quietly drop the message as a bot's) nor sends one that has run out.

import type { SupportContactToken } from '@naijacare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/http';

/** A token as the page holds it: with the moment it arrived (performance.now(), ms). */
export interface HeldContactToken extends SupportContactToken {
  receivedAt: number;
}

/** Above the server's minimum: the server's clock started before the answer left it. */
const SEND_MARGIN_MS = 250;
/** A token this close to running out is replaced before sending: the trip takes time too. */
const EXPIRY_MARGIN_MS = 10 * 60_000;

/** Fetched when the form is shown; never refetched by itself (a new token starts the wait again), and dropped with the page. */
export const contactTokenQuery = queryOptions({
  queryKey: ['support', 'contact-token'],
  queryFn: async (): Promise<HeldContactToken> => ({
    ...(await api.get<SupportContactToken>('/api/support/contact/token/', { anonymous: true })),
    receivedAt: performance.now(),
  }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: 1,
});

/** How long to hold the form before sending it with this token (0: at once). */
export function waitBeforeSending(token: HeldContactToken, now: number): number {
  return Math.max(0, token.receivedAt + token.min_seconds * 1000 + SEND_MARGIN_MS - now);
}

/** Whether the token is too old to send: a fresh one is asked for first. */
export function hasRunOut(token: HeldContactToken, now: number): boolean {
  return now - token.receivedAt > token.expires_in_seconds * 1000 - EXPIRY_MARGIN_MS;
}
