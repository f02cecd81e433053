import type { Database } from '@ghanapay/db';
import { isCedisAmount, parseCedis } from '@ghanapay/money';
import { AppError } from '../../../errors';
import { TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX } from '../money-policy';
import { toTransactionDto, type TTransaction } from '../transaction-dto';
import { findTransactionRow, listTransactionRows } from '../transaction-repository';

/**
 * The search box of /history: a counterparty's name, username or phone, the message, an amount
 * ("10", "10.00", "₵1,250.50"), or a "GHP00000012" id. A local phone spelling (024…) also matches
 * the stored +23324….
 */
export function parseHistorySearch(text: string | undefined) {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const ghpId = /^ghp0*(\d{1,15})$/i.exec(trimmed);
  const like = `%${escapeLike(trimmed)}%`;
  const localPhone = /^0\d{2,9}$/.exec(trimmed.replace(/[\s-]/g, ''));
  const amountText = trimmed.replace(/^(?:₵|GHS\s*)/i, '').replace(/,/g, '');
  return {
    pattern: like,
    // A bare number could be an amount or part of a phone, so it matches an id only with "GHP".
    id: ghpId ? Number(ghpId[1]) : null,
    phonePattern: localPhone ? `%+233${escapeLike(localPhone[0].slice(1))}%` : null,
    // The box says "…or amount": a cedi amount matches payments of exactly that amount.
    amountPesewas: isCedisAmount(amountText) ? parseCedis(amountText) : null,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listTransactions(
  db: Database,
  query: { userId: string; limit?: number | undefined; cursor?: number | undefined; search?: string | undefined },
): Promise<TTransaction[]> {
  const limit = Math.min(query.limit ?? TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX);
  const rows = await listTransactionRows(db, {
    userId: query.userId,
    limit,
    beforeId: query.cursor,
    search: parseHistorySearch(query.search),
  });
  return rows.map((row) => toTransactionDto(row, query.userId));
}

/** One transaction the user sent, or received (completed, or reversed since); anyone else's is not found. */
export async function getTransaction(db: Database, userId: string, id: number): Promise<TTransaction> {
  const row = await findTransactionRow(db, String(id));
  const visible =
    row && (row.senderId === userId || (row.recipientId === userId && (row.status === 'completed' || row.status === 'reversed')));
  if (!visible) throw new AppError('NOT_FOUND', 'Transaction not found');
  return toTransactionDto(row, userId);
}
