import type { Database } from '@ghanapay/db';
import {
  addBusinessDays,
  feeFor,
  formatCedis,
  INSTANT_TRANSFER_MINIMUM_MESSAGE,
  INSTANT_TRANSFER_MINIMUM_PESEWAS,
  pesewasHalfUp,
  toIsoDate,
} from '@ghanapay/money';
import type { PayoutDestination } from '@ghanapay/providers';
import { findGhanaBank, GHANA_BANKS, NETWORK_OF_PROVIDER, type MobileMoneyProvider } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { PAYOUT_HOUR_UTC, SCHEDULE_MAX_DAYS_AHEAD, STANDARD_TRANSFER_BUSINESS_DAYS, TRANSFERS_LIST_LIMIT } from '../money-policy';
import {
  findExternalTransfer,
  listUserExternalTransfers,
  transferOfBankTransfer,
  transfersOfBankTransfers,
  type ExternalTransferRow,
} from './external-transfer-repository';
import {
  findBankTransfer,
  findUnreportedBankTransfer,
  insertBankTransfer,
  listUserBankTransfers,
  lockBankReference,
  markInterconnectReported,
} from './bank-transfer-repository';
import { findOwnBankAccount, findOwnCard, findOwnMobileMoneyAccount } from './linked-account-repository';
import { TRANSFER_MESSAGES, type TBankTransfer, type TExternalTransfer } from './external-transfer.types';
import { holdPayout, recordCardCollection, recordCollection } from './transfer-state-machine';
import { submitCollectionOtp } from './collection-otp';
import { assertAddMoneyRoom } from '../limits/limits-service';
import { isoDay, transferMessage, type TransferMessage } from './transfer-answer-message';
import { accountNumberLabel, destinationLabel, shortDate, toBankTransferDto, toExternalTransferDto } from './transfer-dto';

type LinkedRef = { prefix: 'momo' | 'bank' | 'card' | null; id: string };

interface LinkedAccount {
  type: 'mobile_money' | 'bank';
  id: string;
  destination: PayoutDestination;
  bankName: string | null;
  isActive: boolean;
  isVerified: boolean;
}

/** The signed-in user's own linked account, or 404 (another user's id is as unknown as a missing one). */
async function loadLinkedAccount(db: Database, userId: string, ref: LinkedRef, accountType: string | undefined): Promise<LinkedAccount> {
  const kind = ref.prefix === 'momo' ? 'mobile_money' : ref.prefix === 'bank' ? 'bank' : ref.prefix === 'card' ? 'card' : accountType;
  if (kind === 'card') throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.cardsNotSupported);
  if (kind === 'bank') {
    const row = await findOwnBankAccount(db, userId, ref.id);
    if (!row) throw new AppError('NOT_FOUND', TRANSFER_MESSAGES.accountNotFound);
    const bank = findGhanaBank(row.bankCode ?? row.bankName);
    if (!bank) throw new AppError('VALIDATION_FAILED', 'This bank cannot receive transfers yet');
    return {
      type: 'bank',
      id: row.id,
      bankName: row.bankName,
      destination: { kind: 'bank', bankSortCode: bank.sortCode, accountNumber: row.accountNumber, accountName: row.accountName },
      isActive: row.isActive,
      isVerified: row.isVerified,
    };
  }
  const row = await findOwnMobileMoneyAccount(db, userId, ref.id);
  if (!row) throw new AppError('NOT_FOUND', TRANSFER_MESSAGES.accountNotFound);
  return {
    type: 'mobile_money',
    id: row.id,
    bankName: null,
    destination: {
      kind: 'mobile_money',
      network: NETWORK_OF_PROVIDER[row.provider as MobileMoneyProvider],
      phoneNumber: row.phoneNumber,
      accountName: row.accountName,
    },
    isActive: row.isActive,
    isVerified: row.isVerified,
  };
}

function usable(account: LinkedAccount): void {
  if (!account.isActive) throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.accountInactive);
  if (!account.isVerified) throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.accountUnverified);
}

