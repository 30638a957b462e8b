// The host's service worker (served as /sw.js, scope /). Plain JavaScript, not bundled: the
// production build (@ciao/build pwa.cjs) puts `const SHELL = { version, precache }` in front of it.
//
// - The shell (the page and the host's files of this build) is cached at install.
// - Content-hashed files of the host and the remotes never change under their name: cache first.
// - The page, /remotes.json, mf-manifest.json, remoteEntry.js and the other unhashed files: network
//   first, the cached copy only when the network fails, so a new deployment shows on the next load.
//   An answer marked no-store (a signed-in page, with its visitor's first answers) is never kept.
// - /api/ and other origins are never touched: API answers are never cached.

const SHELL_CACHE = `ciao-shell-${SHELL.version}`;
const ASSET_CACHE = 'ciao-assets';
const DOCUMENT_CACHE = 'ciao-documents';
const OWN_CACHES = [SHELL_CACHE, ASSET_CACHE, DOCUMENT_CACHE];
/** Remotes deploy on their own: their hashed files are kept across host versions, up to this many. */
const MAX_ASSETS = 400;
/** Rspack's content hash in a file name (the API's rule for `immutable`). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;
/** The API answers every client-side route with the same page. */
const PAGE = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // Hashed files may come from the HTTP cache (immutable); the rest is revalidated (no-cache).
      .then((cache) => cache.addAll(SHELL.precache))
      // The page is network first, so a new worker can take over at once without mixing versions.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Navigation preload: the browser asks for the page itself, as the navigation it is, while the
      // worker starts: no wait for the worker, and the API sees a navigation (a signed-in page then
      // carries its first answers; the worker's own fetch of it would not).
      self.registration.navigationPreload?.enable(),
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith('ciao-') && !OWN_CACHES.includes(name))
              .map((name) => caches.delete(name)),
          ),
        ),
    ]),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !isCacheable(new URL(request.url))) return;
  const keep = (promise) => event.waitUntil(promise);
  event.respondWith(
    request.mode === 'navigate' ? networkFirst(request, PAGE, keep, event.preloadResponse) : respond(request, keep),
  );
});

// A page loaded before this worker controlled it names the files it loaded (the remotes' among
// them), so that the next visit finds them here too.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-loaded-files' || !Array.isArray(event.data.urls)) return;
  const kept = [];
  const keep = (promise) => kept.push(promise);
  const loads = event.data.urls
    .map((url) => new URL(url, self.location.origin))
    .filter(isCacheable)
    .map((url) => respond(new Request(url), keep).catch(() => undefined));
  event.waitUntil(Promise.all(loads).then(() => Promise.all(kept)));
});

function isCacheable(url) {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js';
}

function respond(request, keep) {
  return CONTENT_HASHED.test(new URL(request.url).pathname)
    ? cacheFirst(request, keep)
    : networkFirst(request, request, keep);
}

/** Fresh from the network (the navigation's preload when there is one), kept under `key`; the kept copy only when the network fails. */
async function networkFirst(request, key, keep, preloaded) {
  let response;
  try {
    response = (await preloaded) ?? (await fetch(request));
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
  // A signed-in page carries its visitor's first answers and says no-store: it is never kept, so the
  // page served offline is the shell's, cached at install without anyone's data.
  if (response.ok && response.type === 'basic' && !/no-store/.test(response.headers.get('Cache-Control') ?? '')) {
    // The page belongs with the shell files it names; the rest with the remotes' documents.
    const copy = response.clone();
    keep(caches.open(key === PAGE ? SHELL_CACHE : DOCUMENT_CACHE).then((cache) => cache.put(key, copy)));
  }
  return response;
}

/** From the cache when there; otherwise from the network, kept for the next time. */
async function cacheFirst(request, keep) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    keep(
      caches.open(ASSET_CACHE).then(async (cache) => {
        await cache.put(request, copy);
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((old) => cache.delete(old)));
      }),
    );
  }
  return response;
}

// Web Push (docs/notifications.md): the API sends { title, body, url, tag? }, encrypted for this
// device; the notification shows it with the app's icon, and a tap opens (or focuses) the screen.
const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The screens a notification may open; anything else opens the dashboard. */
const PUSH_SCREENS = ['/', '/store-credit', '/referral', '/notifications'];

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : '$CIAO MINING';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: screenOf(message.url), campaign: campaignOf(message.campaign) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  const campaign = campaignOf(data.campaign);
  // A campaign's push opens its screen with the campaign named, so the app counts the visit once.
  const screen = screenOf(data.url);
  event.waitUntil(openScreen(campaign ? `${screen}?campaign=${campaign}` : screen));
});

function screenOf(url) {
  return PUSH_SCREENS.includes(url) ? url : '/';
}

/** A campaign's id (digits), or undefined. */
function campaignOf(campaign) {
  return typeof campaign === 'string' && /^[1-9]\d{0,17}$/.test(campaign) ? campaign : undefined;
}

/** Focuses a window of the app (navigated to `path`), else opens one. */
async function openScreen(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(target);
  // Focusing is allowed on a user's tap only; the navigation goes ahead either way.
  await open.focus().catch(() => undefined);
  if (open.url === target) return open;
  // navigate() needs a window this worker controls; another one gets a new window instead.
  return open.navigate(target).catch(() => self.clients.openWindow(target));
}
