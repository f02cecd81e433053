import type { Database } from '@ghanapay/db';
import { DEFAULT_LANGUAGE } from '@ghanapay/validators';
import { sql } from 'kysely';

/** A person keeps at most this many devices subscribed; a new one past it replaces the oldest. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * The browser's subscription, owned by the caller: the same endpoint again is the same row (its keys
 * renewed), even when another person had subscribed that browser before (it is theirs no more).
 */
export async function upsertPushSubscription(
  db: Database,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; deviceLabel: string | null },
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('pushSubscriptions')
      .values({ ...row, createdAt: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          userId: eb.ref('excluded.userId'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          deviceLabel: eb.ref('excluded.deviceLabel'),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = trx
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', row.userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await trx.deleteFrom('pushSubscriptions').where('userId', '=', row.userId).where('id', 'not in', kept).where('id', '<>', id).execute();
    return id;
  });
}

export async function listPushSubscriptions(db: Database, userId: string) {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'deviceLabel', 'createdAt', 'lastSuccessAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** True when the caller's subscription was deleted (another person's is not found). */
export async function deletePushSubscription(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pushSubscriptions').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Where a person's pushes go, with their push choices and language (no preferences row: the defaults, push on, no amounts, English). */
export async function findPushTargets(db: Database, userId: string) {
  return db
    .selectFrom('pushSubscriptions as s')
    .leftJoin('userPreferences as p', 'p.userId', 's.userId')
    .select(['s.id', 's.endpoint', 's.p256dh', 's.auth'])
    .select((eb) => [
      eb.fn.coalesce('p.notifyPush', eb.lit(true)).as('pushOn'),
      eb.fn.coalesce('p.pushLockScreenDetails', eb.lit(false)).as('showAmounts'),
      // Their language, read here so a push in it costs no query of its own.
      eb.fn.coalesce('p.language', sql.lit(DEFAULT_LANGUAGE)).as('language'),
    ])
    .where('s.userId', '=', userId)
    .execute();
}

/** The push service says this subscription is gone (404/410). */
export async function forgetPushSubscription(db: Database, id: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export async function markPushDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db.updateTable('pushSubscriptions').set({ lastSuccessAt: now }).where('id', '=', id).execute();
}
