/** How often the user paid or asked someone, from the ledger's history (no I/O here). */
export interface CounterpartStats {
  userId: string;
  /** Payments that completed plus requests that were paid. */
  completedCount: number;
  /** Every payment and request, whatever became of it. */
  totalCount: number;
  lastAt: Date;
}

const FREQUENT_CONTACTS_MAX = 10;

/**
 * Completed dealings count first (a payment that went through says more than ten that were
 * blocked), then all attempts, then the most recent; the user id settles exact ties.
 */
export function rankFrequentCounterparts(stats: CounterpartStats[], limit = FREQUENT_CONTACTS_MAX): CounterpartStats[] {
  return [...stats]
    .sort(
      (a, b) =>
        b.completedCount - a.completedCount ||
        b.totalCount - a.totalCount ||
        b.lastAt.getTime() - a.lastAt.getTime() ||
        a.userId.localeCompare(b.userId),
    )
    .slice(0, limit);
}
