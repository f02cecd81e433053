// What other modules may call of analytics: its router (the root router). Analytics only reads the
// ledger and the money tables; the one thing it writes is a payment's spending category.
export { analyticsRouter } from './analytics-router';
