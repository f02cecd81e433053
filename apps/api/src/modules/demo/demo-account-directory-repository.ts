import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/**
 * Who the demo's simulated networks say holds a number or an account: one of our users whose proved
 * phone it is, else whoever linked it here (the simulated bank "knows" the accounts its customers
 * link). A real provider answers from its own records; this is only what the demo's stand-ins know.
 */
export async function demoHolderOfPhone(db: Database, e164: string): Promise<string | null> {
  const row = await sql<{ name: string }>`
    SELECT name FROM (
      SELECT first_name || ' ' || last_name AS name, 0 AS rank FROM users WHERE phone_number = ${e164} AND phone_verified
      UNION ALL
      SELECT u.first_name || ' ' || u.last_name, 1 FROM mobile_money_accounts m JOIN users u ON u.id = m.user_id WHERE m.phone_number = ${e164}
    ) holders ORDER BY rank LIMIT 1`.execute(db);
  return row.rows[0]?.name ?? null;
}

/** `bankCode` is the document's code (GCB, ECO …). */
export async function demoHolderOfBankAccount(db: Database, bankCode: string, accountNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('bankAccounts as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select(['u.firstName', 'u.lastName'])
    .where('b.accountNumber', '=', accountNumber)
    .where('b.bankCode', '=', bankCode)
    .orderBy('b.id')
    .executeTakeFirst();
  return row ? `${row.firstName} ${row.lastName}` : null;
}
