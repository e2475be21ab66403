// Noticing that the server now serves a newer build than the one running (spec §2 Global elements, §9).

import { UPDATE_CHECK_MS } from '@naijacare/contracts';

/** What the dev server and an unbuilt server report; never a reason to reload. */
export const DEVELOPMENT_VERSION = 'development';

/** This build's version, put in by the build (vite.config.ts). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || DEVELOPMENT_VERSION;

/** The first check comes soon after start, so a tab opened just before a deploy learns of it quickly. */
export const FIRST_UPDATE_CHECK_MS = 10_000;

/** Whether the server's version means a newer build is deployed. Unknown or development versions never do. */
export function isNewVersion(running: string, served: string | null | undefined): boolean {
  if (!served || served === 'unknown' || served === DEVELOPMENT_VERSION || running === DEVELOPMENT_VERSION) return false;
  return served !== running;
}

export interface UpdateChecks {
  running: string;
  /** The served version, or null when the check failed (offline, server restarting): failures are ignored. */
  fetchServed: () => Promise<string | null>;
  onNewVersion: (served: string) => void;
  firstCheckMs?: number;
  everyMs?: number;
}

/** Checks soon after start and then every UPDATE_CHECK_MS; returns the function that stops checking. */
export function startUpdateChecks({
  running,
  fetchServed,
  onNewVersion,
  firstCheckMs = FIRST_UPDATE_CHECK_MS,
  everyMs = UPDATE_CHECK_MS,
}: UpdateChecks): () => void {
  let stopped = false;
  const check = async () => {
    const served = await fetchServed().catch(() => null);
    if (!stopped && isNewVersion(running, served)) onNewVersion(served as string);
  };
  const first = setTimeout(() => void check(), firstCheckMs);
  const every = setInterval(() => void check(), everyMs);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
