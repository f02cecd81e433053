import { toCedisString } from '@ghanapay/money';
import { formatGhanaPhoneLocal, MOBILE_MONEY_PROVIDER_LABELS } from '@ghanapay/validators';
import { bankCheckUrlOf, type ExternalTransferRow } from './external-transfer-repository';

/** The failure code of a collection sent back because it arrived beyond the balance limit (docs/decisions.md). */
export const OVER_LIMIT_CODE = 'balance_limit';
/** The failure codes of a collection the app gave up on while its provider had no final answer (nothing moved). */
export const COLLECTION_GIVEN_UP_CODES = { timeout: 'approval_timeout', codes: 'too_many_codes' } as const;
import type { TBankTransfer, TExternalTransfer, TTransferStatusKey } from './external-transfer.types';

const NETWORK_LABEL = { MTN: 'MTN MoMo', TELECEL: MOBILE_MONEY_PROVIDER_LABELS['Vodafone Cash'], AIRTELTIGO: 'AirtelTigo Money' } as const;

/** The network as a payer names it in a sentence ("the code Telecel sent"). */
const NETWORK_SHORT = { MTN: 'MTN', TELECEL: 'Telecel', AIRTELTIGO: 'AirtelTigo' } as const;

/** What a collection waiting for its code tells the payer: which network texted which number. */
export function otpPrompt(row: Pick<ExternalTransferRow, 'destinationKind' | 'network' | 'accountNumber'>): string {
  return `Enter the code ${row.network ? NETWORK_SHORT[row.network] : 'your network'} sent to ${accountNumberLabel(row)} to approve`;
}

/** "Wed 25 Nov" (Ghana is UTC all year). */
export function shortDate(at: Date): string {
  return at.toLocaleDateString('en-GH', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function displayStatus(row: Pick<ExternalTransferRow, 'status' | 'payerStep'>): 'pending' | 'awaiting_otp' | 'completed' | 'failed' {
  if (row.status === 'completed' || row.status === 'failed') return row.status;
  return row.payerStep === 'otp' ? 'awaiting_otp' : 'pending';
}

/** A bank transfer is never a collection: the document's three statuses. */
function bankDisplayStatus(row: Pick<ExternalTransferRow, 'status'>): 'pending' | 'completed' | 'failed' {
  return row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'failed' : 'pending';
}

/** What a transfer's status says, as a stable key (the web writes it in the person's language). */
function statusKeyOf(
  row: Pick<
    ExternalTransferRow,
    'status' | 'executeAfter' | 'direction' | 'failureCode' | 'purpose' | 'payerStep' | 'payerUrl' | 'destinationKind'
  >,
  now: Date,
): TTransferStatusKey {
  if (row.direction === 'in' && row.failureCode === OVER_LIMIT_CODE) return 'sent_back_over_limit';
  if (row.payerStep === 'otp' && (row.status === 'processing' || row.status === 'review')) return 'awaiting_code';
  if (bankCheckUrlOf(row)) return 'awaiting_bank_check';
  if (row.purpose === 'add_money_refund' && row.status === 'completed') return 'sent_back';
  switch (row.status) {
    case 'scheduled':
      return row.executeAfter.getTime() > now.getTime() ? 'scheduled' : 'processing';
    case 'processing':
      if (row.purpose === 'payment_link') return 'awaiting_payer';
      if (row.destinationKind === 'card') return 'charging_card';
      return row.direction === 'in' ? 'awaiting_approval' : 'processing';
    case 'review':
      return 'under_review';
    case 'completed':
      return 'completed';
    case 'failed':
      return row.direction === 'in' ? 'failed' : 'failed_refunded';
    default:
      return 'processing';
  }
}

/** The English the REST answer carries beside the key (the document's words). */
const STATUS_LABELS: Record<Exclude<TTransferStatusKey, 'scheduled'>, string> = {
  sent_back_over_limit: 'Sent back: above your balance limit',
  awaiting_code: 'Waiting for the code',
  awaiting_bank_check: 'Waiting for your bank’s check',
  sent_back: 'Sent back',
  processing: 'Processing',
  awaiting_payer: 'Waiting for the payer to approve',
  charging_card: 'Charging your card',
  awaiting_approval: 'Waiting for approval on your phone',
  under_review: 'Under review',
  completed: 'Completed',
  failed: 'Failed',
  failed_refunded: 'Failed, refunded',
};

function statusOf(row: Parameters<typeof statusKeyOf>[0], now: Date): { statusKey: TTransferStatusKey; statusLabel: string } {
  const statusKey = statusKeyOf(row, now);
  return {
    statusKey,
    statusLabel: statusKey === 'scheduled' ? `Scheduled for ${shortDate(row.executeAfter)}` : STATUS_LABELS[statusKey],
  };
}

export function destinationLabel(row: Pick<ExternalTransferRow, 'destinationKind' | 'network' | 'bankName'>): string {
  if (row.destinationKind === 'card') return 'Card';
  return row.destinationKind === 'mobile_money' ? NETWORK_LABEL[row.network!] : (row.bankName ?? 'Bank account');
}

/** The person's own account: shown in full (grouped), as on their linked-accounts screens. */
export function accountNumberLabel(row: Pick<ExternalTransferRow, 'destinationKind' | 'accountNumber'>): string {
  return row.destinationKind === 'mobile_money' ? formatGhanaPhoneLocal(row.accountNumber) : row.accountNumber;
}

export function toExternalTransferDto(row: ExternalTransferRow, now: Date): TExternalTransfer {
  const amount = BigInt(row.amountPesewas);
  const fee = BigInt(row.feePesewas);
  return {
    id: row.id,
    direction: row.direction,
    purpose: row.purpose,
    status: displayStatus(row),
    ...statusOf(row, now),
    payerMessage: row.payerStep === 'otp' ? row.payerMessage : null,
    bankCheckUrl: bankCheckUrlOf(row),
    transferType: row.speed,
    amount: toCedisString(amount),
    fee: toCedisString(fee),
    total: toCedisString(amount + fee),
    accountName: row.accountName,
    accountNumber: accountNumberLabel(row),
    destination: destinationLabel(row),
    failureReason: row.failureReason,
    executeAfter: row.executeAfter,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}

export function toBankTransferDto(
  bank: {
    id: string;
    recipientName: string;
    recipientAccount: string;
    bankName: string;
    bankCode: string;
    amountPesewas: string;
    reference: string;
    transferType: 'immediate' | 'scheduled';
    scheduledDate: Date | string | null;
    createdAt: Date;
  },
  transfer: ExternalTransferRow | undefined,
  now: Date,
): TBankTransfer {
  const scheduled =
    bank.scheduledDate === null
      ? null
      : typeof bank.scheduledDate === 'string'
        ? bank.scheduledDate
        : bank.scheduledDate.toISOString().slice(0, 10);
  return {
    id: String(bank.id),
    recipientName: bank.recipientName,
    recipientAccount: bank.recipientAccount,
    bankName: bank.bankName,
    bankCode: bank.bankCode,
    amount: toCedisString(BigInt(bank.amountPesewas)),
    reference: bank.reference,
    status: transfer ? bankDisplayStatus(transfer) : 'pending',
    ...(transfer ? statusOf(transfer, now) : { statusKey: 'processing' as const, statusLabel: 'Processing' }),
    transferType: bank.transferType,
    scheduledDate: scheduled,
    failureReason: transfer?.failureReason ?? null,
    createdAt: bank.createdAt,
  };
}
