import type { Database } from '@ghanapay/db';
import { formatCedis } from '@ghanapay/money';
import { AppError } from '../../../errors';
import {
  findActiveCooldown,
  insertRecoveryCooldown,
  lockCooldownOf,
  moneyOutSince,
  paidBefore,
  type CooldownReason,
} from './recovery-cooldown-repository';

/** How long a cool-down lasts after a password reset or a phone-number change. */
const RECOVERY_COOLDOWN_MS = 24 * 60 * 60 * 1000;
/** What may leave the wallet in total during it (₵200). */
const RECOVERY_COOLDOWN_ALLOWANCE_PESEWAS = 200_00n;

interface RecoveryCooldown {
  reason: CooldownReason;
  until: Date;
  /** Of the allowance, what is left to send. */
  leftPesewas: bigint;
}

/** A password reset or a phone-number change starts (or extends) a 24-hour cool-down. */
export async function startRecoveryCooldown(db: Database, userId: string, reason: CooldownReason, now: Date): Promise<void> {
  await insertRecoveryCooldown(db, { userId, reason, startedAt: now, endsAt: new Date(now.getTime() + RECOVERY_COOLDOWN_MS) });
}

/**
 * The one answer every money-out path asks: is a recovery cool-down in force, until when, and how
 * much may still leave. Undefined when none is.
 */
async function recoveryCooldownOf(db: Database, userId: string, now: Date): Promise<RecoveryCooldown | undefined> {
  const cooldown = await findActiveCooldown(db, userId, now);
  if (!cooldown) return undefined;
  const used = await moneyOutSince(db, userId, { ledger: cooldown.ledgerSince, app: cooldown.startedAt });
  const left = RECOVERY_COOLDOWN_ALLOWANCE_PESEWAS - used;
  return { reason: cooldown.reason, until: cooldown.endsAt, leftPesewas: left > 0n ? left : 0n };
}

/**
 * Refuses (LIMIT_EXCEEDED, nothing written) money out that would pass what a cool-down leaves. In a
 * transaction, the person's money out is serialised while a cool-down is in force, so two payments
 * cannot both fit in the same allowance.
 */
export async function assertWithinRecoveryCooldown(
  db: Database,
  userId: string,
  amountPesewas: bigint,
  now: Date,
  /** A payment to a person: not limited when they were paid before the cool-down began. */
  toPerson?: string,
): Promise<void> {
  const cooldown = await recoveryCooldownOf(db, userId, now);
  if (!cooldown) return;
  if (toPerson && (await paidBefore(db, userId, toPerson, new Date(cooldown.until.getTime() - RECOVERY_COOLDOWN_MS)))) return;
  if (db.isTransaction) {
    await lockCooldownOf(db, userId);
    const locked = await recoveryCooldownOf(db, userId, now);
    if (locked && amountPesewas > locked.leftPesewas) throw cooldownError(locked, now);
    return;
  }
  if (amountPesewas > cooldown.leftPesewas) throw cooldownError(cooldown, now);
}

function cooldownError(cooldown: RecoveryCooldown, now: Date): AppError {
  const after = cooldown.reason === 'password_reset' ? 'a password reset' : 'a phone-number change';
  const left = cooldown.leftPesewas < RECOVERY_COOLDOWN_ALLOWANCE_PESEWAS ? ` (${formatCedis(cooldown.leftPesewas)} left)` : '';
  return new AppError(
    'LIMIT_EXCEEDED',
    `For your safety, after ${after} you can send at most ${formatCedis(RECOVERY_COOLDOWN_ALLOWANCE_PESEWAS)} until ${untilText(cooldown.until, now)}${left}`,
    { until: cooldown.until.toISOString(), leftPesewas: cooldown.leftPesewas.toString() },
  );
}

/** "14:05 tomorrow" or "14:05 today", Ghana time (UTC). */
function untilText(until: Date, now: Date): string {
  const time = `${String(until.getUTCHours()).padStart(2, '0')}:${String(until.getUTCMinutes()).padStart(2, '0')}`;
  return until.toISOString().slice(0, 10) === now.toISOString().slice(0, 10) ? `${time} today` : `${time} tomorrow`;
}
