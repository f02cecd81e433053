import { interruptsUser } from '@ghanapay/fraud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, reportUser, type MoneyTestUser } from '../testing/money-test-helpers';

/** Findings 3.7 and 3.8, performed as the audit did. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});
afterAll(async () => {
  await t.close();
});

describe('reports weigh by the reporter’s standing (3.7)', () => {
  it('five brand-new throwaway accounts reporting a merchant do not block payments to it', async () => {
    const merchant = await createMoneyUser(t, { firstName: 'Honest', lastName: 'Merchant' });
    for (let i = 0; i < 5; i++) {
      const throwaway = await createMoneyUser(t, { ageDays: 0 });
      const reported = await throwaway.client.post(`/api/users/${merchant.id}/report`);
      expect(reported.status, reported.text).toBeLessThan(300);
    }
    const customer = await createMoneyUser(t, { balance: 100_00n });
    const paid = await customer.client.post('/api/send-money', { amount: '20.00', recipientUsername: merchant.username });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe('completed');
    expect(paid.body.fraudReasons.join(' ')).not.toMatch(/report/i);
  });

  it('reports from established, verified users who really pay still raise the score', async () => {
    const mule = await createMoneyUser(t, { firstName: 'Mule', lastName: 'Account' });
    await reportUser(t, mule.id, 3);
    const victim = await createMoneyUser(t, { balance: 100_00n });
    const paid = await victim.client.post('/api/send-money', { amount: '20.00', recipientUsername: mule.username });
    expect(paid.body.status).toBe('blocked');
    expect(paid.body.fraudReasons.join(' ')).toMatch(/report/i);
  });
});

describe('parallel sends from one wallet see each other (3.8)', () => {
  const velocityOf = (reasons: string[]) => reasons.some((r) => /payments in the last 10 minutes/i.test(r));

  it('10 parallel ₵100 sends are scored as 10 sequential ones are: the later ones count the earlier', async () => {
    const sequentialSender = await createMoneyUser(t, { balance: 2_000_00n });
    const parallelSender = await createMoneyUser(t, { balance: 2_000_00n });
    const payees: MoneyTestUser[] = [];
    for (let i = 0; i < 10; i++) payees.push(await createMoneyUser(t));

    const sequential: { fraudScore: number; fraudReasons: string[] }[] = [];
    for (const payee of payees)
      sequential.push(
        (await sequentialSender.client.post('/api/send-money', { amount: '100.00', recipientUsername: payee.username })).body,
      );
    const parallel = (
      await Promise.all(
        payees.map((payee) => parallelSender.client.post('/api/send-money', { amount: '100.00', recipientUsername: payee.username })),
      )
    ).map((r) => r.body as { fraudScore: number; fraudReasons: string[] });

    const scores = (list: { fraudScore: number }[]) => list.map((tx) => tx.fraudScore).sort((a, b) => a - b);
    expect(scores(parallel)).toEqual(scores(sequential));
    expect(Math.max(...scores(parallel))).toBeGreaterThan(Math.min(...scores(parallel)));
    expect(parallel.some((tx) => velocityOf(tx.fraudReasons))).toBe(true);
  });
});

describe('ordinary behaviour does not interrupt (3.13)', () => {
  it('a first ₵10 payment to a new contact raises nothing that opens "Suspicious Activity Detected"', async () => {
    const sender = await createMoneyUser(t, { balance: 200_00n });
    const newContact = await createMoneyUser(t, { ageDays: 3 });
    const paid = await sender.client.post('/api/send-money', { amount: '10.00', recipientUsername: newContact.username });
    expect(paid.body.status).toBe('completed');
    expect(interruptsUser(paid.body.fraudScore)).toBe(false);
    const alerts = (await sender.client.get('/api/fraud-alerts')).body as { riskScore: number; isResolved: boolean }[];
    expect(alerts.filter((a) => !a.isResolved && interruptsUser(a.riskScore))).toEqual([]);
  });
});
