import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_PESEWAS } from './emv-amount';
import { EMVCO_SPEC_EXAMPLE, OTHER_NETWORK_STATIC, readIndependently } from './emv-test-payloads';
import { generateMerchantQr, type MerchantQrInput } from './generate-merchant-qr';
import { parseQr } from './parse-qr';
import { generatePersonQr } from './person-qr';
import { QrError } from './qr-error';

// Printable ASCII with no leading, trailing or doubled spaces: text the generator writes unchanged.
const emvText = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))), minLength: 1, maxLength: max })
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);

const merchant: fc.Arbitrary<MerchantQrInput> = fc.record(
  {
    merchantId: fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/),
    name: emvText(25),
    city: emvText(15),
    categoryCode: fc.stringMatching(/^\d{4}$/),
    amountPesewas: fc.bigInt({ min: 1n, max: MAX_AMOUNT_PESEWAS }),
    reference: emvText(25),
    terminal: emvText(25),
  },
  { requiredKeys: ['merchantId', 'name', 'city', 'categoryCode'] },
);

/** Runs parseQr; anything it throws other than a QrError fails the property. */
function parseOrQrError(payload: string): ReturnType<typeof parseQr> | QrError {
  try {
    return parseQr(payload);
  } catch (error) {
    if (error instanceof QrError) return error;
    throw error;
  }
}

describe('generateMerchantQr → parseQr round trip (property)', () => {
  it('gives back every merchant it was given', () => {
    fc.assert(
      fc.property(merchant, (input) => {
        const parsed = parseQr(generateMerchantQr(input));
        expect(parsed).toEqual({
          kind: 'merchant',
          network: 'ghanapay',
          initiation: input.amountPesewas === undefined ? 'static' : 'dynamic',
          merchantId: input.merchantId,
          name: input.name,
          city: input.city,
          categoryCode: input.categoryCode,
          countryCode: 'GH',
          ...(input.amountPesewas !== undefined && { amountPesewas: input.amountPesewas }),
          ...(input.reference !== undefined && input.reference !== '***' && { reference: input.reference }),
          ...(input.terminal !== undefined && input.terminal !== '***' && { terminal: input.terminal }),
          ...((input.reference === '***' || input.terminal === '***') && {
            asksFor: [...(input.reference === '***' ? ['reference'] : []), ...(input.terminal === '***' ? ['terminal'] : [])],
          }),
          networkIds: ['com.ghanapay'],
        });
      }),
      { numRuns: 500 },
    );
  });

  it('writes payloads that the independent reader accepts, field for field', () => {
    fc.assert(
      fc.property(merchant, (input) => {
        const reading = readIndependently(generateMerchantQr(input));
        expect(reading.checksumValid).toBe(true);
        expect(reading.fields['59']).toBe(input.name);
        expect(reading.fields['60']).toBe(input.city);
        expect(reading.fields['52']).toBe(input.categoryCode);
        expect(reading.fields['53']).toBe('936');
        expect(reading.subfields('26')).toEqual({ '00': 'com.ghanapay', '01': input.merchantId });
        const amount = reading.fields['54'];
        expect(amount === undefined ? undefined : BigInt(amount.replace('.', ''))).toBe(input.amountPesewas);
      }),
      { numRuns: 300 },
    );
  });

  it('gives back every person it was given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{5,30}$/), (username) => {
        expect(parseQr(generatePersonQr(username))).toEqual({ kind: 'person', username: username.toLowerCase() });
      }),
    );
  });
});

describe('parseQr on hostile input (fuzz): a result or a QrError, never anything else', () => {
  const samples = [EMVCO_SPEC_EXAMPLE, OTHER_NETWORK_STATIC, generatePersonQr('kofi_b')];
  const generated = merchant.map((input) => generateMerchantQr(input));

  it('random text, ASCII and full Unicode', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => void parseOrQrError(text)),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => void parseOrQrError(`000201${text}`)),
      { numRuns: 1000 },
    );
  });

  it('random TLV-shaped text: digit headers and any lengths, 99 included', () => {
    const field = fc.tuple(fc.stringMatching(/^\d{2}$/), fc.nat({ max: 99 }), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(field, { maxLength: 20 }), (fields) => {
        const text = '000201' + fields.map(([id, length, value]) => `${id}${String(length).padStart(2, '0')}${value}`).join('');
        void parseOrQrError(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('every truncation of real payloads is refused', () => {
    for (const payload of [...samples, ...fc.sample(generated, 20)]) {
      for (let end = 0; end < payload.length; end++) {
        if (payload.slice(0, end).trim() === payload.trim()) continue;
        expect(parseOrQrError(payload.slice(0, end))).toBeInstanceOf(QrError);
      }
    }
  });

  it('a single changed character in a Nkabom code is refused (the checksum or the structure catches it)', () => {
    fc.assert(
      fc.property(generated, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (payload, position, code) => {
        const at = position % payload.length;
        const replacement = String.fromCharCode(code);
        fc.pre(payload[at] !== replacement && !(at === payload.length - 1 && /\s/.test(replacement)));
        const altered = payload.slice(0, at) + replacement + payload.slice(at + 1);
        const result = parseOrQrError(altered);
        // The checksum's own hex digits in another case still name the same checksum.
        if (at >= payload.length - 4 && altered.toUpperCase() === payload.toUpperCase()) return;
        expect(result).toBeInstanceOf(QrError);
      }),
      { numRuns: 2000 },
    );
  });

  it('huge lengths and huge inputs', () => {
    expect(parseOrQrError(`000201599${'9'.repeat(10)}`)).toBeInstanceOf(QrError);
    expect(parseOrQrError('000201'.repeat(100_000))).toBeInstanceOf(QrError);
    expect(parseOrQrError(`ghanapay:pay?u=${'a'.repeat(100_000)}`)).toBeInstanceOf(QrError);
  });

  it('values that are not strings at all (a JavaScript caller can pass anything)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(parseOrQrError(value as string)).toBeInstanceOf(QrError);
      }),
      { numRuns: 300 },
    );
  });
});
