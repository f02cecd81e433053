// What `pnpm reconcile` (scripts/reconcile.ts) and main.ts share.
export { reconcileTransfers } from './external/reconcile';
export { describeReconcileReport } from './external/reconcile-report';
export { describeBillReconcileReport, reconcileBillPayments } from './bills/reconcile-bills';

/** In demo mode the running app writes where its embedded database and simulators are (mode 0600). */
export const DEMO_RUNTIME_FILE = 'demo-runtime.json';
