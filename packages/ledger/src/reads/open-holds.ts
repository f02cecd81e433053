import type { Database } from '@ghanapay/db';
import { sql, type Expression } from 'kysely';
import type { HoldStatus } from '../holds';

/** LIKE's own characters in a prefix match themselves. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The holds whose reference starts with `prefix` (e.g. `reversal:<request id>:`), oldest first, any status. */
export async function holdsByReferencePrefix(
  db: Database,
  prefix: string,
): Promise<{ id: string; amountPesewas: bigint; status: HoldStatus }[]> {
  const rows = await db
    .selectFrom('ledgerHolds')
    .select(['id', 'amountPesewas', 'status'])
    .where('reference', 'like', likePrefix(prefix))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, amountPesewas: BigInt(r.amountPesewas), status: r.status as HoldStatus }));
}

/**
 * The sum of the open holds whose reference starts with `prefix` (an expression of the caller's row,
 * e.g. sql`'reversal:' || r.id || ':'`), as a scalar subquery the caller composes into its own query
 * (null when none is open: wrap it in coalesce). The prefix is a LIKE pattern's start.
 */
export function openHeldPesewasQuery(db: Database, prefix: Expression<string>) {
  return db
    .selectFrom('ledgerHolds as h')
    .select((s) => s.fn.sum<string>('h.amountPesewas').as('held'))
    .where('h.reference', 'like', sql<string>`${prefix} || '%'`)
    .where('h.status', '=', 'open');
}

/** Open holds by reason: how many and their sum in pesewas (what /metrics reports). */
export async function openHoldsByReason(db: Database): Promise<{ reason: string; holds: number; pesewas: bigint }[]> {
  const rows = await db
    .selectFrom('ledgerHolds')
    .select((eb) => ['reason', eb.fn.countAll<string>().as('holds'), eb.fn.sum<string>('amountPesewas').as('pesewas')])
    .where('status', '=', 'open')
    .groupBy('reason')
    .execute();
  return rows.map((r) => ({ reason: r.reason, holds: Number(r.holds), pesewas: BigInt(r.pesewas) }));
}
