/**
 * Registers /sw.js in production builds and tells subscribers when a new version has installed and
 * waits. Applying it asks the waiting worker to take over; the page reloads once it controls it.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdateReady(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return waiting !== null;
}

function announce(worker: ServiceWorker) {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** Called once at start. A first install (no controller yet) is not an update and says nothing. */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container) return;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading || !waiting) return;
    reloading = true;
    window.location.reload();
  });
  void container
    .register('/sw.js')
    .then((registration) => {
      if (registration.waiting && container.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) announce(installing);
        });
      });
    })
    .catch(() => {
      // No service worker (private mode, an old browser): the app works as a plain web page.
    });
}

/**
 * Registers once the first screen is up: after the load event, the splash's first seconds and an
 * idle moment. Installing downloads the shell (index, entry chunk, styles, icons); before the first
 * screen it would compete with it for a slow connection.
 */
export function registerServiceWorkerAfterStart(afterMs = 2_500, container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
    window.setTimeout(() => idle(() => registerServiceWorker(container)), Math.max(0, afterMs - performance.now()));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function applyUpdate() {
  waiting?.postMessage('SKIP_WAITING');
}
