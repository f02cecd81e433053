import { feeFor } from '@ghanapay/money';
import type { SimulatorFault } from '@ghanapay/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { addMoney, createBankTransfer, transferToAccount } from './external-transfer-service';
import { reconcileTransfers } from './reconcile';
import { addCardByHostedPage, runAllDueTransfers, seededGenerator } from '../testing/property-test-helpers';
import { balanceOf, expectCleanAudit, walletUser, type WalletUser } from '../testing/transfer-test-helpers';

const TRANSFERS = 1_000;
const USERS = 25;

let t: TestApp;
beforeAll(async () => {
  // Quick faults: answers held 250 ms against a 150 ms timeout, late successes 100 ms after failing.
  t = await startTestApp({}, { providerTiming: { settleAfterMs: 10, slowMs: 250, lateMs: 100, timeoutMs: 150 } });
});
afterAll(async () => {
  await t?.close();
});

// The faults a provider can produce that end (every transfer must be final at the end); a transfer
// with no final answer is covered on its own in the faults tests.
const FAULTS: (SimulatorFault | null)[] = [
  null,
  null,
  null,
  'slow',
  'error_5xx',
  'timeout_after_execute',
  'failed:NOT_ENOUGH_FUNDS',
  'failed:PAYEE_NOT_FOUND',
  'failed:EXPIRED',
  'no_callback',
  'double_callback',
  'late_success',
];

