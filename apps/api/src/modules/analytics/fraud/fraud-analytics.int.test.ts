import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, reportUser, type MoneyTestUser } from '../../money/testing/money-test-helpers';

let t: TestApp;
let sender: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  sender = await createMoneyUser(t, { balance: 100_00n });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/fraud-analytics', () => {
  it('someone with no payments and no alerts: nothing to say, no rate', async () => {
    const res = await sender.client.get('/api/fraud-analytics');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      summary: { fraudPreventionRate: null, blockedTransactions: 0, totalAlerts: 0 },
      aiInsights: { behaviorAnalysis: [], recommendations: [], behaviorAnalysisKeys: [], recommendationKeys: [] },
      recentAlerts: [],
    });
  });

  it('is made of the person’s real alerts, and its insights of their own payments', async () => {
    const friends = [await createMoneyUser(t), await createMoneyUser(t), await createMoneyUser(t)];
    for (const friend of friends) {
      const paid = await sender.client.post('/api/send-money', { amount: '2.00', recipientUsername: friend.username });
      expect(paid.body.status, paid.text).toBe('completed');
    }
    const mule = await createMoneyUser(t);
    await reportUser(t, mule.id, 3);
    const blocked = await sender.client.post('/api/send-money', { amount: '20.00', recipientUsername: mule.username });
    expect(blocked.body.status).toBe('blocked');
    const [alert] = (await sender.client.get('/api/fraud-alerts')).body;

    const res = await sender.client.get('/api/fraud-analytics');
    expect(res.body.summary).toEqual({ fraudPreventionRate: 100, blockedTransactions: 1, totalAlerts: 1 });
    expect(res.body.recentAlerts).toEqual([
      {
        id: alert.id,
        alertType: alert.alertType,
        riskScore: alert.riskScore,
        confidence: alert.confidence,
        alertMessage: alert.alertMessage,
        alertMessageParts: alert.alertMessageParts,
        createdAt: alert.createdAt,
      },
    ]);
    expect(alert.alertMessageParts).toMatchObject({ key: 'payment_stopped', amount: '20.00' });
    expect(res.body.recentAlerts[0].riskScore).toBeGreaterThan(70);
    expect(res.body.recentAlerts[0].confidence).toBeGreaterThan(0);
    expect(res.body.recentAlerts[0].confidence).toBeLessThanOrEqual(1);
    const weekend = [0, 6].includes(t.deps.now().getUTCDay());
    expect(res.body.aiInsights.behaviorAnalysis).toEqual([
      weekend ? 'Most of your spending is on weekends' : 'Most of your spending is on weekdays',
      'You paid 3 new contacts this week',
      'Your largest payment in the last 90 days was ₵2.00',
    ]);
    expect(res.body.aiInsights.behaviorAnalysisKeys.slice(1)).toEqual([
      { key: 'new_contacts_week', values: { count: 3 } },
      { key: 'largest_payment', values: { amount: '2.00' } },
    ]);
    expect(res.body.aiInsights.recommendationKeys).toEqual([
      { key: 'review_open_alerts', values: { count: 1 } },
      { key: 'check_new_payee_name', values: {} },
    ]);
    expect(res.body.aiInsights.recommendations).toEqual([
      'Review your 1 open fraud alert: confirm or dismiss each one',
      'Check the name shown before you pay someone new: scammers pose as people you know',
    ]);

    // Dealt with: the recommendation goes; the alert stays in the count and the list.
    await sender.client.post(`/api/fraud-alerts/${alert.id}/resolve`);
    const after = await sender.client.get('/api/fraud-analytics');
    expect(after.body.aiInsights.recommendations).toEqual([
      'Check the name shown before you pay someone new: scammers pose as people you know',
    ]);
    expect(after.body.summary.totalAlerts).toBe(1);
  });

  it('is the caller’s own: another person sees none of these alerts; signed out is 401', async () => {
    const other = await createMoneyUser(t);
    expect((await other.client.get('/api/fraud-analytics')).body.summary.totalAlerts).toBe(0);
    expect((await t.client().get('/api/fraud-analytics')).status).toBe(401);
  });
});
