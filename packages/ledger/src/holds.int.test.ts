import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { creditFromFunding } from './credit-from-funding';
import { getBalance } from './get-balance';
import { capture, findHold, hold, HOLD_ACCOUNT_KIND, release } from './holds';
import { isLedgerError, type LedgerErrorCode } from './ledger-error';
import { postJournal } from './post-journal';
import { releaseExpiredHolds } from './release-expired-holds';
import { systemAccount } from './system-account';
import { createUser, createWallets } from './testing/create-user';

// Holds run against a real PostgreSQL: each call in its own transaction on its own pooled
// connection (the test pool has 20), so the races below really race inside the database.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

let seq = 0;
const reference = () => `test:${++seq}:${Math.random().toString(36).slice(2)}`;

async function errorCode(promise: Promise<unknown>): Promise<LedgerErrorCode | 'ok' | string> {
  return promise.then(
    () => 'ok',
    (e: unknown) => (isLedgerError(e) ? e.code : String(e)),
  );
}

async function journalEntries(journalId: string): Promise<Record<string, bigint>> {
  const rows = await t.db.selectFrom('ledgerEntries').select(['accountId', 'amountPesewas']).where('journalId', '=', journalId).execute();
  return Object.fromEntries(rows.map((r) => [r.accountId, BigInt(r.amountPesewas)]));
}

