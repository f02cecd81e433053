import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { creditFromFunding } from './credit-from-funding';
import { ensureWalletAccount } from './ensure-wallet-account';
import { getBalance } from './get-balance';
import { hold, release } from './holds';
import { isLedgerError } from './ledger-error';
import { createUser } from './testing/create-user';
import { transfer } from './transfer';
import { isWalletFrozen, setWalletFrozen } from './wallet-freeze';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

async function funded(pesewas: bigint): Promise<{ userId: string; wallet: string }> {
  const userId = await createUser(t.db);
  const wallet = await ensureWalletAccount(t.db, userId);
  if (pesewas > 0n) await creditFromFunding(t.db, { userId, amountPesewas: pesewas });
  return { userId, wallet };
}

const journalCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledgerJournals')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a frozen wallet', () => {
  it('lets nothing leave (a transfer, a hold), writes nothing, and takes money in; unfreezing restores it', async () => {
    const payer = await funded(10_000n);
    const payee = await funded(0n);
    const heldBefore = await hold(t.db, {
      walletUserId: payer.userId,
      amountPesewas: 1_000n,
      reason: 'payout',
      reference: `freeze:${payer.userId}`,
    });

    expect(await setWalletFrozen(t.db, payer.userId, true)).toBe(true);
    expect(await setWalletFrozen(t.db, payer.userId, true)).toBe(false);
    expect(await isWalletFrozen(t.db, payer.userId)).toBe(true);
    const journals = await journalCount();

    const refusedTransfer = await transfer(t.db, { from: payer.wallet, to: payee.wallet, amountPesewas: 500n }).catch((e: unknown) => e);
    expect(isLedgerError(refusedTransfer, 'WALLET_FROZEN')).toBe(true);
    const refusedHold = await hold(t.db, {
      walletUserId: payer.userId,
      amountPesewas: 500n,
      reason: 'payout',
      reference: `freeze2:${payer.userId}`,
    }).catch((e: unknown) => e);
    expect(isLedgerError(refusedHold, 'WALLET_FROZEN')).toBe(true);
    expect(await journalCount()).toBe(journals);
    expect(await getBalance(t.db, payer.wallet)).toBe(9_000n);

    // Money in still lands: a payment from someone else, and a hold released back.
    const sender = await funded(2_000n);
    await transfer(t.db, { from: sender.wallet, to: payer.wallet, amountPesewas: 700n });
    await release(t.db, heldBefore.id);
    expect(await getBalance(t.db, payer.wallet)).toBe(10_700n);

    expect(await setWalletFrozen(t.db, payer.userId, false)).toBe(true);
    await transfer(t.db, { from: payer.wallet, to: payee.wallet, amountPesewas: 500n });
    expect(await getBalance(t.db, payee.wallet)).toBe(500n);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('is no one else’s business: a frozen payee still receives, other wallets still pay', async () => {
    const payer = await funded(1_000n);
    const payee = await funded(0n);
    await setWalletFrozen(t.db, payee.userId, true);
    await transfer(t.db, { from: payer.wallet, to: payee.wallet, amountPesewas: 300n });
    expect(await getBalance(t.db, payee.wallet)).toBe(300n);
    expect(await isWalletFrozen(t.db, payer.userId)).toBe(false);
  });
});
