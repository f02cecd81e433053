import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  RESET_CODES_PER_IP_BEFORE_POW,
  SIGN_UP_CODES_PER_IP_BEFORE_POW,
  SIGN_UP_CODES_PER_NUMBER_RANGE,
  smsBudgetRule,
} from '../rate-limits/rate-limit-rules';
import { windowStart } from '../../rate-limits';
import { clearRateLimits, moveClockToWindowStart } from '../testing/auth-test-helpers';
import { solveProofOfWork } from '../testing/solve-proof-of-work';

/** Codes by SMS without blocking a carrier's shared address, and without paying for SMS pumping. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { TRUST_PROXY: '127.0.0.1', POW_MAX_NUMBER: '2000', LOG_LEVEL: 'error' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
  moveClockToWindowStart(t, 60 * 60_000);
  logLines.length = 0;
});

const send = (phoneNumber: string, ip: string, altcha?: string) =>
  t.client().post('/api/phone/send-verification', { phoneNumber, ...(altcha ? { altcha } : {}) }, { 'x-forwarded-for': ip });

/** What the web app does: send; on a 428, solve the challenge and send again. */
async function sendAsBrowser(phoneNumber: string, ip: string) {
  const first = await send(phoneNumber, ip);
  if (first.status !== 428) return { res: first, solved: false };
  return { res: await send(phoneNumber, ip, solveProofOfWork(first.body.challenge)), solved: true };
}

const alerts = () => logLines.map((l) => JSON.parse(l) as { level: number; alert?: string; msg: string }).filter((l) => l.alert);

describe('sign-up codes behind one shared address (a carrier NAT)', () => {
  it('200 different people behind one address all get codes: past the soft threshold each solves a proof-of-work first', async () => {
    const carrierNat = '100.64.12.34';
    const outcomes: { status: number; solved: boolean }[] = [];
    for (let i = 0; i < 200; i++) {
      // Numbers in 200 different ranges (024 000 ... 024 199): a crowd, not a range being walked.
      const { res, solved } = await sendAsBrowser(`024${String(i).padStart(3, '0')}4567`, carrierNat);
      outcomes.push({ status: res.status, solved });
    }
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => !o.solved)).toHaveLength(SIGN_UP_CODES_PER_IP_BEFORE_POW.limit);
    expect(t.notifier.lastTo('+233241994567')?.text).toMatch(/verification code is \d{6}/);
  }, 120_000);

  it('asks with a 428 and a signed challenge; without a solution, or with a spent, forged or expired one, no code goes out', async () => {
    const ip = '100.64.12.35';
    await t.deps.db
      .insertInto('rateLimitHits')
      .values({
        bucket: `${SIGN_UP_CODES_PER_IP_BEFORE_POW.name}:${ip}`,
        windowStart: windowStart(SIGN_UP_CODES_PER_IP_BEFORE_POW, t.deps.now().getTime()),
        hits: SIGN_UP_CODES_PER_IP_BEFORE_POW.limit,
      })
      .execute();
    const asked = await send('0245550101', ip);
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: 'PROOF_OF_WORK_REQUIRED', message: 'Checking your connection…' });
    expect(asked.body.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(t.notifier.lastTo('+233245550101')).toBeUndefined();

    const solution = solveProofOfWork(asked.body.challenge);
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(solution, 'base64').toString()), number: 1e9 })).toString(
      'base64',
    );
    expect((await send('0245550101', ip, forged)).status).toBe(428);
    expect((await send('0245550101', ip, 'not-a-solution')).status).toBe(428);
    expect((await send('0245550101', ip, solution)).status).toBe(200);
    // The same solution for another number: spent.
    const replay = await send('0245550102', ip, solution);
    expect(replay.status).toBe(428);
    expect(t.notifier.lastTo('+233245550102')).toBeUndefined();

    const late = await send('0245550103', ip);
    const lateSolution = solveProofOfWork(late.body.challenge);
    t.advanceClock(6 * 60_000);
    expect((await send('0245550103', ip, lateSolution)).status).toBe(428);
  });

  it('the tRPC transport carries the challenge too (the web app reads it there)', async () => {
    const ip = '100.64.12.36';
    await t.deps.db
      .insertInto('rateLimitHits')
      .values({
        bucket: `${SIGN_UP_CODES_PER_IP_BEFORE_POW.name}:${ip}`,
        windowStart: windowStart(SIGN_UP_CODES_PER_IP_BEFORE_POW, t.deps.now().getTime()),
        hits: SIGN_UP_CODES_PER_IP_BEFORE_POW.limit,
      })
      .execute();
    const res = await t.client().post('/trpc/auth.sendVerification', { json: { phoneNumber: '0245550104' } }, { 'x-forwarded-for': ip });
    expect(res.status).toBe(428);
    expect(res.body.error.json.data).toMatchObject({ appCode: 'PROOF_OF_WORK_REQUIRED', challenge: { algorithm: 'SHA-256' } });
  });
});

