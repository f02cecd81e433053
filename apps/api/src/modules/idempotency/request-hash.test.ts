import { describe, expect, it } from 'vitest';
import { canonicalJson, hashRequest } from './request-hash';

describe('hashRequest', () => {
  it('ignores key order, undefined fields and the idempotency key itself', () => {
    const a = hashRequest('send-money', { amount: 1_250n, recipientUsername: 'kofi', message: undefined, idempotencyKey: 'k1' });
    const b = hashRequest('send-money', { recipientUsername: 'kofi', amount: 1_250n, idempotencyKey: 'k2' });
    expect(a).toBe(b);
  });

  it('differs for another body or another operation', () => {
    const base = hashRequest('send-money', { amount: 1_250n, recipientUsername: 'kofi' });
    expect(hashRequest('send-money', { amount: 1_251n, recipientUsername: 'kofi' })).not.toBe(base);
    expect(hashRequest('create-transaction', { amount: 1_250n, recipientUsername: 'kofi' })).not.toBe(base);
  });

  it('writes bigints without losing digits', () => {
    expect(canonicalJson({ b: 2n ** 70n, a: [1, { d: 1, c: 2 }] })).toBe(
      '{"a":[1,{"c":2,"d":1}],"b":{"$bigint":"1180591620717411303424"}}',
    );
  });
});
