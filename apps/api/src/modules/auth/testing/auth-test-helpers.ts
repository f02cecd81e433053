import { expect } from 'vitest';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';

export const PASSWORD = 'correct-horse-9';

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
    password: PASSWORD,
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

/** Fixed-window limits count per window; start a test at a window's beginning so it never straddles one. */
export function moveClockToWindowStart(t: TestApp, windowMs: number): void {
  const now = t.deps.now().getTime();
  t.advanceClock(windowMs - (now % windowMs) + 1_000);
}

export async function clearRateLimits(t: TestApp): Promise<void> {
  await t.deps.db.deleteFrom('rateLimitHits').execute();
}

export async function countRows(
  t: TestApp,
  table: 'users' | 'oneTimeCodes' | 'sessions' | 'ledgerAccounts' | 'webauthnCredentials' | 'rateLimitHits',
): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
