import { t } from '@lingui/core/macro';
import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';

/** A reversal request as the API lists it (money.listReversalRequests): the viewer's side in `role`. */
export type ReversalRequest = inferOutput<typeof trpc.money.listReversalRequests>[number];

/** Still waiting for money or a decision (the API's live statuses). */
export function isLiveReversal(status: ReversalRequest['status']): boolean {
  return status === 'open' || status === 'accepted' || status === 'disputed' || status === 'awaiting_staff';
}

/** What a status means, said to the person on this side of it. */
export function reversalStatusText(request: Pick<ReversalRequest, 'status' | 'role'>): string {
  switch (request.status) {
    case 'open':
      return request.role === 'recipient' ? t`Waiting for your answer` : t`Waiting for their answer`;
    case 'accepted':
      return t`Accepted: returns as the money arrives`;
    case 'disputed':
      return t`Declined: our staff will decide`;
    case 'awaiting_staff':
      return t`No answer: our staff will decide`;
    case 'reversed':
      return t`Reversed`;
    case 'returned':
      return t`Returned`;
    case 'released':
      return t`Staff decided: the payment stands`;
    case 'withdrawn':
      return t`Withdrawn`;
  }
}

/** The badge's one or two words for a status, in the language shown. */
export function reversalStatusBadge(status: ReversalRequest['status']): string {
  switch (status) {
    case 'open':
      return t`Open`;
    case 'accepted':
      return t`Accepted`;
    case 'disputed':
      return t`Disputed`;
    case 'awaiting_staff':
      return t`With our staff`;
    case 'reversed':
    case 'returned':
      return t`Reversed`;
    case 'released':
      return t`Released`;
    case 'withdrawn':
      return t`Withdrawn`;
  }
}

export function reversalStatusColor(status: ReversalRequest['status']): string {
  if (status === 'reversed' || status === 'returned') return 'green';
  if (status === 'released' || status === 'withdrawn') return 'gray';
  return 'yellow';
}
