import { maskEmailAddress, maskGhanaPhone, APP_NAME } from '@ghanapay/validators';
import { formatGhs } from './statement-format';
import type { StatementEntryRow, StatementTransferRow } from './statement-repository';

/** What a description needs of an entry: its journal's kind, its sign and the payment's people. */
export type DescribedEntry = Pick<
  StatementEntryRow,
  | 'kind'
  | 'amountPesewas'
  | 'senderFirstName'
  | 'senderLastName'
  | 'recipientFirstName'
  | 'recipientLastName'
  | 'recipientPhone'
  | 'recipientEmail'
>;

export type DescribedTransfer = Pick<
  StatementTransferRow,
  'destinationKind' | 'network' | 'bankName' | 'accountNumber' | 'accountName' | 'feePesewas'
>;

const NETWORK_NAMES: Readonly<Record<string, string>> = { MTN: 'MTN MoMo', TELECEL: 'Telecel Cash', AIRTELTIGO: 'AirtelTigo Money' };

/**
 * A statement line as a person reads it, from the journal kinds the money module and the ledger post
 * (money-movements.ts, external/transfer-state-machine.ts, packages/ledger). Other people appear by
 * name; a phone or e-mail address (a payment held for someone without an account) only masked, and
 * a bank account by its last 4 digits: a statement is a file that gets forwarded.
 */
export function describeStatementEntry(entry: DescribedEntry, transfer?: DescribedTransfer): string {
  const incoming = BigInt(entry.amountPesewas) > 0n;
  const sender = personName(entry.senderFirstName, entry.senderLastName);
  const recipient = personName(entry.recipientFirstName, entry.recipientLastName);
  switch (entry.kind) {
    case 'p2p_send':
      return incoming ? `Payment from ${sender}` : `Payment to ${recipient}`;
    case 'request_payment':
      return incoming ? `Payment from ${sender} (money request)` : `Payment to ${recipient} (money request)`;
    case 'held_send':
      return `Payment to ${maskedContact(entry)} (held until claimed)`;
    case 'held_claim':
      return `Payment from ${sender} (claimed)`;
    case 'held_return':
      return `Unclaimed payment to ${maskedContact(entry)} returned`;
    case 'funding_credit':
      return 'Opening balance credit';
    case 'payout_hold':
      return transfer ? `${transferTo(transfer)}${feeNote(transfer)}` : 'Transfer out (held)';
    case 'payout_reversal':
      return transfer ? `${transferTo(transfer)} refunded${feeNote(transfer)}` : 'Transfer refunded';
    case 'payout_recover':
      return transfer ? `${transferTo(transfer)} paid out after its refund` : 'Transfer paid out after its refund';
    case 'collection_credit':
      return `Money added from ${transfer ? accountLabel(transfer) : 'mobile money'}`;
    case 'transfer':
      return incoming ? 'Transfer in' : 'Transfer out';
    // A wrong send reversed or returned (reversals/): the payment's journal undone, the people as in it.
    case 'p2p_reversal':
      return incoming ? `Payment to ${recipient} reversed` : `Payment from ${sender} reversed`;
    case 'reversal_hold':
      return 'Held for a reversal request';
    case 'reversal_release':
      return 'Reversal hold released';
    case 'reversal':
      return incoming ? 'Reversal (money returned)' : 'Reversal (money taken back)';
    default:
      return incoming ? 'Wallet credit' : 'Wallet debit';
  }
}

function personName(first: string | null, last: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? `a ${APP_NAME} user` : name;
}

function maskedContact(entry: Pick<DescribedEntry, 'recipientPhone' | 'recipientEmail'>): string {
  if (entry.recipientPhone) return maskGhanaPhone(entry.recipientPhone);
  if (entry.recipientEmail) return maskEmailAddress(entry.recipientEmail);
  return 'a new user';
}

/** "MTN MoMo 024 ••• ••67", "GCB Bank ••••5678". */
function accountLabel(transfer: DescribedTransfer): string {
  if (transfer.destinationKind === 'bank') return `${transfer.bankName ?? 'Bank'} ••••${transfer.accountNumber.slice(-4)}`;
  const network = (transfer.network && NETWORK_NAMES[transfer.network]) ?? 'Mobile money';
  return `${network} ${maskGhanaPhone(transfer.accountNumber)}`;
}

function transferTo(transfer: DescribedTransfer): string {
  return transfer.destinationKind === 'bank'
    ? `Bank transfer to ${transfer.accountName}, ${accountLabel(transfer)}`
    : `Transfer to ${accountLabel(transfer)}`;
}

function feeNote(transfer: DescribedTransfer): string {
  const fee = BigInt(transfer.feePesewas);
  return fee > 0n ? ` (incl. ${formatGhs(fee)} fee)` : '';
}
