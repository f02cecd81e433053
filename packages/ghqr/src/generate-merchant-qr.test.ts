import { describe, expect, it } from 'vitest';
import { readIndependently } from './emv-test-payloads';
import { generateMerchantQr, type MerchantQrInput } from './generate-merchant-qr';
import { QrError } from './qr-error';

const chopBar: MerchantQrInput = {
  merchantId: 'm_123',
  name: "Adwoa's Kɔkɔɔ Café",
  city: 'Accra',
  categoryCode: '5812',
  amountPesewas: 12_50n,
  reference: 'INV-1',
  terminal: 'T1',
};

function errorOf(run: () => unknown): QrError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrError) return error;
    throw error;
  }
  throw new Error('expected a QrError');
}

describe('generateMerchantQr', () => {
  it('writes a dynamic GhQR payload field by field, with our com.ghanapay template and the CRC last', () => {
    expect(generateMerchantQr(chopBar)).toBe(
      '000201' + // payload format 01
        '010212' + // dynamic: an amount is given
        '26250012com.ghanapay0105m_123' + // our template: GUID, merchant id
        '52045812' + // category code
        '5303936' + // GHS
        '540512.50' + // ₵12.50 as EMVCo writes it
        '5802GH' +
        "5918Adwoa's Kokoo Cafe" + // Twi letters and accents in their Latin base
        '6005Accra' +
        '62150505INV-10702T1' + // reference label 05, terminal label 07
        '63048258',
    );
  });

  it('is read the same way by an independent EMVCo reader (emvco-qr-sdk), checksum included', () => {
    const reading = readIndependently(generateMerchantQr(chopBar));
    expect(reading.checksumValid).toBe(true);
    expect(reading.fields).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '5812',
      '53': '936',
      '54': '12.50',
      '58': 'GH',
      '59': "Adwoa's Kokoo Cafe",
      '60': 'Accra',
    });
    expect(reading.subfields('26')).toEqual({ '00': 'com.ghanapay', '01': 'm_123' });
    expect(reading.subfields('62')).toEqual({ '05': 'INV-1', '07': 'T1' });
  });

  it('writes a static code (01 = 11) without amount or additional data when none is given', () => {
    const payload = generateMerchantQr({ merchantId: 'shop-9', name: 'Auntie Esi', city: 'Cape Coast', categoryCode: '5499' });
    const reading = readIndependently(payload);
    expect(reading.checksumValid).toBe(true);
    expect(reading.fields['01']).toBe('11');
    expect(reading.fields).not.toHaveProperty('54');
    expect(reading.fields).not.toHaveProperty('62');
  });

  it.each([
    [5n, '0.05'],
    [100n, '1.00'],
    [1_000_00n, '1000.00'],
    [9_999_999_999_99n, '9999999999.99'],
  ])('writes %s pesewas as "%s"', (pesewas, written) => {
    const payload = generateMerchantQr({ ...chopBar, amountPesewas: pesewas });
    expect(readIndependently(payload).fields['54']).toBe(written);
  });

  it.each([
    [{ amountPesewas: 0n }, 'Amount must be more than zero'],
    [{ amountPesewas: -100n }, 'Amount must be more than zero'],
    [{ amountPesewas: 10_000_000_000_00n }, 'Amount is too large for a QR code'],
    [{ name: 'A merchant name longer than 25' }, 'Merchant name must be at most 25 characters'],
    [{ name: '   ' }, 'Merchant name is required'],
    [{ name: '最佳运输' }, 'Merchant name can only use Latin letters, digits and common punctuation'],
    [{ city: 'Sekondi-Takoradi Metro' }, 'City must be at most 15 characters'],
    [{ categoryCode: '581' }, 'Merchant category code must be 4 digits (ISO 18245)'],
    [{ merchantId: 'has space' }, 'Merchant id must be 1 to 64 letters, digits, ".", "_" or "-"'],
    [{ reference: 'R'.repeat(26) }, 'Reference must be at most 25 characters'],
  ])('refuses %o with a readable message', (change, message) => {
    const error = errorOf(() => generateMerchantQr({ ...chopBar, ...change } as MerchantQrInput));
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe(message);
  });
});
