import type { Database } from '@ghanapay/db';
import { ensureWalletAccount, type LimitBreach } from '@ghanapay/ledger';
import { formatCedis, limitMessage, TIER_LIMITS, TIER_NAMES, toCedisString, type Pesewas } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import type { TLimits } from './get-limits.types';
import { loadLimitUsage, lockWalletRoom } from './limits-repository';

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
 * Add Money asks the provider for money that is credited when the payer approves. Its room is the
 * balance limit less the balance and every request still open, read under the wallet's lock, so
 * parallel requests cannot each see the same room. The credit checks again (a payment may have
 * arrived meanwhile): money beyond the limit then goes back to the payer (transfer-state-machine.ts).
 */
export async function assertAddMoneyRoom(trx: Database, userId: string, amountPesewas: Pesewas): Promise<void> {
  const wallet = await ensureWalletAccount(trx, userId);
  const room = await lockWalletRoom(trx, wallet);
  const limit = TIER_LIMITS[room.tier].maxBalancePesewas;
  const committed = BigInt(room.balancePesewas) + BigInt(room.openCollectionsPesewas);
  if (committed + amountPesewas > limit) {
    const open = BigInt(room.openCollectionsPesewas);
    if (open === 0n)
      throw limitError({ accountId: wallet, limit: 'balance', limitPesewas: limit, usedPesewas: committed }, { ownBalance: true });
    throw new AppError(
      'LIMIT_EXCEEDED',
      `This would take your balance above your limit of ${formatCedis(limit)}, counting the ${formatCedis(open)} already waiting for your approval. Verify your identity to raise your limits.`,
      { limit: 'balance' },
    );
  }
}

/** Whether a collection's credit fits below the wallet's balance limit now; locks the wallet (and `alsoLock`). */
export async function creditFitsBalanceLimit(
  trx: Database,
  walletId: string,
  amountPesewas: Pesewas,
  alsoLock: string[],
): Promise<{ fits: boolean; limitPesewas: Pesewas }> {
  const room = await lockWalletRoom(trx, walletId, alsoLock);
  const limit = TIER_LIMITS[room.tier].maxBalancePesewas;
  return { fits: BigInt(room.balancePesewas) + amountPesewas <= limit, limitPesewas: limit };
}
