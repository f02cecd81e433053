import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

const STATUS_LABELS: Record<TransactionStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  blocked: msg`Blocked`,
  cancelled: msg`Cancelled`,
  reversed: msg`Reversed`,
};

/** A payment's status in the language shown (the badge writes it in capitals). */
export function statusLabel(status: TransactionStatus | string): string {
  const label = STATUS_LABELS[status as TransactionStatus];
  return label ? t(label) : status;
}

/** The id as people see it: "GHP" and the id padded to 8 digits (GHP00000042). */
export function ghpId(id: number | string): string {
  return `GHP${String(id).padStart(8, '0')}`;
}
