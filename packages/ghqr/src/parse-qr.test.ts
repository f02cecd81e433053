import { describe, expect, it } from 'vitest';
import { EMVCO_SPEC_EXAMPLE, OTHER_NETWORK_STATIC, tlv, withChecksum } from './emv-test-payloads';
import { generateMerchantQr } from './generate-merchant-qr';
import { parseQr } from './parse-qr';
import { generatePersonQr } from './person-qr';
import { QrError } from './qr-error';

function errorOf(run: () => unknown): QrError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrError) return error;
    throw error;
  }
  throw new Error('expected a QrError');
}

/** A GHS code of ours with field 54 (and 62) chosen by the test. */
function oursWith(amount?: string, additional?: string): string {
  return withChecksum(
    tlv('00', '01') +
      tlv('01', amount === undefined ? '11' : '12') +
      tlv('26', tlv('00', 'com.ghanapay') + tlv('01', 'm_7')) +
      tlv('52', '5812') +
      tlv('53', '936') +
      (amount === undefined ? '' : tlv('54', amount)) +
      tlv('58', 'GH') +
      tlv('59', 'Chop Bar') +
      tlv('60', 'Tema') +
      (additional === undefined ? '' : tlv('62', additional)),
  );
}

describe('parseQr: merchant codes', () => {
  it('reads a Nkabom dynamic code into what the pay screen shows', () => {
    const payload = generateMerchantQr({
      merchantId: 'm_123',
      name: 'Kejetia Stores',
      city: 'Kumasi',
      categoryCode: '5411',
      amountPesewas: 45_90n,
      reference: 'ORDER-88',
      terminal: 'TILL-2',
    });
    expect(parseQr(payload)).toEqual({
      kind: 'merchant',
      network: 'ghanapay',
      initiation: 'dynamic',
      merchantId: 'm_123',
      name: 'Kejetia Stores',
      city: 'Kumasi',
      categoryCode: '5411',
      countryCode: 'GH',
      amountPesewas: 45_90n,
      reference: 'ORDER-88',
      terminal: 'TILL-2',
      networkIds: ['com.ghanapay'],
    });
  });

  it('reads a static code with no amount, so the payer types one', () => {
    const parsed = parseQr(oursWith());
    expect(parsed).toMatchObject({ kind: 'merchant', network: 'ghanapay', initiation: 'static', merchantId: 'm_7' });
    expect(parsed).not.toHaveProperty('amountPesewas');
  });

  it('reads a valid GHS code of another network as network "other", without a merchant id', () => {
    expect(parseQr(OTHER_NETWORK_STATIC)).toEqual({
      kind: 'merchant',
      network: 'other',
      initiation: 'static',
      name: 'Makola Provisions',
      city: 'Accra',
      categoryCode: '5411',
      countryCode: 'GH',
      terminal: 'TILL-3',
      networkIds: ['gh.com.examplebank'],
    });
  });

  it.each([
    ['12', 12_00n],
    ['12.5', 12_50n],
    ['12.50', 12_50n],
    ['0.01', 1n],
    ['9999999999.99', 9_999_999_999_99n],
  ])('reads the amount "%s" as %s pesewas', (written, pesewas) => {
    expect(parseQr(oursWith(written))).toMatchObject({ amountPesewas: pesewas });
  });

  it.each(['1.234', '0', '0.00', '.5'])('refuses the amount "%s" as one it cannot pay', (written) => {
    expect(errorOf(() => parseQr(oursWith(written))).code).toBe('INVALID_AMOUNT');
  });

  it('lists the fields a code asks the payer to type ("***") instead of passing "***" on', () => {
    const parsed = parseQr(oursWith(undefined, tlv('01', '***') + tlv('07', 'T9')));
    expect(parsed).toMatchObject({ asksFor: ['billNumber'], terminal: 'T9' });
    expect(parsed).not.toHaveProperty('billNumber');
  });

  it('refuses the EMVCo example (Chinese yuan) as another currency, saying which', () => {
    const error = errorOf(() => parseQr(EMVCO_SPEC_EXAMPLE));
    expect(error.code).toBe('UNSUPPORTED_CURRENCY');
    expect(error.message).toBe('This code asks for payment in another currency (ISO 4217 156); only Ghana cedis can be paid');
  });

  it('refuses a code whose amount was altered, with the checksum message', () => {
    const payload = generateMerchantQr({ merchantId: 'm_1', name: 'Shop', city: 'Ho', categoryCode: '5411', amountPesewas: 5_00n });
    const error = errorOf(() => parseQr(payload.replace('5.00', '9.00')));
    expect(error.code).toBe('CHECKSUM_MISMATCH');
    expect(error.message).toBe('This code is damaged or altered (its checksum does not match)');
  });

  it('refuses our template without a merchant id', () => {
    const payload = withChecksum(
      tlv('00', '01') +
        tlv('26', tlv('00', 'com.ghanapay')) +
        tlv('52', '5812') +
        tlv('53', '936') +
        tlv('58', 'GH') +
        tlv('59', 'Chop Bar') +
        tlv('60', 'Tema'),
    );
    expect(errorOf(() => parseQr(payload)).message).toBe('This Nkabom code is missing its merchant id');
  });

  it('accepts a payload with surrounding whitespace or a trailing newline from the scanner', () => {
    expect(parseQr(`  ${OTHER_NETWORK_STATIC}\n`)).toMatchObject({ network: 'other' });
  });
});

