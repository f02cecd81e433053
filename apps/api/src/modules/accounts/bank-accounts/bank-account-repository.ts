import type { Database } from '@ghanapay/db';

const COLUMNS = [
  'id',
  'bankName',
  'bankCode',
  'accountNumber',
  'accountName',
  'accountType',
  'branchCode',
  'isActive',
  'isDefault',
  'isVerified',
  'verificationStatus',
  'verificationNote',
  'createdAt',
] as const;

export async function listBankAccountRows(db: Database, userId: string) {
  return db.selectFrom('bankAccounts').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export type BankAccountRow = Awaited<ReturnType<typeof listBankAccountRows>>[number];

export async function insertBankAccountRow(
  trx: Database,
  values: {
    userId: string;
    bankName: string;
    bankCode: string;
    accountNumber: string;
    accountName: string;
    accountType: string;
    branchCode: string | null;
    isActive: boolean;
    isDefault: boolean;
  },
) {
  return trx.insertInto('bankAccounts').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}
