import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseCedis } from '@ghanapay/money';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, type MoneyTestUser } from '../../money/testing/money-test-helpers';
import { setTransactionCategory } from '../categories/transaction-category-service';
import { PAYMENT_CATEGORIES } from '../categories/payment-category';
import { ANALYTICS_RANGES } from './analytics-range';
import { getAnalytics } from './analytics-service';
import { findRolledUpPeriods, insertRollup, withRollupLock } from './rollup-repository';
import { NO_SPENDING } from './spending-sums';
import { NO_HABITS } from '../fraud/spending-habits';
import { getFraudAnalytics } from '../fraud/fraud-analytics-service';

// Property: for random movements over 14 months, every range read from rollups (closed days and
// months) plus today live equals the same range read entirely live (and so does the fraud panel's
// 90 days of habits), at several moments (a month
// boundary, just after midnight, weeks later), before and after the changes a closed period can
// still see: a held payment claimed or returned, a scheduled transfer settled or failed, a blocked
// payment cancelled, a category changed, a counterparty renamed.
const BASE = new Date('2026-12-02T10:00:00Z');
const DAY_MS = 86_400_000;
const MOMENTS = [BASE, new Date('2026-12-03T00:04:00Z'), new Date('2027-01-01T09:00:00Z'), new Date('2027-01-17T18:30:00Z')];
const MESSAGES = ['lunch', 'trotro', 'ECG prepaid', 'data bundle', 'for mum', 'shoes', 'thanks', null, 'rent'];

let t: TestApp;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const walletOf = async (userId: string) =>
  (await sql<{ id: string }>`SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'wallet'`.execute(t.deps.db)).rows[0]!.id;

async function journal(kind: string, at: Date, entries: Array<[string, bigint]>, transactionId: string | null = null): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ledger_journals (kind, transaction_id, created_at) VALUES (${kind}, ${transactionId}, ${at}) RETURNING id`.execute(
    t.deps.db,
  );
  for (const [account, amount] of entries)
    await sql`INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas, created_at) VALUES (${rows[0]!.id}, ${account}, ${amount}, ${at})`.execute(
      t.deps.db,
    );
  return rows[0]!.id;
}

async function payment(v: {
  sender: string;
  recipient: string | null;
  phone?: string;
  amount: bigint;
  message: string | null;
  status: string;
  at: Date;
}) {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO transactions (sender_id, recipient_id, recipient_phone, amount_pesewas, message, status, created_at, updated_at)
    VALUES (${v.sender}, ${v.recipient}, ${v.phone ?? null}, ${v.amount}, ${v.message}, ${v.status}, ${v.at}, ${v.at}) RETURNING id`.execute(
    t.deps.db,
  );
  return rows[0]!.id;
}

