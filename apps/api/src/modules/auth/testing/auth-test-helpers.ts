import type { TestApp } from '../../../testing/test-app';

// Sign-up through the real HTTP API lives with the other ways of making a test user.
export { countRows, person, signUp, verifyContact, SIGN_UP_PASSWORD as PASSWORD } from '../../../testing/factories';

/** Fixed-window limits count per window; start a test at a window's beginning so it never straddles one. */
export function moveClockToWindowStart(t: TestApp, windowMs: number): void {
  const now = t.deps.now().getTime();
  t.advanceClock(windowMs - (now % windowMs) + 1_000);
}

export async function clearRateLimits(t: TestApp): Promise<void> {
  await t.deps.db.deleteFrom('rateLimitHits').execute();
}
