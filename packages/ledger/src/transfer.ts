import { LedgerError } from './ledger-error';
import { postJournal } from './post-journal';
import type { IdInput, LedgerExecutor, PostedJournal } from './types';

export interface TransferInput {
  from: IdInput;
  to: IdInput;
  /** Positive pesewas moved from `from` to `to`. */
  amountPesewas: bigint;
  kind?: string;
  transactionId?: IdInput | null;
  description?: string | null;
}

/** Moves a positive amount between two accounts as one two-entry journal (default kind `transfer`). */
export async function transfer(executor: LedgerExecutor, input: TransferInput): Promise<PostedJournal> {
  if (typeof input.amountPesewas !== 'bigint' || input.amountPesewas <= 0n) {
    throw new LedgerError('INVALID_AMOUNT', 'A transfer moves a positive amount of pesewas', { amountPesewas: input.amountPesewas });
  }
  return postJournal(executor, {
    kind: input.kind ?? 'transfer',
    transactionId: input.transactionId,
    description: input.description,
    entries: [
      { accountId: input.from, amountPesewas: -input.amountPesewas },
      { accountId: input.to, amountPesewas: input.amountPesewas },
    ],
  });
}