describe('parseQr: person codes', () => {
  it('reads the code generatePersonQr writes', () => {
    expect(generatePersonQr('Ama_Owusu')).toBe('ghanapay:pay?u=ama_owusu&c=422F');
    expect(parseQr(generatePersonQr('Ama_Owusu'))).toEqual({ kind: 'person', username: 'ama_owusu' });
  });

  it('reads a code a scanner upper-cased', () => {
    expect(parseQr('GHANAPAY:PAY?U=KOFI_B&C=26F3')).toEqual({ kind: 'person', username: 'kofi_b' });
  });

  it('refuses a cut-off or edited code that would name another user, with the checksum message', () => {
    for (const payload of ['ghanapay:pay?u=kofi_&c=26F3', 'ghanapay:pay?u=kofi_c&c=26F3']) {
      const error = errorOf(() => parseQr(payload));
      expect(error.code).toBe('CHECKSUM_MISMATCH');
      expect(error.message).toBe('This code is damaged or altered (its checksum does not match)');
    }
  });

  it.each([
    'ghanapay:pay',
    'ghanapay:pay?u=kofi_b',
    'ghanapay:pay?u=kofi_b&c=26F',
    'ghanapay:pay?u=ab&c=D6DD',
    'ghanapay:pay?u=kofi_b&src=poster&c=26F3',
    'ghanapay:send?u=kofi_b&c=26F3',
  ])('refuses "%s" as not naming a person', (payload) => {
    const error = errorOf(() => parseQr(payload));
    expect(error.code).toBe('INVALID_PERSON_CODE');
    expect(error.message).toBe('This Nkabom code does not name a valid person to pay');
  });

  it('refuses to generate a code for an invalid username', () => {
    expect(errorOf(() => generatePersonQr('no spaces please')).code).toBe('INVALID_INPUT');
  });
});

describe('parseQr: not payment codes', () => {
  it.each(['', '   ', 'https://example.com', 'hello', '000202'])('refuses "%s"', (payload) => {
    expect(errorOf(() => parseQr(payload)).code).toBe('NOT_A_PAYMENT_CODE');
  });

  it('refuses anything over the 512 characters EMVCo allows', () => {
    expect(errorOf(() => parseQr(`000201${'9'.repeat(600)}`)).code).toBe('TOO_LONG');
  });
});
