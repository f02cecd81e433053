import type { Database } from '@ghanapay/db';
import type {} from './types';

/**
 * Runs `work` in the caller's transaction when there is one, else in a transaction of its own:
 * the row locks a posting takes only mean something inside a transaction.
 */
export async function inTransaction<T>(executor: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  if (executor.isTransaction) return work(executor);
  return executor.transaction().execute(work);
}
