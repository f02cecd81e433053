import { FaultSuiteSql } from '../faults/fault-suite-sql';
import { ledgerAudit } from './payment-checks';
import type { Operation } from './payment-load';
import type { RestoreDrill } from './restore-drill';
import type { Scenario } from './scenario-table';

/**
 * The restore drill as a check: the base backup and the WAL archive restored to the restore point
 * must hold exactly the payments counted there, every payment acknowledged before it, none made
 * after it, the money inside, and a clean ledger audit.
 */
export async function checkRestoreDrill(
  drill: RestoreDrill,
  log: (line: string) => void,
  target: { lsn: string; transactions: number },
  before: Operation[],
  after: Operation[],
  moneyBefore: bigint,
): Promise<Scenario> {
  const problems: string[] = [];
  log(`restore drill: base backup + WAL archive to LSN ${target.lsn}`);
  const restored = await drill.restoreTo(target.lsn);
  const sql = await FaultSuiteSql.connect(restored.url);
  const acked = (op: Operation) => op.finals.some((f) => f.status < 300);
  let present = 0;
  let missing = 0;
  let afterPresent: number;
  try {
    const transactions = await sql.countTransactions();
    if (transactions !== target.transactions) problems.push(`${transactions} payments restored, ${target.transactions} at the target`);
    const sendsBefore = before.filter((op) => op.kind === 'send' || op.kind === 'duplicate-send');
    const paymentsBefore = await sql.paymentsByMessage(sendsBefore.map((op) => op.message));
    const approvalsBefore = before.filter((op) => op.kind === 'approve');
    const requestsBefore = await sql.requestsByMessage(approvalsBefore.map((op) => op.message));
    for (const op of [...sendsBefore, ...approvalsBefore].filter(acked)) {
      const there = op.kind === 'approve' ? Boolean(requestsBefore.get(op.message)?.transactionId) : paymentsBefore.get(op.message) === 1;
      if (there) present++;
      else missing++;
    }
    const sendsAfter = after.filter((op) => op.kind === 'send' || op.kind === 'duplicate-send');
    const approvalsAfter = after.filter((op) => op.kind === 'approve');
    afterPresent =
      (await sql.paymentsByMessage(sendsAfter.map((op) => op.message))).size +
      (await sql.requestsByMessage(approvalsAfter.map((op) => op.message))).size;
    if (missing) problems.push(`${missing} payments acknowledged before the target are not in the restored database`);
    if (afterPresent) problems.push(`${afterPresent} payments or requests made after the target are in the restored database`);
    const money = await sql.moneyInside();
    if (money !== moneyBefore) problems.push(`money inside on the restored database: ${money}, expected ${moneyBefore} pesewas`);
  } finally {
    await sql.close();
  }
  problems.push(...(await ledgerAudit(restored.url)));
  if (!restored.stoppedAt) problems.push('the restored server did not log where recovery stopped');
  const ackedAfter = after.filter(acked).length;
  log(
    `restore drill: stopped at ${restored.stoppedAt || '?'}; ${present} payments before the target present, ${missing} missing; ${afterPresent} of the ${ackedAfter} acknowledged after it present`,
  );
  return {
    name: `restore drill (base backup + WAL to LSN ${target.lsn})`,
    passed: !problems.length,
    acknowledged: present + missing,
    lost: missing,
    doubled: afterPresent,
    details: {
      targetLsn: target.lsn,
      stoppedAt: restored.stoppedAt,
      paymentsAtTarget: target.transactions,
      acknowledgedAfterTarget: ackedAfter,
    },
    problems,
  };
}
