import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { ensureWalletAccount } from './ensure-wallet-account';
import { inTransaction } from './in-transaction';
import { LedgerError } from './ledger-error';
import { postJournal } from './post-journal';
import { systemAccount } from './system-account';
import { normalizeId, validateJournalKind } from './validate-entries';
import type { AccountId, IdInput, JournalId, PostedJournal } from './types';

/**
 * Where every hold's money sits while it is open. The name is historical (payouts were the first
 * holds); `pnpm ledger:audit` holds its balance equal to the sum of open holds, so nothing but holds
 * may move money into or out of it.
 */
export const HOLD_ACCOUNT_KIND = 'payout_pending' as const;

export type HoldStatus = 'open' | 'captured' | 'released';

export interface Hold {
  id: string;
  /** The caller's unique name for the hold (e.g. `transfer:<id>`): holding again under it changes nothing. */
  reference: string;
  reason: string;
  /** Where the money came from, and where a release returns it. */
  sourceAccountId: AccountId;
  holdAccountId: AccountId;
  amountPesewas: bigint;
  status: HoldStatus;
  /** When releaseExpiredHolds may give it back; null: it waits for a capture or a release. */
  expiresAt: Date | null;
  holdJournalId: JournalId;
  capturedJournalId: JournalId | null;
  releasedJournalId: JournalId | null;
}

export interface HoldInput {
  /** The user whose wallet the money comes from (the wallet is created if missing)… */
  walletUserId?: string;
  /** …or any ledger account (a settlement account, for a refund that never passes a wallet). */
  accountId?: IdInput;
  amountPesewas: bigint;
  /** lower_snake_case: why the money is held (`payout`, `bill_payment`); names the default journal kinds. */
  reason: string;
  reference: string;
  expiresAt?: Date | null;
  /** The hold journal's kind; default `<reason>_hold`. The tier limits read it (payout_hold counts as money out). */
  journalKind?: string;
  description?: string | null;
  /** The payment the hold's journal belongs to (statements and analytics name the counterparty by it). */
  transactionId?: IdInput | null;
}

/** The end of a hold. `applied` is false when an earlier call ended it: then nothing moved now. */
export interface HoldOutcome {
  hold: Hold;
  /** The journal that ended the hold (this call's, or the earlier one's). */
  journalId: JournalId;
  applied: boolean;
}

export interface CaptureInput {
  /** The account the money goes to (the provider's settlement account for a payout). */
  to: IdInput;
  /** Of the hold's amount, what goes to the fees account instead of `to`. */
  feePesewas?: bigint;
  /** Default `<reason>_capture`. */
  journalKind?: string;
  description?: string | null;
  transactionId?: IdInput | null;
}

export interface ReleaseInput {
  /** Default `<reason>_release`. */
  journalKind?: string;
  description?: string | null;
  transactionId?: IdInput | null;
}

const REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const INT8_MAX = 9_223_372_036_854_775_807n;

/**
 * Sets money aside: one journal from the source account to the hold account, refused (nothing
 * written, the caller's transaction stays usable) when the source would go below zero or a wallet
 * would pass its tier limit, exactly as postJournal refuses. The source's row lock in ledger_post
 * makes the check and the write one step, so parallel holds never overdraw a wallet.
 * Idempotent by reference: the same hold again returns the first; a different one under a used
 * reference is HOLD_REFERENCE_CONFLICT.
 */
