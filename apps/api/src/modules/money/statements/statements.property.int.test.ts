import { getWalletBalanceByUser } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../testing/http-client';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { PASSWORD } from '../../social/testing/social-test-helpers';
import { returnUnclaimedHeldPayments } from '../held-payments/held-payments';
import { moveClockToMidday } from '../testing/money-test-helpers';
import { runUntilFinal, walletUser, type WalletUser } from '../testing/transfer-test-helpers';
import type { TGetStatementResponse } from './get-statement.types';
import { buildStatement } from './statement-service';

/**
 * Random activity spread over months (sends, money requests, payments held for new numbers and their
 * return, transfers out that settle or fail and come back, Add Money), then statements for every
 * month and year and for random cut-offs: each closing balance is the ledger's balance at that
 * moment, opening + entries = closing, and the last period closes on the wallet's balance.
 * The ledger stamps journals with the database's clock, so each action's journals are moved to the
 * action's place on the simulated timeline (test-only: the product never rewrites the ledger).
 */
const ACTIONS = Number(process.env.STATEMENT_PROPERTY_ACTIONS ?? 90);
const USERS = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { providerTiming: { settleAfterMs: 10, slowMs: 250, lateMs: 100, timeoutMs: 150 } });
  moveClockToMidday(t);
});
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

const monthKey = (at: Date) => at.toISOString().slice(0, 7);
const pesewas = (cedis: string) => (cedis.startsWith('-') ? -1n : 1n) * BigInt(cedis.replace('-', '').replace('.', ''));

