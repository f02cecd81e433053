import { APP_SLUG } from '@ghanapay/validators';
import { randomInt } from 'node:crypto';
import type { Database } from '@ghanapay/db';
import { generateMerchantQr, parseQr, QrError } from '@ghanapay/ghqr';
import { ensureWalletAccount, isLedgerError, transfer, type LimitBreach } from '@ghanapay/ledger';
import { formatCedis, toCedisString } from '@ghanapay/money';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { notifyUser } from '../../notify';
import { limitError } from '../limits/limits-service';
import { holdForOpenReversals } from '../reversals/reversal-service';
import {
  addRefunded,
  findMerchantByCode,
  findMerchantByUser,
  findMerchantPaymentView,
  findUserByUsername,
  insertMerchant,
  insertMerchantPayment,
  listMerchantTakings,
  lockMerchantPayment,
  type MerchantPaymentView,
  type MerchantRow,
} from './merchant-repository';
import { renderMerchantPoster } from './merchant-poster-renderer';
import { MERCHANT_MESSAGES, type TMerchant, type TMerchantPayment } from './merchant.types';
import { noticeText } from '../../../i18n/translate';

function merchantDto(row: MerchantRow): TMerchant {
  return {
    merchantId: row.merchantCode,
    businessName: row.businessName,
    categoryCode: row.categoryCode,
    city: row.city,
    createdAt: row.createdAt,
  };
}

/** A merchant profile for the signed-in person, with a 6-digit merchant ID short enough to type on USSD. */
export async function openMerchant(
  db: Database,
  userId: string,
  input: { businessName: string; categoryCode: string; city: string },
): Promise<TMerchant> {
  if (await findMerchantByUser(db, userId)) throw new AppError('ALREADY_EXISTS', MERCHANT_MESSAGES.alreadyMerchant);
  for (let attempt = 0; attempt < 20; attempt++) {
    const merchantCode = String(randomInt(100_000, 1_000_000));
    const row = await insertMerchant(db, { userId, merchantCode, ...input }).catch((error: unknown) => {
      // The person's second profile at the same moment: the unique user_id refuses it.
      if ((error as { constraint?: string }).constraint === 'merchants_user_id_key')
        throw new AppError('ALREADY_EXISTS', MERCHANT_MESSAGES.alreadyMerchant);
      throw error;
    });
    if (row) return merchantDto(row);
  }
  throw new Error('No free merchant ID after 20 draws');
}

async function myMerchant(db: Database, userId: string): Promise<MerchantRow> {
  const merchant = await findMerchantByUser(db, userId);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_MESSAGES.notMerchant);
  return merchant;
}

export async function getMyMerchant(db: Database, userId: string): Promise<TMerchant> {
  return merchantDto(await myMerchant(db, userId));
}

export async function listMyTakings(db: Database, userId: string): Promise<TMerchantPayment[]> {
  const merchant = await myMerchant(db, userId);
  return (await listMerchantTakings(db, merchant.id)).map(paymentDto);
}

/** The merchant's GhQR code: dynamic with an amount (and a reference), static without. */
export async function myMerchantQr(
  db: Database,
  userId: string,
  input: { amount?: bigint; reference?: string },
): Promise<{ payload: string }> {
  return { payload: qrPayloadOf(await myMerchant(db, userId), input) };
}

function qrPayloadOf(merchant: MerchantRow, input: { amount?: bigint; reference?: string }): string {
  return generateMerchantQr({
    merchantId: merchant.merchantCode,
    name: merchant.businessName,
    city: merchant.city,
    categoryCode: merchant.categoryCode,
    ...(input.amount !== undefined ? { amountPesewas: input.amount } : {}),
    ...(input.reference ? { reference: input.reference } : {}),
  });
}

/** The printable A6 poster of my static code (GET /api/merchants/me/poster.pdf), made in a worker thread. */
export async function myMerchantPoster(db: Database, userId: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const merchant = await myMerchant(db, userId);
  const pdf = await renderMerchantPoster({
    businessName: merchant.businessName,
    merchantId: merchant.merchantCode,
    city: merchant.city,
    payload: qrPayloadOf(merchant, {}),
  });
  return { filename: `${APP_SLUG}-poster-${merchant.merchantCode}.pdf`, pdf };
}

function fullName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

function readCode(payload: string) {
  try {
    return parseQr(payload);
  } catch (error) {
    if (error instanceof QrError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
}

/** What a scanned code is: one of our merchants, one of our people, or a clear refusal. */
export async function readQrCode(db: Database, payload: string) {
  const code = readCode(payload);
  if (code.kind === 'person') {
    const person = await findUserByUsername(db, code.username);
    if (!person) throw new AppError('NOT_FOUND', MERCHANT_MESSAGES.personNotFound);
    return { kind: 'person' as const, name: fullName(person), username: person.username };
  }
  if (code.network !== 'ghanapay' || !code.merchantId) throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.otherNetwork);
  const merchant = await findMerchantByCode(db, code.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_MESSAGES.merchantNotFound);
  return {
    kind: 'merchant' as const,
    name: merchant.businessName,
    merchantId: merchant.merchantCode,
    ...(code.amountPesewas !== undefined ? { amount: toCedisString(code.amountPesewas) } : {}),
    ...(code.reference ? { reference: code.reference } : {}),
  };
}

export interface PayMerchantInput {
  qrPayload?: string;
  merchantId?: string;
  amount?: bigint;
  reference?: string;
}

/** The merchant and amount a payment names (a code's own amount wins over the body's), checked before the money's transaction. */
export async function resolveMerchantPayment(db: Database, payerId: string, input: PayMerchantInput) {
  let code = input.merchantId;
  let amount = input.amount;
  let reference = input.reference ?? null;
  if (input.qrPayload) {
    const read = readCode(input.qrPayload);
    if (read.kind !== 'merchant' || read.network !== 'ghanapay' || !read.merchantId) {
      throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.otherNetwork);
    }
    code = read.merchantId;
    if (read.amountPesewas !== undefined) amount = read.amountPesewas;
    if (read.reference) reference = read.reference;
  }
  if (!code) throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.merchantNotFound);
  if (amount === undefined) throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.amountRequired);
  return { merchant: await merchantToPay(db, payerId, code), amount, reference };
}

