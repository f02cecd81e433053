import type { Database } from '@ghanapay/db';

export interface GuardianRow {
  userId: string;
  guardianId: string | null;
  thresholdPesewas: string | null;
  pendingGuardianId: string | null;
  pendingThresholdPesewas: string | null;
  pendingEffectiveAt: Date | null;
}

const COLUMNS = ['userId', 'guardianId', 'thresholdPesewas', 'pendingGuardianId', 'pendingThresholdPesewas', 'pendingEffectiveAt'] as const;

export async function findGuardianRow(db: Database, userId: string): Promise<GuardianRow | undefined> {
  return db.selectFrom('guardians').select(COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

export async function lockGuardianRow(trx: Database, userId: string): Promise<GuardianRow | undefined> {
  return trx.selectFrom('guardians').select(COLUMNS).where('userId', '=', userId).forUpdate().executeTakeFirst();
}

export async function saveGuardianRow(db: Database, row: GuardianRow, now: Date): Promise<void> {
  const values = { ...row, updatedAt: now };
  await db
    .insertInto('guardians')
    .values(values)
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** Whether the two people are accepted friends (either one asked). */
export async function areFriends(db: Database, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where('status', '=', 'accepted')
    .where((eb) =>
      eb.or([
        eb.and([eb('requesterId', '=', a), eb('addresseeId', '=', b)]),
        eb.and([eb('requesterId', '=', b), eb('addresseeId', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPersonByUsername(db: Database, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function findPeopleByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'username', 'firstName', 'lastName']).where('id', 'in', ids).execute();
}
