import { describe, expect, it } from 'vitest';
import { decodeEmvPayload } from './decode-emv-payload';
import { EMVCO_SPEC_EXAMPLE, tlv, withChecksum } from './emv-test-payloads';
import { CHECKSUM_MISMATCH_MESSAGE, QrError } from './qr-error';

function errorOf(run: () => unknown): QrError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrError) return error;
    throw error;
  }
  throw new Error('expected a QrError');
}

const GHS_FIELDS: [string, string][] = [
  ['00', '01'],
  ['01', '11'],
  ['26', tlv('00', 'gh.com.examplebank') + tlv('01', '42')],
  ['52', '5411'],
  ['53', '936'],
  ['58', 'GH'],
  ['59', 'Kejetia Stores'],
  ['60', 'Kumasi'],
];
const build = (fields: [string, string][]) => withChecksum(fields.map(([id, value]) => tlv(id, value)).join(''));
const without = (id: string) => build(GHS_FIELDS.filter(([fieldId]) => fieldId !== id));

describe("decodeEmvPayload: the EMVCo specification's example, field by field", () => {
  const decoded = decodeEmvPayload(EMVCO_SPEC_EXAMPLE);

  it('reads the header fields', () => {
    expect(decoded.payloadFormat).toBe('01');
    expect(decoded.initiation).toBe('dynamic');
    expect(decoded.categoryCode).toBe('4111');
    expect(decoded.currency).toBe('156');
    expect(decoded.amount).toBe('23.72');
    expect(decoded.tipOrConvenienceIndicator).toBe('01');
    expect(decoded.countryCode).toBe('CN');
    expect(decoded.name).toBe('BEST TRANSPORT');
    expect(decoded.city).toBe('BEIJING');
    expect(decoded.checksum).toBe('A13A');
  });

  it('reads both merchant account templates with their GUIDs and subfields', () => {
    expect(decoded.merchantAccounts).toEqual([
      {
        id: '29',
        value: '0012D156000000000510A93FO3230Q',
        guid: 'D15600000000',
        subfields: { '00': 'D15600000000', '05': 'A93FO3230Q' },
      },
      {
        id: '31',
        value: '0012D15600000001030812345678',
        guid: 'D15600000001',
        subfields: { '00': 'D15600000001', '03': '12345678' },
      },
    ]);
  });

  it('reads the additional data template, "***" (ask the payer) included', () => {
    expect(decoded.additionalData).toEqual({
      storeLabel: '1234',
      customerLabel: '***',
      terminalLabel: 'A6008667',
      consumerDataRequest: 'ME',
    });
  });

  it('reads the Chinese language template', () => {
    expect(decoded.languageTemplate).toEqual({ language: 'ZH', name: '最佳运输', city: '北京' });
  });

  it('keeps every top-level field in payload order, unreserved template 91 included', () => {
    expect(decoded.fields.map((field) => field.id).join(' ')).toBe('00 01 29 31 52 58 59 60 64 54 53 55 62 91 63');
    expect(decoded.fields.find((field) => field.id === '91')?.value).toBe('0016A011223344998877070812345678');
  });
});

describe('decodeEmvPayload refuses', () => {
  it('a changed character, with the checksum message', () => {
    const altered = EMVCO_SPEC_EXAMPLE.replace('23.72', '93.72');
    const error = errorOf(() => decodeEmvPayload(altered));
    expect(error.code).toBe('CHECKSUM_MISMATCH');
    expect(error.message).toBe(CHECKSUM_MISMATCH_MESSAGE);
    expect(error.message).toBe('This code is damaged or altered (its checksum does not match)');
  });

  it('a wrong checksum value', () => {
    expect(errorOf(() => decodeEmvPayload(`${EMVCO_SPEC_EXAMPLE.slice(0, -4)}A13B`)).code).toBe('CHECKSUM_MISMATCH');
  });

  it('text that is not an EMVCo payload', () => {
    expect(errorOf(() => decodeEmvPayload('https://example.com/pay')).code).toBe('NOT_A_PAYMENT_CODE');
  });

  it('a payload without its checksum field', () => {
    const body = GHS_FIELDS.map(([id, value]) => tlv(id, value)).join('');
    expect(errorOf(() => decodeEmvPayload(body)).message).toMatch(/no checksum/);
  });

  it.each([
    ['52', 'merchant category code'],
    ['53', 'currency'],
    ['58', 'country'],
    ['59', 'merchant name'],
    ['60', 'merchant city'],
    ['26', 'merchant account'],
  ])('a payload without field %s (%s), saying what is missing', (id, what) => {
    const error = errorOf(() => decodeEmvPayload(without(id)));
    expect(error.code).toBe('MISSING_FIELD');
    expect(error.message).toBe(`This payment code is missing its ${what}`);
  });

  it('a field that appears twice', () => {
    expect(errorOf(() => decodeEmvPayload(build([...GHS_FIELDS, ['59', 'Twice']]))).code).toBe('MALFORMED');
  });

  it('badly formed values: initiation, category code, currency, amount, templates', () => {
    const replace = (id: string, value: string) => build(GHS_FIELDS.map(([fieldId, old]) => [fieldId, fieldId === id ? value : old]));
    expect(errorOf(() => decodeEmvPayload(replace('01', '13'))).code).toBe('MALFORMED');
    expect(errorOf(() => decodeEmvPayload(replace('52', '54A1'))).code).toBe('MALFORMED');
    expect(errorOf(() => decodeEmvPayload(replace('53', 'GHS'))).code).toBe('MALFORMED');
    expect(errorOf(() => decodeEmvPayload(build([...GHS_FIELDS, ['54', '12,50']]))).code).toBe('MALFORMED');
    expect(errorOf(() => decodeEmvPayload(replace('26', 'not a template'))).code).toBe('MALFORMED');
  });
});
