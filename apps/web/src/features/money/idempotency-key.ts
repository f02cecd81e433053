import { useMemo, useRef } from 'react';
import { appCodeOf, httpStatusOf } from '../../lib/api-errors';

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so plain-http hosts get the fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether trying the very same submit again could succeed: the request never got an answer
 * (network), the server failed (5xx), the first attempt is still running (409 in flight) or was rate
 * limited. Any other answer was a decision the server remembers under the key for 24 h, so the next
 * attempt must use a new key or it would get the same refusal back.
 */
export function isRetryableFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined) return true;
  if (status >= 500 || status === 429) return true;
  return status === 409 && appCodeOf(error) === 'IDEMPOTENCY_IN_FLIGHT';
}

export interface IdempotencyKeys {
  /** The key of this submit: the same one while the request is unchanged and not yet settled. */
  keyFor(request: unknown): string;
  /** After an answer: forget the key, unless the failure says the same submit may be retried. */
  settle(error?: unknown): void;
}

/**
 * One key per user intent (the Idempotency-Key of the money API): created on the first submit,
 * reused when the person retries that same submit after a network failure, replaced once the server
 * has answered or the request changes.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown) {
        const fingerprint = JSON.stringify(request);
        if (current.current?.fingerprint !== fingerprint) current.current = { key: newIdempotencyKey(), fingerprint };
        return current.current.key;
      },
      settle(error?: unknown) {
        if (error === undefined || !isRetryableFailure(error)) current.current = null;
      },
    }),
    [],
  );
}
