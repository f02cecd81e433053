import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** Money moved by journal kind: the sum of the positive legs of every journal (what left one account for another), in pesewas. */
export async function moneyMovedByJournalKind(db: Database): Promise<{ kind: string; pesewas: bigint }[]> {
  const { rows } = await sql<{ kind: string; pesewas: string }>`
    SELECT j.kind, sum(e.amount_pesewas)::text AS pesewas
    FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
    WHERE e.amount_pesewas > 0
    GROUP BY j.kind`.execute(db);
  return rows.map((r) => ({ kind: r.kind, pesewas: BigInt(r.pesewas) }));
}
