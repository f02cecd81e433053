import { auditLedger } from '@ghanapay/ledger';
import type { SimulatorFault } from '@ghanapay/providers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../gateways/provider-callbacks-gateway';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { runBillPaymentStep } from './bills/bill-payment-state-machine';
import { createBillPayment, quoteBillPayment } from './bills/bill-payment-service';
import { reconcileBillPayments } from './bills/reconcile-bills';
import { openMerchant, payMerchant, refundMerchantPayment, resolveMerchantPayment } from './merchants/merchant-service';
import { balanceOf, createMoneyUser, type MoneyTestUser } from './testing/money-test-helpers';

// Everyday payments at random: airtime and bills through the aggregator's simulator with its faults
// (refusals, orders that never complete, 5xx, lost and doubled callbacks, late successes, timeouts
// after executing), payments to merchants and their refunds, interleaved. Whatever happens, no
// pesewa appears or vanishes: the money inside the ledger is what it was, each wallet is its opening
// less what it paid (or still holds) plus what it received, the audit is clean, and reconciliation
// finds nothing. PROPERTY_SEED replays a run.

const OPERATIONS = 240;
const USERS = 12;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { providerTiming: { settleAfterMs: 10, slowMs: 250, lateMs: 100, timeoutMs: 150 } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Faults set on a number at the aggregator's simulator (keyed as Hubtel writes phones: 233…). */
const FAULTS: (SimulatorFault | null)[] = [
  null,
  null,
  null,
  'no_callback',
  'double_callback',
  'late_success',
  'timeout_after_execute',
  'slow',
];
/** Endings the simulator answers by themselves: refused, never completes, 500, biller unavailable. */
const ENDINGS = ['', '', '', '1111', '2222', '3333', '4444'];

async function moneyInside(): Promise<bigint> {
  const { rows } = await sql<{ s: string }>`SELECT ledger_money_inside()::text AS s`.execute(t.deps.db);
  return BigInt(rows[0]!.s);
}

/**
 * A payment the wallet cannot cover (a run may spend a wallet down: how far depends on the seed) is
 * refused before anything moves, which the audit and the balances at the end check; anything else fails.
 */
function refusedForFunds(error: unknown): null {
  const messages = ['Amount exceeds wallet balance', 'Your wallet does not hold enough for this refund'];
  if (error instanceof Error && messages.includes(error.message)) return null;
  throw error;
}

describe(`${OPERATIONS} random everyday payments across the aggregator's faults`, () => {
  it('conserve every pesewa, leave a clean audit and nothing for reconciliation', { timeout: 600_000 }, async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 100_000);
    const random = generator(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const rail = t.deps.billRail!;
    const users: MoneyTestUser[] = [];
    const expected = new Map<string, bigint>();
    for (let i = 0; i < USERS; i++) {
      const opening = 500_00n + BigInt(Math.floor(random() * 50_000));
      const user = await createMoneyUser(t, { balance: opening, tier: 'enhanced' });
      users.push(user);
      expected.set(user.id, opening);
    }
    const merchants = users.slice(0, 4);
    const codes = new Map<string, string>();
    for (const [i, m] of merchants.entries()) {
      codes.set(m.id, (await openMerchant(t.deps.db, m.id, { businessName: `Shop ${i}`, categoryCode: '5411', city: 'Accra' })).merchantId);
    }
    const before = await moneyInside();
    const bills: { id: string; userId: string; amount: bigint }[] = [];
    const merchantPayments: { id: string; payerId: string; ownerId: string; left: bigint }[] = [];
    const add = (userId: string, delta: bigint) => expected.set(userId, expected.get(userId)! + delta);
    const note = `seed ${seed}`;

    for (let op = 0; op < OPERATIONS; op++) {
      const user = pick(users);
      const roll = random();
      if (roll < 0.45) {
        // Airtime for a number of a random network, with a fault or an ending the simulator knows.
        const [prefix, billerId] = pick([
          ['024', 'mtn-airtime'],
          ['020', 'telecel-airtime'],
          ['027', 'airteltigo-airtime'],
        ] as const);
        const ending = pick(ENDINGS);
        const digits = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
        const number = `${prefix}${(digits.slice(0, 7 - ending.length) + ending).padStart(7, '0')}`;
        const fault = ending ? null : pick(FAULTS);
        if (fault) t.simulators!.hubtelCommission!.setFault(`233${number.slice(1)}`, fault);
        const amount = BigInt(1_00 + Math.floor(random() * 49_00));
        const quote = await quoteBillPayment(t.deps, {
          userId: user.id,
          billerId,
          customerNumber: number,
          amountPesewas: amount,
          payerPhone: user.phoneNumber,
        });
        const payment = await t.deps.db
          .transaction()
          .execute((trx) => createBillPayment(trx, t.deps, user.id, quote))
          .catch(refusedForFunds);
        if (!payment) continue;
        bills.push({ id: payment.id, userId: user.id, amount });
      } else if (roll < 0.6) {
        // A TV bill; a number starting 99 is no customer, refused before any money moves.
        const number =
          random() < 0.15
            ? `99${String(Math.floor(random() * 1e8)).padStart(8, '0')}`
            : `70${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
        const amount = BigInt(5_00 + Math.floor(random() * 95_00));
        const quoted = await quoteBillPayment(t.deps, {
          userId: user.id,
          billerId: pick(['dstv', 'gotv', 'startimes']),
          customerNumber: number,
          amountPesewas: amount,
          payerPhone: user.phoneNumber,
        }).catch((error: Error) => error);
        if (quoted instanceof Error) {
          expect(number.startsWith('99'), `${note}: ${quoted.message}`).toBe(true);
          continue;
        }
        const payment = await t.deps.db
          .transaction()
          .execute((trx) => createBillPayment(trx, t.deps, user.id, quoted))
          .catch(refusedForFunds);
        if (!payment) continue;
        bills.push({ id: payment.id, userId: user.id, amount });
      } else if (roll < 0.85) {
        const owner = pick(merchants);
        if (owner.id === user.id) continue;
        const amount = BigInt(1_00 + Math.floor(random() * 29_00));
        const resolved = await resolveMerchantPayment(t.deps.db, user.id, { merchantId: codes.get(owner.id)!, amount });
        const paid = await t.deps.db
          .transaction()
          .execute((trx) => payMerchant(trx, user.id, resolved, t.deps.now()))
          .catch(refusedForFunds);
        if (!paid) continue;
        merchantPayments.push({ id: paid.id, payerId: user.id, ownerId: owner.id, left: amount });
        add(user.id, -amount);
        add(owner.id, amount);
      } else if (merchantPayments.length > 0) {
        const payment = pick(merchantPayments);
        if (payment.left === 0n) continue;
        const amount = random() < 0.5 ? payment.left : BigInt(1 + Math.floor(random() * Number(payment.left)));
        const refunded = await t.deps.db
          .transaction()
          .execute((trx) => refundMerchantPayment(trx, payment.ownerId, { id: payment.id, amount }))
          .catch(refusedForFunds);
        if (!refunded) continue;
        payment.left -= amount;
        add(payment.ownerId, -amount);
        add(payment.payerId, amount);
      }
      // Now and then the job queue's round: every bill payment with a step due.
      if (op % 20 === 19) for (const b of bills) await runBillPaymentStep({ ...t.deps, billRail: rail }, b.id);
    }

    // Drive every bill payment until it is final (or the aggregator never answers).
    for (let round = 0; round < 12; round++) {
      for (const b of bills) await runBillPaymentStep({ ...t.deps, billRail: rail }, b.id);
      await new Promise((r) => setTimeout(r, 150));
      await settlePendingCallbackChecks();
      t.advanceClock(10 * 60_000);
    }

    const rows = await t.deps.db
      .selectFrom('billPayments')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        bills.map((b) => b.id),
      )
      .execute();
    const status = new Map(rows.map((r) => [r.id, r.status]));
    for (const b of bills) {
      // Completed or still held (processing, review): the money is gone from the wallet; failed: back.
      if (status.get(b.id) !== 'failed') add(b.userId, -b.amount);
    }
    for (const user of users) expect(await balanceOf(t, user.id), `${note}: ${user.username}`).toBe(expected.get(user.id));
    expect(await moneyInside(), note).toBe(before);
    expect(await auditLedger(t.deps.db), note).toEqual([]);
    const report = await reconcileBillPayments({ ...t.deps, billRail: rail });
    expect(report.differences, note).toEqual([]);
    // The mix did what it says: some of each ending.
    const statuses = [...status.values()];
    expect(statuses, note).toContain('completed');
    expect(statuses, note).toContain('failed');
  });
});
