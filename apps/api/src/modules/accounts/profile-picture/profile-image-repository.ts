import type { Database } from '@ghanapay/db';
import type { ProcessedImage } from './profile-image';

/** Stores the user's picture (one per user) and points their profileImageUrl at it, atomically. */
export async function saveProfileImage(db: Database, userId: string, image: ProcessedImage, url: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profileImages')
      .values({
        userId,
        content: image.content,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        etag: image.etag,
        updatedAt: now,
      })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          content: image.content,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          etag: image.etag,
          updatedAt: now,
        }),
      )
      .execute();
    await trx.updateTable('users').set({ profileImageUrl: url, updatedAt: now }).where('id', '=', userId).execute();
  });
}

export async function findProfileImage(db: Database, userId: string) {
  return db.selectFrom('profileImages').select(['content', 'contentType', 'etag']).where('userId', '=', userId).executeTakeFirst();
}
