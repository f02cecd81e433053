import type { Database } from '@ghanapay/db';
import type { ReceiptIdFormat } from './verify-code';
import {
  findBillReceiptRow,
  findMerchantReceiptRow,
  findP2pReceiptRow,
  findTransferOutReceiptRow,
  type ReceiptRow,
} from './receipts-repository';

/**
 * Where receipts come from: one entry per kind of completed payment. A new kind (bills, airtime,
 * merchant payments) adds one entry: a tag never used before (it is inside every code issued, so a
 * tag is never reused or renumbered), how its ids look, its reference and its loader, which answers
 * only a completed payment.
 */
export interface ReceiptSource {
  /** One byte in the verify code. */
  tag: number;
  idFormat: ReceiptIdFormat;
  /** What the payer quotes to support: the id as the app shows it. */
  referenceOf: (sourceId: string) => string;
  load: (db: Database, sourceId: string) => Promise<ReceiptRow | null>;
}

export const RECEIPT_SOURCES = {
  /** A P2P payment (transactions, status completed): the id is the transaction's number. */
  p2p: {
    tag: 1,
    idFormat: 'integer',
    referenceOf: (id) => `GHP${id.padStart(8, '0')}`,
    load: findP2pReceiptRow,
  },
  /** A transfer out to a linked account or a bank (external_transfers, direction out): the id is the provider's reference. */
  transfer: {
    tag: 2,
    idFormat: 'uuid',
    referenceOf: (id) => id,
    load: findTransferOutReceiptRow,
  },
  /** Airtime, data or a bill (bill_payments, status completed). */
  bill: {
    tag: 3,
    idFormat: 'uuid',
    referenceOf: (id) => id,
    load: findBillReceiptRow,
  },
  /** A payment to a merchant by GhQR code or merchant ID (merchant_payments). */
  merchant: {
    tag: 4,
    idFormat: 'uuid',
    referenceOf: (id) => id,
    load: findMerchantReceiptRow,
  },
} as const satisfies Record<string, ReceiptSource>;

export type ReceiptKind = keyof typeof RECEIPT_SOURCES;

const KINDS = Object.keys(RECEIPT_SOURCES) as ReceiptKind[];

export function kindOfTag(tag: number): ReceiptKind | undefined {
  return KINDS.find((kind) => RECEIPT_SOURCES[kind].tag === tag);
}

const ID_SHAPES: Record<ReceiptIdFormat, RegExp> = {
  integer: /^[1-9]\d{0,17}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/**
 * A receipt's id is "<kind>-<source id>": "p2p-42", "transfer-0b9c…". Null for anything else, so a
 * malformed id is simply not found (and never reaches SQL in a shape PostgreSQL would refuse).
 */
export function parseReceiptId(receiptId: string): { kind: ReceiptKind; sourceId: string } | null {
  const dash = receiptId.indexOf('-');
  if (dash <= 0) return null;
  const kind = KINDS.find((k) => k === receiptId.slice(0, dash));
  const sourceId = receiptId.slice(dash + 1).toLowerCase();
  if (!kind || !ID_SHAPES[RECEIPT_SOURCES[kind].idFormat].test(sourceId)) return null;
  return { kind, sourceId };
}

export const receiptIdOf = (kind: ReceiptKind, sourceId: string) => `${kind}-${sourceId}`;
