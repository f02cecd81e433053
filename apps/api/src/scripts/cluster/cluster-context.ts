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
  /** The five demo users; the load uses the first three, the checks the last two (their limits and passwords change). */
  people: Person[];
  /** How many payouts the one MTN simulator all replicas share has taken for this number. */
  payoutsTo: (party: string) => number;
  /** The ledger audit's violations (empty when clean). */
  audit: () => Promise<string[]>;
  ussdKey: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
