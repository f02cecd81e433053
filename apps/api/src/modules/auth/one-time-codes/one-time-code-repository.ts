import type { Database } from '@ghanapay/db';
import type { OtpBinding, StoredCode } from './otp-rules';

export interface NewCode extends OtpBinding {
  channel: 'sms' | 'email';
  codeHash: string;
  maxAttempts: number;
  requesterIp: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function lastCodeSentAt(db: Database, binding: OtpBinding): Promise<Date | undefined> {
  const row = await db
    .selectFrom('oneTimeCodes')
    .select('createdAt')
    .where('identifier', '=', binding.identifier)
    .where('purpose', '=', binding.purpose)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.createdAt;
}

/** Stores a new code; every earlier live code for the same purpose and identifier stops working. */
export async function insertCode(db: Database, code: NewCode): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('oneTimeCodes')
      .set({ consumedAt: code.createdAt })
      .where('identifier', '=', code.identifier)
      .where('purpose', '=', code.purpose)
      .where('consumedAt', 'is', null)
      .execute();
    await trx.insertInto('oneTimeCodes').values(code).execute();
  });
}

export async function deleteCode(db: Database, binding: OtpBinding, codeHash: string): Promise<void> {
  await db
    .deleteFrom('oneTimeCodes')
    .where('identifier', '=', binding.identifier)
    .where('purpose', '=', binding.purpose)
    .where('codeHash', '=', codeHash)
    .execute();
}

/**
 * Locks the newest code for the binding, lets `decide` judge it, and writes the decision's patch in
 * the same transaction, so two concurrent attempts can neither both succeed nor both miscount.
 */
export async function attemptNewestCode<T extends { patch?: Partial<Pick<StoredCode, 'attempts' | 'consumedAt'>> }>(
  db: Database,
  binding: OtpBinding,
  decide: (code: StoredCode | undefined) => T,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('oneTimeCodes')
      .select(['id', 'codeHash', 'attempts', 'maxAttempts', 'expiresAt', 'consumedAt'])
      .where('identifier', '=', binding.identifier)
      .where('purpose', '=', binding.purpose)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const decision = decide(row);
    if (row && decision.patch) await trx.updateTable('oneTimeCodes').set(decision.patch).where('id', '=', row.id).execute();
    return decision;
  });
}

/** Codes that expired before the cutoff (kept a while after expiry, so "expired" can still be told apart from "never sent"). */
export async function deleteCodesExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('oneTimeCodes').where('expiresAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
