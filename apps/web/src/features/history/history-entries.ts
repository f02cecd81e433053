import { isCedisAmount, parseCedis } from '@ghanapay/money';
import type { BillPayment } from '../bills';
import type { Transaction } from '../money';

export type HistoryEntry =
  | { type: 'transaction'; id: string; createdAt: string; transaction: Transaction }
  | { type: 'bill'; id: string; createdAt: string; payment: BillPayment };

/** Whether a bill payment matches the search box: the biller, bundle, customer's name or number, or the amount. */
export function billMatches(p: BillPayment, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const amountText = text.replace(/^(?:₵|ghs\s*)/, '').replace(/,/g, '');
  if (isCedisAmount(amountText) && parseCedis(amountText) === parseCedis(p.amount)) return true;
  const digits = text.replace(/[\s-]/g, '');
  const number = p.customerNumber.replace(/^\+233/, '0');
  return (
    [p.billerName, p.bundleName ?? '', p.customerName ?? ''].some((field) => field.toLowerCase().includes(text)) ||
    (digits.length >= 3 && (number.includes(digits) || p.customerNumber.includes(digits)))
  );
}

/**
 * The transactions loaded so far and the bill payments beside them, newest first. While older
 * transactions are still to load, bill payments older than the last one loaded wait with them, so
 * the list never jumps back in time.
 */
export function historyEntries(
  transactions: readonly Transaction[],
  payments: readonly BillPayment[],
  options: { search: string; moreToLoad: boolean },
): HistoryEntry[] {
  const oldest = transactions.length > 0 ? Math.min(...transactions.map((t) => Date.parse(t.createdAt))) : -Infinity;
  const bills: HistoryEntry[] = payments
    .filter((p) => billMatches(p, options.search))
    .filter((p) => !options.moreToLoad || p.createdAt.getTime() >= oldest)
    .map((p) => ({ type: 'bill', id: `bill-${p.id}`, createdAt: p.createdAt.toISOString(), payment: p }));
  const txs: HistoryEntry[] = transactions.map((t) => ({ type: 'transaction', id: `tx-${t.id}`, createdAt: t.createdAt, transaction: t }));
  return [...txs, ...bills].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
