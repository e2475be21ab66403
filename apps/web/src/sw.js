// The app shell's service worker: repeat visits and flaky networks start from this cache
// instead of waiting on the network. The build puts `self.NAIJACARE_SHELL = { version, files }`
// in front of this file (vite.config.ts), so every build is a new worker with its own cache.
// It never answers /api/ or /media/: those always go to the server.

const { version, files } = self.NAIJACARE_SHELL;
const CACHE_PREFIX = 'naijacare-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
const PAGE = '/index.html';
const SHELL_FILES = new Set(files);
/** The server's rule too (app.ts): a path with an extension is a file, anything else a page of the app. */
const isFilePath = (pathname) => /\.[a-z0-9]{1,8}$/i.test(pathname);

self.addEventListener('install', (event) => {
  // 'reload' bypasses the HTTP cache, so the stored page is this build's, not an older copy.
  const requests = [PAGE, ...files].map((url) => new Request(url, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
  // No skipWaiting here: an open tab keeps the shell it started with until the person accepts
  // the new-version prompt, which sends 'take-new-shell' (src/lib/shellWorker.ts).
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-new-shell') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
  // Every page of the app is the same index.html; its router draws the page.
  const cached = request.mode === 'navigate' && !isFilePath(url.pathname) ? PAGE : SHELL_FILES.has(url.pathname) ? url.pathname : null;
  // Anything else (the signed-in pages' code) goes to the network as if there were no worker.
  if (!cached) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(cached))
      .then((response) => response ?? fetch(request)),
  );
});
