import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

const SPLASH_MS = 2_000;
export const SPLASH_LOGO_PX = 88;
/**
 * The mark (public/favicon.svg) written into the page: drawn with the first paint, with no request to
 * wait for. index.html carries the same text (a test holds them equal).
 */
export const SPLASH_LOGO_SRC =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%230b7a4b'/%3E%3Cpath d='M39.7 22.8a12 12 0 1 0 0 18.4M32 15v34' fill='none' stroke='%23fcd116' stroke-width='5' stroke-linecap='round'/%3E%3C/svg%3E";

/** Time the splash must still show, counted from navigation start. */
export function splashRemainingMs(elapsedMs: number, durationMs = SPLASH_MS): number {
  return Math.max(0, Math.ceil(durationMs - elapsedMs));
}

/** True once the first 2 s of the page's life are over. */
export function useSplashElapsed(): boolean {
  const [remaining] = useState(() => splashRemainingMs(performance.now()));
  const [elapsed, setElapsed] = useState(remaining === 0);
  useEffect(() => {
    if (elapsed) return;
    // The page behind the splash renders as a transition: in small slices, not one long task.
    const timer = window.setTimeout(() => startTransition(() => setElapsed(true)), remaining);
    return () => window.clearTimeout(timer);
  }, [elapsed, remaining]);
  return elapsed;
}

/** index.html's splash (outside #root, fixed above everything; the server leaves it out of /auth). */
const BOOT_SPLASH_ID = 'boot-splash';

/**
 * Takes index.html's splash away in the commit that draws the first screen (`splashing` turned
 * false), so no frame shows neither. Until then that element stays: the same one from the first
 * paint on, never drawn a second time.
 */
export function useBootSplashUntil(splashing: boolean): void {
  useLayoutEffect(() => {
    if (!splashing) document.getElementById(BOOT_SPLASH_ID)?.remove();
  }, [splashing]);
}

/**
 * The splash: index.html's while it is up (React draws nothing under it), else the same markup drawn
 * by React with the same styles (the boot-splash classes in index.html's <style>), e.g. when the page
 * came without it.
 */
export function Splash() {
  if (document.getElementById(BOOT_SPLASH_ID)) return null;
  return (
    <div className="boot-splash" role="status">
      <img src={SPLASH_LOGO_SRC} width={SPLASH_LOGO_PX} height={SPLASH_LOGO_PX} alt="" />
      <p className="boot-splash-name">{APP_NAME}</p>
      <p className="boot-splash-tagline">
        <Trans>Secure • Fast • Trusted</Trans>
      </p>
      <div className="boot-splash-spinner" aria-hidden="true" />
      <span className="boot-splash-hidden">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
