import { toCedisString } from '@ghanapay/money';
import { maskPersonName } from '@ghanapay/validators';
import type { AppDeps } from '../../deps';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { publishedKeys, receiptKeyring, signReceiptBytes, verifyReceiptBytes, type PublishedReceiptKey } from './receipt-keys';
import type { ReceiptPdfInput } from './receipt-pdf';
import { kindOfTag, parseReceiptId, RECEIPT_SOURCES, receiptIdOf, type ReceiptKind } from './receipt-sources';
import type { ReceiptRow } from './receipts-repository';
import { decodeVerifyCode, joinVerifyCode, verifyCodeBody } from './verify-code';
import type { TGetReceiptResponse } from './get-receipt.types';
import type { TVerifyReceiptResponse } from './verify-receipt.types';

/** The one status a receipt is issued for today, and its byte in a code (a refund or reversal would add one). */
const STATUS_CODES = { completed: 1 } as const;

const NOT_FOUND_MESSAGE = 'Receipt not found';
const KIND_LABELS: Record<ReceiptKind, string> = {
  p2p: 'Payment',
  transfer: 'Transfer to account',
  bill: 'Airtime, data or bill',
  merchant: 'Payment to a merchant',
};

export interface Receipt extends ReceiptRow {
  id: string;
  kind: ReceiptKind;
  sourceId: string;
  status: 'completed';
  reference: string;
  verifyCode: string;
}

/** Seconds: the code carries whole seconds, so the receipt shows the time it signs. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

function signedCode(env: Pick<Env, 'RECEIPT_SIGNING_KEY'>, kind: ReceiptKind, sourceId: string, row: ReceiptRow): string {
  const key = receiptKeyring(env.RECEIPT_SIGNING_KEY).signing;
  const source = RECEIPT_SOURCES[kind];
  const { body, signed } = verifyCodeBody(
    {
      keyId: key.idBytes,
      kindTag: source.tag,
      sourceId,
      amountPesewas: row.amountPesewas,
      completedAt: row.completedAt,
      statusCode: STATUS_CODES.completed,
    },
    source.idFormat,
  );
  return joinVerifyCode(body, signReceiptBytes(key, signed));
}

/**
 * A completed payment's receipt, for its payer or its payee only: anyone else (and an id that names
 * nothing, or nothing completed) gets the same NOT_FOUND, so ids cannot be probed.
 */
export async function getReceipt(deps: Pick<AppDeps, 'db' | 'env'>, userId: string, receiptId: string): Promise<Receipt> {
  const parsed = parseReceiptId(receiptId);
  if (!parsed) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const row = await RECEIPT_SOURCES[parsed.kind].load(deps.db, parsed.sourceId);
  if (!row || (row.payerUserId !== userId && row.payeeUserId !== userId)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const { kind, sourceId } = parsed;
  return {
    ...row,
    completedAt: toSecond(row.completedAt),
    id: receiptIdOf(kind, sourceId),
    kind,
    sourceId,
    status: 'completed',
    reference: RECEIPT_SOURCES[kind].referenceOf(sourceId),
    verifyCode: signedCode(deps.env, kind, sourceId, row),
  };
}

/** The public origin the QR points at: APP_ORIGIN when set (behind a proxy), else the request's own. */
export function receiptOrigin(env: Pick<Env, 'APP_ORIGIN'>, request: { protocol: string; host: string | undefined }): string {
  return env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : new URL(`${request.protocol}://${request.host ?? 'localhost'}`).origin;
}

const verifyUrlOf = (origin: string, code: string) => `${origin}/verify/${code}`;

export function toReceiptDto(receipt: Receipt, origin: string): TGetReceiptResponse {
  return {
    id: receipt.id,
    kind: receipt.kind,
    amount: toCedisString(receipt.amountPesewas),
    currency: 'GHS',
    status: receipt.status,
    completedAt: receipt.completedAt.toISOString(),
    payer: { name: receipt.payerName },
    payee: { name: receipt.payeeName },
    reference: receipt.reference,
    verifyCode: receipt.verifyCode,
    verifyUrl: verifyUrlOf(origin, receipt.verifyCode),
  };
}

export function toReceiptPdfInput(receipt: Receipt, origin: string, generatedAt: Date): ReceiptPdfInput {
  return {
    id: receipt.id,
    kindLabel: KIND_LABELS[receipt.kind],
    amountPesewas: receipt.amountPesewas,
    status: receipt.status,
    completedAt: receipt.completedAt,
    payerName: receipt.payerName,
    payeeName: receipt.payeeName,
    reference: receipt.reference,
    verifyUrl: verifyUrlOf(origin, receipt.verifyCode),
    generatedAt,
  };
}

const NOT_GENUINE: TVerifyReceiptResponse = { genuine: false };

/**
 * Whether a code is one we signed, for a payment that is on record as it says: the signature (by a
 * published key, named in the code) over the facts it carries, then the payment itself, which must
 * still be completed with the same amount and time. Anything else, however malformed, is simply not
 * genuine. Names come from the record, masked: the check is public.
 */
export async function verifyReceiptCode(deps: Pick<AppDeps, 'db' | 'env'>, code: string): Promise<TVerifyReceiptResponse> {
  const decoded = decodeVerifyCode(code, (tag) => {
    const kind = kindOfTag(tag);
    return kind && RECEIPT_SOURCES[kind].idFormat;
  });
  if (!decoded) return NOT_GENUINE;
  const { facts } = decoded;
  // The signature comes first, and the id must have a shape its table takes (a signed code always does).
  const named = parseReceiptId(receiptIdOf(kindOfTag(facts.kindTag)!, facts.sourceId));
  if (!named) return NOT_GENUINE;
  if (facts.statusCode !== STATUS_CODES.completed) return NOT_GENUINE;
  if (!verifyReceiptBytes(receiptKeyring(deps.env.RECEIPT_SIGNING_KEY), facts.keyId, decoded.signed, decoded.signature)) return NOT_GENUINE;
  const row = await RECEIPT_SOURCES[named.kind].load(deps.db, named.sourceId);
  if (!row || row.amountPesewas !== facts.amountPesewas || toSecond(row.completedAt).getTime() !== facts.completedAt.getTime())
    return NOT_GENUINE;
  return {
    genuine: true,
    amount: toCedisString(facts.amountPesewas),
    currency: 'GHS',
    time: facts.completedAt.toISOString(),
    status: 'completed',
    payer: maskPersonName(row.payerName),
    payee: maskPersonName(row.payeeName),
  };
}

/** GET /.well-known/receipt-keys: every key that verifies codes, the signing one first. */
export function receiptKeysDocument(env: Pick<Env, 'RECEIPT_SIGNING_KEY'>): { keys: PublishedReceiptKey[] } {
  return { keys: publishedKeys(receiptKeyring(env.RECEIPT_SIGNING_KEY)) };
}
