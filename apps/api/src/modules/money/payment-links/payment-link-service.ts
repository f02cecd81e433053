import { randomBytes } from 'node:crypto';
import type { Database } from '@ghanapay/db';
import { formatCedis, toCedisString } from '@ghanapay/money';
import { ghanaNetworkOf } from '@ghanapay/validators';
import QRCode from 'qrcode';
import type { AppDeps } from '../../../deps';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import { assertAddMoneyRoom } from '../limits/limits-service';
import { momoDisplayName } from '../transfers/recipient-preview';
import { confirmByReference, otpPrompt, OVER_LIMIT_CODE, recordCollection, submitCollectionOtp } from '../external';
import {
  closeUserPaymentLink,
  findLinkPayment,
  findPaymentLinkByCode,
  findUserPaymentLink,
  insertPaymentLink,
  listUserPaymentLinks,
  type PaymentLinkWithPayments,
  type PublicPaymentLinkRow,
} from './payment-link-repository';
import {
  PAYMENT_LINK_MAX_DAYS,
  PAYMENT_LINK_MESSAGES as M,
  type TCreatePaymentLinkRequest,
  type TLinkPayment,
  type TPaymentLink,
  type TPayPaymentLinkRequest,
  type TPublicPaymentLink,
} from './payment-link.types';

const LINKS_LIST_LIMIT = 100;
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const DAY_MS = 86_400_000;

