import type { FaultSuiteSql } from '../faults/fault-suite-sql';
import type { ClusterSql } from './cluster-sql';

export interface Person {
  id: string;
  username: string;
  phone: string;
  /** The verified MTN wallet's account id ("momo-N") and number. */
  momo: string;
  momoPhone: string;
  password: string;
  cookie: string;
}

/** What every check gets: the balancer, each replica directly, the database, the people, the shared provider. */
export interface ClusterContext {
  /** HAProxy's URL: what clients use. */
  lb: string;
  /** Each replica's own URL, to put one request on a chosen process. */
  replicas: { name: string; url: string }[];
  faults: FaultSuiteSql;
  sql: ClusterSql;
  /**
   * The five demo users: the kill load pays from the first three; the fourth's password changes (one-time
   * code); the fifth is locked out of signing in (rate limit) but keeps its session, and alone makes
   * transfers out in the job-queue checks, so the kill load's transfers, still settling, are not counted there.
   */
  people: Person[];
  /** How many payouts the one MTN simulator all replicas share has taken for this number. */
  payoutsTo: (party: string) => number;
  /** The ledger audit's violations (empty when clean). */
  audit: () => Promise<string[]>;
  ussdKey: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