describe(`${ACTIONS} random actions over months`, () => {
  it('every statement closes on the ledger balance of its moment, and adds up', { timeout: 300_000 }, async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 100_000);
    const random = generator(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const cedis = (max: number) => `${1 + Math.floor(random() * max)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;

    const users: WalletUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await walletUser(t, BigInt(500_00 + Math.floor(random() * 2_000_00))));
    const clients = new Map<string, HttpClient>(users.map((u) => [u.id, u.client]));
    const signInAll = async () => {
      for (const u of users) {
        const client = t.client();
        expect((await client.post('/api/auth/login', { loginId: u.username, password: PASSWORD })).status).toBe(200);
        clients.set(u.id, client);
      }
    };
    const clientOf = (u: WalletUser) => clients.get(u.id)!;

    // The simulated timeline: from 2 September two years back, each action a few hours to days later.
    const firstYear = new Date().getUTCFullYear() - 2;
    let clock = Date.UTC(firstYear, 8, 2, 9);
    const snapshots: { at: number; balances: Map<string, bigint> }[] = [];
    let lastJournal = '0';
    const stamp = async () => {
      const at = new Date(clock);
      await t.deps.db.updateTable('ledgerJournals').set({ createdAt: at }).where('id', '>', lastJournal).execute();
      const newest = await t.deps.db
        .selectFrom('ledgerJournals')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      lastJournal = String(newest?.id ?? lastJournal);
      const balances = new Map<string, bigint>();
      for (const u of users) balances.set(u.id, await getWalletBalanceByUser(t.deps.db, u.id));
      snapshots.push({ at: clock, balances });
    };
    /** The wallet's balance just before `at`: after every action stamped earlier. */
    const balanceAt = (userId: string, at: number) => {
      let balance = 0n;
      for (const s of snapshots) if (s.at < at) balance = s.balances.get(userId)!;
      return balance;
    };
    await stamp();

    const kinds = { send: 0, request: 0, held: 0, returned: 0, transferOut: 0, failedOut: 0, addMoney: 0 };
    let heldPhones = 0;
    for (let i = 0; i < ACTIONS; i++) {
      clock += HOUR_MS + Math.floor(random() * 6 * DAY_MS);
      // Now and then exactly at midnight on the 1st: the first instant of a month belongs to it.
      if (random() < 0.15) {
        const at = new Date(clock);
        clock = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
      }
      const user = pick(users);
      const other = pick(users.filter((u) => u !== user));
      const roll = random();
      if (roll < 0.45) {
        const res = await clientOf(user).post('/api/send-money', { amount: cedis(150), recipientUsername: other.username });
        expect([200, 422], res.text).toContain(res.status);
        kinds.send++;
      } else if (roll < 0.6) {
        const asked = await clientOf(other).post('/api/money-requests', { payerId: user.id, amount: cedis(80) });
        expect(asked.status, asked.text).toBe(200);
        const paid = await clientOf(user).post(`/api/money-requests/${asked.body.id}/respond`, { action: 'approve' });
        expect([200, 422], paid.text).toContain(paid.status);
        kinds.request++;
      } else if (roll < 0.7) {
        const phone = `+23324777${String(++heldPhones).padStart(4, '0')}`;
        const res = await clientOf(user).post('/api/send-money', { amount: cedis(40), recipientPhone: phone });
        expect([200, 422], res.text).toContain(res.status);
        kinds.held++;
      } else if (roll < 0.78) {
        // Unclaimed held payments go back to their senders once their 14 days are up.
        t.advanceClock(15 * DAY_MS);
        kinds.returned += await returnUnclaimedHeldPayments(t.deps);
        await signInAll();
      } else {
        const addMoney = roll >= 0.93;
        const fails = !addMoney && random() < 0.4;
        const party = user.mtnPhone.replace('+', '');
        if (fails) t.simulators!.momo.setFault(party, 'failed:NOT_ENOUGH_FUNDS');
        const res = addMoney
          ? await clientOf(user).post('/api/wallet/add-money', { amount: cedis(200), accountId: user.mtn })
          : await clientOf(user).post('/api/wallet/transfer', { amount: cedis(120), accountId: user.mtn, transferType: 'instant' });
        expect([200, 422], res.text).toContain(res.status);
        if (res.status === 200) {
          expect(await runUntilFinal(t, res.body.transfer.id)).toBe(fails ? 'failed' : 'completed');
          if (addMoney) kinds.addMoney++;
          else if (fails) kinds.failedOut++;
          else kinds.transferOut++;
        }
        t.simulators!.momo.clearFaults(party);
        await signInAll();
      }
      await stamp();
    }
    const report = `seed ${seed}, actions ${JSON.stringify(kinds)}`;

    const checkStatement = (s: TGetStatementResponse, userId: string, from: number, to: number, label: string) => {
      expect(pesewas(s.openingBalance), label).toBe(balanceAt(userId, from));
      expect(pesewas(s.closingBalance), label).toBe(balanceAt(userId, to));
      let running = pesewas(s.openingBalance);
      let moneyIn = 0n;
      let moneyOut = 0n;
      for (const entry of s.entries) {
        const amount = pesewas(entry.amount);
        running += amount;
        if (amount > 0n) moneyIn += amount;
        else moneyOut -= amount;
        expect(pesewas(entry.balance), label).toBe(running);
        const at = Date.parse(entry.date);
        expect(at >= from && at < to, `${label}: ${entry.date}`).toBe(true);
        expect(entry.description, label).not.toMatch(/Wallet (credit|debit)|Transfer (out|refunded)$/);
      }
      expect(running, label).toBe(pesewas(s.closingBalance));
      expect([pesewas(s.totalIn), pesewas(s.totalOut)], label).toEqual([moneyIn, moneyOut]);
    };

    // Every month from the first action's to the running one, and every year, through the API.
    const now = new Date();
    const months: string[] = [];
    for (
      let m = new Date(Date.UTC(firstYear, 8, 1));
      monthKey(m) <= monthKey(now);
      m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))
    ) {
      months.push(monthKey(m));
    }
    let entriesSeen = 0;
    for (const u of users) {
      for (const month of months) {
        const res = await clientOf(u).get(`/api/statements?period=month&month=${month}`);
        expect(res.status, res.text).toBe(200);
        const s = res.body as TGetStatementResponse;
        checkStatement(s, u.id, Date.parse(s.period.from), Date.parse(s.period.to), `${report}: ${u.username} ${month}`);
        entriesSeen += s.entries.length;
      }
      for (const year of [firstYear, firstYear + 1, firstYear + 2]) {
        const res = await clientOf(u).get(`/api/statements?period=year&year=${year}`);
        expect(res.status, res.text).toBe(200);
        const s = res.body as TGetStatementResponse;
        checkStatement(s, u.id, Date.parse(s.period.from), Date.parse(s.period.to), `${report}: ${u.username} ${year}`);
      }
      // The running period closes on the wallet's balance.
      const current = (await clientOf(u).get(`/api/statements?period=month&month=${monthKey(now)}`)).body as TGetStatementResponse;
      expect(pesewas(current.closingBalance), report).toBe(await getWalletBalanceByUser(t.deps.db, u.id));
    }
    expect(entriesSeen, report).toBeGreaterThan(ACTIONS);

    // Random cut-offs anywhere on the timeline, exact to the millisecond, through the service.
    const start = snapshots[0]!.at;
    const end = snapshots.at(-1)!.at + DAY_MS;
    for (let k = 0; k < 40; k++) {
      const u = pick(users);
      // Half the cut-offs fall exactly on an action's instant, which belongs to the later period.
      const instant = () => (random() < 0.5 ? pick(snapshots).at : start - DAY_MS + Math.floor(random() * (end - start)));
      const [a, b] = [instant(), instant()];
      const [from, to] = a < b ? [a, b] : [b, a + 1];
      const cut = { label: 'cut', slug: 'cut', from: new Date(from), to: new Date(to) };
      const s = await buildStatement(t.deps.db, u.id, cut, new Date(to));
      expect(s.openingPesewas, report).toBe(balanceAt(u.id, from));
      expect(s.closingPesewas, report).toBe(balanceAt(u.id, to));
      expect(s.openingPesewas + s.inPesewas - s.outPesewas, report).toBe(s.closingPesewas);
    }
  });
});
