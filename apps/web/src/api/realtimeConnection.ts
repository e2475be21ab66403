// The app's one realtime connection, and what the shell does with it: started while someone is
// signed in, stopped at sign-out; notifications are refetched when the server says they changed
// and each time the connection is made (the unread count's 120 s poll stays as the fallback).

import type { RealtimeTicket } from '@naijacare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '../auth/sessionStore';
import { useSession } from '../auth/useSession';
import { api } from './http';
import { invalidateFeature } from './invalidation';
import { RealtimeClient } from './realtime';

export const realtime = new RealtimeClient({
  ticket: () => api.post<RealtimeTicket>('/api/realtime/ticket/'),
  url: (ticket) => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws/?ticket=${encodeURIComponent(ticket)}`,
  createSocket: (url) => new WebSocket(url),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  random: Math.random,
});

/** Several changes in a burst (a whole day's slots withdrawn) refetch once: the unread count is
 * rate-limited per person. */
const REFETCH_AFTER_MS = 500;

/** A frame left for another (the menu's pages for a full-screen chat or call, and back) hands the
 * connection over instead of closing it: it is stopped only if no frame takes it up by then. */
const HANDOVER_MS = 1000;
let stopping: number | null = null;

/** Mounted once in each signed-in frame (shell/AppLayout.tsx, shell/FullScreenLayout.tsx). */
export function useRealtimeConnection() {
  const signedIn = useSession() !== null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    if (stopping !== null) window.clearTimeout(stopping);
    stopping = null;
    realtime.start();
    let pending: number | null = null;
    const stopListening = realtime.listen((message) => {
      // 'ready' starts every connection, the first too: what changed before it (a notification made
      // between the page's first count and the socket, or while the network was down) was never pushed.
      if ((message.type !== 'notifications' && message.type !== 'ready') || pending !== null) return;
      pending = window.setTimeout(() => {
        pending = null;
        void invalidateFeature(queryClient, 'notifications');
      }, REFETCH_AFTER_MS);
    });
    // Back online: connect now rather than at the end of the backoff.
    const online = () => {
      if (realtime.state === 'closed') {
        realtime.stop();
        realtime.start();
      }
    };
    window.addEventListener('online', online);
    return () => {
      stopListening();
      window.removeEventListener('online', online);
      if (pending !== null) window.clearTimeout(pending);
      // Signed out (the frame goes because the session did): the socket is that person's, stop it now.
      if (sessionStore.get() === null) return realtime.stop();
      stopping = window.setTimeout(() => {
        stopping = null;
        realtime.stop();
      }, HANDOVER_MS);
    };
  }, [signedIn, queryClient]);
}
