import { sql, type Kysely } from 'kysely';

/** Per table: how many rows, and an md5 over every row's text (order-independent). */
export type TableSnapshot = Map<string, { rows: number; hash: string }>;

/**
 * Every table of the application's schemas (not the migration bookkeeping), counted and hashed in
 * one statement: the fuzzer's judge of "did anything change".
 */
export async function snapshotTables(db: Kysely<any>): Promise<TableSnapshot> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      and table_name not like 'kysely_migration%'
    order by 1, 2`.execute(db);
  if (tables.rows.length === 0) return new Map();
  const parts = tables.rows.map(
    ({ schema, name }) =>
      sql`select ${`${schema}.${name}`}::text as t, count(*)::int as rows,
        md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${sql.table(`${schema}.${name}`)} x`,
  );
  const result = await sql<{ t: string; rows: number; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(result.rows.map((r) => [r.t, { rows: r.rows, hash: r.hash }]));
}

/**
 * The next transaction id the cluster will hand out: it moves only when some transaction writes
 * (a read-only one takes none), so an unchanged value proves nothing was written anywhere.
 */
export async function nextTransactionId(db: Kysely<any>): Promise<string> {
  const result = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(db);
  return result.rows[0]!.xmax;
}

/** The tables whose count or content differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n)?.hash !== after.get(n)?.hash || before.get(n)?.rows !== after.get(n)?.rows).sort();
}