describe('the attacker: one number, many addresses', () => {
  it('is refused by the per-number limit (5 an hour), whatever address asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { res } = await sendAsBrowser('0245559999', `198.51.100.${i + 1}`);
      statuses.push(res.status);
      t.advanceClock(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('SMS pumping', () => {
  it('many codes to one number range in an hour: an error-level alert, then a proof-of-work for that range from any address', async () => {
    for (let i = 0; i < SIGN_UP_CODES_PER_NUMBER_RANGE.limit; i++) {
      const res = await send(`02441200${String(i).padStart(2, '0')}`, `203.0.113.${i + 1}`);
      expect(res.status, res.text).toBe(200);
    }
    expect(alerts()).toEqual([
      expect.objectContaining({ level: 50, alert: 'sign-up-code-range', msg: expect.stringContaining('+23324412xxxx') }),
    ]);
    // A fresh address, a fresh number in the same range: asked to prove work first.
    const next = await send('0244120099', '192.0.2.200');
    expect(next.status).toBe(428);
    expect((await send('0244120099', '192.0.2.200', solveProofOfWork(next.body.challenge))).status).toBe(200);
    // Another range is not affected.
    expect((await send('0244130000', '192.0.2.201')).status).toBe(200);
  });

  it('past the hourly SMS budget: an error-level alert, and further sign-up codes by SMS are refused (e-mail still goes)', async () => {
    const rule = smsBudgetRule(t.deps.env.SMS_HOURLY_BUDGET);
    await t.deps.db
      .insertInto('rateLimitHits')
      .values({ bucket: `${rule.name}:all`, windowStart: windowStart(rule, t.deps.now().getTime()), hits: rule.limit - 1 })
      .execute();
    expect((await send('0245551001', '192.0.2.10')).status).toBe(200);
    expect(alerts()).toEqual([expect.objectContaining({ level: 50, alert: 'sms-budget' })]);
    const refused = await send('0245551002', '192.0.2.11');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(
      /^We cannot send codes by SMS right now\. Try again in \d+ minutes?, or use your email address\.$/,
    );
    expect(t.notifier.lastTo('+233245551002')).toBeUndefined();
    expect((await send('yaw.budget@example.com', '192.0.2.12')).status).toBe(200);
  });
});

describe('password-reset codes behind one shared address (a carrier NAT)', () => {
  const forgot = (loginId: string, ip: string, altcha?: string) =>
    t.client().post('/api/auth/forgot-password', { loginId, ...(altcha ? { altcha } : {}) }, { 'x-forwarded-for': ip });

  it('60 people behind one address all get their answer: past 20 an hour each solves a proof-of-work, never refused', async () => {
    const carrierNat = '100.64.40.1';
    const statuses: number[] = [];
    let solved = 0;
    for (let i = 0; i < 60; i++) {
      const loginId = `someone_${i}@example.com`;
      let res = await forgot(loginId, carrierNat);
      if (res.status === 428) {
        solved++;
        res = await forgot(loginId, carrierNat, solveProofOfWork(res.body.challenge));
      }
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(solved).toBe(60 - RESET_CODES_PER_IP_BEFORE_POW.limit);
    // Without a solution (or with a spent one) past the threshold, nothing more is done.
    const asked = await forgot('another@example.com', carrierNat);
    expect(asked.status).toBe(428);
    const solution = solveProofOfWork(asked.body.challenge);
    expect((await forgot('another@example.com', carrierNat, solution)).status).toBe(200);
    expect((await forgot('third@example.com', carrierNat, solution)).status).toBe(428);
  }, 120_000);

  it('one login id from many addresses is still refused by its own limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await forgot('target@example.com', `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});
