import { VisuallyHidden } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import classes from './splash.module.css';

const SPLASH_MS = 2_000;

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

export function Splash() {
  return (
    <div className={classes.splash} role="status">
      <BrandMark size={88} />
      <p className={classes.name}>GhanaPay</p>
      <p className={classes.tagline}>Secure • Fast • Trusted</p>
      <div className={classes.spinner} aria-hidden="true" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </div>
  );
}
