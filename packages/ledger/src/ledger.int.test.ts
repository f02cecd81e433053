import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { creditFromFunding } from './credit-from-funding';
import { mayGoNegative } from './balance-policy';
import { mapDatabaseError } from './database-error';
import { ensureWalletAccount } from './ensure-wallet-account';
import { getBalance, getWalletBalanceByUser } from './get-balance';
import { isLedgerError, type LedgerErrorCode } from './ledger-error';
import { postJournal } from './post-journal';
import { reverseJournal } from './reverse-journal';
import { systemAccount } from './system-account';
import { createUser, createWallets } from './testing/create-user';
import { transfer } from './transfer';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

async function expectLedgerError(promise: Promise<unknown>, code: LedgerErrorCode) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isLedgerError(error) ? error.code : error).toBe(code);
}

const count = async (table: 'ledgerJournals' | 'ledgerEntries' | 'transactions') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('accounts', () => {
  it('creates one wallet per user, even when many requests race to create it', async () => {
    const userId = await createUser(t.db);
    const ids = await Promise.all(Array.from({ length: 10 }, () => t.db.transaction().execute((trx) => ensureWalletAccount(trx, userId))));
    expect(new Set(ids).size).toBe(1);
    expect(await ensureWalletAccount(t.db, userId)).toBe(ids[0]);
    const rows = await t.db.selectFrom('ledgerAccounts').select('id').where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('creates each system account once, with a stable code', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => systemAccount(t.db, 'momo_settlement')));
    expect(new Set(ids).size).toBe(1);
    const row = await t.db.selectFrom('ledgerAccounts').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'momo_settlement', code: 'momo_settlement', userId: null });
  });

  it('reads a wallet balance by user, 0 for a user without a wallet (and creates none)', async () => {
    const userId = await createUser(t.db);
    expect(await getWalletBalanceByUser(t.db, userId)).toBe(0n);
    expect(await t.db.selectFrom('ledgerAccounts').select('id').where('userId', '=', userId).execute()).toHaveLength(0);
  });
});

describe('creditFromFunding', () => {
  it('gives a demo user ₵1,000.00 from funding, which goes negative by the same amount', async () => {
    const funding = await systemAccount(t.db, 'funding');
    const fundingBefore = await getBalance(t.db, funding);
    const userId = await createUser(t.db);
    const posted = await creditFromFunding(t.db, { userId, amountPesewas: 100_000n, description: 'Demo balance' });
    expect(await getWalletBalanceByUser(t.db, userId)).toBe(100_000n);
    expect(await getBalance(t.db, funding)).toBe(fundingBefore - 100_000n);
    expect(posted.kind).toBe('funding_credit');
    const journal = await t.db.selectFrom('ledgerJournals').selectAll().where('id', '=', posted.journalId).executeTakeFirstOrThrow();
    expect(journal.description).toBe('Demo balance');
  });
});

