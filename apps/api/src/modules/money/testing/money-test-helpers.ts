import { getWalletBalanceByUser } from '@ghanapay/ledger';
import { countRows, createTestUser, signInAs, testPasswordOf, type TestUserOptions } from '../../../testing/factories';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';

export interface MoneyTestUser {
  id: string;
  username: string;
  phoneNumber: string;
  email: string;
  name: string;
  client: HttpClient;
}

/**
 * A user with a wallet, signed in through the real login call (testing/factories.ts). The account is
 * backdated (90 days by default) so the fraud scorer sees an established sender or recipient, not a brand-new one.
 */
export function createMoneyUser(
  t: TestApp,
  options: Pick<
    TestUserOptions,
    'balance' | 'ageDays' | 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'emailVerified' | 'tier'
  > = {},
): Promise<MoneyTestUser> {
  return createTestUser(t, 'money', options);
}

/** A new browser signed in as this user (e.g. after moving the clock past the session's end). */
export function signIn(t: TestApp, username: string): Promise<HttpClient> {
  return signInAs(t, username, testPasswordOf('money'));
}

export function balanceOf(t: TestApp, userId: string): Promise<bigint> {
  return getWalletBalanceByUser(t.deps.db, userId);
}

export async function heldBalance(t: TestApp): Promise<bigint> {
  const row = await t.deps.db.selectFrom('ledgerAccounts').select('balancePesewas').where('code', '=', 'held').executeTakeFirst();
  return BigInt(row?.balancePesewas ?? 0);
}

export { countRows };

/** Row counts of everything a money call may write, to prove a refused call wrote nothing. */
export async function moneyFootprint(t: TestApp) {
  const [transactions, journals, entries, alerts, requests, keys] = await Promise.all([
    countRows(t, 'transactions'),
    countRows(t, 'ledgerJournals'),
    countRows(t, 'ledgerEntries'),
    countRows(t, 'fraudAlerts'),
    countRows(t, 'moneyRequests'),
    countRows(t, 'idempotencyKeys'),
  ]);
  return { transactions, journals, entries, alerts, requests, keys };
}

/**
 * Distinct users in good standing reporting `reportedId` (each such report adds fraud points to
 * payments to them): verified, months old, with a completed payment of their own.
 */
export async function reportUser(t: TestApp, reportedId: string, reporters: number): Promise<void> {
  const payee = await createMoneyUser(t);
  for (let i = 0; i < reporters; i++) {
    const reporter = await createMoneyUser(t, { balance: 1_00n });
    const paid = await reporter.client.post('/api/send-money', { amount: '1.00', recipientUsername: payee.username });
    if (paid.body?.status !== 'completed') throw new Error(`reporter's own payment did not complete: ${paid.text}`);
    await t.deps.db.insertInto('userReports').values({ reporterId: reporter.id, reportedId, reason: 'Scam' }).execute();
  }
}

/** Moves the server clock to the next 12:00 UTC (Ghana time), so no night-time fraud signal fires. */
export function moveClockToMidday(t: TestApp): void {
  const now = t.deps.now();
  const midday = new Date(now);
  midday.setUTCHours(12, 0, 0, 0);
  if (midday.getTime() <= now.getTime()) midday.setUTCDate(midday.getUTCDate() + 1);
  t.advanceClock(midday.getTime() - now.getTime());
}

/**
 * Lets this person's large first payments go at once (Settings → Large first payments: off), for a
 * test about something else that sends one (a tier limit, a gathered write).
 */
export async function withoutFirstPaymentWait(t: TestApp, userId: string): Promise<void> {
  await t.deps.db
    .insertInto('userPreferences')
    .values({ userId, firstPaymentThresholdPesewas: null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ firstPaymentThresholdPesewas: null }))
    .execute();
}
