import type { Database } from '@ghanapay/db';

/** The signed-in user's own bank account by id (another user's is as missing as none). */
export async function findOwnBankAccount(db: Database, userId: string, id: string) {
  return db.selectFrom('bankAccounts').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The signed-in user's own mobile-money wallet by id. */
export async function findOwnMobileMoneyAccount(db: Database, userId: string, id: string) {
  return db.selectFrom('mobileMoneyAccounts').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}
