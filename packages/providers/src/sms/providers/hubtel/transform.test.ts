import { describe, expect, it } from 'vitest';
import { fromHubtelSendResponse, toHubtelSendRequest } from './transform';

describe('toHubtelSendRequest', () => {
  it('sends the number without the plus, with our sender id', () => {
    expect(toHubtelSendRequest({ to: '+233241234567', text: 'Your code is 123456' }, 'GhanaPay')).toEqual({
      From: 'GhanaPay',
      To: '233241234567',
      Content: 'Your code is 123456',
    });
  });
  it('refuses a number that is not Ghana E.164', () => {
    expect(() => toHubtelSendRequest({ to: '0241234567', text: 'x' }, 'GhanaPay')).toThrow(/E\.164/);
  });
  it('refuses a sender id Hubtel would reject (more than 11 characters)', () => {
    expect(() => toHubtelSendRequest({ to: '+233241234567', text: 'x' }, 'GhanaPayWallet')).toThrow(/sender id/);
  });
});

describe('fromHubtelSendResponse', () => {
  it('reads the documented success answer', () => {
    const body = {
      rate: 0.0309,
      messageId: '9c5f3edc-529e',
      status: 0,
      networkId: '62001',
      clientReference: null,
      statusDescription: 'request submitted successfully',
    };
    expect(fromHubtelSendResponse(201, body)).toEqual({ ok: true, messageId: '9c5f3edc-529e' });
  });
  it('reads the older PascalCase answer too', () => {
    expect(fromHubtelSendResponse(200, { Status: 0, MessageId: 'abc', Rate: 0, NetworkId: '0' })).toEqual({ ok: true, messageId: 'abc' });
  });
  it('treats a non-zero status as not sent, even with HTTP 200', () => {
    const outcome = fromHubtelSendResponse(200, { status: 12, messageId: 'x', statusDescription: 'Payment required' });
    expect(outcome).toEqual({ ok: false, reason: 'not submitted (status 12: Payment required)', providerStatus: 12 });
  });
  it('names refused credentials without echoing anything sent', () => {
    expect(fromHubtelSendResponse(401, undefined)).toEqual({ ok: false, reason: 'credentials refused', providerStatus: 401 });
  });
  it('reports server errors and unreadable bodies as failures', () => {
    expect(fromHubtelSendResponse(502, 'Bad Gateway')).toMatchObject({ ok: false, reason: 'HTTP 502' });
    expect(fromHubtelSendResponse(200, null)).toMatchObject({ ok: false });
  });
});
