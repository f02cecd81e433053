import type { Database, DB } from '@ghanapay/db';
import { accountBalancesByCode } from '@ghanapay/ledger';
import { sql, type Selectable } from 'kysely';

/** A row, with the columns the database CHECKs narrowed to their values. */
export type ExternalTransferRow = Omit<
  Selectable<DB['externalTransfers']>,
  'status' | 'direction' | 'purpose' | 'provider' | 'destinationKind' | 'network' | 'speed' | 'linkedAccountType' | 'payerStep'
> & {
  status: 'scheduled' | 'processing' | 'completed' | 'failed' | 'review';
  direction: 'out' | 'in';
  purpose: 'wallet_transfer' | 'bank_transfer' | 'add_money' | 'add_money_refund' | 'payment_link';
  provider: 'mtn-momo' | 'paystack';
  destinationKind: 'mobile_money' | 'bank' | 'card';
  network: 'MTN' | 'TELECEL' | 'AIRTELTIGO' | null;
  speed: 'standard' | 'instant' | 'immediate' | 'scheduled' | 'collection';
  linkedAccountType: 'mobile_money' | 'bank' | 'card' | null;
  /**
   * What the payer must still do before the collection can go on: enter the code their network sent
   * ('otp', told in payerMessage), or pass their card's bank's check on its page ('bank_check', payerUrl).
   */
  payerStep: 'otp' | 'bank_check' | null;
};
export type NewExternalTransfer = Omit<
  ExternalTransferRow,
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt'
  | 'submittedAt'
  | 'nextCheckAt'
  | 'checkCount'
  | 'reviewAfter'
  | 'settleJournalId'
  | 'reverseJournalId'
  | 'recoverJournalId'
  | 'providerTransactionId'
  | 'failureCode'
  | 'failureReason'
  | 'paymentLinkId'
  | 'payerStep'
  | 'payerMessage'
  | 'payerUrl'
  | 'otpAttempts'
> & { paymentLinkId?: string | null };

