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
  'status',
  'createdAt',
] as const;

export async function listCardRows(db: Database, userId: string) {
  return db.selectFrom('bankCards').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export type CardRow = Awaited<ReturnType<typeof listCardRows>>[number];

/** Locks the user's cards in id order (set-default, delete and add queue behind each other). */
export async function lockCardRows(trx: Database, userId: string) {
  return trx
    .selectFrom('bankCards')
    .select(['id', 'isDefault', 'signature'])
    .where('userId', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertCardRow(
  trx: Database,
  values: {
    userId: string;
    authorizationCode: string;
    signature: string;
    reusable: boolean;
    customerEmail: string;
    cardLast4: string;
    cardFirst6: string;
    cardholderName: string;
    expiryDate: string;
    cardType: string;
    bankName: string;
    isDefault: boolean;
  },
) {
  return trx
    .insertInto('bankCards')
    .values({ ...values, status: 'active' })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setCardDefault(trx: Database, userId: string, id: string | null): Promise<void> {
  await trx.updateTable('bankCards').set({ isDefault: false }).where('userId', '=', userId).where('isDefault', '=', true).execute();
  if (id) await trx.updateTable('bankCards').set({ isDefault: true }).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteCardRow(trx: Database, userId: string, id: string): Promise<void> {
  await trx.deleteFrom('bankCards').where('userId', '=', userId).where('id', '=', id).execute();
}

// ----- hosted checkouts -----

export async function insertCardCheckout(
  db: Database,
  values: { reference: string; userId: string; amountPesewas: bigint; customerEmail: string; makeDefault: boolean; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('cardCheckouts')
    .values({ ...values, amountPesewas: values.amountPesewas.toString() })
    .execute();
}

export async function lockCardCheckout(trx: Database, reference: string) {
  return trx.selectFrom('cardCheckouts').selectAll().where('reference', '=', reference).forUpdate().executeTakeFirst();
}

export type CardCheckoutRow = NonNullable<Awaited<ReturnType<typeof lockCardCheckout>>>;

export async function findCardCheckout(db: Database, reference: string) {
  return db.selectFrom('cardCheckouts').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function finishCardCheckout(
  trx: Database,
  reference: string,
  changes: { status: 'added' | 'duplicate' | 'failed'; cardId?: string | null; failureReason?: string | null; finishedAt: Date },
): Promise<void> {
  await trx.updateTable('cardCheckouts').set(changes).where('reference', '=', reference).where('status', '=', 'pending').execute();
}

/**
 * A card check whose ₵1.00 is still to go back, locked for the caller's transaction while the refund
 * is asked for; undefined when it is refunded already or another caller holds it (SKIP LOCKED), so
 * a completion and the minute job never both ask.
 */
export async function claimCardCheckRefund(trx: Database, reference: string, statuses: readonly CardCheckStatus[]) {
  return trx
    .selectFrom('cardCheckouts')
    .select(['reference', 'status'])
    .where('reference', '=', reference)
    .where('refundedAt', 'is', null)
    .where('status', 'in', statuses)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

type CardCheckStatus = 'pending' | 'added' | 'duplicate' | 'failed';

/** Card checks that saved (or found again) a card and whose refund has not gone through, finished since `since`. */
export async function cardChecksAwaitingRefund(db: Database, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cardCheckouts')
    .select('reference')
    .where('refundedAt', 'is', null)
    .where('status', 'in', ['added', 'duplicate'])
    .where('finishedAt', '>=', since)
    .orderBy('finishedAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.reference);
}

export async function markCardCheckoutRefunded(db: Database, reference: string, at: Date): Promise<void> {
  await db
    .updateTable('cardCheckouts')
    .set({ refundedAt: at })
    .where('reference', '=', reference)
    .where('refundedAt', 'is', null)
    .execute();
}

export async function findCardOwnerNameAndEmail(db: Database, userId: string) {
  return db.selectFrom('users').select(['firstName', 'lastName', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function findCardRow(db: Database, userId: string, id: string) {
  return db.selectFrom('bankCards').select(COLUMNS).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}