export async function hold(executor: Database, input: HoldInput): Promise<Hold> {
  const amount = input.amountPesewas;
  if (typeof amount !== 'bigint' || amount <= 0n || amount > INT8_MAX) {
    throw new LedgerError('INVALID_AMOUNT', `A hold needs a positive amount in pesewas: ${String(amount)}`, { amountPesewas: amount });
  }
  if (!REASON_PATTERN.test(input.reason)) throw invalidHold(`A hold's reason must be lower_snake_case: ${input.reason}`);
  if (!input.reference) throw invalidHold('A hold needs a reference');
  if ((input.walletUserId == null) === (input.accountId == null)) throw invalidHold('A hold needs one of walletUserId and accountId');
  const kind = validateJournalKind(input.journalKind ?? `${input.reason}_hold`);
  return inTransaction(executor, async (trx) => {
    const source = input.walletUserId != null ? await ensureWalletAccount(trx, input.walletUserId) : normalizeId(input.accountId!);
    const holdAccount = await systemAccount(trx, HOLD_ACCOUNT_KIND);
    // The accounts' row locks first, in ledger_post's order: the hold row's foreign keys take a key-share
    // lock on them, which two parallel holds would otherwise each keep while waiting for the other's
    // FOR UPDATE in ledger_post (a deadlock). ledger_post then finds them already held.
    await sql`SELECT count(*) FROM ledger_lock(${[source, holdAccount]}::bigint[])`.execute(trx);
    const inserted = await trx
      .insertInto('ledgerHolds')
      .values({
        reference: input.reference,
        reason: input.reason,
        sourceAccountId: source,
        holdAccountId: holdAccount,
        amountPesewas: amount.toString(),
        expiresAt: input.expiresAt ?? null,
      })
      // A hold under this reference, committed or in flight: the insert waits for it, then does nothing.
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await findHold(trx, { reference: input.reference });
      if (!existing || existing.sourceAccountId !== source || existing.amountPesewas !== amount || existing.reason !== input.reason) {
        throw new LedgerError('HOLD_REFERENCE_CONFLICT', `Another hold already has the reference ${input.reference}`, {
          reference: input.reference,
        });
      }
      return existing;
    }
    let posted: PostedJournal;
    try {
      posted = await postJournal(trx, {
        kind,
        description: input.description ?? null,
        transactionId: input.transactionId ?? null,
        entries: [
          { accountId: source, amountPesewas: -amount },
          { accountId: holdAccount, amountPesewas: amount },
        ],
      });
    } catch (error) {
      // The ledger refused before writing: take the row back so the caller's transaction holds nothing.
      // (If the transaction is already aborted this fails too, and the rollback removes the row.)
      await trx
        .deleteFrom('ledgerHolds')
        .where('id', '=', inserted.id)
        .execute()
        .catch(() => undefined);
      throw error;
    }
    const row = await trx
      .updateTable('ledgerHolds')
      .set({ holdJournalId: posted.journalId })
      .where('id', '=', inserted.id)
      .returning(HOLD_COLUMNS)
      .executeTakeFirstOrThrow();
    return toHold(row);
  });
}

/**
 * Pays a hold on, once (an open hold past its expiry still may be: expiry is when the job may
 * release it, and whichever of the two takes the hold's lock first wins): the whole amount leaves the hold account, `feePesewas` of it to the fees
 * account and the rest to `to`. Under the hold's row lock, so a capture racing a release (or a
 * second capture) waits and then finds it ended: it returns that first outcome, moving nothing.
 */
export async function capture(executor: Database, holdId: IdInput, input: CaptureInput): Promise<HoldOutcome> {
  const fee = input.feePesewas ?? 0n;
  const to = normalizeId(input.to);
  return inTransaction(executor, async (trx) => {
    const held = await lockHold(trx, holdId);
    if (held.status !== 'open') return endedBefore(held);
    if (typeof fee !== 'bigint' || fee < 0n || fee >= held.amountPesewas) {
      throw new LedgerError(
        'INVALID_AMOUNT',
        `A capture's fee must be at least 0 and below the hold's ${held.amountPesewas}: ${String(fee)}`,
        {
          feePesewas: fee,
        },
      );
    }
    const entries = [
      { accountId: held.holdAccountId, amountPesewas: -held.amountPesewas },
      { accountId: to, amountPesewas: held.amountPesewas - fee },
    ];
    if (fee > 0n) entries.push({ accountId: await systemAccount(trx, 'fees'), amountPesewas: fee });
    const posted = await postJournal(trx, {
      kind: validateJournalKind(input.journalKind ?? `${held.reason}_capture`),
      description: input.description ?? null,
      transactionId: input.transactionId ?? null,
      entries,
    });
    return ended(trx, held, { status: 'captured', capturedJournalId: posted.journalId }, posted.journalId);
  });
}

