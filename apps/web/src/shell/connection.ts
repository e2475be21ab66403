// Whether the device is online, for the offline banner (spec §2 Global elements, §9).

import { ONLINE_BANNER_MS } from '@naijacare/contracts';

/** "back-online" lasts ONLINE_BANNER_MS after reconnecting, so the person sees the outage has ended. */
export type ConnectionState = 'online' | 'offline' | 'back-online';

export interface ConnectionWatch {
  /** Where the browser announces "online" and "offline" (window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isOnline: () => boolean;
  onChange: (state: ConnectionState) => void;
  lingerMs?: number;
}

export const initialConnectionState = (isOnline: boolean): ConnectionState => (isOnline ? 'online' : 'offline');

/** Follows the browser's online/offline events; returns the function that stops following them. */
export function watchConnection({ target, isOnline, onChange, lingerMs = ONLINE_BANNER_MS }: ConnectionWatch): () => void {
  let linger: ReturnType<typeof setTimeout> | undefined;
  const stopLingering = () => {
    if (linger !== undefined) clearTimeout(linger);
    linger = undefined;
  };

  const wentOffline = () => {
    stopLingering();
    onChange('offline');
  };
  const cameOnline = () => {
    stopLingering();
    onChange('back-online');
    linger = setTimeout(() => {
      linger = undefined;
      onChange('online');
    }, lingerMs);
  };

  target.addEventListener('offline', wentOffline);
  target.addEventListener('online', cameOnline);
  // The state may have changed between the first render and now.
  if (!isOnline()) onChange('offline');

  return () => {
    stopLingering();
    target.removeEventListener('offline', wentOffline);
    target.removeEventListener('online', cameOnline);
  };
}