/** Ten base32 characters from the system's random source: 50 bits, short enough to type, too many to guess. */
function newLinkCode(): string {
  return Array.from(randomBytes(10), (byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** The public origin a link points at: APP_ORIGIN when set (behind a proxy), else the request's own. */
export function linkOrigin(env: Pick<Env, 'APP_ORIGIN'>, request: { protocol: string; host: string | undefined }): string {
  return env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : new URL(`${request.protocol}://${request.host ?? 'localhost'}`).origin;
}

const linkUrl = (origin: string, code: string) => `${origin}/pay/${code}`;

type LinkStatus = TPaymentLink['status'];

function statusOf(link: PaymentLinkWithPayments, now: Date): LinkStatus {
  if (link.closedAt) return 'closed';
  if (link.singleUse && link.paymentsCount > 0) return 'used';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function toPaymentLinkDto(link: PaymentLinkWithPayments, origin: string, now: Date): TPaymentLink {
  return {
    id: link.id,
    code: link.code,
    url: linkUrl(origin, link.code),
    amount: link.amountPesewas === null ? null : toCedisString(BigInt(link.amountPesewas)),
    description: link.description,
    singleUse: link.singleUse,
    expiresAt: link.expiresAt,
    status: statusOf(link, now),
    paymentsCount: link.paymentsCount,
    receivedTotal: toCedisString(BigInt(link.receivedPesewas)),
    createdAt: link.createdAt,
    closedAt: link.closedAt,
  };
}

export async function createPaymentLink(
  deps: AppDeps,
  userId: string,
  input: TCreatePaymentLinkRequest,
  origin: string,
): Promise<TPaymentLink> {
  const now = deps.now();
  if (input.expiresAt) {
    if (input.expiresAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_FAILED', M.expiresInPast);
    if (input.expiresAt.getTime() - now.getTime() > PAYMENT_LINK_MAX_DAYS * DAY_MS)
      throw new AppError('VALIDATION_FAILED', M.expiresTooFar);
  }
  const id = crypto.randomUUID();
  await insertPaymentLink(deps.db, {
    id,
    userId,
    code: newLinkCode(),
    amountPesewas: input.amount == null ? null : input.amount.toString(),
    description: input.description,
    singleUse: input.singleUse,
    expiresAt: input.expiresAt ?? null,
    closedAt: null,
    createdAt: now,
  });
  return getPaymentLink(deps, userId, id, origin);
}

/**
 * A split bill's share for someone without a wallet: a single-use link for exactly the share, owned by
 * the bill's creator, written in the bill's transaction. Open until paid or the bill's share is cancelled.
 */
export async function insertShareLink(
  trx: Database,
  input: { ownerId: string; amountPesewas: bigint; description: string; now: Date },
): Promise<{ id: string; code: string }> {
  const link = { id: crypto.randomUUID(), code: newLinkCode() };
  await insertPaymentLink(trx, {
    ...link,
    userId: input.ownerId,
    amountPesewas: input.amountPesewas.toString(),
    description: input.description.slice(0, 100),
    singleUse: true,
    expiresAt: null,
    closedAt: null,
    createdAt: input.now,
  });
  return link;
}

/** Closes a share's link (the bill's share cancelled): a payment already approved still lands; no new one starts. */
export async function closeShareLink(trx: Database, ownerId: string, linkId: string, now: Date): Promise<void> {
  await closeUserPaymentLink(trx, ownerId, linkId, now);
}

/** A link's public address. */
export function paymentLinkUrl(origin: string, code: string): string {
  return linkUrl(origin, code);
}

async function getPaymentLink(deps: AppDeps, userId: string, id: string, origin: string): Promise<TPaymentLink> {
  const link = await findUserPaymentLink(deps.db, userId, id);
  if (!link) throw new AppError('NOT_FOUND', M.notFound);
  return toPaymentLinkDto(link, origin, deps.now());
}

export async function listPaymentLinks(deps: AppDeps, userId: string, origin: string): Promise<TPaymentLink[]> {
  const now = deps.now();
  return (await listUserPaymentLinks(deps.db, userId, LINKS_LIST_LIMIT)).map((link) => toPaymentLinkDto(link, origin, now));
}

export async function closePaymentLink(deps: AppDeps, userId: string, id: string, origin: string): Promise<TPaymentLink> {
  if (!(await closeUserPaymentLink(deps.db, userId, id, deps.now()))) throw new AppError('NOT_FOUND', M.notFound);
  return getPaymentLink(deps, userId, id, origin);
}

/** The link's QR code as an SVG image (what a shop prints or a phone shows to be scanned). */
export async function paymentLinkQr(deps: AppDeps, userId: string, id: string, origin: string): Promise<{ url: string; svg: string }> {
  const link = await getPaymentLink(deps, userId, id, origin);
  return { url: link.url, svg: await QRCode.toString(link.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }) };
}

// ---------------------------------------------------------------------------------------------
// The public side: anyone holding the link, signed in or not.

/** A link anyone may pay now, or 404: unknown, closed, expired and used all answer the same. */
function payableLink(link: PublicPaymentLinkRow | undefined, now: Date): PublicPaymentLinkRow {
  if (!link || link.ownerClosedAt !== null || statusOf(link, now) !== 'open') throw new AppError('NOT_FOUND', M.notPayable);
  return link;
}

const ownerNameOf = (link: PublicPaymentLinkRow) => momoDisplayName({ firstName: link.ownerFirstName, lastName: link.ownerLastName });

export async function publicPaymentLink(deps: AppDeps, code: string): Promise<TPublicPaymentLink> {
  const link = payableLink(await findPaymentLinkByCode(deps.db, code), deps.now());
  return {
    code: link.code,
    ownerName: ownerNameOf(link),
    description: link.description,
    amount: link.amountPesewas === null ? null : toCedisString(BigInt(link.amountPesewas)),
    payable: !(link.singleUse && link.pendingCount > 0),
    networks: ['MTN', 'TELECEL', 'AIRTELTIGO'],
  };
}

/**
 * A payer starts a payment: a collection from their number into the link owner's wallet, asked after
 * commit of MTN (request to pay) or, for Telecel and AirtelTigo, of the aggregator (a charge, which
 * may ask for the code the network texts the payer). Under the link's row lock, so a single-use link has at most one
 * payment waiting at a time. Nothing here can debit the owner: a collection only credits.
 */
export async function payPaymentLink(deps: AppDeps, input: TPayPaymentLinkRequest): Promise<TLinkPayment> {
  if (ghanaNetworkOf(input.phoneNumber) !== input.network) throw new AppError('VALIDATION_FAILED', M.networkMismatch);
  const { paymentId, ownerName, amount } = await deps.db.transaction().execute(async (trx) => {
    const link = payableLink(await findPaymentLinkByCode(trx, input.code, true), deps.now());
    const fixed = link.amountPesewas === null ? null : BigInt(link.amountPesewas);
    if (fixed !== null && input.amount != null && input.amount !== fixed) throw new AppError('VALIDATION_FAILED', M.amountFixed);
    const amount = fixed ?? input.amount;
    if (amount == null) throw new AppError('VALIDATION_FAILED', M.amountRequired);
    if (link.singleUse && link.pendingCount > 0) throw new AppError('INVALID_STATE', M.inFlight);
    try {
      // Counted with the owner's collections still waiting, as Add Money is; the payer is told no more than that it does not fit.
      await assertAddMoneyRoom(trx, link.userId, amount);
    } catch (error) {
      if (error instanceof AppError && error.code === 'LIMIT_EXCEEDED') throw new AppError('LIMIT_EXCEEDED', M.tooLarge);
      throw error;
    }
    const row = await recordCollection(trx, deps, {
      userId: link.userId,
      network: input.network,
      phoneNumber: input.phoneNumber,
      accountName: 'Payment link payer',
      amountPesewas: amount,
      source: { paymentLinkId: link.id },
    });
    return { paymentId: row.id, ownerName: ownerNameOf(link), amount };
  });
  deps.kickTransfer?.(paymentId);
  return {
    paymentId,
    status: 'pending',
    amount: toCedisString(amount),
    ownerName,
    failureReason: null,
    sentBack: false,
    message: `Approve the prompt on your phone to pay ${formatCedis(amount)} to ${ownerName}`,
  };
}

/**
 * A payment as its payer's page polls it. A payment still waiting is checked with MTN by its reference
 * (as a callback is): the answer is applied once under the transfer's lock, whichever comes first.
 */
export async function linkPaymentStatus(deps: AppDeps, code: string, paymentId: string): Promise<TLinkPayment> {
  const link = await findPaymentLinkByCode(deps.db, code);
  let payment = link ? await findLinkPayment(deps.db, link.id, paymentId) : undefined;
  if (!link || !payment) throw new AppError('NOT_FOUND', M.paymentNotFound);
  if (payment.status === 'processing' && (await confirmByReference(deps, payment.id)))
    payment = (await findLinkPayment(deps.db, link.id, paymentId))!;
  const ownerName = ownerNameOf(link);
  const amount = BigInt(payment.amountPesewas);
  const status =
    payment.status === 'completed'
      ? 'completed'
      : payment.status === 'failed'
        ? 'failed'
        : payment.payerStep === 'otp'
          ? 'awaiting_otp'
          : 'pending';
  // The owner's balance limit is theirs: the payer learns only that the money is coming back.
  const sentBack = status === 'failed' && payment.failureCode === OVER_LIMIT_CODE;
  const failureReason =
    status !== 'failed'
      ? null
      : sentBack
        ? `${ownerName} could not receive it, so it is being sent back to your number`
        : payment.failureReason;
  const message =
    status === 'completed'
      ? `You paid ${formatCedis(amount)} to ${ownerName}`
      : status === 'awaiting_otp'
        ? `${otpPrompt(payment)} paying ${formatCedis(amount)} to ${ownerName}`
        : status === 'pending'
          ? `Approve the prompt on your phone to pay ${formatCedis(amount)} to ${ownerName}`
          : sentBack
            ? `${formatCedis(amount)} is being sent back to your number`
            : `Your payment of ${formatCedis(amount)} did not go through. Nothing was taken from your mobile money wallet.`;
  return { paymentId: payment.id, status, amount: toCedisString(amount), ownerName, failureReason, sentBack, message };
}

/** The code a payer's network texted them, for a payment of this link waiting for one (another link's payment: 404). */
export async function submitLinkPaymentOtp(deps: AppDeps, code: string, paymentId: string, otp: string): Promise<TLinkPayment> {
  const link = await findPaymentLinkByCode(deps.db, code);
  const payment = link ? await findLinkPayment(deps.db, link.id, paymentId) : undefined;
  if (!link || !payment) throw new AppError('NOT_FOUND', M.paymentNotFound);
  await submitCollectionOtp(deps, payment.id, otp);
  return linkPaymentStatus(deps, code, paymentId);
}
