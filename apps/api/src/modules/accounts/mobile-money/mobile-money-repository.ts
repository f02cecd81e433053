import type { Database } from '@ghanapay/db';

const COLUMNS = [
  'id',
  'provider',
  'phoneNumber',
  'accountName',
  'isActive',
  'isDefault',
  'isVerified',
  'verificationStatus',
  'verificationNote',
  'createdAt',
] as const;

export async function listMobileMoneyRows(db: Database, userId: string) {
  return db.selectFrom('mobileMoneyAccounts').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export type MobileMoneyRow = Awaited<ReturnType<typeof listMobileMoneyRows>>[number];

export async function insertMobileMoneyRow(
  trx: Database,
  values: { userId: string; provider: string; phoneNumber: string; accountName: string; isActive: boolean; isDefault: boolean },
) {
  return trx.insertInto('mobileMoneyAccounts').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}
