import type { Database } from '@ghanapay/db';
import { sql, type Expression, type SqlBool } from 'kysely';

export interface WalletOutflowsQuery {
  userId: string;
  /** Entries stamped at or after this (the database's clock: what entries are stamped with). */
  since: Date;
  /** The journal kinds that count. */
  journalKinds: readonly string[];
  /**
   * A journal that matches is not counted: the caller's condition on the journal's kind and payment
   * (its transaction id), composed into the same query (e.g. a payment to someone paid before).
   */
  except?: (journal: { kind: Expression<string>; transactionId: Expression<string | null> }) => Expression<SqlBool>;
}

/** What left a person's wallet since a moment by journals of these kinds, fees included, in pesewas (0 without a wallet). */
export async function walletOutflowsSince(db: Database, query: WalletOutflowsQuery): Promise<bigint> {
  if (query.journalKinds.length === 0) return 0n;
  const except = query.except
    ? sql`AND NOT (${query.except({ kind: sql.ref<string>('j.kind'), transactionId: sql.ref<string | null>('j.transaction_id') })})`
    : sql``;
  const { rows } = await sql<{ out: string }>`
    SELECT coalesce(sum(-e.amount_pesewas), 0)::text AS out
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id AND e.amount_pesewas < 0 AND e.created_at >= ${query.since}
    JOIN ledger_journals j ON j.id = e.journal_id
    WHERE a.user_id = ${query.userId} AND a.kind = 'wallet'
      AND j.kind IN (${sql.join(query.journalKinds)})
      ${except}`.execute(db);
  return BigInt(rows[0]?.out ?? '0');
}
