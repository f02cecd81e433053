// What other modules may call of analytics: its router (the root router). Analytics only reads the
// ledger and the money tables; it writes a payment's spending category and its own rollups of closed
// periods (which triggers of migration 0020 forget when a payment changes: no module calls analytics).
export { analyticsRouter } from './analytics-router';
