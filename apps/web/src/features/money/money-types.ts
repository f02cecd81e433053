import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';

/** The money API's DTOs as the web app receives them (types only: never a database row). */
export type Transaction = inferOutput<typeof trpc.money.listTransactions>[number];
export type TransactionStatus = Transaction['status'];
export type PendingMoneyRequest = inferOutput<typeof trpc.money.listPendingMoneyRequests>[number];
export type FraudAlert = inferOutput<typeof trpc.money.listFraudAlerts>[number];
