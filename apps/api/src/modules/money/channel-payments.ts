import type { Database } from '@ghanapay/db';
import { getWalletBalanceByUser } from '@ghanapay/ledger';
import type { AppDeps } from '../../deps';
import { listTransactions } from './history/transaction-history';
import { listPendingRequestRows } from './requests/money-request-repository';
import { toPendingMoneyRequestDto, type TPendingMoneyRequest } from './requests/money-request-dto';
import { findPayeesFor, fullName } from './money-user-repository';
import { sumHeldPaymentsFor } from './transaction-repository';
import type { TTransaction } from './transaction-dto';

/**
 * What a channel without the web app's screens (USSD) reads of money: the same data the web app's
 * procedures return, through the same repositories, without a request.
 */
export function walletBalance(db: Database, userId: string): Promise<bigint> {
  return getWalletBalanceByUser(db, userId);
}

export function recentTransactions(db: Database, userId: string, count: number): Promise<TTransaction[]> {
  return listTransactions(db, { userId, limit: count });
}

export async function pendingRequestsFor(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, max: number): Promise<TPendingMoneyRequest[]> {
  return (await listPendingRequestRows(deps.db, userId, deps.now(), max)).map(toPendingMoneyRequestDto);
}

/**
 * Who a payment from `senderId` to this phone would reach: a person (by name), or nobody yet (it would
 * be held). Someone who blocked the sender is nobody, as in the send itself.
 */
export async function recipientByPhone(db: Database, senderId: string, phone: string): Promise<{ id: string; name: string } | null> {
  const [user] = await findPayeesFor(db, senderId, { phone });
  return user ? { id: user.id, name: fullName(user) } : null;
}

export function heldPaymentsWaitingFor(db: Database, phone: string): Promise<{ count: number; amountPesewas: bigint }> {
  return sumHeldPaymentsFor(db, phone);
}
