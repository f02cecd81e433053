import type { Database } from '@ghanapay/db';
import { formatCedis, MAX_TRANSACTION_MESSAGE, MAX_TRANSACTION_PESEWAS } from '@ghanapay/money';
import { AppError } from '../../../errors';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import type { AppDeps } from '../../../deps';
import { JOURNAL_KINDS, movePayment } from '../money-movements';
import { MONEY_REQUEST_TTL_MS, REQUEST_PAYMENT_TYPE } from '../money-policy';
import { toMoneyRequestDto, type TMoneyRequest } from './money-request-dto';
import {
  expireOverdueRequestRows,
  findMoneyRequestRow,
  insertMoneyRequest,
  lockMoneyRequest,
  updateMoneyRequest,
} from './money-request-repository';
import { findMoneyUserById, findMoneyUserReachableBy, fullName } from '../money-user-repository';
import { insertTransaction } from '../transaction-repository';
import { assertNotBlocked } from '../../social';
import { waitIfTheRulesAsk, type TWaiting } from '../waiting-payments/waiting-payment-service';

/** Asks someone for money; it expires MONEY_REQUEST_TTL_MS later unless answered. */
export async function createMoneyRequest(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { requesterId: string; payerId: string; amountPesewas: bigint; message: string | null },
): Promise<TMoneyRequest> {
  if (command.payerId === command.requesterId) throw new AppError('VALIDATION_FAILED', 'You cannot request money from yourself');
  // Someone who blocked you is as unknown as an id nobody has (the same query, the same answer); and
  // you cannot ask someone you blocked.
  const payer = await findMoneyUserReachableBy(trx, command.requesterId, command.payerId);
  if (!payer) throw new AppError('NOT_FOUND', 'User not found');
  await assertNotBlocked(trx, { actorId: command.requesterId, targetId: payer.id, action: 'money-request' });
  const now = deps.now();
  const id = await insertMoneyRequest(trx, {
    requesterId: command.requesterId,
    payerId: payer.id,
    amountPesewas: command.amountPesewas.toString(),
    message: command.message,
    status: 'pending',
    requestedAt: now,
    expiresAt: new Date(now.getTime() + MONEY_REQUEST_TTL_MS),
  });
  const row = await findMoneyRequestRow(trx, id);
  if (!row) throw new Error(`Money request ${id} vanished`);
  return toMoneyRequestDto(row);
}

export interface MoneyRequestResponse {
  message: string;
  status: 'approved' | 'rejected';
  transactionId: number | null;
}

/**
 * The payer answers a request. Approve pays the requester in the same transaction (payer wallet →
 * requester wallet, a `request_payment` transaction); a short wallet throws INSUFFICIENT_FUNDS and
 * the request stays pending. Only the payer may answer (anyone else: not found); a request answered
 * already, or past its expiry, is a 409.
 */
export async function respondToMoneyRequest(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; requestId: number; action: 'approve' | 'reject' },
): Promise<MoneyRequestResponse> {
  const id = String(command.requestId);
  const request = await lockMoneyRequest(trx, id);
  if (!request || request.payerId !== command.userId) throw new AppError('NOT_FOUND', 'Money request not found');
  const now = deps.now();
  if (request.status !== 'pending') throw new AppError('INVALID_STATE', `This request was already ${request.status}`);
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) throw new AppError('INVALID_STATE', 'This request has expired');

  if (command.action === 'reject') {
    await updateMoneyRequest(trx, id, { status: 'rejected', respondedAt: now });
    return { message: 'Request rejected', status: 'rejected', transactionId: null };
  }

  const amountPesewas = BigInt(request.amountPesewas);
  // A request made before the per-transaction ceiling existed may ask for more: it can be rejected,
  // never paid (the request stays pending).
  if (amountPesewas > MAX_TRANSACTION_PESEWAS) throw new AppError('VALIDATION_FAILED', MAX_TRANSACTION_MESSAGE);
  await assertWithinRecoveryCooldown(trx, request.payerId, amountPesewas, now, request.requesterId);
  const transactionId = await insertTransaction(trx, {
    senderId: request.payerId,
    recipientId: request.requesterId,
    amountPesewas: amountPesewas.toString(),
    message: request.message,
    status: 'completed',
    transactionType: REQUEST_PAYMENT_TYPE,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
  });
  // Paying a request is a payment like a send: the payer's guardian and large-first-payment wait apply.
  const waiting = await waitIfTheRulesAsk(trx, {
    transactionId,
    senderId: request.payerId,
    recipientId: request.requesterId,
    amountPesewas,
    journalKind: JOURNAL_KINDS.requestPayment,
    now,
  });
  if (!waiting)
    await movePayment(trx, {
      transactionId,
      senderId: request.payerId,
      recipientId: request.requesterId,
      amountPesewas,
      kind: JOURNAL_KINDS.requestPayment,
    });
  await updateMoneyRequest(trx, id, { status: 'approved', respondedAt: now, transactionId });
  const requester = await findMoneyUserById(trx, request.requesterId);
  const to = requester ? fullName(requester) : 'the requester';
  return {
    message: waiting ? waitingMessage(amountPesewas, to, waiting) : `Payment of ${formatCedis(amountPesewas)} sent to ${to}`,
    status: 'approved',
    transactionId: Number(transactionId),
  };
}

/** What the payer is told when their payment of a request waits (Ghana's clock is UTC all year). */
function waitingMessage(amount: bigint, to: string, waiting: TWaiting): string {
  if (waiting.reason === 'guardian')
    return `Payment of ${formatCedis(amount)} to ${to} is waiting for your guardian's approval (they have one hour; otherwise the money comes back to you)`;
  return `Payment of ${formatCedis(amount)} to ${to} arrives at ${waiting.until.slice(11, 16)} as your first large payment to them; you can cancel it until then`;
}

/**
 * The requester withdraws a request nobody has answered yet (a split bill's creator cancelling an
 * unpaid share): it becomes `cancelled` and can no longer be paid. Anyone but the requester: not
 * found; answered, cancelled or past its expiry: a 409.
 */
export async function cancelMoneyRequest(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; requestId: string },
): Promise<void> {
  const request = await lockMoneyRequest(trx, command.requestId);
  if (!request || request.requesterId !== command.userId) throw new AppError('NOT_FOUND', 'Money request not found');
  const now = deps.now();
  if (request.status !== 'pending') throw new AppError('INVALID_STATE', `This request was already ${request.status}`);
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) throw new AppError('INVALID_STATE', 'This request has expired');
  await updateMoneyRequest(trx, command.requestId, { status: 'cancelled', respondedAt: now });
}

/** The queue's job: pending requests past their expiry become `expired`. Returns how many. */
export async function expireOverdueMoneyRequests(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  return expireOverdueRequestRows(deps.db, deps.now());
}
