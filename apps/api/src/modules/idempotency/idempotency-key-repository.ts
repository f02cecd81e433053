import type { Database, Json } from '@ghanapay/db';
import { sql } from 'kysely';

export interface IdempotencyScope {
  userId: string;
  key: string;
}

export interface StoredIdempotencyKey {
  operation: string;
  requestHash: string;
  state: string;
  responseStatus: number | null;
  responseBody: unknown;
  expiresAt: Date;
}

/**
 * A transaction-scoped advisory lock on (user, key): held by the request that runs the operation
 * until its transaction ends, so a concurrent replay can tell "still running" without waiting.
 */
export async function tryLockIdempotencyKey(trx: Database, scope: IdempotencyScope): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${scope.userId + ':' + scope.key}, 0)) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** The same lock, waiting for it (used only to record a failed first attempt). */
export async function lockIdempotencyKey(trx: Database, scope: IdempotencyScope): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${scope.userId + ':' + scope.key}, 0))`.execute(trx);
}

export async function findIdempotencyKey(trx: Database, scope: IdempotencyScope): Promise<StoredIdempotencyKey | undefined> {
  return trx
    .selectFrom('idempotencyKeys')
    .select(['operation', 'requestHash', 'state', 'responseStatus', 'responseBody', 'expiresAt'])
    .where('userId', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
}

export async function deleteIdempotencyKey(trx: Database, scope: IdempotencyScope): Promise<void> {
  await trx.deleteFrom('idempotencyKeys').where('userId', '=', scope.userId).where('key', '=', scope.key).execute();
}

export interface CompletedKey extends IdempotencyScope {
  operation: string;
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Records the finished response. With `unlessLiveRowExists`, a row another request wrote first is
 * kept, and only an expired one is replaced.
 */
export async function insertCompletedKey(trx: Database, row: CompletedKey, options: { unlessLiveRowExists?: boolean } = {}): Promise<void> {
  const values = {
    userId: row.userId,
    key: row.key,
    operation: row.operation,
    requestHash: row.requestHash,
    state: 'completed',
    responseStatus: row.responseStatus,
    // Stringified on purpose: pg would turn a top-level array into a PostgreSQL array literal.
    responseBody: sql<Json>`${JSON.stringify(row.responseBody ?? null)}::jsonb`,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
  const query = trx.insertInto('idempotencyKeys').values(values);
  if (!options.unlessLiveRowExists) {
    await query.execute();
    return;
  }
  const { userId: _u, key: _k, ...update } = values;
  await query
    .onConflict((oc) => oc.columns(['userId', 'key']).doUpdateSet(update).where('idempotencyKeys.expiresAt', '<=', row.createdAt))
    .execute();
}

/** Housekeeping: keys past their expiry (the queue runs this daily). */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotencyKeys').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