describe(`${TRANSFERS} randomized transfers in and out across the fault mix`, () => {
  it('end with a clean audit, nothing for reconciliation, and wallets = funding in − paid out − fees', { timeout: 600_000 }, async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 100_000);
    const random = seededGenerator(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const users: WalletUser[] = [];
    let funded = 0n;
    for (let i = 0; i < USERS; i++) {
      const opening = 2_000_00n + BigInt(Math.floor(random() * 300_000));
      const user = await walletUser(t, opening);
      // Enhanced tier: this property is about faults, not limits (limits.int.test.ts covers those).
      await t.deps.db.updateTable('users').set({ kycTier: 'enhanced' }).where('id', '=', user.id).execute();
      users.push(user);
      funded += opening;
    }

    // Each transfer gets a party of its own (a fresh wallet number or account number), so its fault is its own.
    let party = 0;
    const nextMtn = async (user: WalletUser) => {
      const phone = `+2335400${String(++party).padStart(5, '0')}`;
      const row = await t.deps.db
        .insertInto('mobileMoneyAccounts')
        .values({
          userId: user.id,
          provider: 'MTN MoMo',
          phoneNumber: phone,
          accountName: user.name,
          isVerified: true,
          verificationStatus: 'verified',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ref: { prefix: 'momo' as const, id: row.id }, party: phone.replace('+', '') };
    };
    /** A Telecel or AirtelTigo wallet of the user's: money in through the aggregator's charge (faults keyed by its local number). */
    const nextAggregatorWallet = async (user: WalletUser) => {
      const telecel = random() < 0.5;
      // Never the simulator's own endings (a code asked, declined, never ending, a 500): the fault is the one drawn.
      const local = `0${telecel ? '20' : '27'}${String(++party).padStart(7, '0')}`.replace(/(1111|2222|3333|4444|5555)$/, '0000');
      const row = await t.deps.db
        .insertInto('mobileMoneyAccounts')
        .values({
          userId: user.id,
          provider: telecel ? 'Vodafone Cash' : 'AirtelTigo Money',
          phoneNumber: local.replace(/^0/, '+233'),
          accountName: user.name,
          isVerified: true,
          verificationStatus: 'verified',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ref: { prefix: 'momo' as const, id: row.id }, party: local };
    };
    /** A new saved card of the user's (a fresh Visa number typed on Paystack's page): faults keyed by its authorization. */
    const nextCard = async (user: WalletUser) => {
      const card = await addCardByHostedPage(
        t,
        user,
        `4${String(++party).padStart(6, '0')}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      );
      return { ref: { prefix: 'card' as const, id: card.id }, party: card.authorization };
    };
    let created = 0;
    let refused = 0;
    const faultsOfCollections = new Map<string, SimulatorFault | null>();
    const outages: { provider: 'momo' | 'paystack'; party: string }[] = [];
    for (let i = 0; i < TRANSFERS; i++) {
      const user = pick(users);
      const fault = pick(FAULTS);
      const amount = BigInt(100 + Math.floor(random() * 20_000));
      const kind = pick([
        'mtn_instant',
        'mtn_instant',
        'add_money',
        'add_money_charge',
        'add_money_card',
        'bank_now',
        'bank_now',
        'mtn_standard',
      ] as const);
      // A card is added on Paystack's page (over HTTP) before the transaction that charges it.
      const card = kind === 'add_money_card' ? await nextCard(user) : null;
      try {
        await t.deps.db.transaction().execute(async (trx) => {
          if (kind === 'bank_now') {
            const account = `77${String(++party).padStart(8, '0')}`;
            if (fault) t.simulators!.paystack.setFault(account, fault);
            if (fault === 'error_5xx') outages.push({ provider: 'paystack', party: account });
            await createBankTransfer(trx, t.deps, {
              userId: user.id,
              recipientName: 'Property Payee',
              recipientAccount: account,
              bankCode: 'GCB',
              amountPesewas: amount,
              reference: null,
              transferType: 'immediate',
            });
            return;
          }
          if (card) {
            if (fault) t.simulators!.paystack.setFault(card.party, fault);
            if (fault === 'error_5xx') outages.push({ provider: 'paystack', party: card.party });
            const { transfer } = await addMoney(trx, t.deps, { userId: user.id, amountPesewas: amount, account: card.ref });
            faultsOfCollections.set(transfer.id, fault);
            return;
          }
          if (kind === 'add_money_charge') {
            const target = await nextAggregatorWallet(user);
            if (fault) t.simulators!.paystack.setFault(target.party, fault);
            if (fault === 'error_5xx') outages.push({ provider: 'paystack', party: target.party });
            const { transfer } = await addMoney(trx, t.deps, { userId: user.id, amountPesewas: amount, account: target.ref });
            faultsOfCollections.set(transfer.id, fault);
            return;
          }
          const target = await nextMtn(user);
          if (fault) t.simulators!.momo.setFault(target.party, fault);
          if (fault === 'error_5xx') outages.push({ provider: 'momo', party: target.party });
          if (kind === 'add_money') {
            const { transfer } = await addMoney(trx, t.deps, { userId: user.id, amountPesewas: amount, account: target.ref });
            faultsOfCollections.set(transfer.id, fault);
            return;
          }
          await transferToAccount(trx, t.deps, {
            userId: user.id,
            amountPesewas: amount,
            account: target.ref,
            transferType: kind === 'mtn_instant' ? 'instant' : 'standard',
          });
        });
        created++;
      } catch (error) {
        // A transfer the wallet cannot cover is refused whole (nothing written): part of the property.
        expect((error as Error).message).toBe('Transfer amount exceeds wallet balance');
        refused++;
      }
      // Now and then the job runs, as it would while people keep making transfers.
      if (i % 50 === 49) await runAllDueTransfers(t);
    }

    // The outages end (until then those transfers waited, held, never reversed on a guess). Standard
    // transfers come due after three business days. Run until every transfer is final.
    for (const outage of outages) t.simulators![outage.provider].clearFaults(outage.party);
    t.advanceClock(7 * 86_400_000);
    for (let round = 0; round < 40; round++) {
      await runAllDueTransfers(t);
      const open = await t.deps.db
        .selectFrom('externalTransfers')
        .select('id')
        .where('status', 'in', ['scheduled', 'processing', 'review'])
        .execute();
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 120));
      t.advanceClock(30 * 60_000);
    }
    // Late successes and second callbacks still in flight land before the books are compared.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The status queries run with the quick 150 ms timeout: on a loaded machine one can miss it, which
    // the report rightly calls "unreachable" — asked again, the provider's answer is what is compared.
    let report = await reconcileTransfers(t.deps);
    for (let again = 0; again < 3 && report.differences.some((d) => d.providerStatus === 'unreachable'); again++) {
      report = await reconcileTransfers(t.deps);
    }
    expect(
      JSON.stringify(report.differences, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      `seed ${seed}`,
    ).toBe('[]');
    expect(report.open, `seed ${seed}`).toBe(0);
    await expectCleanAudit(t);

    // The providers' own books: what really left (payouts) and came in (collections).
    const orders = [...t.simulators!.momo.books().orders, ...t.simulators!.paystack.books().orders].filter(
      (o) => o.status === 'SUCCESSFUL',
    );
    const paidOut = orders.filter((o) => o.kind === 'payout').reduce((sum, o) => sum + o.amountPesewas, 0n);
    const collected = orders.filter((o) => o.kind === 'collection').reduce((sum, o) => sum + o.amountPesewas, 0n);
    const completed = await t.deps.db
      .selectFrom('externalTransfers')
      .select(['amountPesewas', 'speed'])
      .where('status', '=', 'completed')
      .where('direction', '=', 'out')
      .execute();
    const fees = completed.reduce(
      (sum, r) => sum + feeFor(r.speed === 'instant' ? 'transfer_instant' : 'transfer_standard', BigInt(r.amountPesewas)),
      0n,
    );
    let wallets = 0n;
    for (const user of users) wallets += await balanceOf(t, user.id);
    expect(wallets, `seed ${seed}`).toBe(funded + collected - paidOut - fees);
    // The mix really ran: most transfers were made, some failed, some were paid after a refund.
    expect(created + refused).toBe(TRANSFERS);
    expect(created).toBeGreaterThan(TRANSFERS * 0.8);
    const statuses = await t.deps.db.selectFrom('externalTransfers').select(['status', 'recoverJournalId']).execute();
    expect(statuses.filter((s) => s.status === 'failed').length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s.recoverJournalId !== null).length).toBeGreaterThan(0);
    expect(faultsOfCollections.size).toBeGreaterThan(0);
    expect(
      t.simulators!.paystack.books().orders.filter((o) => o.kind === 'collection' && o.status === 'SUCCESSFUL').length,
    ).toBeGreaterThan(0);
    const cardTopUps = await t.deps.db.selectFrom('externalTransfers').select('status').where('destinationKind', '=', 'card').execute();
    expect(cardTopUps.filter((c) => c.status === 'completed').length).toBeGreaterThan(0);
    expect(cardTopUps.filter((c) => c.status === 'failed').length).toBeGreaterThan(0);
  });
});