/** How an own linked account reads on screens: "MTN MoMo 024 123 4567", "GCB Bank 1234567890". */
function linkedAccountLabel(account: LinkedAccount): string {
  const d = account.destination;
  const row =
    d.kind === 'mobile_money'
      ? { destinationKind: 'mobile_money' as const, network: d.network, bankName: null, accountNumber: d.phoneNumber }
      : { destinationKind: 'bank' as const, network: null, bankName: account.bankName, accountNumber: d.accountNumber };
  return `${destinationLabel(row)} ${accountNumberLabel(row)}`;
}

/**
 * The signed-in user's own linked account a transfer out can go to now (active and verified), with
 * its label; another user's id or a removed account is 404, one turned off or unverified a 400, as
 * POST /api/wallet/transfer answers. Standing transfers check it when made and before each run.
 */
export async function usableLinkedAccount(
  db: Database,
  userId: string,
  ref: LinkedRef,
  accountType?: string,
): Promise<{ type: 'mobile_money' | 'bank'; id: string; label: string }> {
  const account = await loadLinkedAccount(db, userId, ref, accountType);
  usable(account);
  return { type: account.type, id: account.id, label: linkedAccountLabel(account) };
}

/** An own linked account's label, or null once it is unlinked (its row is deleted). */
export async function linkedAccountLabelOf(
  db: Database,
  userId: string,
  type: 'mobile_money' | 'bank',
  id: string,
): Promise<string | null> {
  try {
    return linkedAccountLabel(await loadLinkedAccount(db, userId, { prefix: type === 'bank' ? 'bank' : 'momo', id }, type));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** 08:00 on a day (Ghana is UTC all year): when a day's payouts start. */
function payoutTimeOn(isoDate: string): Date {
  return new Date(`${isoDate}T${String(PAYOUT_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}

/** POST /api/wallet/transfer: wallet → a linked account, standard (free, 3 business days) or instant (1.75 %). */
export async function transferToAccount(
  trx: Database,
  deps: AppDeps,
  input: {
    userId: string;
    amountPesewas: bigint;
    account: LinkedRef;
    accountType?: string;
    transferType: 'standard' | 'instant';
    clientFee?: string | null;
  },
): Promise<{ message: string; transfer: TExternalTransfer } & TransferMessage> {
  if (input.transferType === 'instant' && input.amountPesewas < INSTANT_TRANSFER_MINIMUM_PESEWAS)
    throw new AppError('VALIDATION_FAILED', INSTANT_TRANSFER_MINIMUM_MESSAGE);
  const account = await loadLinkedAccount(trx, input.userId, input.account, input.accountType);
  usable(account);
  const fee = feeFor(input.transferType === 'instant' ? 'transfer_instant' : 'transfer_standard', input.amountPesewas);
  if (input.clientFee != null && pesewasHalfUp(input.clientFee) !== fee) {
    throw new AppError('VALIDATION_FAILED', `Fee mismatch: the fee for this transfer is ${formatCedis(fee)}`, { fee: formatCedis(fee) });
  }
  const now = deps.now();
  const executeAfter = input.transferType === 'instant' ? now : payoutTimeOn(addBusinessDays(now, STANDARD_TRANSFER_BUSINESS_DAYS));
  const row = await holdPayout(trx, deps, {
    userId: input.userId,
    purpose: 'wallet_transfer',
    destination: account.destination,
    bankName: account.bankName,
    amountPesewas: input.amountPesewas,
    feePesewas: fee,
    speed: input.transferType,
    executeAfter,
    linkedAccount: { type: account.type, id: account.id },
  });
  const to = `${destinationLabel(row)} ${accountNumberLabel(row)}`;
  const message =
    input.transferType === 'instant'
      ? `${formatCedis(input.amountPesewas)} is on its way to ${to}`
      : `${formatCedis(input.amountPesewas)} will be paid to ${to} on ${shortDate(executeAfter)}`;
  const keyed =
    input.transferType === 'instant'
      ? transferMessage('wallet_on_its_way', { amountPesewas: input.amountPesewas, to })
      : transferMessage('wallet_scheduled', { amountPesewas: input.amountPesewas, to, date: isoDay(executeAfter) });
  return { message, ...keyed, transfer: toExternalTransferDto(row, now) };
}

/**
 * Add Money: from the person's own linked wallet on any network (MTN's request to pay; Telecel Cash
 * and AirtelTigo Money through the aggregator's charge, which may first ask for the code the network
 * texts them); the wallet is credited when they approve.
 */
export async function addMoney(
  trx: Database,
  deps: AppDeps,
  input: { userId: string; amountPesewas: bigint; account: LinkedRef },
): Promise<{ message: string; transfer: TExternalTransfer } & TransferMessage> {
  if (input.account.prefix === 'card') return addMoneyFromCard(trx, deps, { ...input, cardId: input.account.id });
  if (input.account.prefix === 'bank') throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.addMoneyWalletsOnly);
  const account = await loadLinkedAccount(trx, input.userId, { ...input.account, prefix: 'momo' }, 'mobile_money');
  usable(account);
  if (account.destination.kind !== 'mobile_money') throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.addMoneyWalletsOnly);
  await assertAddMoneyRoom(trx, input.userId, input.amountPesewas);
  const row = await recordCollection(trx, deps, {
    userId: input.userId,
    network: account.destination.network,
    phoneNumber: account.destination.phoneNumber,
    accountName: account.destination.accountName,
    amountPesewas: input.amountPesewas,
    source: { linkedAccountId: account.id },
  });
  return {
    message: `Approve the request for ${formatCedis(input.amountPesewas)} on ${accountNumberLabel(row)} to add it to your wallet`,
    ...transferMessage('add_money_approve', { amountPesewas: input.amountPesewas, account: accountNumberLabel(row) }),
    transfer: toExternalTransferDto(row, deps.now()),
  };
}

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', verve: 'Verve' };

/**
 * Add Money from one of the person's saved cards: the card's Paystack authorization is charged after
 * commit (the job's first step); the wallet is credited once when Paystack says the charge succeeded
 * (its webhook or the status poll), and a decline credits nothing and says why.
 */
async function addMoneyFromCard(
  trx: Database,
  deps: AppDeps,
  input: { userId: string; amountPesewas: bigint; cardId: string },
): Promise<{ message: string; transfer: TExternalTransfer } & TransferMessage> {
  const card = await findOwnCard(trx, input.userId, input.cardId);
  if (!card) throw new AppError('NOT_FOUND', TRANSFER_MESSAGES.cardNotFound);
  if (card.status !== 'active') throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.cardReAdd);
  if (!card.reusable || !card.authorizationCode) throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.cardNotReusable);
  await assertAddMoneyRoom(trx, input.userId, input.amountPesewas);
  const label = `${CARD_BRANDS[card.cardType] ?? 'Card'} •••• ${card.cardLast4}`;
  const row = await recordCardCollection(trx, deps, {
    userId: input.userId,
    cardId: card.id,
    cardLabel: label,
    bankName: card.bankName,
    amountPesewas: input.amountPesewas,
  });
  return {
    message: `Charging ${formatCedis(input.amountPesewas)} to your ${label}; it is added to your wallet when the card payment goes through`,
    ...transferMessage('add_money_card', { amountPesewas: input.amountPesewas, card: label }),
    transfer: toExternalTransferDto(row, deps.now()),
  };
}

/** POST /api/wallet/add-money/{id}/otp: the code for my own Add Money that is waiting for one (else 404). */
export async function submitAddMoneyOtp(deps: AppDeps, userId: string, id: string, otp: string): Promise<TExternalTransfer> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await findExternalTransfer(deps.db, id) : undefined;
  if (!row || row.userId !== userId || row.purpose !== 'add_money') throw new AppError('NOT_FOUND', 'Transfer not found');
  return toExternalTransferDto(await submitCollectionOtp(deps, row.id, otp), deps.now());
}

export async function listExternalTransfers(deps: AppDeps, userId: string): Promise<TExternalTransfer[]> {
  const now = deps.now();
  return (await listUserExternalTransfers(deps.db, userId, TRANSFERS_LIST_LIMIT)).map((r) => toExternalTransferDto(r, now));
}

export async function getExternalTransfer(deps: AppDeps, userId: string, id: string): Promise<TExternalTransfer> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await findExternalTransfer(deps.db, id) : undefined;
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Transfer not found');
  return toExternalTransferDto(row, deps.now());
}

// ---------------------------------------------------------------------------------------------
// Bank transfers

export interface BankTransferInput {
  userId: string;
  recipientName: string;
  recipientAccount: string;
  bankCode: string;
  amountPesewas: bigint;
  reference: string | null | undefined;
  narration?: string | null;
  transferType: 'immediate' | 'scheduled';
  scheduledDate?: string | null;
}

/** "BT_" and the time in milliseconds: the document's reference when none is given. */
export function defaultReference(now: Date): string {
  return `BT_${now.getTime()}`;
}

function scheduleFor(input: BankTransferInput, now: Date): { executeAfter: Date; scheduledDate: string | null } {
  if (input.transferType === 'immediate') return { executeAfter: now, scheduledDate: null };
  const date = input.scheduledDate!.slice(0, 10);
  const today = toIsoDate(now);
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new AppError('VALIDATION_FAILED', 'Invalid date');
  if (date < today) throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.scheduledDatePast);
  if (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`) > SCHEDULE_MAX_DAYS_AHEAD * 86_400_000)
    throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.scheduledDateTooFar);
  // Today's date: it runs now. A later date: from 08:00 that day (banks settle on business days; the
  // interconnect takes the instruction any day and the bank credits it on its next business day).
  const at = date === today ? now : payoutTimeOn(date);
  return { executeAfter: at, scheduledDate: date };
}

