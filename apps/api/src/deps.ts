import type { Database } from '@ghanapay/db';
import type { AccountVerifier, SimulatorHandler } from '@ghanapay/providers';
import type { Env } from './env';
import type { SessionCache } from './http/session-cache';
import type { Notifier } from './modules/notify';

/** Long-lived things a request, a job or a script may use; built once in main.ts (or a test app). */
export interface AppDeps {
  db: Database;
  env: Env;
  notifier: Notifier;
  /** Confirms linked wallets and bank accounts with their providers. */
  accountVerifier: AccountVerifier;
  /** Demo mode only: the provider simulators the app also serves under /simulators/…. */
  simulators?: { momo: SimulatorHandler; paystack: SimulatorHandler };
  /** The sessions in use, in memory (revocation still immediate; see SessionCache). None: every request reads its row. */
  sessionCache?: SessionCache;
  /** Injected so tests can move time (OTP expiry, session idle). */
  now: () => Date;
}
