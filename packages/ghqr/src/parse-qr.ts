import { APP_NAME } from '@ghanapay/validators';
import { type Pesewas } from '@ghanapay/money';
import { type ConvenienceFee, readConvenienceFee } from './convenience-fee';
import { type AdditionalData, MAX_PAYLOAD_LENGTH, decodeEmvPayload } from './decode-emv-payload';
import { fromEmvAmount } from './emv-amount';
import { OUR_GUID, OUR_MERCHANT_ID_SUBFIELD, GHS_CURRENCY } from './our-network';
import { isPersonCode, parsePersonQr } from './person-qr';
import { QrError } from './qr-error';

export interface MerchantQr {
  kind: 'merchant';
  /** 'other': a valid GhQR/EMVCo code of another network (the app says so instead of paying). */
  network: 'ghanapay' | 'other';
  /** Static codes leave the amount to the payer; dynamic ones are for one sale. */
  initiation: 'static' | 'dynamic';
  /** Ours only: subfield 01 of the com.ghanapay template. */
  merchantId?: string;
  name: string;
  city: string;
  categoryCode: string;
  countryCode: string;
  amountPesewas?: Pesewas;
  /** A tip the payer may add, or a fee the merchant adds to the amount (IDs 55–57). */
  convenienceFee?: ConvenienceFee;
  reference?: string;
  terminal?: string;
  billNumber?: string;
  /** Fields the code asks the payer to type in (EMVCo writes "***" for them). */
  asksFor?: ('billNumber' | 'reference' | 'terminal')[];
  /** The GUIDs of the networks the code names (templates 26–51), e.g. ["com.ghanapay"]. */
  networkIds: string[];
}

export interface PersonQr {
  kind: 'person';
  username: string;
}

export type ParsedQr = MerchantQr | PersonQr;

/**
 * Reads any scanned text: one of our person codes, or a GhQR/EMVCo merchant code in Ghana cedis.
 * Throws QrError, and nothing else, for anything it cannot pay.
 */
export function parseQr(payload: string): ParsedQr {
  try {
    return parseTrimmed(typeof payload === 'string' ? payload.trim() : '');
  } catch (error) {
    if (error instanceof QrError) throw error;
    // Not reachable by any input the tests found; kept so a bug still reaches the user as a QrError.
    throw new QrError('MALFORMED', 'This code could not be read');
  }
}

function parseTrimmed(payload: string): ParsedQr {
  if (payload === '') throw new QrError('NOT_A_PAYMENT_CODE', 'This is not a payment code');
  if (Array.from(payload).length > MAX_PAYLOAD_LENGTH) {
    throw new QrError('TOO_LONG', 'This code is too long to be a payment code');
  }
  if (isPersonCode(payload)) return parsePersonQr(payload);

  const emv = decodeEmvPayload(payload);
  if (emv.currency !== GHS_CURRENCY) {
    throw new QrError(
      'UNSUPPORTED_CURRENCY',
      `This code asks for payment in another currency (ISO 4217 ${emv.currency}); only Ghana cedis can be paid`,
    );
  }
  const ours = emv.merchantAccounts.find((account) => account.guid?.toLowerCase() === OUR_GUID);
  const merchantId = ours?.subfields?.[OUR_MERCHANT_ID_SUBFIELD];
  if (ours && !merchantId) {
    throw new QrError('MISSING_FIELD', `This ${APP_NAME} code is missing its merchant id`);
  }
  const convenienceFee = readConvenienceFee(emv);
  const extra = emv.additionalData ?? {};
  const asksFor = (['billNumber', 'reference', 'terminal'] as const).filter((key) => extra[ADDITIONAL[key]] === '***');

  return {
    kind: 'merchant',
    network: ours ? 'ghanapay' : 'other',
    initiation: emv.initiation ?? (emv.amount === undefined ? 'static' : 'dynamic'),
    ...(merchantId !== undefined && { merchantId }),
    name: emv.name.trim(),
    city: emv.city.trim(),
    categoryCode: emv.categoryCode,
    countryCode: emv.countryCode,
    ...(emv.amount !== undefined && { amountPesewas: fromEmvAmount(emv.amount) }),
    ...(convenienceFee !== undefined && { convenienceFee }),
    ...given('reference', extra.referenceLabel),
    ...given('terminal', extra.terminalLabel),
    ...given('billNumber', extra.billNumber),
    ...(asksFor.length > 0 && { asksFor }),
    networkIds: emv.merchantAccounts.flatMap((account) => (account.guid === undefined ? [] : [account.guid])),
  };
}

const ADDITIONAL = { billNumber: 'billNumber', reference: 'referenceLabel', terminal: 'terminalLabel' } as const satisfies Record<
  string,
  keyof AdditionalData
>;

/** A value the code gives ("***" asks the payer instead, so it is not one). */
function given<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return value === undefined || value === '***' ? {} : ({ [key]: value } as { [P in K]?: string });
}