/** Gives a hold back to the account it came from, once; a second call (or one after a capture) moves nothing. */
export async function release(executor: Database, holdId: IdInput, input: ReleaseInput = {}): Promise<HoldOutcome> {
  return inTransaction(executor, async (trx) => {
    const held = await lockHold(trx, holdId);
    if (held.status !== 'open') return endedBefore(held);
    const posted = await postJournal(trx, {
      kind: validateJournalKind(input.journalKind ?? `${held.reason}_release`),
      description: input.description ?? null,
      transactionId: input.transactionId ?? null,
      entries: [
        { accountId: held.holdAccountId, amountPesewas: -held.amountPesewas },
        { accountId: held.sourceAccountId, amountPesewas: held.amountPesewas },
      ],
    });
    return ended(trx, held, { status: 'released', releasedJournalId: posted.journalId }, posted.journalId);
  });
}

/** A hold by its id or its reference, read without a lock; undefined when there is none. */
export async function findHold(executor: Database, by: { id: IdInput } | { reference: string }): Promise<Hold | undefined> {
  let query = executor.selectFrom('ledgerHolds').select(HOLD_COLUMNS);
  query = 'id' in by ? query.where('id', '=', normalizeId(by.id, 'hold')) : query.where('reference', '=', by.reference);
  const row = await query.executeTakeFirst();
  return row ? toHold(row) : undefined;
}

/** The open holds whose expiry has passed, oldest first (the job's work list). */
export async function expiredHoldIds(executor: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await executor
    .selectFrom('ledgerHolds')
    .select('id')
    .where('status', '=', 'open')
    .where('expiresAt', '<=', now)
    .orderBy('expiresAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

const HOLD_COLUMNS = [
  'id',
  'reference',
  'reason',
  'sourceAccountId',
  'holdAccountId',
  'amountPesewas',
  'status',
  'expiresAt',
  'holdJournalId',
  'capturedJournalId',
  'releasedJournalId',
] as const;

interface HoldRow {
  id: string;
  reference: string;
  reason: string;
  sourceAccountId: string;
  holdAccountId: string;
  amountPesewas: string;
  status: string;
  expiresAt: Date | null;
  holdJournalId: string | null;
  capturedJournalId: string | null;
  releasedJournalId: string | null;
}

function toHold(row: HoldRow): Hold {
  return { ...row, amountPesewas: BigInt(row.amountPesewas), status: row.status as HoldStatus, holdJournalId: row.holdJournalId! };
}

async function lockHold(trx: Database, holdId: IdInput): Promise<Hold> {
  const id = normalizeId(holdId, 'hold');
  const row = await trx.selectFrom('ledgerHolds').select(HOLD_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new LedgerError('HOLD_NOT_FOUND', `No hold ${id}`, { holdId: id });
  return toHold(row);
}

function endedBefore(held: Hold): HoldOutcome {
  return { hold: held, journalId: (held.capturedJournalId ?? held.releasedJournalId)!, applied: false };
}

async function ended(
  trx: Database,
  held: Hold,
  changes: { status: 'captured'; capturedJournalId: string } | { status: 'released'; releasedJournalId: string },
  journalId: JournalId,
): Promise<HoldOutcome> {
  const row = await trx
    .updateTable('ledgerHolds')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', held.id)
    .returning(HOLD_COLUMNS)
    .executeTakeFirstOrThrow();
  return { hold: toHold(row), journalId, applied: true };
}

function invalidHold(message: string): LedgerError {
  return new LedgerError('INVALID_HOLD', message);
}
