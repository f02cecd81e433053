// What other modules and the process may call of metrics: the /metrics text, the request counter's
// hook, the send timer (money), the provider instrumentation (main.ts) and the recorded ledger audit (jobs).
export { registerHttpMetrics, timedSend } from './http-metrics';
export { instrumentMoneyRails, instrumentProvider } from './instrument-providers';
export { renderMetrics, runRecordedLedgerAudit } from './metrics-snapshot';
