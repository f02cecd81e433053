import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { AuditChainRow } from './audit-chain';

/** The advisory lock every writer of staff_audit_log takes: one writer at a time, so the chain never forks. */
const AUDIT_CHAIN_LOCK = 3_000_040n;

export type StoredAuditRow = AuditChainRow & { hash: string };

export async function lockAuditChain(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}::bigint)`.execute(trx);
}

export async function findLastAuditRow(trx: Database): Promise<{ id: string; hash: string } | undefined> {
  return trx.selectFrom('staffAuditLog').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertAuditRow(trx: Database, row: StoredAuditRow): Promise<void> {
  await trx
    .insertInto('staffAuditLog')
    .values({ ...row, details: JSON.stringify(row.details ?? {}) })
    .execute();
}

const columns = [
  'id',
  'at',
  'staffUserId',
  'staffRole',
  'action',
  'subjectUserId',
  'subjectReference',
  'reason',
  'details',
  'prevHash',
  'hash',
] as const;

/** Rows after `afterId`, oldest first (the chain's order). */
export async function listAuditRowsAfter(db: Database, afterId: string, limit: number): Promise<StoredAuditRow[]> {
  return db.selectFrom('staffAuditLog').select(columns).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The newest rows first, with the staff member's username. */
export async function listLatestAuditRows(db: Database, limit: number) {
  return db
    .selectFrom('staffAuditLog as l')
    .leftJoin('users as s', 's.id', 'l.staffUserId')
    .leftJoin('users as c', 'c.id', 'l.subjectUserId')
    .select(['l.id', 'l.at', 'l.staffRole', 'l.action', 'l.subjectReference', 'l.reason', 'l.details'])
    .select(['s.username as staffUsername', 'c.username as subjectUsername'])
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}