describe('transfer', () => {
  it('moves exactly the amount, writes one journal of two entries and returns the new balances', async () => {
    const [a, b] = await createWallets(t.db, 2, 5_000n);
    const posted = await transfer(t.db, { from: a!, to: b!, amountPesewas: 1_250n, kind: 'p2p_send', description: 'lunch' });
    expect(await getBalance(t.db, a!)).toBe(3_750n);
    expect(await getBalance(t.db, b!)).toBe(6_250n);
    expect(posted.balances).toEqual(
      [
        { accountId: a!, balancePesewas: 3_750n },
        { accountId: b!, balancePesewas: 6_250n },
      ].sort((x, y) => (BigInt(x.accountId) < BigInt(y.accountId) ? -1 : 1)),
    );
    const entries = await t.db
      .selectFrom('ledgerEntries')
      .select(['accountId', 'amountPesewas'])
      .where('journalId', '=', posted.journalId)
      .orderBy('amountPesewas')
      .execute();
    expect(entries).toEqual([
      { accountId: a, amountPesewas: '-1250' },
      { accountId: b, amountPesewas: '1250' },
    ]);
  });

  it('refuses a transfer the wallet cannot afford, writes nothing, and leaves the caller’s transaction usable', async () => {
    const [a, b] = await createWallets(t.db, 2, 1_000n);
    const journalsBefore = await count('ledgerJournals');
    await t.db.transaction().execute(async (trx) => {
      await expectLedgerError(transfer(trx, { from: a!, to: b!, amountPesewas: 1_001n }), 'INSUFFICIENT_FUNDS');
      await transfer(trx, { from: a!, to: b!, amountPesewas: 1_000n }); // the exact balance is affordable
    });
    expect(await getBalance(t.db, a!)).toBe(0n);
    expect(await getBalance(t.db, b!)).toBe(2_000n);
    expect(await count('ledgerJournals')).toBe(journalsBefore + 1);
  });

  it('refuses zero, negative, and self transfers, and unknown accounts', async () => {
    const [a, b] = await createWallets(t.db, 2, 1_000n);
    await expectLedgerError(transfer(t.db, { from: a!, to: b!, amountPesewas: 0n }), 'INVALID_AMOUNT');
    await expectLedgerError(transfer(t.db, { from: a!, to: b!, amountPesewas: -5n }), 'INVALID_AMOUNT');
    await expectLedgerError(transfer(t.db, { from: a!, to: a!, amountPesewas: 5n }), 'DUPLICATE_ACCOUNT');
    await expectLedgerError(transfer(t.db, { from: a!, to: '999999999', amountPesewas: 5n }), 'ACCOUNT_NOT_FOUND');
    expect(await getBalance(t.db, a!)).toBe(1_000n);
  });

  it('takes a fee on top in the same journal: payer pays amount + fee, the fees account gets the fee', async () => {
    const [a, b] = await createWallets(t.db, 2, 1_000n);
    const fees = await systemAccount(t.db, 'fees');
    const feesBefore = await getBalance(t.db, fees);
    const posted = await transfer(t.db, { from: a!, to: b!, amountPesewas: 800n, fee: { amountPesewas: 14n, to: fees } });
    expect(await getBalance(t.db, a!)).toBe(186n);
    expect(await getBalance(t.db, b!)).toBe(1_800n);
    expect(await getBalance(t.db, fees)).toBe(feesBefore + 14n);
    const entries = await t.db.selectFrom('ledgerEntries').select('amountPesewas').where('journalId', '=', posted.journalId).execute();
    expect(entries.map((e) => BigInt(e.amountPesewas)).reduce((x, y) => x + y, 0n)).toBe(0n);
    expect(entries).toHaveLength(3);
    // Amount affordable but amount + fee not: refused, nothing moves.
    await expectLedgerError(
      transfer(t.db, { from: a!, to: b!, amountPesewas: 180n, fee: { amountPesewas: 7n, to: fees } }),
      'INSUFFICIENT_FUNDS',
    );
    expect(await getBalance(t.db, a!)).toBe(186n);
    // A zero fee writes the plain two-entry journal.
    const free = await transfer(t.db, { from: a!, to: b!, amountPesewas: 6n, fee: { amountPesewas: 0n, to: fees } });
    expect(await t.db.selectFrom('ledgerEntries').select('id').where('journalId', '=', free.journalId).execute()).toHaveLength(2);
    await expectLedgerError(
      transfer(t.db, { from: a!, to: b!, amountPesewas: 6n, fee: { amountPesewas: -1n, to: fees } }),
      'INVALID_AMOUNT',
    );
  });

  it('never lets held funds or fees go below zero either', async () => {
    const [a] = await createWallets(t.db, 1, 0n);
    const fees = await systemAccount(t.db, 'fees');
    const held = await systemAccount(t.db, 'held');
    for (const account of [fees, held]) {
      const balance = await getBalance(t.db, account);
      await expectLedgerError(transfer(t.db, { from: account, to: a!, amountPesewas: balance + 1n }), 'INSUFFICIENT_FUNDS');
    }
  });
});

