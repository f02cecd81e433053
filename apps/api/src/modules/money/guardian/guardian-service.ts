import type { Database } from '@ghanapay/db';
import { toCedisString } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import {
  areFriends,
  findGuardianRow,
  findPeopleByIds,
  findPersonByUsername,
  lockGuardianRow,
  saveGuardianRow,
  type GuardianRow,
} from './guardian-repository';
import type { TGuardian } from './guardian.types';

/** A change or removal of a guardian applies this long after it is asked for. */
const GUARDIAN_CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;
/** How long a guardian has to answer before the payment goes back. */
export const GUARDIAN_ANSWER_MS = 60 * 60 * 1000;

export interface EffectiveGuardian {
  guardianId: string;
  thresholdPesewas: bigint;
}

/** The row with a pending change that is due folded in (what applies at `now`). */
function settled<Row extends Omit<GuardianRow, 'userId'>>(row: Row, now: Date): Row {
  if (!row.pendingEffectiveAt || row.pendingEffectiveAt.getTime() > now.getTime()) return row;
  return {
    ...row,
    guardianId: row.pendingGuardianId,
    thresholdPesewas: row.pendingThresholdPesewas,
    pendingGuardianId: null,
    pendingThresholdPesewas: null,
    pendingEffectiveAt: null,
  };
}

/** The guardian whose approval a payment above their amount needs at `now`, if any. */
export async function effectiveGuardian(db: Database, userId: string, now: Date): Promise<EffectiveGuardian | null> {
  return effectiveGuardianOf(await findGuardianRow(db, userId), now);
}

/** effectiveGuardian of a guardians row read with something else (a send reads it in send_context). */
export function effectiveGuardianOf(row: Omit<GuardianRow, 'userId'> | undefined, now: Date): EffectiveGuardian | null {
  if (!row) return null;
  const current = settled(row, now);
  if (!current.guardianId || !current.thresholdPesewas) return null;
  return { guardianId: current.guardianId, thresholdPesewas: BigInt(current.thresholdPesewas) };
}

export async function getGuardian(db: Database, userId: string, now: Date): Promise<TGuardian> {
  const row = await findGuardianRow(db, userId);
  if (!row) return { guardian: null, threshold: null, pending: null };
  const current = settled(row, now);
  const people = await findPeopleByIds(
    db,
    [current.guardianId, current.pendingGuardianId].filter((id): id is string => id !== null),
  );
  const person = (id: string | null) => {
    const found = id ? people.find((p) => p.id === id) : undefined;
    return found ? { id: found.id, username: found.username, name: `${found.firstName} ${found.lastName}`.trim() } : null;
  };
  return {
    guardian: person(current.guardianId),
    threshold: current.thresholdPesewas ? toCedisString(BigInt(current.thresholdPesewas)) : null,
    pending: current.pendingEffectiveAt
      ? {
          guardian: person(current.pendingGuardianId),
          threshold: current.pendingThresholdPesewas ? toCedisString(BigInt(current.pendingThresholdPesewas)) : null,
          effectiveAt: current.pendingEffectiveAt.toISOString(),
        }
      : null,
  };
}

/**
 * Names a friend as guardian with the amount above which they approve. A first guardian applies at
 * once (it only adds protection); changing an existing one waits 24 hours, shown as pending.
 */
export async function setGuardian(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  input: { guardianUsername: string; threshold: bigint },
): Promise<TGuardian> {
  const person = await findPersonByUsername(deps.db, input.guardianUsername.replace(/^@/, ''));
  if (!person) throw new AppError('NOT_FOUND', 'No one has this username');
  if (person.id === userId) throw new AppError('VALIDATION_FAILED', 'You cannot be your own guardian');
  if (!(await areFriends(deps.db, userId, person.id))) throw new AppError('VALIDATION_FAILED', 'Your guardian must be one of your friends');
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockGuardianRow(trx, userId);
    const current = row ? settled(row, now) : undefined;
    const threshold = input.threshold.toString();
    if (!current?.guardianId) {
      await saveGuardianRow(
        trx,
        {
          userId,
          guardianId: person.id,
          thresholdPesewas: threshold,
          pendingGuardianId: null,
          pendingThresholdPesewas: null,
          pendingEffectiveAt: null,
        },
        now,
      );
      return;
    }
    await saveGuardianRow(
      trx,
      {
        ...current,
        pendingGuardianId: person.id,
        pendingThresholdPesewas: threshold,
        pendingEffectiveAt: new Date(now.getTime() + GUARDIAN_CHANGE_DELAY_MS),
      },
      now,
    );
  });
  return getGuardian(deps.db, userId, now);
}

/** Removing the guardian waits 24 hours too (whoever took over the phone cannot lift it at once). */
export async function removeGuardian(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): Promise<TGuardian> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockGuardianRow(trx, userId);
    const current = row ? settled(row, now) : undefined;
    if (!current?.guardianId) throw new AppError('NOT_FOUND', 'You have no guardian');
    await saveGuardianRow(
      trx,
      {
        ...current,
        pendingGuardianId: null,
        pendingThresholdPesewas: null,
        pendingEffectiveAt: new Date(now.getTime() + GUARDIAN_CHANGE_DELAY_MS),
      },
      now,
    );
  });
  return getGuardian(deps.db, userId, now);
}
