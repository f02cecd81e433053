import { describe, expect, it } from 'vitest';
import { decodeVerifyCode, joinVerifyCode, verifyCodeBody, type VerifyCodeFacts } from './verify-code';

const formats = (tag: number) => (tag === 1 ? 'integer' : tag === 2 ? 'uuid' : undefined);
const signature = Buffer.alloc(64, 7);
const p2p: VerifyCodeFacts = {
  keyId: Buffer.from([1, 2, 3]),
  kindTag: 1,
  sourceId: '123456',
  amountPesewas: 2_050n,
  completedAt: new Date('2026-11-27T09:30:15Z'),
  statusCode: 1,
};

function codeOf(facts: VerifyCodeFacts, format: 'integer' | 'uuid') {
  return joinVerifyCode(verifyCodeBody(facts, format).body, signature);
}

describe('verify codes', () => {
  it('carry a payment’s facts and signature both ways, short enough for a small QR', () => {
    const code = codeOf(p2p, 'integer');
    expect(code.length).toBeLessThanOrEqual(110);
    expect(decodeVerifyCode(code, formats)).toEqual({
      facts: p2p,
      signed: verifyCodeBody(p2p, 'integer').signed,
      signature,
    });
    const transfer = { ...p2p, kindTag: 2, sourceId: '0b9c3f0e-5d1a-4c2b-9a7e-2f1d3c4b5a69', amountPesewas: 123_456_789_00n };
    const long = codeOf(transfer, 'uuid');
    expect(long.length).toBeLessThanOrEqual(130);
    expect(decodeVerifyCode(long, formats)?.facts).toEqual(transfer);
  });

  it('signs whole seconds', () => {
    const decoded = decodeVerifyCode(codeOf({ ...p2p, completedAt: new Date('2026-11-27T09:30:15.987Z') }, 'integer'), formats);
    expect(decoded?.facts.completedAt.toISOString()).toBe('2026-11-27T09:30:15.000Z');
  });

  it('reads nothing from a code cut short, padded, of an unknown kind or version, or not base64url', () => {
    const code = codeOf(p2p, 'integer');
    const bytes = Buffer.from(code, 'base64url');
    const variants = [
      code.slice(0, -2),
      `${code}AA`,
      joinVerifyCode(verifyCodeBody({ ...p2p, kindTag: 9 }, 'integer').body, signature),
      Buffer.concat([Buffer.from([2]), bytes.subarray(1)]).toString('base64url'),
      `${code.slice(0, 10)}+${code.slice(11)}`,
      `${code}=`,
      '',
    ];
    for (const variant of variants) expect(decodeVerifyCode(variant, formats), variant).toBeNull();
  });

  it('has one spelling per receipt: a padded number is refused', () => {
    const body = verifyCodeBody(p2p, 'integer').body;
    // The amount 2050 is [0x82, 0x10]; spelt [0x82, 0x90, 0x00] it is the same number, padded.
    const at = body.indexOf(Buffer.from([0x82, 0x10]));
    const padded = Buffer.concat([body.subarray(0, at), Buffer.from([0x82, 0x90, 0x00]), body.subarray(at + 2)]);
    expect(decodeVerifyCode(joinVerifyCode(padded, signature), formats)).toBeNull();
  });
});
