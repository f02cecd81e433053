import type { Database } from '@ghanapay/db';

const COLUMNS = [
  'id',
  'cardLast4',
  'cardFirst6',
  'cardholderName',
  'expiryDate',
  'cardType',
  'bankName',
  'isDefault',
  'createdAt',
] as const;

export async function listCardRows(db: Database, userId: string) {
  return db.selectFrom('bankCards').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export type CardRow = Awaited<ReturnType<typeof listCardRows>>[number];

/** Locks the user's cards in id order (set-default and delete queue behind each other). */
export async function lockCardRows(trx: Database, userId: string) {
  return trx.selectFrom('bankCards').select(['id', 'isDefault']).where('userId', '=', userId).orderBy('id').forUpdate().execute();
}

export async function insertCardRow(
  trx: Database,
  values: {
    userId: string;
    cardNumberEncrypted: string;
    keyId: string;
    cardFingerprint: string;
    cardLast4: string;
    cardFirst6: string;
    cardholderName: string;
    expiryDate: string;
    cardType: string;
    bankName: string;
    isDefault: boolean;
  },
) {
  return trx.insertInto('bankCards').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function setCardDefault(trx: Database, userId: string, id: string | null): Promise<void> {
  await trx.updateTable('bankCards').set({ isDefault: false }).where('userId', '=', userId).where('isDefault', '=', true).execute();
  if (id) await trx.updateTable('bankCards').set({ isDefault: true }).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteCardRow(trx: Database, userId: string, id: string): Promise<void> {
  await trx.deleteFrom('bankCards').where('userId', '=', userId).where('id', '=', id).execute();
}
