import type { Database } from '@ghanapay/db';
import { toCedisString } from '@ghanapay/money';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { BILLERS, findBiller, networkMismatch, type Biller } from './billers';
import type { BillBundle, BillRail } from './bill-rail';
import { findUserBillPayment, listUserBillPayments, type BillPaymentRow } from './bill-payment-repository';
import { holdBillPayment } from './bill-payment-state-machine';
import { BILL_MESSAGES, type TBiller, type TBillPayment } from './bill-payment.types';

export function listBillers(): TBiller[] {
  return BILLERS.map((b) => ({
    id: b.id,
    name: b.name,
    kind: b.kind,
    ...(b.network ? { network: b.network } : {}),
    needsLookup: b.needsLookup,
    hasBundles: b.hasBundles,
    minAmount: toCedisString(b.minPesewas),
    maxAmount: toCedisString(b.maxPesewas),
    customerNumberLabel: b.customerNumberLabel,
  }));
}

/** ECG names a meter by the phone linked to it; a meter not yet linked to the payer's phone has no name until paid. */
const NEW_METER_NAME = 'New meter for your number (its name shows after the first payment)';

function billerOrThrow(id: string): Biller {
  const biller = findBiller(id);
  if (!biller) throw new AppError('NOT_FOUND', BILL_MESSAGES.billerNotFound);
  return biller;
}

/** The rail, or a clear 503 when the app runs without one. */
function railOf(deps: Partial<Pick<AppDeps, 'billRail'>>): BillRail {
  if (!deps.billRail) throw new AppError('PROVIDER_UNAVAILABLE', BILL_MESSAGES.billerUnavailable);
  return deps.billRail;
}

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PROVIDER_UNAVAILABLE', BILL_MESSAGES.billerUnavailable);
  }
}

function checkCustomerNumber(biller: Biller, customerNumber: string): void {
  const mismatch = networkMismatch(biller, customerNumber);
  if (mismatch) throw new AppError('VALIDATION_FAILED', mismatch);
}

/** The customer's name for a meter, account or smartcard (or a phone number's), to confirm before paying. */
export async function lookupCustomer(
  deps: Partial<Pick<AppDeps, 'billRail'>>,
  billerId: string,
  customerNumber: string,
  payerPhone: string | null,
) {
  const biller = billerOrThrow(billerId);
  checkCustomerNumber(biller, customerNumber);
  const found = await ask(() => railOf(deps).lookup(biller.id, customerNumber, payerPhone));
  if (!found) throw new AppError('VALIDATION_FAILED', BILL_MESSAGES.unknownCustomer);
  return { billerId: biller.id, customerNumber, customerName: found.customerName ?? NEW_METER_NAME };
}

export async function listBundles(deps: Partial<Pick<AppDeps, 'billRail'>>, billerId: string, customerNumber: string) {
  const biller = billerOrThrow(billerId);
  if (!biller.hasBundles) return [];
  checkCustomerNumber(biller, customerNumber);
  const bundles = await ask(() => railOf(deps).bundles(biller.id, customerNumber));
  return bundles.map((b) => ({ id: b.id, name: b.name, price: toCedisString(b.pricePesewas) }));
}

export interface BillPaymentRequest {
  userId: string;
  billerId: string;
  customerNumber: string;
  amountPesewas?: bigint;
  bundleId?: string;
  payerPhone: string | null;
}

/** What the aggregator says about the payment before any money moves (outside the database transaction). */
export interface BillQuote {
  biller: Biller;
  customerNumber: string;
  customerName: string | null;
  amountPesewas: bigint;
  bundle: BillBundle | null;
  payerPhone: string | null;
}

/**
 * Checks a payment before it is made: the biller, the number (a phone's network), the amount within
 * the biller's bounds or the bundle's price, and the customer's name for billers that have one. Calls
 * the aggregator (lookup, bundles), so it runs before the payment's database transaction.
 */
