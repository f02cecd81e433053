import type { DB } from '@ghanapay/db';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Transaction } from 'kysely';
import { AppError, type AppErrorCode, toTRPCError } from '../../errors';
import type { AppDeps } from '../../deps';

import {
  deleteIdempotencyKey,
  findIdempotencyKey,
  insertCompletedKey,
  lockIdempotencyKey,
  tryLockIdempotencyKey,
  type IdempotencyScope,
  type StoredIdempotencyKey,
} from './idempotency-key-repository';
import { hashRequest } from './request-hash';

/** How long a key and its stored response live (Stripe keeps 24 h). */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Failures that say nothing about the request itself: not remembered, so the same key may be
 * retried. Every other AppError (a 4xx the operation decided) is stored and replayed.
 */
export const TRANSIENT_CODES: ReadonlySet<AppErrorCode> = new Set<AppErrorCode>([
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'PROVIDER_UNAVAILABLE',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  // A frozen wallet is a state of the wallet, not of the request: the same key goes through once it is unfrozen.
  'WALLET_FROZEN',
]);

/** Who runs the operation and under which key (none: the operation simply runs in a transaction). */
export interface IdempotencyScopeInput {
  deps: Pick<AppDeps, 'db' | 'now'>;
  userId: string;
  key: string | undefined;
}

interface StoredError {
  error: { code: AppErrorCode; message: string };
}

/**
 * Runs a money-moving operation in one database transaction, with Stripe's idempotency semantics
 * when the caller sent a key:
 * - the first request runs `execute`; its response is stored in the same transaction as the money
 *   it moved, so "money moved" and "response remembered" commit together or not at all;
 * - the same key and the same request (operation + canonical input) again: the stored response
 *   (or stored error) is returned and nothing runs;
 * - the same key with a different request: 422 IDEMPOTENCY_KEY_REUSED;
 * - the same key while the first request still runs: 409 IDEMPOTENCY_IN_FLIGHT (an advisory lock
 *   held by the running transaction, or a row left `in_progress`);
 * - keys live IDEMPOTENCY_KEY_TTL_MS; an expired key is forgotten and the request runs afresh.
 * Without a key the operation simply runs in a transaction.
 */
export async function runIdempotent<T>(
  ctx: IdempotencyScopeInput,
  operation: string,
  input: unknown,
  execute: (trx: Transaction<DB>) => Promise<T>,
  /** Called before a stored response (or stored refusal) is replayed, e.g. to mark the HTTP reply. */
  onReplay: () => void = () => {},
): Promise<T> {
  const { db } = ctx.deps;
  const key = ctx.key;
  if (key === undefined) return db.transaction().execute(execute);
  if (key.length < 1 || key.length > 255) throw new AppError('VALIDATION_FAILED', 'Idempotency key must be 1 to 255 characters');

  const scope: IdempotencyScope = { userId: ctx.userId, key };
  const requestHash = hashRequest(operation, input);
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<{ ran: true; result: T } | { ran: false; stored: StoredIdempotencyKey }> => {
      if (!(await tryLockIdempotencyKey(trx, scope))) throw inFlight();
      const now = ctx.deps.now();
      const existing = await findIdempotencyKey(trx, scope);
      if (existing && existing.expiresAt.getTime() > now.getTime()) {
        if (existing.state !== 'completed') throw inFlight();
        if (existing.requestHash !== requestHash || existing.operation !== operation) throw keyReused();
        return { ran: false, stored: existing };
      }
      if (existing) await deleteIdempotencyKey(trx, scope);
      const result = await execute(trx);
      await insertCompletedKey(trx, { ...scope, operation, requestHash, responseStatus: 200, responseBody: result, ...lifetime(now) });
      return { ran: true, result };
    })
    .catch(async (error: unknown) => {
      if (error instanceof AppError && !TRANSIENT_CODES.has(error.code)) {
        // Nothing moved; if even remembering fails, a retry simply runs the operation again.
        await rememberFailure(ctx, scope, operation, requestHash, error).catch(() => {});
      }
      throw error;
    });

  if (outcome.ran) return outcome.result;
  onReplay();
  return replay<T>(outcome.stored);
}

export function lifetime(now: Date) {
  return { createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS) };
}

/**
 * The operation refused the request (a 4xx it decided on): the transaction rolled back, so nothing
 * moved; the refusal is remembered so a replay gets the same answer. Waits for the key's lock, and
 * leaves alone a row a concurrent request with the same key managed to write first.
 */
async function rememberFailure(
  ctx: IdempotencyScopeInput,
  scope: IdempotencyScope,
  operation: string,
  requestHash: string,
  error: AppError,
) {
  const body: StoredError = { error: { code: error.code, message: error.message } };
  const responseStatus = getHTTPStatusCodeFromError(toTRPCError(error));
  await ctx.deps.db.transaction().execute(async (trx) => {
    await lockIdempotencyKey(trx, scope);
    const now = ctx.deps.now();
    await insertCompletedKey(
      trx,
      { ...scope, operation, requestHash, responseStatus, responseBody: body, ...lifetime(now) },
      { unlessLiveRowExists: true },
    );
  });
}

export function replay<T>(stored: Pick<StoredIdempotencyKey, 'responseStatus' | 'responseBody'>): T {
  if (stored.responseStatus !== 200) {
    const { error } = stored.responseBody as StoredError;
    throw new AppError(error.code, error.message);
  }
  return stored.responseBody as T;
}

export function inFlight() {
  return new AppError('IDEMPOTENCY_IN_FLIGHT', 'A request with this Idempotency-Key is still being processed. Retry in a moment.');
}

export function keyReused() {
  return new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  );
}
