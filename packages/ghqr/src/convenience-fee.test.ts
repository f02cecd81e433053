import { describe, expect, it } from 'vitest';
import { tlv, withChecksum } from './emv-test-payloads';
import { parseQr } from './parse-qr';
import { QrError } from './qr-error';

/** A dynamic GHS code of ours for ₵20.00 with the given IDs 55–57. */
function withFee(fields: [string, string][]): string {
  return withChecksum(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv('26', tlv('00', 'com.ghanapay') + tlv('01', 'm_7')) +
      tlv('52', '4121') +
      tlv('53', '936') +
      tlv('54', '20.00') +
      fields.map(([id, value]) => tlv(id, value)).join('') +
      tlv('58', 'GH') +
      tlv('59', 'Trotro Station') +
      tlv('60', 'Kaneshie'),
  );
}

function codeOf(payload: string): string {
  try {
    parseQr(payload);
  } catch (error) {
    if (error instanceof QrError) return error.code;
    throw error;
  }
  return 'parsed';
}

describe('parseQr: tips and convenience fees (IDs 55–57)', () => {
  it('tells the pay screen to offer a tip', () => {
    expect(parseQr(withFee([['55', '01']]))).toMatchObject({ amountPesewas: 20_00n, convenienceFee: { kind: 'tip' } });
  });

  it('reads a fixed fee in pesewas, to be added to the amount', () => {
    expect(
      parseQr(
        withFee([
          ['55', '02'],
          ['56', '1.50'],
        ]),
      ),
    ).toMatchObject({
      convenienceFee: { kind: 'fixed', pesewas: 1_50n },
    });
  });

  it('reads a percentage fee as written', () => {
    expect(
      parseQr(
        withFee([
          ['55', '03'],
          ['57', '2.5'],
        ]),
      ),
    ).toMatchObject({
      convenienceFee: { kind: 'percentage', percent: '2.5' },
    });
  });

  it('has no fee when the code names none', () => {
    expect(parseQr(withFee([]))).not.toHaveProperty('convenienceFee');
  });

  it('refuses a fee indicator without its fee, or with an unreadable one', () => {
    expect(codeOf(withFee([['55', '02']]))).toBe('MISSING_FIELD');
    expect(codeOf(withFee([['55', '03']]))).toBe('MISSING_FIELD');
    expect(
      codeOf(
        withFee([
          ['55', '03'],
          ['57', '150'],
        ]),
      ),
    ).toBe('MALFORMED');
    expect(
      codeOf(
        withFee([
          ['55', '02'],
          ['56', '1.505'],
        ]),
      ),
    ).toBe('INVALID_AMOUNT');
    expect(codeOf(withFee([['55', '04']]))).toBe('MALFORMED');
  });
});
