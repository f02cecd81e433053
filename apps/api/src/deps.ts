import type { Database } from '@ghanapay/db';
import type { AccountVerifier, MoneyRails, SimulatorControl, SimulatorHandler } from '@ghanapay/providers';
import type { Env } from './env';
import type { SessionCache } from './http/session-cache';
import type { Notifier } from './modules/notify';
import type { SendGatherer } from './modules/money';

/** Long-lived things a request, a job or a script may use; built once in main.ts (or a test app). */
export interface AppDeps {
  db: Database;
  env: Env;
  notifier: Notifier;
  /** Confirms linked wallets and bank accounts with their providers. */
  accountVerifier: AccountVerifier;
  /** Payouts, collections and provider callbacks (MTN MoMo and the aggregator, or their simulators). */
  moneyRails: MoneyRails;
  /**
   * Asks the job queue to run a transfer's next step now (set once the queue has started); without
   * it (tests, scripts) the minute job, or the test itself, runs it.
   */
  kickTransfer?: (transferId: string) => void;
  /** Demo mode only: the provider simulators the app also serves under /simulators/…. */
  simulators?: { momo: SimulatorHandler; paystack: SimulatorHandler };
  /** Demo mode only: the same simulators' faults and books (the /dev/providers page). */
  simulatorControls?: { momo: SimulatorControl; paystack: SimulatorControl };
  /** The sessions in use, in memory (revocation still immediate; see SessionCache). None: every request reads its row. */
  sessionCache?: SessionCache;
  /** Sends' money writes gathered into one database call under load (SEND_GATHER_IN_FLIGHT). None: each send its own. */
  sendGatherer?: SendGatherer;
  /** Injected so tests can move time (OTP expiry, session idle). */
  now: () => Date;
}
