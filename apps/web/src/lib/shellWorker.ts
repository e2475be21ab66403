// The service worker that keeps the app shell (src/sw.js): registered in production builds only,
// so the dev server's modules are never cached.

let registration: ServiceWorkerRegistration | undefined;

/**
 * Registers the worker once the page has loaded, so it never competes with the first load for
 * the network. Registering also makes the browser look for a newer sw.js: a new build's worker
 * installs in the background and waits for the new-version prompt.
 */
export function registerShellWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(
      (registered) => {
        registration = registered;
      },
      () => undefined,
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Settles when the worker is active (or was dropped): no timer, so fake clocks in tests cannot stall it. */
function untilActive(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'installed') worker.postMessage('take-new-shell');
      if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', check);
        resolve();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Reloads into the newest build (the new-version prompt's Reload). When a new build's worker is
 * waiting behind the one that served this page, it takes over first, or the reload would show the
 * old shell again. Otherwise the reload is immediate.
 */
export function reloadIntoNewVersion(): void {
  const next = navigator.serviceWorker?.controller ? (registration?.waiting ?? registration?.installing) : null;
  if (next) void untilActive(next).then(() => window.location.reload());
  else window.location.reload();
}
