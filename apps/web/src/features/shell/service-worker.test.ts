import { describe, expect, it, vi } from 'vitest';

/** A ServiceWorkerContainer with just what registerServiceWorker uses. */
function fakeContainer(options: { controlled: boolean; waiting?: boolean }) {
  const containerListeners: Record<string, () => void> = {};
  const registrationListeners: Record<string, () => void> = {};
  const waitingWorker = { postMessage: vi.fn() };
  const registration = {
    waiting: options.waiting ? waitingWorker : null,
    installing: null as null | {
      state: string;
      postMessage: ReturnType<typeof vi.fn>;
      addEventListener: (type: string, fn: () => void) => void;
    },
    addEventListener: (type: string, fn: () => void) => (registrationListeners[type] = fn),
  };
  const container = {
    controller: options.controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (type: string, fn: () => void) => (containerListeners[type] = fn),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    registration,
    waitingWorker,
    containerListeners,
    registrationListeners,
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./service-worker');
}

describe('registerServiceWorker', () => {
  it('registers /sw.js and stays quiet on a first install (nothing to update)', async () => {
    const sw = await freshModule();
    const fake = fakeContainer({ controlled: false });
    sw.registerServiceWorker(fake.container);
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.container.register).toHaveBeenCalledWith('/sw.js');
    const installing = {
      state: 'installing',
      postMessage: vi.fn(),
      addEventListener: (_: string, fn: () => void) => (installing.onChange = fn),
      onChange: () => {},
    };
    fake.registration.installing = installing;
    fake.registrationListeners.updatefound!();
    installing.state = 'installed';
    installing.onChange();
    expect(sw.isUpdateReady()).toBe(false);
  });

  it('offers a new version that installed while the page runs, and applying it hands over to the new worker', async () => {
    const sw = await freshModule();
    const fake = fakeContainer({ controlled: true });
    const onReady = vi.fn();
    sw.subscribeUpdateReady(onReady);
    sw.registerServiceWorker(fake.container);
    await Promise.resolve();
    await Promise.resolve();
    const installing = {
      state: 'installing',
      postMessage: vi.fn(),
      addEventListener: (_: string, fn: () => void) => (installing.onChange = fn),
      onChange: () => {},
    };
    fake.registration.installing = installing;
    fake.registrationListeners.updatefound!();
    installing.state = 'installed';
    installing.onChange();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(sw.isUpdateReady()).toBe(true);
    sw.applyUpdate();
    expect(installing.postMessage).toHaveBeenCalledWith('SKIP_WAITING');
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const sw = await freshModule();
    const fake = fakeContainer({ controlled: true, waiting: true });
    sw.registerServiceWorker(fake.container);
    await Promise.resolve();
    await Promise.resolve();
    expect(sw.isUpdateReady()).toBe(true);
  });
});

describe('registerServiceWorkerAfterStart', () => {
  it('waits for the first screen before installing (its downloads would compete with it), then registers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    // The page has loaded; this test runs in node, so the page is globalThis.
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('window', globalThis);
    try {
      const sw = await freshModule();
      const fake = fakeContainer({ controlled: false });
      sw.registerServiceWorkerAfterStart(2_500, fake.container);
      vi.advanceTimersByTime(2_000);
      expect(fake.container.register).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(fake.container.register).toHaveBeenCalledWith('/sw.js');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
