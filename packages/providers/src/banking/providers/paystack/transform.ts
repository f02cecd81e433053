import type { MobileNetwork } from '../../../account-verification/account-verifier';
import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import type { PayoutDestination } from '../../../payouts/money-rails';
import type { PaystackEnvelope, PaystackRecipientRequest, PaystackResolvedAccount, PaystackTransfer } from './types';

/** Paystack's GHS mobile-money codes (GET /bank?currency=GHS&type=mobile_money). */
export const PAYSTACK_MOBILE_MONEY_CODES: Readonly<Record<MobileNetwork, string>> = { MTN: 'MTN', TELECEL: 'VOD', AIRTELTIGO: 'ATL' };

/** A Ghanaian bank's code: its three-digit sort code and the head-office branch "100" (GCB 040 → 040100). */
export function paystackBankCode(sortCode: string): string {
  return `${sortCode}100`;
}

/** The local number a mobile-money resolution takes (0241234567). */
export function localNumber(e164: string): string {
  return e164.replace(/^\+233/, '0');
}

/** The resolved account name, or null when the envelope says it could not be resolved. */
export function resolvedName(envelope: unknown): string | null {
  const e = (envelope ?? {}) as Partial<PaystackEnvelope<PaystackResolvedAccount>>;
  if (e.status !== true) return null;
  const name = e.data?.account_name?.trim();
  return name || null;
}

/** The recipient Paystack pays: a wallet by its network's code and local number, a bank account through GhIPSS. */
export function recipientFor(destination: PayoutDestination): PaystackRecipientRequest {
  return destination.kind === 'mobile_money'
    ? {
        type: 'mobile_money',
        name: destination.accountName,
        account_number: localNumber(destination.phoneNumber),
        bank_code: PAYSTACK_MOBILE_MONEY_CODES[destination.network],
        currency: 'GHS',
      }
    : {
        type: 'ghipss',
        name: destination.accountName,
        account_number: destination.accountNumber,
        bank_code: paystackBankCode(destination.bankSortCode),
        currency: 'GHS',
      };
}

/** Pesewas as Paystack's integer subunits; a JSON number, so only up to Number.MAX_SAFE_INTEGER. */
export function toSubunits(pesewas: bigint): number {
  if (pesewas <= 0n) throw new RangeError('An amount must be positive');
  if (pesewas > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The amount is too large to send');
  return Number(pesewas);
}

/** Paystack refuses a reference it has seen (400): for us that is a retry of an order it already has. */
export function isDuplicateReference(message: string): boolean {
  return /reference/i.test(message) && /duplicate|already exist/i.test(message);
}

/** The envelope's message, for a refusal or a log line. */
export function messageOf(envelope: unknown): string {
  const message = ((envelope ?? {}) as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

const PENDING = new Set(['pending', 'otp', 'processing', 'queued', 'received']);
const FAILURE_TEXTS: Record<string, string> = {
  failed: 'The bank or mobile money network declined the transfer',
  reversed: 'The transfer was reversed and the money returned',
  abandoned: 'The transfer was abandoned before it was sent',
  blocked: 'Paystack blocked the transfer',
  rejected: 'Paystack rejected the transfer',
};

/** A transfer's state from Paystack's transfer object (verify, list or webhook data). */
export function transferStateOf(transfer: PaystackTransfer | undefined): PaymentState {
  const status = String(transfer?.status ?? '');
  if (status === 'success') {
    const id = transfer?.transfer_code ?? (transfer?.id === undefined ? null : String(transfer.id));
    return { status: 'successful', providerTransactionId: id };
  }
  if (status in FAILURE_TEXTS) {
    const told = typeof transfer?.gateway_response === 'string' ? transfer.gateway_response.trim() : '';
    return { status: 'failed', reason: told || FAILURE_TEXTS[status]!, code: status };
  }
  if (PENDING.has(status)) return { status: 'pending' };
  // A status Paystack added later is not final until it says so.
  return { status: 'pending' };
}
