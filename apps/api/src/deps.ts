import type { Database } from '@ghanapay/db';
import type {
  AccountVerifier,
  IdentityVerifier,
  MoneyRails,
  SimulatorControl,
  SimulatorHandler,
  SmileIdSimulator,
} from '@ghanapay/providers';
import type { Env } from './env';
import type { SessionCache } from './http/session-cache';
import type { Notifier } from './modules/notify';

/**
 * What a module adds to AppDeps of its own, by declaration merging in its index.ts
 * (`declare module '../../deps' { interface ModuleDeps { … } }`), so that this file, which every
 * module imports, imports no module: modules/money adds `sendGatherer`.
 * @public (used by those declarations, which knip does not follow)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleDeps {}

/** Long-lived things a request, a job or a script may use; built once in main.ts (or a test app). */
export interface AppDeps extends Partial<ModuleDeps> {
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
  /** The same for a bill or airtime payment: its first step (sending the order) right after commit. */
  kickBillPayment?: (paymentId: string) => void;
  /** Demo mode only: the provider simulators the app also serves under /simulators/…. */
  simulators?: { momo: SimulatorHandler; paystack: SimulatorHandler; hubtelCommission?: SimulatorHandler };
  /** Demo mode only: the same simulators' faults and books (the /dev/providers page). */
  simulatorControls?: { momo: SimulatorControl; paystack: SimulatorControl; hubtelCommission?: SimulatorControl };
  /** The sessions in use, in memory (revocation still immediate; see SessionCache). None: every request reads its row. */
  sessionCache?: SessionCache;
  /**
   * Ghana Card checks with the identity provider (Smile ID or, in demo mode, its simulator); how long a
   * submission waits for the answer before the job queue takes over. None: passed pre-checks go to a reviewer.
   */
  identity?: { verifier: IdentityVerifier; waitMs: number; pollMs?: number; setCallbackUrl?: (url: string) => void };
  /** Demo mode only: the Smile ID simulator, also served under /simulators/smile-id. */
  smileIdSimulator?: SmileIdSimulator;
  /** Injected so tests can move time (OTP expiry, session idle). */
  now: () => Date;
}
