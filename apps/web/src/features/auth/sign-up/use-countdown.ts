import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** A seconds countdown that survives slow renders (it reads the clock, it does not count ticks). */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline, Date.now()));

  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { remaining, restart };
}
