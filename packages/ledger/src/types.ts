/**
 * Ledger ids are PostgreSQL bigints. They leave the ledger as decimal strings (what `pg` returns for
 * int8), and are accepted as strings or bigints.
 */
export type AccountId = string;
export type JournalId = string;
export type IdInput = string | bigint;

export type SystemAccountKind =
  | 'funding'
  | 'fees'
  | 'held'
  | 'payout_pending'
  | 'momo_settlement'
  | 'bank_settlement'
  | 'card_settlement'
  | 'bills_settlement'
  | 'commission_income';
export type AccountKind = 'wallet' | SystemAccountKind;

export interface EntryInput {
  accountId: IdInput;
  /** Signed pesewas: negative debits the account (money leaves it), positive credits it. */
  amountPesewas: bigint;
}

export interface PostJournalInput {
  /** What kind of movement this is, e.g. `transfer`, `fee`, `funding_credit` (lower_snake_case). */
  kind: string;
  transactionId?: IdInput | null;
  description?: string | null;
  entries: readonly EntryInput[];
}

export interface PostedEntry {
  accountId: AccountId;
  amountPesewas: bigint;
}

export interface PostedJournal {
  journalId: JournalId;
  kind: string;
  transactionId: string | null;
  reversesJournalId: JournalId | null;
  entries: PostedEntry[];
  /** The balance of every touched account after this journal, in ascending account id order. */
  balances: { accountId: AccountId; balancePesewas: bigint }[];
}
