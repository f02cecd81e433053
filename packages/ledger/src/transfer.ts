import type { Database } from '@ghanapay/db';
import { LedgerError } from './ledger-error';
import { postJournal } from './post-journal';
import type { IdInput, PostedEntry, PostedJournal } from './types';
import { validateEntries } from './validate-entries';

export interface TransferInput {
  from: IdInput;
  to: IdInput;
  /** Positive pesewas moved from `from` to `to`. */
  amountPesewas: bigint;
  kind?: string;
  transactionId?: IdInput | null;
  description?: string | null;
  /** A fee the payer pays on top, credited to `fee.to` (the fees account) in the same journal. */
  fee?: { amountPesewas: bigint; to: IdInput } | null;
}

/**
 * Moves a positive amount between two accounts as one journal (default kind `transfer`): two entries,
 * or three when a non-zero fee goes to the fees account (the payer is debited amount + fee).
 */
export async function transfer(executor: Database, input: TransferInput): Promise<PostedJournal> {
  return postJournal(executor, {
    kind: input.kind ?? 'transfer',
    transactionId: input.transactionId,
    description: input.description,
    entries: transferEntries(input),
  });
}

/**
 * The checked entries of a transfer, for a caller that posts them in its own statement through the
 * database's ledger_post (a send's send_payment): amount and fee checked, the journal validated.
 */
export function transferEntries(input: Pick<TransferInput, 'from' | 'to' | 'amountPesewas' | 'fee'>): PostedEntry[] {
  if (typeof input.amountPesewas !== 'bigint' || input.amountPesewas <= 0n) {
    throw new LedgerError('INVALID_AMOUNT', 'A transfer moves a positive amount of pesewas', { amountPesewas: input.amountPesewas });
  }
  const fee = input.fee?.amountPesewas ?? 0n;
  if (typeof fee !== 'bigint' || fee < 0n)
    throw new LedgerError('INVALID_AMOUNT', 'A fee is zero or a positive amount of pesewas', { fee });
  return validateEntries([
    { accountId: input.from, amountPesewas: -(input.amountPesewas + fee) },
    { accountId: input.to, amountPesewas: input.amountPesewas },
    ...(fee > 0n && input.fee ? [{ accountId: input.fee.to, amountPesewas: fee }] : []),
  ]);
}
