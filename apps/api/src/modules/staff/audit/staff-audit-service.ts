import type { Database } from '@ghanapay/db';
import type { StaffRole } from '../../../trpc/staff-procedure';
import { auditRowHash, findBrokenAuditRow, GENESIS_HASH, type BrokenAuditRow } from './audit-chain';
import { findLastAuditRow, insertAuditRow, listAuditRowsAfter, listLatestAuditRows, lockAuditChain } from './staff-audit-repository';

export interface StaffAction {
  staffUserId: string;
  staffRole: StaffRole;
  /** What was done, e.g. `customer.view`, `wallet.freeze` (lower case, dots and underscores). */
  action: string;
  /** The customer it was about, if any. */
  subjectUserId?: string | null;
  /** A reference it was about (a complaint, a payment), if any. */
  subjectReference?: string | null;
  /** Why, in the staff member's words. */
  reason: string;
  /** What was seen or changed (plain JSON: amounts as strings). */
  details?: Record<string, unknown>;
  /** When; now by default. */
  at?: Date;
}

/**
 * Appends a row to the staff audit log, chained to the one before it. In the caller's transaction
 * when given one (so the audited change and its row commit together), otherwise in a transaction of
 * its own. Writers wait for each other on an advisory lock, so each row follows the last one.
 */
export async function recordStaffAction(db: Database, action: StaffAction): Promise<{ id: string; hash: string }> {
  if (!db.isTransaction) return db.transaction().execute((trx) => recordStaffAction(trx, action));
  await lockAuditChain(db);
  const last = await findLastAuditRow(db);
  const row = {
    id: String(BigInt(last?.id ?? '0') + 1n),
    at: action.at ?? new Date(),
    staffUserId: action.staffUserId,
    staffRole: action.staffRole,
    action: action.action,
    subjectUserId: action.subjectUserId ?? null,
    subjectReference: action.subjectReference ?? null,
    reason: action.reason,
    // Through JSON and back: what jsonb will give back when the chain is verified (no undefined, no Date objects).
    details: JSON.parse(JSON.stringify(action.details ?? {})) as unknown,
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const hash = auditRowHash(row);
  await insertAuditRow(db, { ...row, hash });
  return { id: row.id, hash };
}

export interface AuditVerification {
  checked: number;
  broken: BrokenAuditRow | null;
}

/** Recomputes the whole chain, oldest row first, and names the first row that does not hold. */
export async function verifyStaffAuditLog(db: Database, pageSize = 1000): Promise<AuditVerification> {
  let afterId = '0';
  let prevHash = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await listAuditRowsAfter(db, afterId, pageSize);
    if (rows.length === 0) return { checked, broken: null };
    const { broken, lastHash } = findBrokenAuditRow(rows, prevHash);
    if (broken) return { checked: checked + rows.findIndex((r) => r.id === broken.id), broken };
    checked += rows.length;
    prevHash = lastHash;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The newest rows of the log, for the console's audit screen. */
export async function latestStaffActions(db: Database, limit: number) {
  const rows = await listLatestAuditRows(db, limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    staffUsername: r.staffUsername ?? 'unknown',
    staffRole: r.staffRole,
    action: r.action,
    subjectUsername: r.subjectUsername ?? null,
    subjectReference: r.subjectReference,
    reason: r.reason,
  }));
}
