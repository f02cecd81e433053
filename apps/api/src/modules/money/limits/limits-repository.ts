import type { Database } from '@ghanapay/db';
import { loadWalletLimitUsage, lockWalletForLimits, type WalletLimitUsage } from '@ghanapay/ledger';
import type { KycTier } from '@ghanapay/money';
import { sql } from 'kysely';

export type LimitUsageRow = WalletLimitUsage;

/**
 * A person's tier, balance and what has left their wallet today and this month, in Africa/Accra
 * days (packages/ledger). Undefined for no such user.
 */
export const loadLimitUsage: (db: Database, userId: string) => Promise<LimitUsageRow | undefined> = loadWalletLimitUsage;

export interface WalletRoomRow {
  tier: KycTier;
  balancePesewas: string;
  /** Add Money requests of the person still waiting for the payer's approval (or the provider's answer). */
  openCollectionsPesewas: string;
}

/**
 * Locks the wallet (with `alsoLock`, every row in ascending id order, as every posting locks them, so
 * the caller's posting after it cannot deadlock with another's) and reads what its balance limit
 * needs: the tier, the balance and the open Add Money requests. Held until the caller commits, so two
 * requests for the same wallet are checked one after the other.
 */
export async function lockWalletRoom(trx: Database, walletId: string, alsoLock: string[] = []): Promise<WalletRoomRow> {
  const wallet = await lockWalletForLimits(trx, walletId, alsoLock);
  const { rows } = await sql<{ openCollectionsPesewas: string }>`
    SELECT coalesce(sum(t.amount_pesewas), 0)::text AS open_collections_pesewas FROM external_transfers t
    WHERE t.user_id = ${wallet.userId} AND t.direction = 'in' AND t.status IN ('scheduled', 'processing', 'review')`.execute(trx);
  return { tier: wallet.tier, balancePesewas: wallet.balancePesewas, openCollectionsPesewas: rows[0]!.openCollectionsPesewas };
}
