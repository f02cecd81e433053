// What other modules may use of idempotency: the runner (for the tRPC builder), the purge job and
// the fields money-moving inputs declare.
export { runIdempotent, inFlight, keyReused, lifetime as keyLifetime } from './run-idempotent';
export { idempotentRequest, refuseIdempotently, settleStoredKey, writeIdempotently, type IdempotentRequest } from './idempotent-request';
export { deleteExpiredIdempotencyKeys } from './idempotency-key-repository';
export { hashRequest } from './request-hash';
export { IDEMPOTENCY_HEADER, REPLAYED_HEADER, ZIdempotencyHeaders, zIdempotencyKeyField } from './idempotency-fields';
