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

/** Removes one of the user's passkeys (another user's id removes nothing). */
export async function deleteCredentialOfUser(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webauthnCredentials').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What Settings lists of each passkey (never its public key). */
export async function listPasskeysOfUser(db: Database, userId: string) {
  return db
    .selectFrom('webauthnCredentials')
    .select(['id', 'name', 'deviceType', 'backedUp', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}