export async function insertExternalTransfer(trx: Database, row: NewExternalTransfer, now: Date): Promise<ExternalTransferRow> {
  return trx
    .insertInto('externalTransfers')
    .values({ ...row, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<ExternalTransferRow>;
}

export async function findExternalTransfer(db: Database, id: string): Promise<ExternalTransferRow | undefined> {
  return db.selectFrom('externalTransfers').selectAll().where('id', '=', id).executeTakeFirst() as Promise<ExternalTransferRow | undefined>;
}

/** The row, locked for the caller's transaction: every status change happens under this lock. */
export async function lockExternalTransfer(trx: Database, id: string): Promise<ExternalTransferRow | undefined> {
  return trx.selectFrom('externalTransfers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() as Promise<
    ExternalTransferRow | undefined
  >;
}

export async function listUserExternalTransfers(db: Database, userId: string, limit: number): Promise<ExternalTransferRow[]> {
  return db
    .selectFrom('externalTransfers')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<ExternalTransferRow[]>;
}

/** Transfers with work due now: scheduled ones whose time has come, open ones due a status check. */
export async function dueExternalTransferIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('externalTransfers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'scheduled'), eb('executeAfter', '<=', now)]),
        eb.and([eb('status', 'in', ['processing', 'review']), eb('nextCheckAt', '<=', now)]),
      ]),
    )
    .orderBy('executeAfter')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

const asRow = (row: unknown) => row as ExternalTransferRow | undefined;

/** Claims a due scheduled transfer for submission (only one worker gets it). */
export async function claimScheduledTransfer(
  db: Database,
  id: string,
  now: Date,
  times: { nextCheckAt: Date; reviewAfter: Date },
): Promise<ExternalTransferRow | undefined> {
  return asRow(
    await db
      .updateTable('externalTransfers')
      .set({ status: 'processing', submittedAt: now, nextCheckAt: times.nextCheckAt, reviewAfter: times.reviewAfter, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where('executeAfter', '<=', now)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** Claims an open transfer whose status check is due, holding it until `leaseUntil` (counted as a check). */
export async function claimStatusCheck(db: Database, id: string, now: Date, leaseUntil: Date): Promise<ExternalTransferRow | undefined> {
  return asRow(
    await db
      .updateTable('externalTransfers')
      .set((eb) => ({ checkCount: eb('checkCount', '+', 1), nextCheckAt: leaseUntil, updatedAt: now }))
      .where('id', '=', id)
      .where('status', 'in', ['processing', 'review'])
      .where('nextCheckAt', '<=', now)
      .returningAll()
      .executeTakeFirst(),
  );
}

/** The next status check of an open transfer, and review once it is past its deadline. */
export async function setNextCheck(db: Database, id: string, now: Date, nextCheckAt: Date, toReview: boolean): Promise<void> {
  await db
    .updateTable('externalTransfers')
    .set({ nextCheckAt, ...(toReview ? { status: 'review' as const } : {}), updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', ['processing', 'review'])
    .execute();
}

/** The collection waits for the payer's code (the provider asked for one); nothing else changes. */
export async function markAwaitingOtp(db: Database, id: string, message: string, now: Date): Promise<void> {
  await db
    .updateTable('externalTransfers')
    .set({ payerStep: 'otp', payerMessage: message, updatedAt: now })
    .where('id', '=', id)
    .where('direction', '=', 'in')
    .where('status', 'in', ['processing', 'review'])
    .execute();
}

/**
 * A card charge waits for the payer to pass their bank's own check on the bank's page (3-D Secure,
 * Paystack's open_url): payer_step 'bank_check', the page's address in payer_url (migration 0054).
 */
export async function markAwaitingBankCheck(db: Database, id: string, url: string, now: Date): Promise<void> {
  await db
    .updateTable('externalTransfers')
    .set({ payerStep: 'bank_check', payerUrl: url, payerMessage: null, updatedAt: now })
    .where('id', '=', id)
    .where('direction', '=', 'in')
    .where('destinationKind', '=', 'card')
    .where('status', 'in', ['processing', 'review'])
    .execute();
}

/** The bank's page a card charge waits on (open_url), while it is open; else null. */
export function bankCheckUrlOf(row: Pick<ExternalTransferRow, 'payerStep' | 'payerUrl' | 'status'>): string | null {
  const open = row.status === 'processing' || row.status === 'review';
  return open && row.payerStep === 'bank_check' ? row.payerUrl : null;
}

/** One more code tried (counted before the provider is asked, so a crash never gives a free try). */
export async function countOtpAttempt(trx: Database, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('externalTransfers')
    .set((eb) => ({ otpAttempts: eb('otpAttempts', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .execute();
}

/** The provider took the code: the payer now approves on the phone, or the collection goes on by itself. */
export async function clearPayerStep(db: Database, id: string, now: Date): Promise<void> {
  await db
    .updateTable('externalTransfers')
    .set({ payerStep: null, payerMessage: null, payerUrl: null, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export type TransferChanges = Partial<
  Pick<
    ExternalTransferRow,
    'status' | 'settleJournalId' | 'reverseJournalId' | 'recoverJournalId' | 'providerTransactionId' | 'failureCode' | 'failureReason'
  >
>;

/** Writes a status change (under the row's lock), and the bank_transfers row's status when it has one. */
export async function writeTransferChanges(
  trx: Database,
  row: ExternalTransferRow,
  now: Date,
  changes: TransferChanges,
  final: boolean,
): Promise<void> {
  await trx
    .updateTable('externalTransfers')
    .set({
      ...changes,
      nextCheckAt: final ? null : row.nextCheckAt,
      completedAt: final ? now : null,
      // Ended, or (a collection) its success recorded for review: the payer has nothing left to do.
      ...(final || changes.status === 'review' ? { payerStep: null, payerMessage: null, payerUrl: null } : {}),
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .execute();
  if (row.bankTransferId !== null && changes.status) {
    const bankStatus = changes.status === 'completed' ? 'completed' : changes.status === 'failed' ? 'failed' : 'pending';
    await trx.updateTable('bankTransfers').set({ status: bankStatus }).where('id', '=', row.bankTransferId).execute();
  }
}

/** Every transfer that has left `scheduled`, optionally since a date, oldest first (reconciliation). */
export async function submittedTransfers(db: Database, since?: Date): Promise<ExternalTransferRow[]> {
  return (await db
    .selectFrom('externalTransfers')
    .selectAll()
    .$if(since !== undefined, (q) => q.where('createdAt', '>=', since!))
    .where('status', '<>', 'scheduled')
    .orderBy('createdAt')
    .execute()) as ExternalTransferRow[];
}

/**
 * Net pesewas each provider's settled transfers moved (payouts minus collections), and the two
 * settlement accounts. A collection that arrived beyond the balance limit (`overLimitCode`) came in
 * too: its money left the settlement account for its refund rather than for the wallet.
 */
export async function settlementTotals(
  db: Database,
  overLimitCode: string,
): Promise<{ byProvider: Map<string, bigint>; accounts: Map<string, bigint> }> {
  const { rows } = await sql<{ provider: string; net: string }>`
    SELECT provider, coalesce(sum(CASE WHEN direction = 'out' THEN amount_pesewas ELSE -amount_pesewas END), 0)::text AS net
    FROM external_transfers
    WHERE settle_journal_id IS NOT NULL OR (direction = 'in' AND failure_code = ${overLimitCode})
    GROUP BY provider`.execute(db);
  const accounts = await accountBalancesByCode(db, ['momo_settlement', 'bank_settlement']);
  return {
    byProvider: new Map(rows.map((r) => [r.provider, BigInt(r.net)])),
    accounts: new Map(accounts.map((a) => [a.code, a.balancePesewas])),
  };
}

/** The transfer moving a bank_transfers row's money. */
export async function transferOfBankTransfer(db: Database, bankTransferId: string): Promise<ExternalTransferRow | undefined> {
  return asRow(await db.selectFrom('externalTransfers').selectAll().where('bankTransferId', '=', bankTransferId).executeTakeFirst());
}

export async function transfersOfBankTransfers(db: Database, bankTransferIds: string[]): Promise<ExternalTransferRow[]> {
  if (bankTransferIds.length === 0) return [];
  return (await db
    .selectFrom('externalTransfers')
    .selectAll()
    .where('bankTransferId', 'in', bankTransferIds)
    .execute()) as ExternalTransferRow[];
}
