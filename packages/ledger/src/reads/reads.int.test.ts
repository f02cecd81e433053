import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLedgerAuditRun, recordLedgerAuditRun } from '../audit-runs';
import { creditFromFunding } from '../credit-from-funding';
import { ensureWalletAccount } from '../ensure-wallet-account';
import { hold, release } from '../holds';
import { reverseJournal } from '../reverse-journal';
import { systemAccount } from '../system-account';
import { createUser } from '../testing/create-user';
import { transfer } from '../transfer';
import { accountBalanceBefore, accountEntriesQuery } from './account-entries';
import { journalOfTransaction, unreversedJournalOfTransaction } from './journals';
import { moneyMovedByJournalKind } from './money-moved';
import { holdsByReferencePrefix, openHeldPesewasQuery, openHoldsByReason } from './open-holds';
import { accountBalancesByCode, walletAccountsQuery } from './wallet-balances';
import { walletOutflowsSince } from './wallet-outflows';

// The ledger's reads answer the apps' questions (apps name no ledger table: ledger-tables.test.ts).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

async function payment(senderId: string, amountPesewas: bigint): Promise<string> {
  const row = await t.db
    .insertInto('transactions')
    .values({ senderId, amountPesewas: amountPesewas.toString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('wallet balances', () => {
  it('joins each person to their wallet in the same query: balance and frozen, null without a wallet', async () => {
    const rich = await createUser(t.db);
    const none = await createUser(t.db);
    await creditFromFunding(t.db, { userId: rich, amountPesewas: 2_500n });
    const rows = await t.db
      .selectFrom('users as u')
      .leftJoin(walletAccountsQuery(t.db).as('w'), 'w.userId', 'u.id')
      .select(['u.id', 'w.balancePesewas', 'w.frozen'])
      .where('u.id', 'in', [rich, none])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.balancePesewas, r.frozen]]))).toEqual({
      [rich]: ['2500', false],
      [none]: [null, null],
    });
  });

  it('reads system accounts by code, as bigints', async () => {
    const settlement = await systemAccount(t.db, 'momo_settlement');
    const userId = await createUser(t.db);
    await creditFromFunding(t.db, { userId, amountPesewas: 900n });
    const before = await accountBalancesByCode(t.db, ['momo_settlement']);
    await transfer(t.db, { from: await ensureWalletAccount(t.db, userId), to: settlement, amountPesewas: 400n, kind: 'payout' });
    const after = await accountBalancesByCode(t.db, ['momo_settlement', 'no_such_code']);
    expect(after).toEqual([{ code: 'momo_settlement', balancePesewas: before[0]!.balancePesewas + 400n }]);
    expect(await accountBalancesByCode(t.db, [])).toEqual([]);
  });
});

describe('account entries', () => {
  it('the balance before a moment and the entries of a period agree with the postings', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await creditFromFunding(t.db, { userId: a, amountPesewas: 1_000n });
    const [{ now }] = (await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(t.db)).rows as [{ now: Date }];
    const wallet = await ensureWalletAccount(t.db, a);
    const tx = await payment(a, 300n);
    await transfer(t.db, {
      from: wallet,
      to: await ensureWalletAccount(t.db, b),
      amountPesewas: 300n,
      kind: 'p2p_send',
      transactionId: tx,
    });

    expect(await accountBalanceBefore(t.db, wallet, now)).toBe(1_000n);
    expect(await accountBalanceBefore(t.db, wallet, new Date(Date.now() + 60_000))).toBe(700n);
    const entries = await t.db
      .selectFrom(accountEntriesQuery(t.db, wallet, { from: now, to: new Date(Date.now() + 60_000) }).as('w'))
      .selectAll()
      .orderBy('w.createdAt')
      .orderBy('w.entryId')
      .execute();
    expect(entries.map((e) => [e.kind, e.amountPesewas, e.transactionId])).toEqual([['p2p_send', '-300', tx]]);
  });
});