export async function quoteBillPayment(deps: Partial<Pick<AppDeps, 'billRail'>>, input: BillPaymentRequest): Promise<BillQuote> {
  const biller = billerOrThrow(input.billerId);
  checkCustomerNumber(biller, input.customerNumber);
  const rail = railOf(deps);
  let amountPesewas: bigint;
  let bundle: BillBundle | null = null;
  if (biller.hasBundles) {
    if (!input.bundleId) throw new AppError('VALIDATION_FAILED', BILL_MESSAGES.bundleRequired);
    bundle = (await ask(() => rail.bundles(biller.id, input.customerNumber))).find((b) => b.id === input.bundleId) ?? null;
    if (!bundle) throw new AppError('VALIDATION_FAILED', BILL_MESSAGES.bundleNotFound);
    amountPesewas = bundle.pricePesewas;
  } else {
    if (input.amountPesewas === undefined) throw new AppError('VALIDATION_FAILED', BILL_MESSAGES.amountRequired);
    amountPesewas = input.amountPesewas;
    if (amountPesewas < biller.minPesewas || amountPesewas > biller.maxPesewas) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${biller.name} takes from ₵${toCedisString(biller.minPesewas)} to ₵${toCedisString(biller.maxPesewas)} a payment`,
      );
    }
  }
  let customerName: string | null = null;
  if (biller.needsLookup) {
    const found = await ask(() => rail.lookup(biller.id, input.customerNumber, input.payerPhone));
    if (!found) throw new AppError('VALIDATION_FAILED', BILL_MESSAGES.unknownCustomer);
    customerName = found.customerName;
  }
  return { biller, customerNumber: input.customerNumber, customerName, amountPesewas, bundle, payerPhone: input.payerPhone };
}

/** In the request's idempotent transaction: the money held and the payment recorded (sent after commit). */
export async function createBillPayment(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  userId: string,
  quote: BillQuote,
): Promise<TBillPayment> {
  await assertWithinRecoveryCooldown(trx, userId, quote.amountPesewas, deps.now());
  const row = await holdBillPayment(trx, deps, {
    userId,
    billerId: quote.biller.id,
    customerNumber: quote.customerNumber,
    customerName: quote.customerName,
    bundleId: quote.bundle?.id ?? null,
    bundleName: quote.bundle?.name ?? null,
    payerPhone: quote.payerPhone,
    amountPesewas: quote.amountPesewas,
  });
  return billPaymentDto(row);
}

export async function listBillPayments(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TBillPayment[]> {
  return (await listUserBillPayments(deps.db, userId)).map(billPaymentDto);
}

export async function getBillPayment(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<TBillPayment> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await findUserBillPayment(deps.db, userId, id.toLowerCase()) : undefined;
  if (!row) throw new AppError('NOT_FOUND', BILL_MESSAGES.paymentNotFound);
  return billPaymentDto(row);
}

function billPaymentDto(row: BillPaymentRow): TBillPayment {
  const biller = findBiller(row.billerId);
  const name = biller?.name ?? row.billerId;
  const amount = toCedisString(BigInt(row.amountPesewas));
  // Review is the operators' business: to the person it is still processing.
  const status = row.status === 'review' ? 'processing' : (row.status as TBillPayment['status']);
  const message =
    status === 'completed'
      ? `Paid ₵${amount} to ${name} for ${row.customerNumber}`
      : status === 'failed'
        ? `${name} payment failed${row.failureReason ? `: ${row.failureReason}` : ''}. The money is back in your wallet.`
        : `Paying ₵${amount} to ${name}. We will tell you when it is done.`;
  return {
    id: row.id,
    billerId: row.billerId,
    billerName: name,
    kind: biller?.kind ?? 'airtime',
    customerNumber: row.customerNumber,
    customerName: row.customerName,
    bundleName: row.bundleName,
    amount,
    status,
    message,
    failureReason: status === 'failed' ? (row.failureReason ?? null) : null,
    token: row.token,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}
