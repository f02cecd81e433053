import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, moneyFootprint, walletUser } from '../testing/transfer-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the instant fee is never ₵0.00', () => {
  it('refuses an instant transfer below ₵1.00 (whose 1.75 % would round to nothing), writing nothing', async () => {
    const ama = await walletUser(t, 100_00n);
    const before = await moneyFootprint(t);
    for (const amount of ['0.28', '0.01', '0.99']) {
      const res = await ama.client.post('/api/wallet/transfer', { amount, accountId: ama.mtn, transferType: 'instant' });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe('Instant transfers start at ₵1.00. Choose standard for a smaller amount.');
    }
    // The document's client sends its float fee (0.28 × 0.0175 = 0.0049): refused the same way.
    const withFee = await ama.client.post('/api/wallet/transfer', {
      amount: '0.28',
      accountId: ama.mtn,
      transferType: 'instant',
      fee: 0.0049,
    });
    expect(withFee.status).toBe(400);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('charges ₵0.02 at the ₵1.00 minimum; a small amount still goes standard, free', async () => {
    const ama = await walletUser(t, 100_00n);
    const instant = await ama.client.post('/api/wallet/transfer', { amount: '1.00', accountId: ama.mtn, transferType: 'instant' });
    expect(instant.status, instant.text).toBe(200);
    expect(instant.body.transfer).toMatchObject({ amount: '1.00', fee: '0.02', total: '1.02' });
    const standard = await ama.client.post('/api/wallet/transfer', { amount: '0.28', accountId: ama.mtn, transferType: 'standard' });
    expect(standard.status, standard.text).toBe(200);
    expect(standard.body.transfer).toMatchObject({ fee: '0.00' });
    expect(await balanceOf(t, ama.id)).toBe(100_00n - 1_02n - 28n);
  });
});
