import { toCedisString } from '@ghanapay/money';
import type { PaymentCategory } from '../categories/payment-category';
import { counterpartyName } from './counterparty-name';
import type { TAnalyticsResponse } from './analytics-procedures.types';
import { percentagesOf } from './largest-remainder';
import type { SpendingSums } from './spending-sums';

const TOP_RECIPIENTS = 5;

type Summary = Omit<TAnalyticsResponse, 'range' | 'fraudAlerts'>;

/**
 * Totals, the monthly trend, top recipients and categories from the sums of the range's parts
 * (rollups of closed periods, the live rest): everything is added as integers first, and only the
 * totals are divided or split into percentages.
 */
export function summarize(parts: readonly SpendingSums[], months: readonly string[]): Summary {
  let spent = 0n;
  let received = 0n;
  let fees = 0n;
  let count = 0n;
  let succeeded = 0;
  let failed = 0;
  const trend = new Map(months.map((m) => [m, { sent: 0n, received: 0n }]));
  const recipients = new Map<string, { name: string; amount: bigint; transactions: number }>();
  const categories = new Map<PaymentCategory, bigint>();
  for (const part of parts) {
    succeeded += part.outcomes.succeeded;
    failed += part.outcomes.failed;
    for (const f of part.flows) {
      count += BigInt(f.payments);
      const month = trend.get(f.month);
      if (f.direction === 'in') {
        received += f.amountPesewas;
        if (month) month.received += f.amountPesewas;
        continue;
      }
      spent += f.amountPesewas + f.feePesewas;
      fees += f.feePesewas;
      if (month) month.sent += f.amountPesewas + f.feePesewas;
    }
    for (const c of part.categories) {
      const category = c.category as PaymentCategory;
      categories.set(category, (categories.get(category) ?? 0n) + c.amountPesewas);
    }
    for (const r of part.recipients) {
      const key = r.counterpartyId ?? r.counterpartyAccount ?? '';
      const recipient = recipients.get(key) ?? { name: counterpartyName(r), amount: 0n, transactions: 0 };
      recipient.amount += r.amountPesewas;
      recipient.transactions += r.payments;
      recipients.set(key, recipient);
    }
  }
  // Every fee the person paid is spent under `fees` (a payment they filed there too).
  if (fees > 0n) categories.set('fees', (categories.get('fees') ?? 0n) + fees);
  const byAmount = <T extends { amount: bigint; name: string }>(a: T, b: T) =>
    a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1;
  const categoryRows = [...categories].map(([name, amount]) => ({ name, amount })).sort(byAmount);
  const percentages = percentagesOf(categoryRows.map((c) => c.amount));
  const moved = spent + received;
  return {
    totalSpent: toCedisString(spent),
    totalReceived: toCedisString(received),
    netFlow: toCedisString(received - spent),
    totalTransactions: Number(count),
    // Half up to the pesewa: the mean of what moved, fees included.
    averageTransactionAmount: toCedisString(count === 0n ? 0n : (moved * 2n + count) / (count * 2n)),
    monthlyTrend: [...trend].map(([month, t]) => ({ month, sent: toCedisString(t.sent), received: toCedisString(t.received) })),
    topRecipients: [...recipients.values()]
      .sort(byAmount)
      .slice(0, TOP_RECIPIENTS)
      .map((r) => ({ name: r.name, amount: toCedisString(r.amount), transactions: r.transactions })),
    categoryBreakdown: categoryRows.map((c, i) => ({ category: c.name, amount: toCedisString(c.amount), percentage: percentages[i]! })),
    successRate: succeeded + failed === 0 ? null : Math.round((succeeded * 1000) / (succeeded + failed)) / 10,
  };
}
