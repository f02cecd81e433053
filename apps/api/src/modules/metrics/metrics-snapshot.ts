import { auditLedgerReport, lastLedgerAuditRun, moneyMovedByJournalKind, openHoldsByReason, recordLedgerAuditRun } from '@ghanapay/ledger';
import type { AppDeps } from '../../deps';
import { complaintsPastDeadline } from '../complaints';
import {
  complaintsPastDeadlineGauge,
  jobQueueDepth,
  ledgerAuditLastRun,
  ledgerAuditViolations,
  metricsRegistry,
  moneyMoved,
  openHolds,
  openHoldsPesewas,
} from './metrics-registry';
import { countWaitingJobs } from './metrics-repository';

/** The Prometheus text of this process's metrics, with the database's figures read now. */
export async function renderMetrics(deps: Pick<AppDeps, 'db' | 'now'>): Promise<{ contentType: string; text: string }> {
  const [moved, holds, jobs, breached, audit] = await Promise.all([
    moneyMovedByJournalKind(deps.db),
    openHoldsByReason(deps.db),
    countWaitingJobs(deps.db),
    complaintsPastDeadline(deps),
    lastLedgerAuditRun(deps.db),
  ]);
  // Reset first: a kind, reason or queue that disappeared must not linger at its last value.
  for (const gauge of [moneyMoved, openHolds, openHoldsPesewas, jobQueueDepth]) gauge.reset();
  for (const row of moved) moneyMoved.set({ kind: row.kind }, Number(row.pesewas));
  for (const row of holds) {
    openHolds.set({ reason: row.reason }, row.holds);
    openHoldsPesewas.set({ reason: row.reason }, Number(row.pesewas));
  }
  for (const row of jobs) jobQueueDepth.set({ queue: row.queue }, Number(row.waiting));
  complaintsPastDeadlineGauge.set(breached);
  ledgerAuditViolations.set(audit ? audit.violations : -1);
  ledgerAuditLastRun.set(audit ? Math.floor(new Date(audit.ranAt).getTime() / 1000) : 0);
  return { contentType: metricsRegistry.contentType, text: await metricsRegistry.metrics() };
}

/** The scheduled ledger audit: checks every invariant and records the result that /metrics reports. */
export async function runRecordedLedgerAudit(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const started = deps.now();
  const t0 = performance.now();
  const report = await auditLedgerReport(deps.db);
  await recordLedgerAuditRun(deps.db, {
    ranAt: started,
    durationMs: Math.round(performance.now() - t0),
    violations: report.violations.length,
    journals: report.journals,
  });
  return report.violations.length;
}