async function transfer(v: {
  user: string;
  direction: 'in' | 'out';
  amount: bigint;
  status: string;
  at: Date;
  account: number;
  hold?: string;
  settle?: string;
}) {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO external_transfers (id, user_id, direction, purpose, provider, destination_kind, network, account_number, account_name,
      amount_pesewas, fee_pesewas, speed, status, execute_after, hold_journal_id, settle_journal_id, created_at, updated_at)
    VALUES (gen_random_uuid(), ${v.user}, ${v.direction}, ${v.direction === 'in' ? 'add_money' : 'wallet_transfer'}, 'mtn-momo', 'mobile_money', 'MTN',
      ${`+23324${String(v.account).padStart(7, '0')}`}, ${`Account ${v.account}`}, ${v.amount}, ${v.direction === 'out' ? v.amount / 100n : 0n},
      ${v.direction === 'in' ? 'collection' : 'standard'}, ${v.status}, ${v.at}, ${v.hold ?? null}, ${v.settle ?? null}, ${v.at}, ${v.at})
    RETURNING id`.execute(t.deps.db);
  return rows[0]!.id;
}

interface Seeded {
  person: MoneyTestUser;
  others: MoneyTestUser[];
  held: string[];
  scheduled: Array<{ id: string; at: Date; amount: bigint }>;
  blocked: string[];
  sent: string[];
  transfersOut: string[];
}

/** `count` random movements of one person over the 14 months before BASE, written as the money paths leave them. */
async function seed(seedNumber: number, count: number): Promise<Seeded> {
  const rnd = generator(seedNumber);
  const person = await createMoneyUser(t, { lastName: 'Mensah' });
  const others = [
    await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Boateng' }),
    await createMoneyUser(t, { firstName: 'Ama', lastName: 'Mensah' }),
    await createMoneyUser(t, { firstName: 'Esi', lastName: 'Owusu' }),
    await createMoneyUser(t, { firstName: 'Yaw', lastName: 'Darko' }),
  ];
  const wallet = await walletOf(person.id);
  const otherWallets = await Promise.all(others.map((o) => walletOf(o.id)));
  const seeded: Seeded = { person, others, held: [], scheduled: [], blocked: [], sent: [], transfersOut: [] };
  for (let i = 0; i < count; i++) {
    // Whole seconds within 425 days; some land on month edges on purpose.
    const at = new Date(
      BASE.getTime() - (rnd.next() < 0.1 ? (rnd.int(14) * 30 + 1) * DAY_MS - rnd.int(2) * 1000 : rnd.int(425 * 86_400) * 1000),
    );
    const amount = BigInt(100 + rnd.int(50_000));
    const k = rnd.int(others.length);
    const roll = rnd.next();
    if (roll < 0.4) {
      const id = await payment({
        sender: person.id,
        recipient: others[k]!.id,
        amount,
        message: rnd.pick(MESSAGES),
        status: 'completed',
        at,
      });
      await journal(
        'p2p_send',
        at,
        [
          [wallet, -amount],
          [otherWallets[k]!, amount],
        ],
        id,
      );
      seeded.sent.push(id);
    } else if (roll < 0.6) {
      const id = await payment({ sender: others[k]!.id, recipient: person.id, amount, message: 'thanks', status: 'completed', at });
      await journal(
        rnd.next() < 0.5 ? 'p2p_send' : 'request_payment',
        at,
        [
          [otherWallets[k]!, -amount],
          [wallet, amount],
        ],
        id,
      );
    } else if (roll < 0.68) {
      const id = await payment({
        sender: person.id,
        recipient: null,
        phone: `+23320${rnd.int(3)}000000`,
        amount,
        message: rnd.pick(MESSAGES),
        status: 'pending',
        at,
      });
      await journal('held_send', at, [[wallet, -amount]], id);
      seeded.held.push(id);
    } else if (roll < 0.84) {
      const fee = amount / 100n;
      const hold = await journal('payout_hold', at, [[wallet, -(amount + fee)]]);
      const status = rnd.pick(['completed', 'completed', 'scheduled', 'failed'] as const);
      const settle = status === 'completed' ? await journal('payout_settle', at, []) : undefined;
      const id = await transfer({ user: person.id, direction: 'out', amount, status, at, account: rnd.int(3), hold, settle });
      if (status === 'scheduled') seeded.scheduled.push({ id, at, amount });
      seeded.transfersOut.push(id);
    } else if (roll < 0.93) {
      const settle = await journal('collection_credit', at, [[wallet, amount]]);
      await transfer({ user: person.id, direction: 'in', amount, status: 'completed', at, account: 9, settle });
    } else {
      seeded.blocked.push(await payment({ sender: person.id, recipient: others[k]!.id, amount, message: null, status: 'blocked', at }));
    }
  }
  return seeded;
}

async function expectRollupsMatchLive(userId: string) {
  for (const now of MOMENTS) {
    const deps = { db: t.deps.db, now: () => now };
    for (const days of ANALYTICS_RANGES) {
      const cached = await getAnalytics(deps, userId, days);
      expect(cached, `${days} days at ${now.toISOString()}`).toEqual(await getAnalytics(deps, userId, days, { rollups: false }));
    }
    const panel = await getFraudAnalytics(deps, userId);
    expect(panel, `fraud panel at ${now.toISOString()}`).toEqual(await getFraudAnalytics(deps, userId, { rollups: false }));
  }
}

/** The changes a closed period can still see, each made the way its code path makes it (the triggers do the rest). */
async function changeClosedPeriods(s: Seeded, seedNumber: number) {
  const rnd = generator(seedNumber * 31);
  for (const [i, id] of s.held.entries()) {
    if (i % 2 === 0)
      await sql`UPDATE transactions SET status = 'completed', recipient_id = ${s.others[i % s.others.length]!.id} WHERE id = ${id}`.execute(
        t.deps.db,
      );
    else await sql`UPDATE transactions SET status = 'reversed' WHERE id = ${id}`.execute(t.deps.db);
  }
  for (const [i, x] of s.scheduled.entries()) {
    if (i % 2 === 0) {
      const settle = await journal('payout_settle', new Date(BASE.getTime() - DAY_MS), []);
      await sql`UPDATE external_transfers SET status = 'completed', settle_journal_id = ${settle} WHERE id = ${x.id}`.execute(t.deps.db);
    } else await sql`UPDATE external_transfers SET status = 'failed' WHERE id = ${x.id}`.execute(t.deps.db);
  }
  for (const id of s.blocked.filter((_, i) => i % 2 === 0))
    await sql`UPDATE transactions SET status = 'cancelled' WHERE id = ${id}`.execute(t.deps.db);
  for (const id of s.sent.filter((_, i) => i % 5 === 0))
    await setTransactionCategory(t.deps, s.person.id, { id: Number(id), category: rnd.pick(PAYMENT_CATEGORIES) });
  for (const id of s.transfersOut.filter((_, i) => i % 3 === 0))
    await sql`UPDATE payment_categories SET category = ${rnd.pick(PAYMENT_CATEGORIES)}, chosen = true WHERE external_transfer_id = ${id}`.execute(
      t.deps.db,
    );
  await sql`UPDATE users SET first_name = 'Kofi Junior' WHERE id = ${s.others[0]!.id}`.execute(t.deps.db);
}

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('analytics from rollups', () => {
  for (const seedNumber of [14, 2026]) {
    it(`equal a live read for random movements over 14 months (seed ${seedNumber}), before and after closed periods change`, async () => {
      const s = await seed(seedNumber, 220);
      await expectRollupsMatchLive(s.person.id);
      await changeClosedPeriods(s, seedNumber);
      await expectRollupsMatchLive(s.person.id);
    }, 120_000);
  }

  it('are what a closed period is read from: a rollup altered by hand shows, and a forgotten one is summed again', async () => {
    const s = await seed(7, 60);
    const deps = { db: t.deps.db, now: () => BASE };
    const first = await getAnalytics(deps, s.person.id, 365);
    const periods = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM analytics_rollup_periods WHERE user_id = ${s.person.id}`.execute(t.deps.db);
    // 29 days of December 2025, 11 whole months, 1 December 2026.
    expect(Number(periods.rows[0]!.n)).toBe(41);
    await sql`
      UPDATE analytics_rollups SET amount_pesewas = amount_pesewas + 100
      WHERE user_id = ${s.person.id} AND kind = 'flow' AND direction = 'in' AND period_start = '2026-06-01'`.execute(t.deps.db);
    const altered = await getAnalytics(deps, s.person.id, 365);
    const received = (r: typeof first) => parseCedis(r.totalReceived);
    expect(received(altered) - received(first)).toBe(received(first) > 0n ? 100n : 0n);
    await sql`DELETE FROM analytics_rollup_periods WHERE user_id = ${s.person.id} AND period_start = '2026-06-01'`.execute(t.deps.db);
    expect(await getAnalytics(deps, s.person.id, 365)).toEqual(first);
  }, 60_000);

  it('a change to a payment waits for a rollup being built for its person, then forgets the period', async () => {
    const person = await createMoneyUser(t);
    const at = new Date('2026-11-10T12:00:00Z');
    const id = await payment({
      sender: person.id,
      recipient: null,
      phone: '+233200000009',
      amount: 500n,
      message: null,
      status: 'pending',
      at,
    });
    await journal('held_send', at, [[await walletOf(person.id), -500n]], id);
    const november = { start: '2026-11-01', end: '2026-12-01' };
    let changed = false;
    let change: Promise<void> | undefined;
    await withRollupLock(t.deps.db, person.id, async (trx) => {
      change = sql`UPDATE transactions SET status = 'reversed' WHERE id = ${id}`.execute(t.deps.db).then(() => {
        changed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The build (holding the lock) has read the payment as pending; the change waits for it.
      expect(changed).toBe(false);
      await insertRollup(trx, person.id, november, NO_SPENDING, NO_HABITS);
    });
    await change;
    expect(changed).toBe(true);
    expect(await findRolledUpPeriods(t.deps.db, person.id, [november])).toEqual(new Set());
  });
});
