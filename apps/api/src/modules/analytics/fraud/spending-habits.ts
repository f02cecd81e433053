/**
 * The person's completed payments and transfers out over some days, summed the ways the fraud
 * panel's insights read them (Accra time). Every field adds up (or, the largest, takes the larger)
 * across periods, so a range's habits are its closed periods' rollups plus today's.
 */
export interface SpendingHabits {
  payments: number;
  spentPesewas: bigint;
  weekendPesewas: bigint;
  lateNightPayments: number;
  largestPesewas: bigint;
}

export const NO_HABITS: SpendingHabits = { payments: 0, spentPesewas: 0n, weekendPesewas: 0n, lateNightPayments: 0, largestPesewas: 0n };

export function addHabits(a: SpendingHabits, b: SpendingHabits): SpendingHabits {
  return {
    payments: a.payments + b.payments,
    spentPesewas: a.spentPesewas + b.spentPesewas,
    weekendPesewas: a.weekendPesewas + b.weekendPesewas,
    lateNightPayments: a.lateNightPayments + b.lateNightPayments,
    largestPesewas: a.largestPesewas > b.largestPesewas ? a.largestPesewas : b.largestPesewas,
  };
}
