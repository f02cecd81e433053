import type { Database } from '@ghanapay/db';
import { ensureWalletAccount } from './ensure-wallet-account';
import { inTransaction } from './in-transaction';
import { systemAccount } from './system-account';
import { transfer } from './transfer';
import type { PostedJournal } from './types';

export interface CreditFromFundingInput {
  userId: string;
  amountPesewas: bigint;
  description?: string | null;
}

/**
 * Credits a user's wallet from the funding account (creating either if missing): how demo users get
 * their opening balance. Not idempotent by itself: a caller that may run twice (a seed script) must
 * decide once, e.g. only when it has just created the user.
 */
export async function creditFromFunding(executor: Database, input: CreditFromFundingInput): Promise<PostedJournal> {
  return inTransaction(executor, async (trx) => {
    const wallet = await ensureWalletAccount(trx, input.userId);
    const funding = await systemAccount(trx, 'funding');
    return transfer(trx, {
      from: funding,
      to: wallet,
      amountPesewas: input.amountPesewas,
      kind: 'funding_credit',
      description: input.description ?? 'Opening balance',
    });
  });
}

/**
 * Credits a wallet's opening balance once: the wallet row is locked while deciding and only a wallet
 * with no entries yet is credited, so a seed run again (or twice at once) never pays twice.
 * Returns whether it credited now.
 */
export async function creditOpeningBalanceOnce(executor: Database, input: CreditFromFundingInput): Promise<boolean> {
  return inTransaction(executor, async (trx) => {
    const wallet = await ensureWalletAccount(trx, input.userId);
    await trx.selectFrom('ledgerAccounts').select('id').where('id', '=', wallet).forUpdate().execute();
    const entry = await trx.selectFrom('ledgerEntries').select('id').where('accountId', '=', wallet).limit(1).executeTakeFirst();
    if (entry) return false;
    await creditFromFunding(trx, input);
    return true;
  });
}
