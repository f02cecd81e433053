import { toCedisString } from '@ghanapay/money';
import { formatGhanaPhoneLocal } from '@ghanapay/validators';
import { z } from 'zod';
import type { ParticipantRow, SplitBillRow } from './split-bill-repository';

const PARTICIPANT_STATUSES = ['creator', 'pending', 'paid', 'declined', 'expired', 'cancelled'] as const;

const ZSplitBillParticipantSchema = z.object({
  /** Null for someone without a wallet, asked by SMS with a link to pay their share. */
  userId: z.string().nullable(),
  name: z.string(),
  username: z.string().nullable(),
  /** The number a person without a wallet was texted (E.164; the creator typed it, and only the creator sees a bill). */
  phoneNumber: z.string().nullable(),
  /** Cedis with 2 decimals: this person's share of the total. */
  amount: z.string(),
  isCreator: z.boolean(),
  /** The creator's own share is `creator`; everyone else's follows their money request, or their share link (SMS sent: pending). */
  status: z.enum(PARTICIPANT_STATUSES),
  requestId: z.number().int().nullable(),
  respondedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

export const ZSplitBillSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  totalAmount: z.string(),
  splitMethod: z.enum(['equal', 'custom']),
  createdAt: z.string(),
  /** settled: everyone paid; open: someone still can; closed: nobody can, not everyone paid. */
  status: z.enum(['open', 'settled', 'closed']),
  paidCount: z.number().int(),
  /** Participants who are sent a request (everyone but the creator). */
  requestCount: z.number().int(),
  /** What the requests have brought in so far, and what is still waiting. */
  collectedAmount: z.string(),
  pendingAmount: z.string(),
  participants: z.array(ZSplitBillParticipantSchema),
});

export type TSplitBill = z.infer<typeof ZSplitBillSchema>;
type ParticipantStatus = TSplitBill['participants'][number]['status'];

const REQUEST_TO_PARTICIPANT: Record<string, ParticipantStatus> = {
  pending: 'pending',
  approved: 'paid',
  rejected: 'declined',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** Derived from the request's real state; a pending request past its expiry is expired already. */
export function participantStatus(row: ParticipantRow, now: Date): ParticipantStatus {
  // A share link: paid once its collection completed (even after a late close: the money came), else cancelled once closed.
  if (row.paymentLinkId !== null) return row.linkPayments > 0 ? 'paid' : row.linkClosedAt ? 'cancelled' : 'pending';
  if (row.moneyRequestId === null) return 'creator';
  const status = REQUEST_TO_PARTICIPANT[row.requestStatus ?? ''] ?? 'pending';
  if (status === 'pending' && row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return status;
}

export function toSplitBillDto(bill: SplitBillRow, participants: readonly ParticipantRow[], now: Date): TSplitBill {
  const people = participants.map((row) => ({
    userId: row.userId,
    name: row.phoneNumber !== null ? formatGhanaPhoneLocal(row.phoneNumber) : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    username: row.username,
    phoneNumber: row.phoneNumber,
    amount: toCedisString(BigInt(row.amountPesewas)),
    isCreator: row.moneyRequestId === null && row.paymentLinkId === null,
    status: participantStatus(row, now),
    requestId: row.moneyRequestId === null ? null : Number(row.moneyRequestId),
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    pesewas: BigInt(row.amountPesewas),
  }));
  const asked = people.filter((p) => !p.isCreator);
  const sum = (status: ParticipantStatus) => asked.filter((p) => p.status === status).reduce((a, p) => a + p.pesewas, 0n);
  const paidCount = asked.filter((p) => p.status === 'paid').length;
  const anyPending = asked.some((p) => p.status === 'pending');
  return {
    id: Number(bill.id),
    description: bill.description,
    totalAmount: toCedisString(BigInt(bill.totalPesewas)),
    splitMethod: bill.splitMethod === 'equal' ? 'equal' : 'custom',
    createdAt: bill.createdAt.toISOString(),
    status: paidCount === asked.length ? 'settled' : anyPending ? 'open' : 'closed',
    paidCount,
    requestCount: asked.length,
    collectedAmount: toCedisString(sum('paid')),
    pendingAmount: toCedisString(sum('pending')),
    participants: people.map(({ pesewas: _pesewas, ...rest }) => rest),
  };
}