/** The merchant a payer names by its ID: unknown (404) or the payer's own business (400) refused. */
export async function merchantToPay(db: Database, payerId: string, code: string): Promise<MerchantRow> {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_MESSAGES.merchantNotFound);
  if (merchant.userId === payerId) throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.ownMerchant);
  return merchant;
}

/** In the request's idempotent transaction: the payment from the payer's wallet to the merchant's, in one journal. */
export async function payMerchant(
  trx: Database,
  payerId: string,
  resolved: { merchant: MerchantRow; amount: bigint; reference: string | null },
  now: Date,
): Promise<TMerchantPayment> {
  await assertWithinRecoveryCooldown(trx, payerId, resolved.amount, now);
  const [from, to] = [await ensureWalletAccount(trx, payerId), await ensureWalletAccount(trx, resolved.merchant.userId)];
  let journalId: string;
  try {
    const posted = await transfer(trx, {
      from,
      to,
      amountPesewas: resolved.amount,
      kind: 'merchant_payment',
      description: `Payment to ${resolved.merchant.businessName} (${resolved.merchant.merchantCode})`,
    });
    journalId = posted.journalId;
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', MERCHANT_MESSAGES.insufficient);
    if (isLedgerError(error, 'LIMIT_EXCEEDED')) throw limitError(error.details as unknown as LimitBreach);
    throw error;
  }
  const row = await insertMerchantPayment(trx, {
    merchantId: resolved.merchant.id,
    payerId,
    amountPesewas: resolved.amount,
    reference: resolved.reference,
    journalId,
  });
  const view = await findMerchantPaymentView(trx, row.id);
  return paymentDto(view!);
}

/** After commit: the merchant sees it at once (takings list) and is told. */
export async function noticeMerchantPaid(deps: Pick<AppDeps, 'db' | 'notifier' | 'now'>, paymentId: string): Promise<void> {
  const view = await findMerchantPaymentView(deps.db, paymentId);
  if (!view) return;
  const merchant = await findMerchantByCode(deps.db, view.merchantCode);
  if (!merchant) return;
  // A reversal request waiting on the merchant's money takes its share now, before it can be spent.
  holdForOpenReversals(deps, merchant.userId);
  const notice = noticeText('email.merchantPaid', 'merchantSms.paid', {
    business: view.businessName,
    amount: formatCedis(BigInt(view.amountPesewas)),
    name: fullName({ firstName: view.payerFirstName, lastName: view.payerLastName, username: view.payerUsername }),
    reference: view.reference ? ` (${view.reference})` : '',
  });
  await notifyUser(deps, merchant.userId, 'transactions', notice).catch(() => {});
}

/** A refund by the merchant only, at most what is left of the payment; money coming back, never refused by a limit. */
export async function refundMerchantPayment(
  trx: Database,
  userId: string,
  input: { id: string; amount?: bigint },
): Promise<TMerchantPayment> {
  const merchant = await findMerchantByUser(trx, userId);
  const row = /^[0-9a-f-]{36}$/i.test(input.id) ? await lockMerchantPayment(trx, input.id.toLowerCase()) : undefined;
  if (!merchant || !row || row.merchantId !== merchant.id) throw new AppError('NOT_FOUND', MERCHANT_MESSAGES.paymentNotFound);
  const left = BigInt(row.amountPesewas) - BigInt(row.refundedPesewas);
  const amount = input.amount ?? left;
  if (amount <= 0n || amount > left) throw new AppError('VALIDATION_FAILED', MERCHANT_MESSAGES.refundTooLarge);
  try {
    await transfer(trx, {
      from: await ensureWalletAccount(trx, merchant.userId),
      to: await ensureWalletAccount(trx, row.payerId),
      amountPesewas: amount,
      kind: 'merchant_refund',
      description: `Refund of payment ${row.id} by ${merchant.businessName}`,
    });
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', MERCHANT_MESSAGES.merchantCannotRefund);
    throw error;
  }
  await addRefunded(trx, row.id, amount);
  return paymentDto((await findMerchantPaymentView(trx, row.id))!);
}

function paymentDto(view: MerchantPaymentView): TMerchantPayment {
  return {
    id: view.id,
    status: 'completed',
    amount: toCedisString(BigInt(view.amountPesewas)),
    refunded: toCedisString(BigInt(view.refundedPesewas)),
    merchantId: view.merchantCode,
    merchantName: view.businessName,
    payerName: fullName({ firstName: view.payerFirstName, lastName: view.payerLastName, username: view.payerUsername }),
    reference: view.reference,
    receiptUrl: `/api/receipts/merchant-${view.id}`,
    createdAt: view.createdAt,
  };
}
