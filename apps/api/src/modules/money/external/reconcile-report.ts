import { formatCedis } from '@ghanapay/money';
import type { ReconcileReport } from './reconcile';

/** The report as `pnpm reconcile` prints it. */
export function describeReconcileReport(report: ReconcileReport): string[] {
  const lines = [
    `Checked ${report.checked} transfers with their providers: ${report.open} still open on both sides, ${report.applied.length} final answers applied now, ${report.differences.length} differences.`,
  ];
  for (const s of report.settlement) {
    lines.push(
      `  ${s.account}: ledger ${formatCedis(s.ledgerPesewas, { signed: true })}, transfers ${formatCedis(s.transfersPesewas, { signed: true })}`,
    );
  }
  for (const a of report.applied) lines.push(`  applied: transfer ${a.transferId} → ${a.outcome}`);
  for (const d of report.differences) {
    lines.push(
      `  DIFFERENCE ${d.transferId} (${d.provider}, ${d.direction}, ${formatCedis(d.amountPesewas)}): ledger ${d.ledgerStatus}, provider ${d.providerStatus}: ${d.note}`,
    );
  }
  if (report.differences.length === 0) lines.push('  OK: the ledger and the providers agree.');
  return lines;
}
