import { createHash } from 'node:crypto';

/**
 * A stable fingerprint of one request: the operation and its parsed input with keys sorted, so the
 * same body sent again (in any key order, "12.5" or "12.50") hashes the same. The idempotency key
 * itself is left out: it names the request, it is not part of it.
 */
export function hashRequest(operation: string, input: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(input)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalize(value));
}

function canonicalize(value: unknown): unknown {
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonicalize);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => v !== undefined && key !== 'idempotencyKey')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, v]) => [key, canonicalize(v)]));
  }
  return value;
}