describe('hold, capture, release', () => {
  it('a hold moves the amount from the wallet to the hold account; a capture pays it on with its fee, once', async () => {
    const userId = await createUser(t.db);
    await creditFromFunding(t.db, { userId, amountPesewas: 10_000n });
    const pending = await systemAccount(t.db, HOLD_ACCOUNT_KIND);
    const pendingBefore = await getBalance(t.db, pending);
    const settlement = await systemAccount(t.db, 'momo_settlement');
    const fees = await systemAccount(t.db, 'fees');
    const feesBefore = await getBalance(t.db, fees);

    const held = await hold(t.db, { walletUserId: userId, amountPesewas: 1_175n, reason: 'payout', reference: reference() });
    expect(held).toMatchObject({ status: 'open', amountPesewas: 1_175n, holdAccountId: pending, expiresAt: null });
    expect(await journalEntries(held.holdJournalId)).toEqual({ [held.sourceAccountId]: -1_175n, [pending]: 1_175n });
    const kind = await t.db.selectFrom('ledgerJournals').select('kind').where('id', '=', held.holdJournalId).executeTakeFirstOrThrow();
    expect(kind.kind).toBe('payout_hold');
    expect(await getBalance(t.db, held.sourceAccountId)).toBe(8_825n);

    const captured = await capture(t.db, held.id, { to: settlement, feePesewas: 175n, journalKind: 'payout_settle' });
    expect(captured.applied).toBe(true);
    expect(captured.hold).toMatchObject({ status: 'captured', capturedJournalId: captured.journalId, releasedJournalId: null });
    expect(await journalEntries(captured.journalId)).toEqual({ [pending]: -1_175n, [settlement]: 1_000n, [fees]: 175n });

    // Again, and a release after it: the first outcome, nothing moved.
    const again = await capture(t.db, held.id, { to: settlement, feePesewas: 175n });
    expect(again).toEqual({ ...captured, applied: false });
    const late = await release(t.db, held.id);
    expect(late).toEqual({ ...captured, applied: false });
    expect(await getBalance(t.db, held.sourceAccountId)).toBe(8_825n);
    expect(await getBalance(t.db, pending)).toBe(pendingBefore);
    expect(await getBalance(t.db, fees)).toBe(feesBefore + 175n);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('a release gives the money back to where it came from, once; a capture after it moves nothing', async () => {
    const [wallet] = await createWallets(t.db, 1, 5_000n);
    const settlement = await systemAccount(t.db, 'bank_settlement');
    const held = await hold(t.db, { accountId: wallet!, amountPesewas: 2_000n, reason: 'bill_payment', reference: reference() });
    expect(await getBalance(t.db, wallet!)).toBe(3_000n);
    const released = await release(t.db, held.id, { description: 'bill refused' });
    expect(released.applied).toBe(true);
    expect(released.hold.status).toBe('released');
    expect(await journalEntries(released.journalId)).toEqual({ [held.holdAccountId]: -2_000n, [wallet!]: 2_000n });
    expect(await release(t.db, held.id)).toEqual({ ...released, applied: false });
    expect(await capture(t.db, held.id, { to: settlement })).toEqual({ ...released, applied: false });
    expect(await getBalance(t.db, wallet!)).toBe(5_000n);
    const kinds = await t.db
      .selectFrom('ledgerJournals')
      .select('kind')
      .where('id', 'in', [held.holdJournalId, released.journalId])
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['bill_payment_hold', 'bill_payment_release']);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('refuses a hold above the balance, writing nothing and leaving the caller’s transaction usable', async () => {
    const [wallet] = await createWallets(t.db, 1, 1_000n);
    const ref = reference();
    const journalsBefore = await t.db
      .selectFrom('ledgerJournals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const after = await t.db.transaction().execute(async (trx) => {
      expect(await errorCode(hold(trx, { accountId: wallet!, amountPesewas: 1_001n, reason: 'payout', reference: ref }))).toBe(
        'INSUFFICIENT_FUNDS',
      );
      // The same transaction goes on: a hold that fits, under the same reference.
      return hold(trx, { accountId: wallet!, amountPesewas: 1_000n, reason: 'payout', reference: ref });
    });
    expect(after.amountPesewas).toBe(1_000n);
    const journalsAfter = await t.db
      .selectFrom('ledgerJournals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(journalsAfter.n)).toBe(Number(journalsBefore.n) + 1);
    expect(await getBalance(t.db, wallet!)).toBe(0n);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('is idempotent by reference, and refuses a different hold under a used reference', async () => {
    const [wallet] = await createWallets(t.db, 1, 1_000n);
    const ref = reference();
    const first = await hold(t.db, { accountId: wallet!, amountPesewas: 300n, reason: 'payout', reference: ref });
    const second = await hold(t.db, { accountId: wallet!, amountPesewas: 300n, reason: 'payout', reference: ref });
    expect(second).toEqual(first);
    expect(await errorCode(hold(t.db, { accountId: wallet!, amountPesewas: 301n, reason: 'payout', reference: ref }))).toBe(
      'HOLD_REFERENCE_CONFLICT',
    );
    expect(await getBalance(t.db, wallet!)).toBe(700n);
    expect(await findHold(t.db, { reference: ref })).toEqual(first);
    expect(await findHold(t.db, { id: first.id })).toEqual(first);
  });

  it('refuses bad input before touching the ledger', async () => {
    const [wallet] = await createWallets(t.db, 1, 1_000n);
    const base = { accountId: wallet!, amountPesewas: 100n, reason: 'payout', reference: reference() };
    expect(await errorCode(hold(t.db, { ...base, amountPesewas: 0n }))).toBe('INVALID_AMOUNT');
    expect(await errorCode(hold(t.db, { ...base, reason: 'Payout!' }))).toBe('INVALID_HOLD');
    expect(await errorCode(hold(t.db, { ...base, walletUserId: await createUser(t.db) }))).toBe('INVALID_HOLD');
    expect(await errorCode(capture(t.db, '987654321', { to: wallet! }))).toBe('HOLD_NOT_FOUND');
    const held = await hold(t.db, base);
    const settlement = await systemAccount(t.db, 'momo_settlement');
    expect(await errorCode(capture(t.db, held.id, { to: settlement, feePesewas: 100n }))).toBe('INVALID_AMOUNT');
    expect(await errorCode(capture(t.db, held.id, { to: settlement, feePesewas: -1n }))).toBe('INVALID_AMOUNT');
    expect((await findHold(t.db, { id: held.id }))!.status).toBe('open');
    expect(await getBalance(t.db, wallet!)).toBe(900n);
  });

  it('holds from an account that may go negative (a settlement account: a refund that never passes a wallet)', async () => {
    const settlement = await systemAccount(t.db, 'card_settlement');
    const before = await getBalance(t.db, settlement);
    const held = await hold(t.db, { accountId: settlement, amountPesewas: 900n, reason: 'refund', reference: reference() });
    expect(await getBalance(t.db, settlement)).toBe(before - 900n);
    await capture(t.db, held.id, { to: settlement });
    expect(await getBalance(t.db, settlement)).toBe(before);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('holds under concurrency', () => {
  it('20 parallel holds on a wallet that affords 7: exactly 7 are taken', async () => {
    const [wallet] = await createWallets(t.db, 1, 7n * 2_500n + 1_000n);
    expect(t.pool.options.max).toBeGreaterThanOrEqual(20);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => hold(t.db, { accountId: wallet!, amountPesewas: 2_500n, reason: 'payout', reference: reference() })),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(taken).toHaveLength(7);
    for (const r of refused) expect(isLedgerError(r.reason, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await getBalance(t.db, wallet!)).toBe(1_000n);
    const open = await t.db
      .selectFrom('ledgerHolds')
      .select('id')
      .where('sourceAccountId', '=', wallet!)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(7);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('the same hold requested 10 times at once is taken once', async () => {
    const [wallet] = await createWallets(t.db, 1, 10_000n);
    const ref = reference();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hold(t.db, { accountId: wallet!, amountPesewas: 1_000n, reason: 'payout', reference: ref })),
    );
    expect(new Set(results.map((h) => h.id)).size).toBe(1);
    expect(await getBalance(t.db, wallet!)).toBe(9_000n);
  });

  it('capture and release racing: one wins, the other returns its outcome, the money moves once', async () => {
    const [wallet] = await createWallets(t.db, 1, 10_000n);
    const settlement = await systemAccount(t.db, 'momo_settlement');
    const settlementBefore = await getBalance(t.db, settlement);
    const holds = await Promise.all(
      Array.from({ length: 10 }, () => hold(t.db, { accountId: wallet!, amountPesewas: 1_000n, reason: 'payout', reference: reference() })),
    );
    const races = await Promise.all(
      holds.map(async (h) => {
        const [c, r, c2, r2] = await Promise.all([
          capture(t.db, h.id, { to: settlement }),
          release(t.db, h.id),
          capture(t.db, h.id, { to: settlement }),
          release(t.db, h.id),
        ]);
        return [c, r, c2, r2];
      }),
    );
    let captured = 0n;
    let released = 0n;
    for (const outcomes of races) {
      expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
      const winner = outcomes.find((o) => o.applied)!;
      for (const o of outcomes) expect(o.journalId).toBe(winner.journalId);
      if (winner.hold.status === 'captured') captured += 1_000n;
      else released += 1_000n;
    }
    expect(await getBalance(t.db, wallet!)).toBe(released);
    expect(await getBalance(t.db, settlement)).toBe(settlementBefore + captured);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('releaseExpiredHolds', () => {
  it('releases each expired hold once, even when two runs race; open unexpired and ended holds stay as they are', async () => {
    const [wallet] = await createWallets(t.db, 1, 10_000n);
    const now = new Date('2030-01-01T12:00:00Z');
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + 60_000);
    const hold_ = (amountPesewas: bigint, expiresAt: Date | null) =>
      hold(t.db, { accountId: wallet!, amountPesewas, reason: 'undo_window', reference: reference(), expiresAt });
    const expired = [await hold_(1_000n, past), await hold_(2_000n, now)];
    const notYet = await hold_(3_000n, future);
    const noExpiry = await hold_(500n, null);
    const capturedFirst = await hold_(700n, past);
    await capture(t.db, capturedFirst.id, { to: await systemAccount(t.db, 'momo_settlement') });
    expect(await getBalance(t.db, wallet!)).toBe(10_000n - 7_200n);

    const [a, b] = await Promise.all([releaseExpiredHolds(t.db, now), releaseExpiredHolds(t.db, now)]);
    expect(a + b).toBe(2);
    expect(await releaseExpiredHolds(t.db, now)).toBe(0);
    expect(await getBalance(t.db, wallet!)).toBe(10_000n - 7_200n + 3_000n);
    for (const h of expired) expect((await findHold(t.db, { id: h.id }))!.status).toBe('released');
    expect((await findHold(t.db, { id: notYet.id }))!.status).toBe('open');
    expect((await findHold(t.db, { id: noExpiry.id }))!.status).toBe('open');
    expect((await findHold(t.db, { id: capturedFirst.id }))!.status).toBe('captured');
    const kinds = await t.db
      .selectFrom('ledgerJournals')
      .select('kind')
      .where('id', '=', (await findHold(t.db, { id: expired[0]!.id }))!.releasedJournalId!)
      .executeTakeFirstOrThrow();
    expect(kinds.kind).toBe('undo_window_release');
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('the audit of holds', () => {
  it('catches a hold account that no longer equals its open holds, and a hold whose journals contradict its status', async () => {
    const [wallet] = await createWallets(t.db, 1, 5_000n);
    const pending = await systemAccount(t.db, HOLD_ACCOUNT_KIND);
    const held = await hold(t.db, { accountId: wallet!, amountPesewas: 1_000n, reason: 'payout', reference: reference() });
    expect(await auditLedger(t.db)).toEqual([]);
    const balance = await getBalance(t.db, pending);

    // Money moved into the hold account behind the holds' back (a balanced journal: only this check sees it).
    const sneaked = await postJournal(t.db, {
      kind: 'manual_fix',
      entries: [
        { accountId: wallet!, amountPesewas: -250n },
        { accountId: pending, amountPesewas: 250n },
      ],
    });
    expect(await auditLedger(t.db)).toEqual([
      { type: 'HOLD_ACCOUNT_MISMATCH', accountId: pending, balancePesewas: balance + 250n, openHoldsPesewas: balance },
    ]);
    await postJournal(t.db, {
      kind: 'manual_fix',
      entries: [
        { accountId: pending, amountPesewas: -250n },
        { accountId: wallet!, amountPesewas: 250n },
      ],
    });
    expect(sneaked.journalId).toBeTruthy();
    expect(await auditLedger(t.db)).toEqual([]);

    // A hold's row edited by hand: its amount, then its status to captured with the hold journal as "capture".
    await sql`UPDATE ledger_holds SET amount_pesewas = amount_pesewas + 1 WHERE id = ${held.id}`.execute(t.db);
    expect(await auditLedger(t.db)).toEqual([
      { type: 'HOLD_ACCOUNT_MISMATCH', accountId: pending, balancePesewas: balance, openHoldsPesewas: balance + 1n },
    ]);
    await sql`UPDATE ledger_holds SET amount_pesewas = amount_pesewas - 1 WHERE id = ${held.id}`.execute(t.db);
    await sql`UPDATE ledger_holds SET hold_journal_id = NULL WHERE id = ${held.id}`.execute(t.db);
    expect(await auditLedger(t.db)).toEqual([{ type: 'HOLD_STATE_MISMATCH', holdId: held.id, status: 'open' }]);
    await sql`UPDATE ledger_holds SET hold_journal_id = ${held.holdJournalId} WHERE id = ${held.id}`.execute(t.db);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
