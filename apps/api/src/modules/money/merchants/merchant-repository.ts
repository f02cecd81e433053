import type { Database } from '@ghanapay/db';
import type { Selectable } from 'kysely';
import type { MerchantPayments, Merchants } from '@ghanapay/db';

export type MerchantRow = Selectable<Merchants>;
export type MerchantPaymentRow = Selectable<MerchantPayments>;

export function findMerchantByUser(db: Database, userId: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export function findMerchantByCode(db: Database, code: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('merchantCode', '=', code).executeTakeFirst();
}

/** Inserts the profile under `code`; undefined when the code is taken (the caller draws another). */
export async function insertMerchant(
  trx: Database,
  row: { userId: string; merchantCode: string; businessName: string; categoryCode: string; city: string },
): Promise<MerchantRow | undefined> {
  return trx
    .insertInto('merchants')
    .values(row)
    .onConflict((oc) => oc.column('merchantCode').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function insertMerchantPayment(
  trx: Database,
  row: { merchantId: string; payerId: string; amountPesewas: bigint; reference: string | null; journalId: string },
): Promise<MerchantPaymentRow> {
  return trx
    .insertInto('merchantPayments')
    .values({ ...row, amountPesewas: row.amountPesewas.toString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockMerchantPayment(trx: Database, id: string): Promise<MerchantPaymentRow | undefined> {
  return trx.selectFrom('merchantPayments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function addRefunded(trx: Database, id: string, amountPesewas: bigint): Promise<void> {
  await trx
    .updateTable('merchantPayments')
    .set((eb) => ({ refundedPesewas: eb('refundedPesewas', '+', amountPesewas.toString()) }))
    .where('id', '=', id)
    .execute();
}

export interface MerchantPaymentView extends MerchantPaymentRow {
  merchantCode: string;
  businessName: string;
  payerFirstName: string | null;
  payerLastName: string | null;
  payerUsername: string;
}

function paymentsWithNames(db: Database) {
  return db
    .selectFrom('merchantPayments as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .innerJoin('users as u', 'u.id', 'p.payerId')
    .selectAll('p')
    .select([
      'm.merchantCode',
      'm.businessName',
      'u.firstName as payerFirstName',
      'u.lastName as payerLastName',
      'u.username as payerUsername',
    ]);
}

export function findMerchantPaymentView(db: Database, id: string): Promise<MerchantPaymentView | undefined> {
  return paymentsWithNames(db).where('p.id', '=', id).executeTakeFirst();
}

export function listMerchantTakings(db: Database, merchantId: string, limit = 100): Promise<MerchantPaymentView[]> {
  return paymentsWithNames(db).where('p.merchantId', '=', merchantId).orderBy('p.createdAt', 'desc').limit(limit).execute();
}

export function findUserByUsername(db: Database, username: string) {
  return db.selectFrom('users').select(['id', 'username', 'firstName', 'lastName']).where('username', '=', username).executeTakeFirst();
}
