/* The app's service worker. Generated at build time from apps/web/service-worker.template.js:
 * __VERSION__, __SHELL__ and __APP_NAME__ are filled in by the build (vite.config.ts, plugin serviceWorker).
 *
 * - The app shell (index.html, the entry chunk and its CSS, icons) is cached at install, so a repeat
 *   visit paints at once even on a slow network; hashed /assets/* files are cached as they are used.
 * - Money data is never cached: /api, /trpc, /health and /dev go to the network only.
 * - A new version waits until the page asks it to take over (the update prompt), then reloads.
 * - A Web Push ({title, body, url}, decrypted by the browser) shows a notification; a tap focuses an
 *   open app window on that screen, or opens one.
 */
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const APP_NAME = '__APP_NAME__';
// The caches' prefix is a stored key, not the product's name: the old shells are found and deleted by it.
const CACHE = `ghanapay-shell-${VERSION}`;
const NETWORK_ONLY = ['/api/', '/trpc/', '/health', '/dev/'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('ghanapay-shell-') && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    // Every client route is the same index.html: the cached shell answers at once.
    event.respondWith(caches.match('/index.html').then((cached) => cached || fetch(request)));
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});

/** A path of this app, never another site (a push names where a tap goes). */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = (event.data && event.data.json()) || {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : APP_NAME;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appPath(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      // navigate() works only on a window this worker controls: otherwise a new window opens.
      return open
        .focus()
        .then((focused) => (focused.url === target ? focused : focused.navigate(target)))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});

// The browser renewed the subscription (its push service rotated it): the server gets the new one,
// while the session lasts. The old endpoint answers 410 from then on and the server forgets it.
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
  const renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : key
      ? self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      : Promise.reject(new Error('no key to subscribe again with'));
  event.waitUntil(
    renewed
      .then((subscription) =>
        fetch('/api/push/subscriptions', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(subscription.toJSON()),
        }),
      )
      .catch(() => undefined),
  );
});
