import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, reportUser, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let sender: MoneyTestUser;
let other: MoneyTestUser;
let alertId: number;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  sender = await createMoneyUser(t, { balance: 100_00n });
  other = await createMoneyUser(t, { balance: 100_00n });
  const mule = await createMoneyUser(t);
  await reportUser(t, mule.id, 3);
  const blocked = await sender.client.post('/api/send-money', { amount: '20.00', recipientUsername: mule.username });
  expect(blocked.body.status).toBe('blocked');
  alertId = (await sender.client.get('/api/fraud-alerts')).body[0].id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/fraud-alerts and POST /api/fraud-alerts/{id}/resolve', () => {
  it('lists only the caller’s alerts', async () => {
    const mine = await sender.client.get('/api/fraud-alerts');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ userId: sender.id, isResolved: false, riskLevel: 'High', alertType: 'HIGH_RISK_TRANSACTION' });
    expect(mine.body[0].alertMessage).toMatch(/^We stopped a payment of ₵20\.00 to /);
    expect((await other.client.get('/api/fraud-alerts')).body).toEqual([]);
  });

  it('someone else cannot resolve my alert (404)', async () => {
    const res = await other.client.post(`/api/fraud-alerts/${alertId}/resolve`);
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('Fraud alert not found');
    expect((await sender.client.get('/api/fraud-alerts')).body[0].isResolved).toBe(false);
  });

  it('resolves my alert, and resolving again changes nothing', async () => {
    const res = await sender.client.post(`/api/fraud-alerts/${alertId}/resolve`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: alertId, isResolved: true });
    const again = await sender.client.post(`/api/fraud-alerts/${alertId}/resolve`);
    expect(again.body.resolvedAt).toBe(res.body.resolvedAt);
  });

  it('answers 401 when signed out and 400 for a bad id', async () => {
    expect((await t.client().get('/api/fraud-alerts')).status).toBe(401);
    expect((await t.client().post(`/api/fraud-alerts/${alertId}/resolve`)).status).toBe(401);
    expect((await sender.client.post('/api/fraud-alerts/abc/resolve')).status).toBe(400);
  });
});
