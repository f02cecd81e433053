import type { KycTier } from '@ghanapay/money';
import { creditFromFunding, getWalletBalanceByUser } from '@ghanapay/ledger';
import { expect } from 'vitest';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';
import { hashPassword } from '../../auth/password-hashing';

const PASSWORD = 'money-tests-9';
const DAY_MS = 24 * 60 * 60 * 1000;

let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface MoneyTestUser {
  id: string;
  username: string;
  phoneNumber: string;
  email: string;
  name: string;
  client: HttpClient;
}

/**
 * A user with a wallet, signed in through the real login call. The account is backdated (90 days
 * by default) so the fraud scorer sees an established sender or recipient, not a brand-new one.
 */
export async function createMoneyUser(
  t: TestApp,
  options: {
    balance?: bigint;
    ageDays?: number;
    firstName?: string;
    lastName?: string;
    phoneNumber?: string;
    email?: string;
    emailVerified?: boolean;
    /** The KYC tier (default minimum, as a new account); tests of other rules use enhanced. */
    tier?: KycTier;
  } = {},
): Promise<MoneyTestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const n = String(++counter).padStart(7, '0');
  const username = `payer_${n}`;
  const phoneNumber = options.phoneNumber ?? `+23350${n.padStart(7, '0')}`;
  const email = options.email ?? `payer${n}@example.com`;
  const firstName = options.firstName ?? 'Kwame';
  const lastName = options.lastName ?? `Tester${n}`;
  const createdAt = new Date(t.deps.now().getTime() - (options.ageDays ?? 90) * DAY_MS);
  const id = await t.deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username,
        phoneNumber,
        email,
        firstName,
        lastName,
        passwordHash: await passwordHash!,
        phoneVerified: true,
        emailVerified: options.emailVerified ?? true,
        kycTier: options.tier ?? 'minimum',
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('ledgerAccounts').values({ kind: 'wallet', userId: user.id }).execute();
    return user.id;
  });
  if (options.balance) await creditFromFunding(t.deps.db, { userId: id, amountPesewas: options.balance });
  return { id, username, phoneNumber, email, name: `${firstName} ${lastName}`, client: await signIn(t, username) };
}

/** A new browser signed in as this user (e.g. after moving the clock past the session's end). */
export async function signIn(t: TestApp, username: string): Promise<HttpClient> {
  const client = t.client();
  const login = await client.post('/api/auth/login', { loginId: username, password: PASSWORD });
  expect(login.status, login.text).toBe(200);
  return client;
}

export function balanceOf(t: TestApp, userId: string): Promise<bigint> {
  return getWalletBalanceByUser(t.deps.db, userId);
}

export async function heldBalance(t: TestApp): Promise<bigint> {
  const row = await t.deps.db.selectFrom('ledgerAccounts').select('balancePesewas').where('code', '=', 'held').executeTakeFirst();
  return BigInt(row?.balancePesewas ?? 0);
}

type CountedTable = 'transactions' | 'ledgerEntries' | 'ledgerJournals' | 'fraudAlerts' | 'moneyRequests' | 'idempotencyKeys';

export async function countRows(t: TestApp, table: CountedTable): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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
