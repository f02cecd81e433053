import type { Database } from '@ghanapay/db';
import { accountBalanceBefore, accountEntriesQuery, findWalletAccount } from '@ghanapay/ledger';
import { sql } from 'kysely';

/** One wallet entry of the period, with what its description needs (the payment's two people). */
export interface StatementEntryRow {
  entryId: string;
  journalId: string;
  kind: string;
  createdAt: Date;
  amountPesewas: string;
  senderFirstName: string | null;
  senderLastName: string | null;
  recipientFirstName: string | null;
  recipientLastName: string | null;
  recipientPhone: string | null;
  recipientEmail: string | null;
}

/** A transfer to or from a linked account that one of the period's journals belongs to. */
export interface StatementTransferRow {
  holdJournalId: string | null;
  settleJournalId: string | null;
  reverseJournalId: string | null;
  recoverJournalId: string | null;
  destinationKind: string;
  network: string | null;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  feePesewas: string;
}

export interface WalletLedgerSlice {
  /** The sum of the wallet's entries before the period: its balance when the period began. */
  openingPesewas: bigint;
  /** The period's entries, oldest first. */
  entries: StatementEntryRow[];
  transfers: StatementTransferRow[];
}

/**
 * The user's wallet entries of [from, to) and their balance before `from`, by the journals' time,
 * read in one snapshot so the opening balance and the entries agree even while money moves.
 * No wallet yet: nothing, from a zero balance.
 */
export async function readWalletLedger(db: Database, userId: string, period: { from: Date; to: Date }): Promise<WalletLedgerSlice> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const account = await findWalletAccount(trx, userId);
      if (!account) return { openingPesewas: 0n, entries: [], transfers: [] };
      const openingPesewas = await accountBalanceBefore(trx, account, period.from);
      const entries = await trx
        .selectFrom(accountEntriesQuery(trx, account, period).as('w'))
        .leftJoin('transactions as t', 't.id', 'w.transactionId')
        .leftJoin('users as s', 's.id', 't.senderId')
        .leftJoin('users as r', 'r.id', 't.recipientId')
        .select([
          'w.entryId',
          'w.journalId',
          'w.kind',
          'w.createdAt',
          'w.amountPesewas',
          's.firstName as senderFirstName',
          's.lastName as senderLastName',
          'r.firstName as recipientFirstName',
          'r.lastName as recipientLastName',
          't.recipientPhone',
          't.recipientEmail',
        ])
        .orderBy('w.createdAt')
        .orderBy('w.entryId')
        .execute();
      const journalIds = [...new Set(entries.map((e) => e.journalId))];
      const transfers =
        journalIds.length === 0
          ? []
          : await trx
              .selectFrom('externalTransfers')
              .select([
                'holdJournalId',
                'settleJournalId',
                'reverseJournalId',
                'recoverJournalId',
                'destinationKind',
                'network',
                'bankName',
                'accountNumber',
                'accountName',
                'feePesewas',
              ])
              .where('userId', '=', userId)
              // One array parameter, however many journals a year holds.
              .where(
                sql<boolean>`array[hold_journal_id, settle_journal_id, reverse_journal_id, recover_journal_id] && ${journalIds}::bigint[]`,
              )
              .execute();
      return { openingPesewas, entries, transfers };
    });
}
