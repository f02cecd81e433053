import type { DB } from '@ghanapay/db';
import { creditFromFunding } from '@ghanapay/ledger';
import type { KycTier } from '@ghanapay/money';
import { expect } from 'vitest';
import { hashPassword } from '../modules/auth/password-hashing';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

// The one place the API's tests make people and count rows. Each module's test helpers re-export
// what they need from here under the names their tests use (money: createMoneyUser; social:
// createUser; transfers: walletUser; auth: person, signUp; each: countRows).

/**
 * The two kinds of person a test inserts straight into the database (then signs in through the real
 * login call). Each kind keeps its own password, numbering and defaults, which tests rely on: a money
 * user is 90 days old, so the fraud scorer sees an established sender or recipient; a social one is new.
 */
const KINDS = {
  money: { password: 'money-tests-9', name: 'payer', phonePrefix: '+23350', digits: 7, firstName: 'Kwame', ageDays: 90 },
  social: { password: 'social-tests-9', name: 'social', phonePrefix: '+233209', digits: 6, firstName: 'Yaw', ageDays: 0 },
} as const;

export type TestUserKind = keyof typeof KINDS;

export function testPasswordOf(kind: TestUserKind): string {
  return KINDS[kind].password;
}

export interface TestUserOptions {
  /** Credited from funding after the wallet is opened. */
  balance?: bigint;
  /** Backdates the account (the fraud scorer treats brand-new accounts with suspicion). */
  ageDays?: number;
  firstName?: string;
  lastName?: string;
  username?: string;
  phoneNumber?: string;
  email?: string;
  profileImageUrl?: string;
  /** Whether the account proved its e-mail (default yes): only a proved address finds it. */
  emailVerified?: boolean;
  /** The KYC tier (default minimum, as a new account). */
  tier?: KycTier;
}

export interface TestUser {
  id: string;
  username: string;
  phoneNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  client: HttpClient;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const passwordHashes = new Map<TestUserKind, Promise<string>>();
const counters: Record<TestUserKind, number> = { money: 0, social: 0 };

/** A user with a wallet (and a balance if asked), signed in through the real login call. */
export async function createTestUser(t: TestApp, kind: TestUserKind, options: TestUserOptions = {}): Promise<TestUser> {
  const defaults = KINDS[kind];
  if (!passwordHashes.has(kind)) passwordHashes.set(kind, hashPassword(defaults.password));
  const n = String(++counters[kind]).padStart(defaults.digits, '0');
  const username = options.username ?? `${defaults.name}_${n}`;
  const phoneNumber = options.phoneNumber ?? `${defaults.phonePrefix}${n}`;
  const email = options.email ?? `${defaults.name}${n}@example.com`;
  const firstName = options.firstName ?? defaults.firstName;
  const lastName = options.lastName ?? `Tester${n}`;
  const createdAt = new Date(t.deps.now().getTime() - (options.ageDays ?? defaults.ageDays) * DAY_MS);
  const passwordHash = await passwordHashes.get(kind)!;
  const id = await t.deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username,
        phoneNumber,
        email,
        firstName,
        lastName,
        profileImageUrl: options.profileImageUrl ?? null,
        passwordHash,
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
  const client = await signInAs(t, username, defaults.password);
  return { id, username, phoneNumber, email, firstName, lastName, name: `${firstName} ${lastName}`, client };
}

/** A new browser signed in through the real login call (e.g. after moving the clock past the session's end). */
export async function signInAs(t: TestApp, username: string, password: string): Promise<HttpClient> {
  const client = t.client();
  const login = await client.post('/api/auth/login', { loginId: username, password });
  expect(login.status, login.text).toBe(200);
  return client;
}

export interface WalletUser extends TestUser {
  /** "momo-N": a verified, active MTN MoMo wallet of theirs. */
  mtn: string;
  /** "momo-N": a verified Telecel Cash wallet (paid through the aggregator). */
  telecel: string;
  /** "bank-N": a verified GCB account. */
  bank: string;
  /** The MTN wallet's number, E.164. */
  mtnPhone: string;
}

let walletCounter = 0;

/** A signed-in (social kind, 30 days old) user with a balance and three verified linked accounts (numbers the simulators pay normally). */
export async function createWalletUser(t: TestApp, balancePesewas = 1_000_00n, mtnPhone?: string): Promise<WalletUser> {
  const n = String(++walletCounter).padStart(4, '0');
  const user = await createTestUser(t, 'social', { ageDays: 30 });
  if (balancePesewas > 0n) await creditFromFunding(t.deps.db, { userId: user.id, amountPesewas: balancePesewas });
  const phone = mtnPhone ?? `+23324555${n}`;
  const mtn = await t.deps.db
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
  const telecel = await t.deps.db
    .insertInto('mobileMoneyAccounts')
    .values({
      userId: user.id,
      provider: 'Vodafone Cash',
      phoneNumber: `+23320555${n}`,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bank = await t.deps.db
    .insertInto('bankAccounts')
    .values({
      userId: user.id,
      bankName: 'GCB Bank',
      bankCode: 'GCB',
      accountNumber: `104000${n}55`,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, mtn: `momo-${mtn.id}`, telecel: `momo-${telecel.id}`, bank: `bank-${bank.id}`, mtnPhone: phone };
}

// Sign-up through the real HTTP API: for the tests of sign-up itself, and of what follows it.

export const SIGN_UP_PASSWORD = 'correct-horse-9';

export interface SignUpDetails {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export function person(n: number, overrides: Partial<SignUpDetails> = {}): SignUpDetails {
  const digits = String(n).padStart(4, '0');
  return {
    phoneNumber: `024555${digits}`,
    firstName: 'Abena',
    lastName: 'Nyarko',
    email: `abena${digits}@example.com`,
    username: `abena_${digits}`,
    password: SIGN_UP_PASSWORD,
    ...overrides,
  };
}

/** Steps 1 and 2 of sign-up through the real HTTP API; returns the code the simulator sent. */
export async function verifyContact(client: HttpClient, target: string): Promise<string> {
  const sent = await client.post('/api/phone/send-verification', { phoneNumber: target });
  expect(sent.status, sent.text).toBe(200);
  const code = sent.body.demoCode as string;
  const field = target.includes('@') ? 'email' : 'phoneNumber';
  const verified = await client.post('/api/phone/verify', { [field]: target, verificationCode: code });
  expect(verified.status, verified.text).toBe(200);
  return code;
}

/** The whole 4-step sign-up; the client ends signed in as the new user. */
export async function signUp(client: HttpClient, details: SignUpDetails) {
  await verifyContact(client, details.phoneNumber);
  const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; username: string; phoneNumber: string; email: string; createdAt: string };
}

/** How many rows a table holds (to prove a refused call wrote nothing, or a call wrote one). */
export async function countRows(t: TestApp, table: keyof DB): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
