import type { Database } from '@ghanapay/db';

export interface NewCredential {
  id: string;
  userId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

export async function listCredentialsOfUser(db: Database, userId: string) {
  return db.selectFrom('webauthnCredentials').select(['id', 'transports']).where('userId', '=', userId).execute();
}

export async function findCredentialById(db: Database, id: string) {
  return db
    .selectFrom('webauthnCredentials')
    .select(['id', 'userId', 'publicKey', 'counter', 'transports'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** False when the credential id is already registered (to anyone). */
export async function insertCredential(db: Database, credential: NewCredential): Promise<boolean> {
  const result = await db
    .insertInto('webauthnCredentials')
    .values(credential)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordCredentialUse(db: Database, id: string, counter: number, now: Date): Promise<void> {
  await db.updateTable('webauthnCredentials').set({ counter, lastUsedAt: now }).where('id', '=', id).execute();
}
