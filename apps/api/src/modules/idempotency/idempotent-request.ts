import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { AppError, toTRPCError } from '../../errors';
import type { AppDeps } from '../../deps';
import type { Database } from '@ghanapay/db';
import {
  deleteIdempotencyKey,
  findIdempotencyKey,
  insertCompletedKey,
  lockIdempotencyKey,
  tryLockIdempotencyKey,
  type StoredIdempotencyKey,
} from './idempotency-key-repository';
import { hashRequest } from './request-hash';
import { inFlight, keyReused, lifetime, replay, TRANSIENT_CODES } from './run-idempotent';

/**
 * One money-moving request under an Idempotency-Key, for an operation whose write is a single
 * database statement that claims the key itself (a send: `send_payment`). The semantics are
 * runIdempotent's (Stripe's): same key and body replay the stored response, another body is 422,
 * a request still running is 409, a refusal the operation decided is remembered and replayed.
 */
export interface IdempotentRequest {
  userId: string;
  key: string;
  operation: string;
  requestHash: string;
  /** Marks the reply as a replay (the Idempotent-Replayed header). */
  onReplay: () => void;
}

export function idempotentRequest(
  userId: string,
  key: string | undefined,
  operation: string,
  input: unknown,
  onReplay: () => void,
): IdempotentRequest | null {
  if (key === undefined) return null;
  if (key.length < 1 || key.length > 255) throw new AppError('VALIDATION_FAILED', 'Idempotency key must be 1 to 255 characters');
  return { userId, key, operation, requestHash: hashRequest(operation, input), onReplay };
}

/**
 * A live key found for this request: its stored answer (returned, or thrown for a stored refusal),
 * or 409 while the first request runs, or 422 when the key came with another request.
 */
export function settleStoredKey<T>(
  request: IdempotentRequest,
  stored: Pick<StoredIdempotencyKey, 'state' | 'operation' | 'requestHash' | 'responseStatus' | 'responseBody'>,
): T {
  if (stored.state !== 'completed') throw inFlight();
  if (stored.requestHash !== request.requestHash || stored.operation !== request.operation) throw keyReused();
  request.onReplay();
  return replay<T>(stored);
}

/**
 * The operation refused the request before writing anything. A refusal about the request itself
 * (a 4xx it decided) is remembered under the key, so a retry gets the same answer; but a key that
 * already answered (an earlier attempt that went through, or one with another body) answers as
 * it did, not with this refusal.
 */
export async function refuseIdempotently<T>(deps: Pick<AppDeps, 'db' | 'now'>, request: IdempotentRequest, error: unknown): Promise<T> {
  if (!(error instanceof AppError) || TRANSIENT_CODES.has(error.code)) throw error;
  const scope = { userId: request.userId, key: request.key };
  const body = { error: { code: error.code, message: error.message } };
  const responseStatus = getHTTPStatusCodeFromError(toTRPCError(error));
  const stored = await deps.db.transaction().execute(async (trx) => {
    await lockIdempotencyKey(trx, scope);
    const now = deps.now();
    const existing = await findIdempotencyKey(trx, scope);
    if (existing && existing.expiresAt.getTime() > now.getTime()) return existing;
    await insertCompletedKey(
      trx,
      { ...scope, operation: request.operation, requestHash: request.requestHash, responseStatus, responseBody: body, ...lifetime(now) },
      { unlessLiveRowExists: true },
    );
    return undefined;
  });
  if (stored) return settleStoredKey<T>(request, stored);
  throw error;
}

/**
 * For an operation that writes in its own transaction (a payment that waits): claims the request's
 * key inside `trx` and, unless a live answer is stored already (then that one is returned, or thrown
 * for a stored refusal), runs `write` and stores its answer in the same transaction.
 */
export async function writeIdempotently<T>(
  trx: Database,
  request: IdempotentRequest | null,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  if (!request) return write();
  const scope = { userId: request.userId, key: request.key };
  if (!(await tryLockIdempotencyKey(trx, scope))) throw inFlight();
  const existing = await findIdempotencyKey(trx, scope);
  if (existing && existing.expiresAt.getTime() > now.getTime()) return settleStoredKey<T>(request, existing);
  if (existing) await deleteIdempotencyKey(trx, scope);
  const answer = await write();
  await insertCompletedKey(trx, {
    ...scope,
    operation: request.operation,
    requestHash: request.requestHash,
    responseStatus: 200,
    responseBody: answer,
    ...lifetime(now),
  });
  return answer;
}
