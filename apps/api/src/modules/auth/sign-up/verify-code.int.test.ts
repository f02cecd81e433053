import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { clearRateLimits, verifyContact } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
});

describe('POST /api/phone/verify', () => {
  it('accepts the right code once (single use)', async () => {
    const client = t.client();
    const code = await verifyContact(client, '0247000010');
    const again = await client.post('/api/phone/verify', { phoneNumber: '0247000010', verificationCode: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This code is no longer valid. Please request a new one.');
  });

  it('answers with verified true and a message', async () => {
    const client = t.client();
    const sent = await client.post('/api/phone/send-verification', { phoneNumber: '0247000011' });
    const res = await client.post('/api/phone/verify', { phoneNumber: '+233 24 700 0011', verificationCode: sent.body.demoCode });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verified: true, message: 'Phone number verified' });
  });

  it('kills the code after 5 wrong tries', async () => {
    const client = t.client();
    const sent = await client.post('/api/phone/send-verification', { phoneNumber: '0247000012' });
    const wrong = sent.body.demoCode === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/phone/verify', { phoneNumber: '0247000012', verificationCode: wrong });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'Invalid verification code. 4 attempts left.',
      'Invalid verification code. 3 attempts left.',
      'Invalid verification code. 2 attempts left.',
      'Invalid verification code. 1 attempt left.',
      'Invalid verification code. Please request a new code.',
    ]);
    const right = await client.post('/api/phone/verify', { phoneNumber: '0247000012', verificationCode: sent.body.demoCode });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses a code after 10 minutes', async () => {
    const client = t.client();
    const sent = await client.post('/api/phone/send-verification', { phoneNumber: '0247000013' });
    t.advanceClock(11 * 60_000);
    const res = await client.post('/api/phone/verify', { phoneNumber: '0247000013', verificationCode: sent.body.demoCode });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please request a new one.');
  });

  it('refuses a code that was sent to another number', async () => {
    const client = t.client();
    const sent = await client.post('/api/phone/send-verification', { phoneNumber: '0247000014' });
    const res = await client.post('/api/phone/verify', { phoneNumber: '0247000015', verificationCode: sent.body.demoCode });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please request a verification code first.');
  });

  it.each([
    [{ phoneNumber: '0247000016', verificationCode: '12345' }, 'Verification code must be 6 digits'],
    [{ phoneNumber: '0247000016', verificationCode: 'abcdef' }, 'Verification code must be 6 digits'],
    [{ verificationCode: '123456' }, 'Please enter a phone number or email address'],
  ])('refuses bad input %j with the spec message', async (body, message) => {
    const res = await t.client().post('/api/phone/verify', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