describe('postJournal', () => {
  it('posts a send with a fee as one three-entry journal', async () => {
    const [sender, recipient] = await createWallets(t.db, 2, 10_000n);
    const fees = await systemAccount(t.db, 'fees');
    const feesBefore = await getBalance(t.db, fees);
    await postJournal(t.db, {
      kind: 'p2p_send',
      entries: [
        { accountId: sender!, amountPesewas: -1_010n },
        { accountId: recipient!, amountPesewas: 1_000n },
        { accountId: fees, amountPesewas: 10n },
      ],
    });
    expect(await getBalance(t.db, sender!)).toBe(8_990n);
    expect(await getBalance(t.db, recipient!)).toBe(11_000n);
    expect(await getBalance(t.db, fees)).toBe(feesBefore + 10n);
  });

  it('commits with the caller’s transactions row, or rolls back with it', async () => {
    const [userA, userB] = [await createUser(t.db), await createUser(t.db)];
    const [a, b] = [await ensureWalletAccount(t.db, userA), await ensureWalletAccount(t.db, userB)];
    await creditFromFunding(t.db, { userId: userA, amountPesewas: 5_000n });
    const txBefore = await count('transactions');
    const journalsBefore = await count('ledgerJournals');

    await expect(
      t.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('transactions')
          .values({ senderId: userA, recipientId: userB, amountPesewas: 700n, status: 'completed' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await transfer(trx, { from: a, to: b, amountPesewas: 700n, transactionId: row.id });
        throw new Error('the money service failed after posting');
      }),
    ).rejects.toThrow('the money service failed');
    expect(await count('transactions')).toBe(txBefore);
    expect(await count('ledgerJournals')).toBe(journalsBefore);
    expect(await getBalance(t.db, a)).toBe(5_000n);

    const posted = await t.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('transactions')
        .values({ senderId: userA, recipientId: userB, amountPesewas: 700n, status: 'completed' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return transfer(trx, { from: a, to: b, amountPesewas: 700n, transactionId: row.id });
    });
    const journal = await t.db
      .selectFrom('ledgerJournals')
      .select('transactionId')
      .where('id', '=', posted.journalId)
      .executeTakeFirstOrThrow();
    expect(journal.transactionId).toBe(posted.transactionId);
    expect(await getBalance(t.db, b)).toBe(700n);
  });

  it('maps the database CHECK on wallets (the last line behind the code check) to INSUFFICIENT_FUNDS', async () => {
    const [a] = await createWallets(t.db, 1, 100n);
    const error = await sql`UPDATE ledger_accounts SET balance_pesewas = -1 WHERE id = ${a}`.execute(t.db).then(
      () => undefined,
      (e: unknown) => mapDatabaseError(e),
    );
    expect(isLedgerError(error, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await getBalance(t.db, a!)).toBe(100n);
  });
});

describe('the balance policy in the database', () => {
  it('is the same as balance-policy.ts for every account kind (ledger_post, used by sends, follows the database one)', async () => {
    const kinds = ['wallet', 'funding', 'fees', 'held', 'payout_pending', 'momo_settlement', 'bank_settlement', 'card_settlement'] as const;
    for (const kind of kinds) {
      const { rows } = await sql<{ may: boolean }>`SELECT ledger_may_go_negative(${kind}) AS may`.execute(t.db);
      expect([kind, rows[0]!.may]).toEqual([kind, mayGoNegative(kind)]);
    }
  });
});

describe('reverseJournal', () => {
  it('posts the mirrored entries under the same transaction and restores the balances', async () => {
    const [a, b] = await createWallets(t.db, 2, 3_000n);
    const original = await transfer(t.db, { from: a!, to: b!, amountPesewas: 800n });
    const reversal = await reverseJournal(t.db, original.journalId);
    expect(reversal.reversesJournalId).toBe(original.journalId);
    expect(reversal.kind).toBe('reversal');
    expect(await getBalance(t.db, a!)).toBe(3_000n);
    expect(await getBalance(t.db, b!)).toBe(3_000n);
    const entries = await t.db
      .selectFrom('ledgerEntries')
      .select(['accountId', 'amountPesewas'])
      .where('journalId', '=', reversal.journalId)
      .orderBy('amountPesewas')
      .execute();
    expect(entries).toEqual([
      { accountId: b, amountPesewas: '-800' },
      { accountId: a, amountPesewas: '800' },
    ]);
  });

  it('refuses a second reversal, a reversal of a reversal, and unknown journals', async () => {
    const [a, b] = await createWallets(t.db, 2, 3_000n);
    const original = await transfer(t.db, { from: a!, to: b!, amountPesewas: 800n });
    const reversal = await reverseJournal(t.db, original.journalId);
    await expectLedgerError(reverseJournal(t.db, original.journalId), 'ALREADY_REVERSED');
    await expectLedgerError(reverseJournal(t.db, reversal.journalId), 'CANNOT_REVERSE_REVERSAL');
    await expectLedgerError(reverseJournal(t.db, '987654321'), 'JOURNAL_NOT_FOUND');
    expect(await getBalance(t.db, a!)).toBe(3_000n);
  });

  it('lets exactly one of many racing reversals of the same journal through', async () => {
    const [a, b] = await createWallets(t.db, 2, 3_000n);
    const original = await transfer(t.db, { from: a!, to: b!, amountPesewas: 500n });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => reverseJournal(t.db, original.journalId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(isLedgerError(r.reason, 'ALREADY_REVERSED')).toBe(true);
    expect(await getBalance(t.db, a!)).toBe(3_000n);
    expect(await getBalance(t.db, b!)).toBe(3_000n);
  });

  it('refuses to reverse a transfer the recipient has already spent', async () => {
    const [a, b, c] = await createWallets(t.db, 3, 1_000n);
    const original = await transfer(t.db, { from: a!, to: b!, amountPesewas: 1_000n });
    await transfer(t.db, { from: b!, to: c!, amountPesewas: 2_000n });
    await expectLedgerError(reverseJournal(t.db, original.journalId), 'INSUFFICIENT_FUNDS');
    expect(await getBalance(t.db, b!)).toBe(0n);
  });
});

describe('auditLedger', () => {
  it('finds nothing wrong after all of the above', async () => {
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
