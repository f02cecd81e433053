import type { Database } from '@ghanapay/db';
import type { LinkedAccountTable } from '../linked-account-repository';

export async function findMobileMoneyForVerification(db: Database, id: string) {
  return db
    .selectFrom('mobileMoneyAccounts')
    .select(['id', 'provider', 'phoneNumber', 'accountName', 'verificationStatus'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findBankAccountForVerification(db: Database, id: string) {
  return db
    .selectFrom('bankAccounts')
    .select(['id', 'bankCode', 'accountNumber', 'accountName', 'verificationStatus'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Accounts still waiting for their provider, oldest first, added before `before`. */
export async function listPendingAccountIds(db: Database, table: LinkedAccountTable, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('verificationStatus', '=', 'pending')
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Records the provider's answer once: only a row still pending, with the same number and name as
 * were checked, is updated (an account edited or removed meanwhile keeps its own state).
 */
export async function recordVerification(
  db: Database,
  table: LinkedAccountTable,
  id: string,
  outcome: { status: 'verified' | 'unverified'; note: string | null; registeredName: string | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({
      verificationStatus: outcome.status,
      isVerified: outcome.status === 'verified',
      verificationNote: outcome.note,
      registeredName: outcome.registeredName,
      verifiedAt: outcome.status === 'verified' ? now : null,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('verificationStatus', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
