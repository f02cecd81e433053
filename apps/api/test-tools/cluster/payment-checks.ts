import { createDatabase, createPool } from '@ghanapay/db';
import { auditLedger } from '@ghanapay/ledger';
import { FaultSuiteSql } from '../faults/fault-suite-sql';
import type { Operation } from './payment-load';

const isAcked = (op: Operation) => op.finals.some((f) => f.status < 300);

/**
 * The fault suite's promise, checked on one database: every acknowledged payment, approval and
 * transfer out is there exactly once; nothing refused left one; the payments table grew by exactly
 * the acknowledged payments; the ledger audit is clean; the money inside is what it was.
 */
export async function checkPayments(options: {
  /** One server: the primary (the fault suite's reads take a one-host URL). */
  url: string;
  /** The operations of this scenario (lost and doubled are counted on these). */
  ops: Operation[];
  /** Every operation so far (the tables hold all of them). */
  all: Operation[];
  transactionsBefore: number;
  moneyBefore: bigint;
}): Promise<{ lost: number; doubled: number; problems: string[] }> {
  const sql = await FaultSuiteSql.connect(options.url);
  const problems: string[] = [];
  let lost = 0;
  let doubled = 0;
  try {
    const sends = options.ops.filter((op) => op.kind === 'send' || op.kind === 'duplicate-send');
    const byMessage = await sql.paymentsByMessage(sends.map((op) => op.message));
    for (const op of sends) {
      const n = byMessage.get(op.message) ?? 0;
      if (isAcked(op) && n === 0) lost++;
      if (n > 1 || (!isAcked(op) && op.finals.length > 0 && n > 0)) doubled++;
    }
    const approvals = options.ops.filter((op) => op.kind === 'approve');
    const requests = await sql.requestsByMessage(approvals.map((op) => op.message));
    for (const op of approvals) {
      const paid = Boolean(requests.get(op.message)?.transactionId);
      if (isAcked(op) && !paid) lost++;
      if (!isAcked(op) && op.finals.length > 0 && paid) doubled++;
    }
    const transfers = options.ops.filter((op) => op.kind === 'transfer-out' && isAcked(op));
    const present = await sql.externalTransferIds(transfers.map((op) => op.finals.find((f) => f.status < 300)!.id ?? ''));
    lost += transfers.filter((op) => !present.has(op.finals.find((f) => f.status < 300)!.id ?? '')).length;
    const ackedTransfers = options.all.filter((op) => op.kind === 'transfer-out' && isAcked(op)).length;
    const transferRows = await sql.countExternalTransfers();
    if (transferRows > ackedTransfers) doubled += transferRows - ackedTransfers;
    const ackedPayments = options.all.filter((op) => op.kind !== 'transfer-out' && isAcked(op)).length;
    const paymentRows = (await sql.countTransactions()) - options.transactionsBefore;
    if (paymentRows !== ackedPayments) problems.push(`${paymentRows} payments in the table, ${ackedPayments} acknowledged`);
    const money = await sql.moneyInside();
    if (money !== options.moneyBefore) problems.push(`money inside changed: ${options.moneyBefore} → ${money} pesewas`);
  } finally {
    await sql.close();
  }
  problems.push(...(await ledgerAudit(options.url)));
  return { lost, doubled, problems };
}

/** `auditLedger` (packages/ledger) on the database at `url`; each violation becomes a problem line. */
export async function ledgerAudit(url: string): Promise<string[]> {
  const db = createDatabase(createPool(url, 1));
  try {
    const violations = await auditLedger(db);
    return violations.length ? [`ledger audit: ${JSON.stringify(violations).slice(0, 300)}`] : [];
  } catch (error) {
    return [`ledger audit could not run: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    await db.destroy();
  }
}
