import type { Database } from '@ghanapay/db';

/** The signed-in user's own bank account by id (another user's is as missing as none). */
export async function findOwnBankAccount(db: Database, userId: string, id: string) {
  return db.selectFrom('bankAccounts').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The signed-in user's own mobile-money wallet by id. */
export async function findOwnMobileMoneyAccount(db: Database, userId: string, id: string) {
  return db.selectFrom('mobileMoneyAccounts').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The signed-in user's own saved card by id: what charging it needs and how it is shown. */
export async function findOwnCard(db: Database, userId: string, id: string) {
  return db
    .selectFrom('bankCards')
    .select(['id', 'status', 'reusable', 'authorizationCode', 'customerEmail', 'cardType', 'cardLast4', 'bankName'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A card's Paystack authorization and the email it was made for, when the card is still saved. */
export async function findCardAuthorization(db: Database, userId: string, id: string) {
  return db
    .selectFrom('bankCards')
    .select(['authorizationCode', 'customerEmail'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
