import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics (Prometheus text at GET /metrics). Counters and histograms move as requests,
 * sends and provider calls happen in this process; the gauges read from the database are set at
 * each scrape (metrics-snapshot.ts), so every process reports the same database-wide figures: sum the
 * first kind across processes, take max() of the second.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'ghanapay_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const sendDuration = new Histogram({
  name: 'ghanapay_send_duration_seconds',
  help: 'How long a P2P send took, from the request to its answer, by outcome (completed, pending, blocked, or the error code)',
  labelNames: ['outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const providerCalls = new Counter({
  name: 'ghanapay_provider_calls_total',
  help: 'Calls to external providers (payouts, collections, bills), by provider, operation and outcome (ok or error)',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const providerDuration = new Histogram({
  name: 'ghanapay_provider_call_duration_seconds',
  help: 'How long a call to an external provider took, by provider and outcome',
  labelNames: ['provider', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const moneyMoved = new Gauge({
  name: 'ghanapay_money_moved_pesewas_total',
  help: 'Money moved through the ledger since it began, in pesewas, by journal kind (p2p_send, payout_hold, bill, merchant, ...); read from the ledger at scrape',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const openHolds = new Gauge({
  name: 'ghanapay_open_holds',
  help: 'Ledger holds still open, by reason; read from the ledger at scrape',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const openHoldsPesewas = new Gauge({
  name: 'ghanapay_open_holds_pesewas',
  help: 'Money in open ledger holds, in pesewas, by reason; read from the ledger at scrape',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const jobQueueDepth = new Gauge({
  name: 'ghanapay_job_queue_depth',
  help: 'Jobs waiting in the queue (created or retrying), by queue; read at scrape',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const complaintsPastDeadlineGauge = new Gauge({
  name: 'ghanapay_complaints_past_deadline',
  help: 'Open complaints past their last resolution deadline (Act 987), in Ghana working days; read at scrape',
  registers: [metricsRegistry],
});

export const ledgerAuditViolations = new Gauge({
  name: 'ghanapay_ledger_audit_violations',
  help: 'Violations the last ledger audit found (0: clean; -1: no audit has run yet)',
  registers: [metricsRegistry],
});

export const ledgerAuditLastRun = new Gauge({
  name: 'ghanapay_ledger_audit_last_run_timestamp_seconds',
  help: 'When the last ledger audit ran (Unix seconds; 0: never)',
  registers: [metricsRegistry],
});