/** A bank transfer: the bank_transfers row (the document's shape) and its money movement, in one transaction. */
export async function createBankTransfer(
  trx: Database,
  deps: AppDeps,
  input: BankTransferInput,
): Promise<TBankTransfer & TransferMessage & { message: string; transferId: string }> {
  const now = deps.now();
  const bank = GHANA_BANKS.find((b) => b.code === input.bankCode)!;
  const reference = input.reference?.trim() || defaultReference(now);
  const { executeAfter, scheduledDate } = scheduleFor(input, now);
  const bankTransferId = await insertBankTransfer(trx, {
    userId: input.userId,
    recipientName: input.recipientName,
    recipientAccount: input.recipientAccount,
    bankCode: bank.code,
    bankName: bank.name,
    amountPesewas: input.amountPesewas,
    reference,
    narration: input.narration ?? null,
    transferType: input.transferType,
    scheduledDate,
    createdAt: now,
  });
  const transfer = await holdPayout(trx, deps, {
    userId: input.userId,
    purpose: 'bank_transfer',
    destination: { kind: 'bank', bankSortCode: bank.sortCode, accountNumber: input.recipientAccount, accountName: input.recipientName },
    bankName: bank.name,
    amountPesewas: input.amountPesewas,
    feePesewas: 0n,
    speed: input.transferType,
    executeAfter,
    bankTransferId,
  });
  const record = await findBankTransfer(trx, input.userId, bankTransferId);
  const message =
    input.transferType === 'scheduled'
      ? `${formatCedis(input.amountPesewas)} to ${input.recipientName} is scheduled for ${shortDate(executeAfter)}`
      : `${formatCedis(input.amountPesewas)} is on its way to ${input.recipientName} at ${bank.name}`;
  const keyed =
    input.transferType === 'scheduled'
      ? transferMessage('bank_scheduled', { amountPesewas: input.amountPesewas, name: input.recipientName, date: isoDay(executeAfter) })
      : transferMessage('bank_on_its_way', { amountPesewas: input.amountPesewas, name: input.recipientName, bank: bank.name });
  return { ...toBankTransferDto(record!, transfer, now), message, ...keyed, transferId: transfer.id };
}

