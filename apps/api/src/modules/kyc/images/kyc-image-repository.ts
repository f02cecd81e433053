import type { Database } from '@ghanapay/db';

export interface KycImageRow {
  id: string;
  userId: string;
  storageKey: string;
  keyId: string;
  contentType: string;
}

export async function insertKycImage(
  db: Database,
  row: KycImageRow & { width: number; height: number; byteSize: number; createdAt: Date },
): Promise<void> {
  await db.insertInto('kycImages').values(row).execute();
}

export async function findKycImage(db: Database, id: string): Promise<KycImageRow | undefined> {
  return db.selectFrom('kycImages').select(['id', 'userId', 'storageKey', 'keyId', 'contentType']).where('id', '=', id).executeTakeFirst();
}

/** Uploads in the last hour, for the per-person ceiling. */
export async function countRecentKycImages(db: Database, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('kycImages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The storage keys of every identity photo of the person (what the retention schedule deletes). */
export async function findKycImageKeysOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('kycImages').select('storageKey').where('userId', '=', userId).execute();
  return rows.map((r) => r.storageKey);
}

export async function deleteKycImageRowsOf(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('kycImages').where('userId', '=', userId).execute();
}