describe('wallet outflows', () => {
  it('sums what left the wallet by the named kinds since a moment, fee included, less what the caller excepts', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await creditFromFunding(t.db, { userId: a, amountPesewas: 10_000n });
    const wallet = await ensureWalletAccount(t.db, a);
    const to = await ensureWalletAccount(t.db, b);
    const fees = await systemAccount(t.db, 'fees');
    const since = new Date(Date.now() - 1_000);
    const first = await payment(a, 1_000n);
    await transfer(t.db, {
      from: wallet,
      to,
      amountPesewas: 1_000n,
      fee: { to: fees, amountPesewas: 50n },
      kind: 'p2p_send',
      transactionId: first,
    });
    const second = await payment(a, 200n);
    await transfer(t.db, { from: wallet, to, amountPesewas: 200n, kind: 'p2p_send', transactionId: second });
    await transfer(t.db, { from: wallet, to, amountPesewas: 7n, kind: 'other_kind' });

    const query = { userId: a, since, journalKinds: ['p2p_send'] };
    expect(await walletOutflowsSince(t.db, query)).toBe(1_250n);
    expect(await walletOutflowsSince(t.db, { ...query, since: new Date(Date.now() + 60_000) })).toBe(0n);
    expect(await walletOutflowsSince(t.db, { ...query, journalKinds: [] })).toBe(0n);
    expect(await walletOutflowsSince(t.db, { ...query, except: ({ transactionId }) => sql<boolean>`${transactionId} = ${first}` })).toBe(
      200n,
    );
    expect(await walletOutflowsSince(t.db, { ...query, userId: await createUser(t.db) })).toBe(0n);
  });
});

describe('journals of a payment', () => {
  it('finds the journal of a kind, and the payment journal only until it is reversed', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await creditFromFunding(t.db, { userId: a, amountPesewas: 500n });
    const tx = await payment(a, 100n);
    const posted = await transfer(t.db, {
      from: await ensureWalletAccount(t.db, a),
      to: await ensureWalletAccount(t.db, b),
      amountPesewas: 100n,
      kind: 'p2p_send',
      transactionId: tx,
    });
    expect(await journalOfTransaction(t.db, tx, 'p2p_send')).toBe(posted.journalId);
    expect(await journalOfTransaction(t.db, tx, 'held_send')).toBeUndefined();
    expect(await unreversedJournalOfTransaction(t.db, tx, ['p2p_send', 'request_payment'])).toBe(posted.journalId);
    await reverseJournal(t.db, posted.journalId, { kind: 'p2p_reversal' });
    expect(await unreversedJournalOfTransaction(t.db, tx, ['p2p_send', 'request_payment', 'p2p_reversal'])).toBeUndefined();
  });
});

describe('holds', () => {
  it('lists holds by reference prefix oldest first, sums the open ones in the caller’s query, and counts them by reason', async () => {
    const userId = await createUser(t.db);
    await creditFromFunding(t.db, { userId, amountPesewas: 5_000n });
    const reason = `reads_${Math.random().toString(36).slice(2, 8)}`;
    const first = await hold(t.db, { walletUserId: userId, amountPesewas: 300n, reason, reference: `${reason}:x_1:1` });
    const second = await hold(t.db, { walletUserId: userId, amountPesewas: 200n, reason, reference: `${reason}:x_1:2` });
    // A LIKE character in the prefix matches only itself.
    await hold(t.db, { walletUserId: userId, amountPesewas: 50n, reason, reference: `${reason}:xa1:1` });
    await release(t.db, first.id);

    expect(await holdsByReferencePrefix(t.db, `${reason}:x_1:`)).toEqual([
      { id: first.id, amountPesewas: 300n, status: 'released' },
      { id: second.id, amountPesewas: 200n, status: 'open' },
    ]);
    const held = await t.db
      .selectNoFrom((eb) => [
        openHeldPesewasQuery(t.db, sql<string>`${`${reason}:x`}`).as('all'),
        openHeldPesewasQuery(t.db, eb.val(`${reason}:none`)).as('none'),
      ])
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ all: '250', none: null });
    expect((await openHoldsByReason(t.db)).find((r) => r.reason === reason)).toEqual({ reason, holds: 2, pesewas: 250n });
  });
});

describe('money moved and audit runs', () => {
  it('money moved by kind grows by each journal’s positive legs', async () => {
    const userId = await createUser(t.db);
    const moved = async () => (await moneyMovedByJournalKind(t.db)).find((r) => r.kind === 'funding_credit')?.pesewas ?? 0n;
    const before = await moved();
    await creditFromFunding(t.db, { userId, amountPesewas: 1_234n });
    expect(await moved()).toBe(before + 1_234n);
  });

  it('the last recorded audit run is the latest by time', async () => {
    await recordLedgerAuditRun(t.db, { ranAt: new Date('2026-01-01T00:00:00Z'), durationMs: 5, violations: 2, journals: 10 });
    await recordLedgerAuditRun(t.db, { ranAt: new Date('2026-01-02T00:00:00Z'), durationMs: 5, violations: 0, journals: 11 });
    expect(await lastLedgerAuditRun(t.db)).toEqual({ ranAt: new Date('2026-01-02T00:00:00Z'), violations: 0 });
  });
});