export async function listBankTransfers(deps: AppDeps, userId: string): Promise<TBankTransfer[]> {
  const rows = await listUserBankTransfers(deps.db, userId, TRANSFERS_LIST_LIMIT);
  const transfers = await transfersOfBankTransfers(
    deps.db,
    rows.map((r) => r.id),
  );
  const byBank = new Map(transfers.map((t) => [String(t.bankTransferId), t]));
  const now = deps.now();
  return rows.map((r) => toBankTransferDto(r, byBank.get(r.id), now));
}

/** The window in which the document's second call is matched to the first. */
const INTERCONNECT_MATCH_MS = 15 * 60 * 1000;

/**
 * POST /api/banking/bank-transfer, the document's second call of one submit: it reports the status of
 * the transfer the first call made (matched by reference, amount and account, within 15 minutes, once),
 * so the money moves once. Called alone (a client that only uses this path), it makes the transfer.
 * Both calls take the same advisory lock on (user, reference), so neither order nor overlap doubles it.
 */
export async function interconnectTransfer(
  trx: Database,
  deps: AppDeps,
  input: {
    userId: string;
    amountPesewas: bigint;
    recipientBank: string;
    recipientAccount: string;
    reference: string | null | undefined;
    narration?: string | null;
    recipientName?: string | null;
  },
): Promise<InterconnectAnswer> {
  const now = deps.now();
  const bank = findGhanaBank(input.recipientBank);
  if (!bank || !GHANA_BANKS.some((b) => b.code === bank.code)) throw new AppError('VALIDATION_FAILED', TRANSFER_MESSAGES.selectBank);
  const reference = input.reference?.trim() || defaultReference(now);
  await lockBankReference(trx, input.userId, reference);
  const match = await findUnreportedBankTransfer(trx, {
    userId: input.userId,
    reference,
    amountPesewas: input.amountPesewas,
    recipientAccount: input.recipientAccount,
    since: new Date(now.getTime() - INTERCONNECT_MATCH_MS),
  });
  let bankTransferId: string;
  if (match) {
    bankTransferId = match;
  } else {
    const created = await createBankTransfer(trx, deps, {
      userId: input.userId,
      recipientName: input.recipientName?.trim() || 'Account holder',
      recipientAccount: input.recipientAccount,
      bankCode: bank.code,
      amountPesewas: input.amountPesewas,
      reference,
      narration: input.narration,
      transferType: 'immediate',
    });
    bankTransferId = created.id;
  }
  await markInterconnectReported(trx, bankTransferId, now);
  const transfer = await transferOfBankTransfer(trx, bankTransferId);
  return interconnectAnswer(transfer);
}

