import { getBalance, systemAccount } from '@ghanapay/ledger';
import { formatCedis } from '@ghanapay/money';
import type { BillState } from './bill-rail';
import { confirmBillByReference, type BillDeps } from './bill-payment-state-machine';
import { billPaymentsToReconcile, completedBillTotals } from './bill-payment-repository';
import { NOT_APPLIED, type ReconcileOptions } from '../external/reconcile';

export interface BillReconcileReport {
  checked: number;
  /** Final answers found here and applied now (a lost callback). */
  applied: string[];
  open: number;
  differences: { paymentId: string; ledgerStatus: string; aggregatorStatus: string; note: string }[];
  /** bills_settlement against the completed payments less their commission; commission_income against the commissions. */
  accounts: { account: string; ledgerPesewas: bigint; paymentsPesewas: bigint }[];
}

/**
 * `pnpm reconcile` for airtime, data and bills: each payment sent to the aggregator against its
 * status by reference (a final answer the ledger missed is applied through the state machine), and
 * the two accounts they move against the payments behind them. `apply: false` is the staff console's
 * read-only run: what it would apply is listed as a difference instead.
 */
export async function reconcileBillPayments(deps: BillDeps, options: ReconcileOptions = {}): Promise<BillReconcileReport> {
  const apply = options.apply ?? true;
  const report: BillReconcileReport = { checked: 0, applied: [], open: 0, differences: [], accounts: [] };
  for (const row of await billPaymentsToReconcile(deps.db, options.since)) {
    report.checked++;
    let state: BillState;
    try {
      state = await deps.billRail.status(row.id);
    } catch (error) {
      report.differences.push({
        paymentId: row.id,
        ledgerStatus: row.status,
        aggregatorStatus: 'unreachable',
        note: (error as Error).message,
      });
      continue;
    }
    const open = row.status === 'processing' || row.status === 'review';
    if (state.status === 'pending' || state.status === 'unknown') {
      if (open) report.open++;
      else if (!(row.status === 'failed' && state.status === 'unknown')) {
        report.differences.push({
          paymentId: row.id,
          ledgerStatus: row.status,
          aggregatorStatus: state.status,
          note: 'The aggregator has no final answer',
        });
      }
      continue;
    }
    const agrees = (row.status === 'completed' && state.status === 'successful') || (row.status === 'failed' && state.status === 'failed');
    if (agrees) continue;
    if (row.status === 'completed') {
      report.differences.push({
        paymentId: row.id,
        ledgerStatus: row.status,
        aggregatorStatus: state.status,
        note: 'Completed in the ledger, failed at the aggregator',
      });
      continue;
    }
    if (!apply) {
      report.differences.push({
        paymentId: row.id,
        ledgerStatus: row.status,
        aggregatorStatus: state.status,
        note: `The aggregator says ${state.status}; the ledger still says ${row.status} (${NOT_APPLIED})`,
      });
      continue;
    }
    await confirmBillByReference(deps, row.id);
    report.applied.push(row.id);
  }

  const totals = await completedBillTotals(deps.db);
  const balanceOf = async (kind: 'bills_settlement' | 'commission_income') => getBalance(deps.db, await systemAccount(deps.db, kind));
  report.accounts = [
    {
      account: 'bills_settlement',
      ledgerPesewas: await balanceOf('bills_settlement'),
      paymentsPesewas: totals.amountPesewas - totals.commissionPesewas,
    },
    { account: 'commission_income', ledgerPesewas: await balanceOf('commission_income'), paymentsPesewas: totals.commissionPesewas },
  ];
  for (const a of report.accounts) {
    if (a.ledgerPesewas !== a.paymentsPesewas) {
      report.differences.push({
        paymentId: '-',
        ledgerStatus: formatCedis(a.ledgerPesewas),
        aggregatorStatus: formatCedis(a.paymentsPesewas),
        note: `The ${a.account} account does not equal the bill payments behind it`,
      });
    }
  }
  return report;
}

export function describeBillReconcileReport(report: BillReconcileReport): string[] {
  const lines = [
    `Checked ${report.checked} bill payments with the aggregator: ${report.open} still open on both sides, ${report.applied.length} final answers applied now, ${report.differences.length} differences.`,
  ];
  for (const a of report.accounts)
    lines.push(`  ${a.account}: ledger ${formatCedis(a.ledgerPesewas)}, payments ${formatCedis(a.paymentsPesewas)}`);
  for (const id of report.applied) lines.push(`  applied: bill payment ${id}`);
  for (const d of report.differences)
    lines.push(`  DIFFERENCE ${d.paymentId}: ledger ${d.ledgerStatus}, aggregator ${d.aggregatorStatus}: ${d.note}`);
  return lines;
}
