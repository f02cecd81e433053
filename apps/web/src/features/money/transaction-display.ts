import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { unknownUser } from '../../lib/user-display';
import type { Transaction, TransactionStatus } from './money-types';

export interface Direction {
  outgoing: boolean;
  /** "You paid Ama Mensah" or "Kofi Boateng paid you". */
  title: string;
  counterpartyId: string | null;
  counterpartyName: string;
  /** "-₵12.50" (red) when the current user paid, "+₵12.50" (green) when they were paid. */
  signedAmount: string;
  color: 'red' | 'green';
}

type DirectionFields = Pick<Transaction, 'senderId' | 'senderName' | 'recipientId' | 'recipientName' | 'amount'>;

/** The spec's direction texts: the sender reads "You paid {recipient}", everyone else "{sender} paid you". */
export function directionOf(tx: DirectionFields, currentUserId: string): Direction {
  const outgoing = tx.senderId === currentUserId;
  const counterpartyName = (outgoing ? tx.recipientName : tx.senderName)?.trim() || unknownUser();
  return {
    outgoing,
    title: outgoing ? t`You paid ${counterpartyName}` : t`${counterpartyName} paid you`,
    counterpartyId: outgoing ? tx.recipientId : tx.senderId,
    counterpartyName,
    signedAmount: outgoing ? `-${formatCedis(tx.amount)}` : formatCedis(tx.amount, { signed: true }),
    color: outgoing ? 'red' : 'green',
  };
}

/** Badge colours: completed green, pending yellow, failed and blocked red, anything else grey. */
export function statusColor(status: TransactionStatus | string): 'green' | 'yellow' | 'red' | 'gray' {
  switch (status) {
    case 'completed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'failed':
    case 'blocked':
      return 'red';
    default:
      return 'gray';
  }
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The id as people see it: "GHP" and the id padded to 8 digits (GHP00000042). */
export function ghpId(id: number | string): string {
  return `GHP${String(id).padStart(8, '0')}`;
}
