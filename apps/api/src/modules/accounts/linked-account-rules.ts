import type { Database } from '@ghanapay/db';
import { AppError } from '../../errors';
import {
  clearDefault,
  deleteLinkedAccount,
  lockUserAccounts,
  markDefault,
  setActive,
  type LinkedAccountTable,
} from './linked-account-repository';

/**
 * The rules both kinds of linked account share (document 2, section 4): active or inactive by the
 * user's choice; default only on an active account; exactly one default per kind; the first account
 * of a kind becomes the default; removing the default hands it to the oldest active account left.
 */
const NOT_FOUND: Record<LinkedAccountTable, string> = {
  mobileMoneyAccounts: 'Mobile money account not found',
  bankAccounts: 'Bank account not found',
};

async function lockedAccount(trx: Database, table: LinkedAccountTable, userId: string, id: string) {
  const rows = await lockUserAccounts(trx, table, userId);
  const row = rows.find((r) => r.id === id);
  // Another user's id is indistinguishable from a missing one.
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[table]);
  return { rows, row };
}

export async function setDefaultLinkedAccount(
  db: Database,
  table: LinkedAccountTable,
  userId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { row } = await lockedAccount(trx, table, userId, id);
    if (row.isDefault) return;
    if (!row.isActive) throw new AppError('INVALID_STATE', 'Activate this account before making it your default');
    await clearDefault(trx, table, userId, now);
    await markDefault(trx, table, userId, id, now);
  });
}

export async function toggleLinkedAccount(
  db: Database,
  table: LinkedAccountTable,
  userId: string,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows, row } = await lockedAccount(trx, table, userId, id);
    if (row.isActive === isActive) return;
    await setActive(trx, table, userId, id, isActive, now);
    if (!isActive && row.isDefault) await promoteNextDefault(trx, table, userId, rows, id, now);
  });
}

export async function removeLinkedAccount(db: Database, table: LinkedAccountTable, userId: string, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows, row } = await lockedAccount(trx, table, userId, id);
    await deleteLinkedAccount(trx, table, userId, id);
    if (row.isDefault) await promoteNextDefault(trx, table, userId, rows, id, now);
  });
}

/** Whether a new account of this kind should be the default: asked for, or the first active one. */
export async function newAccountIsDefault(
  trx: Database,
  table: LinkedAccountTable,
  userId: string,
  asked: boolean | undefined,
  isActive: boolean,
) {
  const rows = await lockUserAccounts(trx, table, userId);
  if (!isActive) return false;
  return asked === true || !rows.some((r) => r.isDefault);
}

async function promoteNextDefault(
  trx: Database,
  table: LinkedAccountTable,
  userId: string,
  rows: { id: string; isActive: boolean }[],
  leaving: string,
  now: Date,
): Promise<void> {
  const next = rows.find((r) => r.id !== leaving && r.isActive);
  if (next) await markDefault(trx, table, userId, next.id, now);
}

export { clearDefault };