/** The interconnect call's answer: the document's English sentence, and its key for the web. */
export type InterconnectAnswer = { success: boolean; message: string; transferId: string | null } & TransferMessage;

export function interconnectAnswer(transfer: ExternalTransferRow | undefined): InterconnectAnswer {
  if (!transfer)
    return { success: false, message: 'Bank transfer failed.', ...transferMessage('interconnect_failed', {}), transferId: null };
  if (transfer.status === 'failed')
    return {
      success: false,
      message: transfer.failureReason ?? 'Bank transfer failed.',
      ...transferMessage('interconnect_failed', { reason: transfer.failureReason ?? undefined }),
      transferId: transfer.id,
    };
  if (transfer.status === 'scheduled' && transfer.speed === 'scheduled')
    return {
      success: true,
      message: `Bank transfer scheduled for ${shortDate(transfer.executeAfter)} via the national interconnect`,
      ...transferMessage('interconnect_scheduled', { date: isoDay(transfer.executeAfter) }),
      transferId: transfer.id,
    };
  if (transfer.status === 'completed')
    return {
      success: true,
      message: 'Bank transfer completed successfully via the national interconnect',
      ...transferMessage('interconnect_completed', {}),
      transferId: transfer.id,
    };
  return {
    success: true,
    message: INTERCONNECT_PROCESSING_MESSAGE,
    ...transferMessage('interconnect_processing', {}),
    transferId: transfer.id,
  };
}

export const INTERCONNECT_PROCESSING_MESSAGE = 'Bank transfer sent to the national interconnect; it is processing';

export { lockBankReference as lockReference };
