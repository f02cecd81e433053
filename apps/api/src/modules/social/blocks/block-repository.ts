import type { Database } from '@ghanapay/db';

/** True when a block row was written now (false: it existed already). */
export async function insertBlock(db: Database, blockerId: string, blockedId: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('userBlocks')
    .values({ blockerId, blockedId, createdAt: now })
    .onConflict((oc) => oc.constraint('user_blocks_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db.deleteFrom('userBlocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Which way blocks run between two users. */
export async function findBlocksBetween(db: Database, a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await db
    .selectFrom('userBlocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) =>
      eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]),
    )
    .execute();
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
}

export async function listBlockedIds(db: Database, blockerId: string): Promise<string[]> {
  const rows = await db.selectFrom('userBlocks').select('blockedId').where('blockerId', '=', blockerId).execute();
  return rows.map((r) => r.blockedId);
}

/** A block ends whatever friendship or request the pair had. */
export async function deleteFriendshipOfPair(db: Database, a: string, b: string): Promise<void> {
  await db
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('requesterId', '=', a), eb('addresseeId', '=', b)]),
        eb.and([eb('requesterId', '=', b), eb('addresseeId', '=', a)]),
      ]),
    )
    .execute();
}
