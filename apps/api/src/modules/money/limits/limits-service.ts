import type { Database } from '@ghanapay/db';
import type { LimitBreach } from '@ghanapay/ledger';
import { limitMessage, TIER_LIMITS, TIER_NAMES, toCedisString, type Pesewas } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import type { TLimits } from './get-limits.types';
import { loadLimitUsage } from './limits-repository';

const left = (limit: Pesewas, used: Pesewas) => toCedisString(limit > used ? limit - used : 0n);

/** The person's tier, its limits, and what is left today, this month and below the balance limit. */
export async function getLimits(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TLimits> {
  const usage = await loadLimitUsage(deps.db, userId);
  if (!usage) throw new AppError('NOT_FOUND', 'User not found');
  const limits = TIER_LIMITS[usage.tier];
  const balance = BigInt(usage.balancePesewas);
  const today = BigInt(usage.usedTodayPesewas);
  const month = BigInt(usage.usedThisMonthPesewas);
  return {
    tier: usage.tier,
    tierName: TIER_NAMES[usage.tier],
    dailyLimit: toCedisString(limits.dailyPesewas),
    monthlyLimit: limits.monthlyPesewas === null ? null : toCedisString(limits.monthlyPesewas),
    maxBalance: toCedisString(limits.maxBalancePesewas),
    usedToday: toCedisString(today),
    leftToday: left(limits.dailyPesewas, today),
    usedThisMonth: toCedisString(month),
    leftThisMonth: limits.monthlyPesewas === null ? null : left(limits.monthlyPesewas, month),
    balance: toCedisString(balance),
    balanceRoom: left(limits.maxBalancePesewas, balance),
  };
}

/**
 * The API error for a movement the ledger refused at a tier limit. `ownBalance`: the wallet credited
 * is the acting person's own (a claim, Add Money), so its balance limit is told as theirs.
 */
export function limitError(breach: LimitBreach, options: { ownBalance?: boolean } = {}): AppError {
  const own = breach.limit !== 'balance' || options.ownBalance === true;
  return new AppError('LIMIT_EXCEEDED', limitMessage(breach, own), { limit: breach.limit });
}

/**
 * Add Money asks the provider for money that will be credited when the payer approves; the credit
 * itself is never refused (the money has already moved), so the balance limit is checked here, when
 * the request is made (docs/decisions.md, "Tiered limits").
 */
export async function assertBalanceRoom(db: Database, userId: string, amountPesewas: Pesewas): Promise<void> {
  const usage = await loadLimitUsage(db, userId);
  if (!usage) throw new AppError('NOT_FOUND', 'User not found');
  const limit = TIER_LIMITS[usage.tier].maxBalancePesewas;
  const balance = BigInt(usage.balancePesewas);
  if (balance + amountPesewas > limit) {
    throw limitError({ accountId: '', limit: 'balance', limitPesewas: limit, usedPesewas: balance }, { ownBalance: true });
  }
}
