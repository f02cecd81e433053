import { emvChecksum } from './emv-checksum';
import { CHECKSUM_MISMATCH_MESSAGE, QrError, malformed } from './qr-error';
import { readTlv, type TlvField } from './tlv';

// The shape follows EMVCo's QR Code Specification for Payment Systems, Merchant-Presented Mode
// (EMVCo MPM v1.1, §4 "Data Objects" and table 3.x of IDs), cross-checked against the open-source
// readers mvallim/emv-qrcode (Java) and dongri/emv-qrcode (Go).

/** EMVCo MPM §4.5: IDs 02–25 are primitive (card schemes), 26–51 templates with a GUID in 00. */
export interface MerchantAccount {
  id: string;
  value: string;
  /** Templates 26–51 only: subfield 00, the network's globally unique identifier. */
  guid?: string;
  /** Templates 26–51 only: every subfield by ID. */
  subfields?: Record<string, string>;
}

/** ID 62, EMVCo MPM §4.8. A value of "***" asks the payer's app to prompt for it. */
export interface AdditionalData {
  billNumber?: string;
  mobileNumber?: string;
  storeLabel?: string;
  loyaltyNumber?: string;
  referenceLabel?: string;
  customerLabel?: string;
  terminalLabel?: string;
  purpose?: string;
  consumerDataRequest?: string;
}

export interface EmvMerchantPayload {
  payloadFormat: string;
  initiation?: 'static' | 'dynamic';
  merchantAccounts: MerchantAccount[];
  categoryCode: string;
  /** ISO 4217 numeric, e.g. "936" for GHS. */
  currency: string;
  /** As written, e.g. "23.72": its meaning depends on the currency's minor unit. */
  amount?: string;
  tipOrConvenienceIndicator?: string;
  convenienceFeeFixed?: string;
  convenienceFeePercentage?: string;
  countryCode: string;
  name: string;
  city: string;
  postalCode?: string;
  additionalData?: AdditionalData;
  /** ID 64: the merchant's name and city in another language. */
  languageTemplate?: { language?: string; name?: string; city?: string };
  checksum: string;
  /** Every top-level data object, in payload order. */
  fields: TlvField[];
}

const ADDITIONAL_DATA_IDS: Record<string, keyof AdditionalData> = {
  '01': 'billNumber',
  '02': 'mobileNumber',
  '03': 'storeLabel',
  '04': 'loyaltyNumber',
  '05': 'referenceLabel',
  '06': 'customerLabel',
  '07': 'terminalLabel',
  '08': 'purpose',
  '09': 'consumerDataRequest',
};

const MANDATORY: [id: string, what: string][] = [
  ['52', 'merchant category code'],
  ['53', 'currency'],
  ['58', 'country'],
  ['59', 'merchant name'],
  ['60', 'merchant city'],
];

/** EMVCo MPM §4.1: a payload is at most 512 characters. */
export const MAX_PAYLOAD_LENGTH = 512;

/**
 * Decodes and checks an EMVCo merchant-presented payload, whatever its network and currency.
 * Throws QrError only. The checksum is checked before the fields, so a damaged code whose checksum
 * field survived is reported as damaged rather than as malformed.
 */
export function decodeEmvPayload(payload: string): EmvMerchantPayload {
  if (!payload.startsWith('000201')) {
    throw new QrError('NOT_A_PAYMENT_CODE', 'This is not a payment code');
  }
  const crcField = /6304([0-9A-Fa-f]{4})$/.exec(payload);
  if (crcField && emvChecksum(payload.slice(0, -4)) !== crcField[1]!.toUpperCase()) {
    throw new QrError('CHECKSUM_MISMATCH', CHECKSUM_MISMATCH_MESSAGE);
  }
  const fields = readTlv(payload);
  const byId = new Map<string, string>();
  for (const field of fields) {
    if (byId.has(field.id)) throw malformed(`field ${field.id} appears twice`);
    byId.set(field.id, field.value);
  }
  const last = fields[fields.length - 1]!;
  if (last.id !== '63' || !crcField) {
    throw new QrError('MISSING_FIELD', 'This payment code has no checksum at its end, so it cannot be trusted');
  }

  const merchantAccounts = fields.filter((f) => Number(f.id) >= 2 && Number(f.id) <= 51).map((f) => readMerchantAccount(f));
  if (merchantAccounts.length === 0) throw missing('merchant account');
  for (const [id, what] of MANDATORY) if (!byId.get(id)?.trim()) throw missing(what);

  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    throw malformed(`point of initiation "${initiation}" is neither 11 nor 12`);
  }
  const categoryCode = byId.get('52')!;
  if (!/^\d{4}$/.test(categoryCode)) throw malformed('the merchant category code is not 4 digits');
  const currency = byId.get('53')!;
  if (!/^\d{3}$/.test(currency)) throw malformed('the currency is not a 3-digit ISO 4217 code');
  const amount = byId.get('54');
  if (amount !== undefined && !/^(\d+(\.\d*)?|\.\d+)$/.test(amount)) {
    throw malformed(`the amount "${amount}" is not a number`);
  }

  return {
    payloadFormat: byId.get('00')!,
    ...(initiation !== undefined && { initiation: initiation === '11' ? 'static' : 'dynamic' }),
    merchantAccounts,
    categoryCode,
    currency,
    ...optional('amount', amount),
    ...optional('tipOrConvenienceIndicator', byId.get('55')),
    ...optional('convenienceFeeFixed', byId.get('56')),
    ...optional('convenienceFeePercentage', byId.get('57')),
    countryCode: byId.get('58')!,
    name: byId.get('59')!,
    city: byId.get('60')!,
    ...optional('postalCode', byId.get('61')),
    ...(byId.has('62') && { additionalData: readAdditionalData(byId.get('62')!) }),
    ...(byId.has('64') && { languageTemplate: readLanguageTemplate(byId.get('64')!) }),
    checksum: last.value,
    fields,
  };
}

function readMerchantAccount(field: TlvField): MerchantAccount {
  if (Number(field.id) < 26) return { id: field.id, value: field.value };
  const subfields = Object.fromEntries(readTlv(field.value).map((f) => [f.id, f.value]));
  return { id: field.id, value: field.value, ...optional('guid', subfields['00']), subfields };
}

function readAdditionalData(value: string): AdditionalData {
  const data: AdditionalData = {};
  for (const field of readTlv(value)) {
    const key = ADDITIONAL_DATA_IDS[field.id];
    if (key) data[key] = field.value;
  }
  return data;
}

function readLanguageTemplate(value: string): EmvMerchantPayload['languageTemplate'] {
  const subfields = Object.fromEntries(readTlv(value).map((f) => [f.id, f.value]));
  return {
    ...optional('language', subfields['00']),
    ...optional('name', subfields['01']),
    ...optional('city', subfields['02']),
  };
}

function missing(what: string): QrError {
  return new QrError('MISSING_FIELD', `This payment code is missing its ${what}`);
}

/** `{ key: value }` when the value is there, `{}` otherwise (exactOptionalPropertyTypes-friendly). */
function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: string });
}
