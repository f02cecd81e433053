import { createHash } from 'node:crypto';

/** The previous hash of the first row of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row of staff_audit_log as the chain covers it (everything but its own hash). */
export interface AuditChainRow {
  id: string;
  at: Date;
  staffUserId: string;
  staffRole: string;
  action: string;
  subjectUserId: string | null;
  subjectReference: string | null;
  reason: string;
  details: unknown;
  prevHash: string;
}

/**
 * The row's canonical text: its fields in a fixed order, as JSON, the details with their keys sorted
 * at every depth (PostgreSQL's jsonb keeps its own key order, so the text must not depend on it).
 */
function canonicalAuditText(row: Omit<AuditChainRow, 'prevHash'>): string {
  return JSON.stringify([
    row.id,
    row.at.toISOString(),
    row.staffUserId,
    row.staffRole,
    row.action,
    row.subjectUserId,
    row.subjectReference,
    row.reason,
    sortedKeys(row.details ?? {}),
  ]);
}

/** sha256 (hex) over the previous row's hash and this row's canonical text. */
export function auditRowHash(row: AuditChainRow): string {
  return createHash('sha256').update(row.prevHash).update('\n').update(canonicalAuditText(row)).digest('hex');
}

export interface BrokenAuditRow {
  id: string;
  /** What differs, in words: the stored previous hash or the row's own hash. */
  problem: string;
}

/**
 * Walks rows in id order from `prevHash` (the hash of the row before the first one given): the first
 * row whose previous hash is not the hash before it, or whose hash is not what its fields give.
 */
export function findBrokenAuditRow(
  rows: readonly (AuditChainRow & { hash: string })[],
  prevHash: string,
): { broken: BrokenAuditRow | null; lastHash: string } {
  let before = prevHash;
  for (const row of rows) {
    if (row.prevHash !== before) {
      return { broken: { id: row.id, problem: `prev_hash is ${row.prevHash}, the row before it hashes to ${before}` }, lastHash: before };
    }
    const expected = auditRowHash(row);
    if (row.hash !== expected) {
      return {
        broken: { id: row.id, problem: `hash is ${row.hash}, its fields hash to ${expected} (the row was changed)` },
        lastHash: before,
      };
    }
    before = row.hash;
  }
  return { broken: null, lastHash: before };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
