import { toCedisString } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { insertSuggestedCategories } from '../categories/payment-category-repository';
import { suggestCategory, type PaymentCategory } from '../categories/payment-category';
import { maskEmailAddress, maskGhanaPhone } from '@ghanapay/validators';
import { analyticsRange, type AnalyticsDays } from './analytics-range';
import { percentagesOf } from './largest-remainder';
import { countFraudAlerts, countOutcomes, readSpendingGroups, type SpendingGroupRow } from './spending-repository';
import type { TAnalyticsResponse } from './get-analytics.types';

const TOP_RECIPIENTS = 5;

/** The person's analytics for the last `days` days in Accra, from their wallet's completed movements. */
export async function getAnalytics(deps: Pick<AppDeps, 'db' | 'now'>, userId: string, days: AnalyticsDays): Promise<TAnalyticsResponse> {
  const range = analyticsRange(days, deps.now());
  const [groups, fraudAlerts, outcomes] = await Promise.all([
    readSpendingGroups(deps.db, userId, range.from, range.to),
    countFraudAlerts(deps.db, userId, range.from, range.to),
    countOutcomes(deps.db, userId, range.from, range.to),
  ]);
  const suggestions = fileNewPayments(groups);
  // Stored once, so a payment keeps its category (and the next call finds it filed).
  await insertSuggestedCategories(deps.db, userId, suggestions);
  const finished = outcomes.succeeded + outcomes.failed;
  return {
    range: { days, label: range.label, from: range.from.toISOString(), to: range.to.toISOString() },
    ...summarize(groups, range.months),
    fraudAlerts,
    successRate: finished === 0 ? null : Math.round((outcomes.succeeded * 1000) / finished) / 10,
  };
}

/** Gives each outgoing payment not filed yet (a group of its own) its suggested category, in place. */
function fileNewPayments(groups: SpendingGroupRow[]) {
  const suggestions: Array<{ transactionId: string | null; transferId: string | null; category: PaymentCategory }> = [];
  for (const g of groups) {
    if (g.direction !== 'out' || g.category !== null) continue;
    g.category = suggestCategory({
      message: g.message,
      counterparty: counterpartyName(g),
      ownAccount: g.ownAccount,
      sameFamilyName: g.sameFamilyName,
    });
    suggestions.push({
      transactionId: g.uncategorizedTransaction,
      transferId: g.uncategorizedTransfer,
      category: g.category as PaymentCategory,
    });
  }
  return suggestions;
}

/** A person by name; a held payment's contact masked; a transfer by its account's name. */
function counterpartyName(g: SpendingGroupRow): string {
  if (g.personName) return g.personName;
  if (g.accountName) return g.accountName;
  if (g.counterpartyAccount?.includes('@')) return maskEmailAddress(g.counterpartyAccount);
  if (g.counterpartyAccount) return maskGhanaPhone(g.counterpartyAccount);
  return 'A GhanaPay user';
}

type Summary = Omit<TAnalyticsResponse, 'range' | 'fraudAlerts' | 'successRate'>;

/** Totals, the monthly trend, top recipients and categories from the grouped movements. */
function summarize(groups: readonly SpendingGroupRow[], months: readonly string[]): Summary {
  let spent = 0n;
  let received = 0n;
  let count = 0n;
  const trend = new Map(months.map((m) => [m, { sent: 0n, received: 0n }]));
  const recipients = new Map<string, { name: string; amount: bigint; transactions: number }>();
  const categories = new Map<PaymentCategory, bigint>();
  for (const g of groups) {
    const amount = BigInt(g.amountPesewas);
    const fee = BigInt(g.feePesewas);
    count += BigInt(g.payments);
    const month = trend.get(g.month);
    if (g.direction === 'in') {
      received += amount;
      if (month) month.received += amount;
      continue;
    }
    spent += amount + fee;
    if (month) month.sent += amount + fee;
    const category = (g.category ?? 'other') as PaymentCategory;
    categories.set(category, (categories.get(category) ?? 0n) + amount);
    if (fee > 0n) categories.set('fees', (categories.get('fees') ?? 0n) + fee);
    const key = g.counterpartyId ?? g.counterpartyAccount ?? '';
    const recipient = recipients.get(key) ?? { name: counterpartyName(g), amount: 0n, transactions: 0 };
    recipient.amount += amount;
    recipient.transactions += Number(g.payments);
    recipients.set(key, recipient);
  }
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
  };
}
