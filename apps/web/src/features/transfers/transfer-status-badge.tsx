import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Badge } from '@mantine/core';
import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';
import { formatLocalDate } from '../../lib/locale-date';

type TTransferStatusKey = inferOutput<typeof trpc.money.listExternalTransfers>[number]['statusKey'];

const STATUS_COLOR = { pending: 'yellow', awaiting_otp: 'orange', completed: 'kente', failed: 'red' } as const;

const STATUS_TEXT: Record<Exclude<TTransferStatusKey, 'scheduled'>, MessageDescriptor> = {
  processing: msg`Processing`,
  awaiting_code: msg`Waiting for the code`,
  awaiting_bank_check: msg`Waiting for your bank’s check`,
  awaiting_payer: msg`Waiting for the payer to approve`,
  awaiting_approval: msg`Waiting for approval on your phone`,
  charging_card: msg`Charging your card`,
  under_review: msg`Under review`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  failed_refunded: msg`Failed, refunded`,
  sent_back: msg`Sent back`,
  sent_back_over_limit: msg`Sent back: above your balance limit`,
};

/** "Scheduled for Wed 25 Nov" in the language shown (Ghana is UTC all year). */
function scheduledText(on: Date | string): string {
  const date = formatLocalDate(new Date(on), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GH');
  return t`Scheduled for ${date}`;
}

/** A transfer's status as the lists show it: the document's three colours, the server's key in the language shown. */
export function TransferStatusBadge({
  status,
  statusKey,
  scheduledFor,
}: {
  status: keyof typeof STATUS_COLOR;
  statusKey: TTransferStatusKey;
  /** When it is to go (for `scheduled`). */
  scheduledFor: Date | string | null;
}) {
  return (
    <Badge size="sm" variant="light" tt="none" color={STATUS_COLOR[status]}>
      {statusKey === 'scheduled' ? (scheduledFor ? scheduledText(scheduledFor) : t(STATUS_TEXT.processing)) : t(STATUS_TEXT[statusKey])}
    </Badge>
  );
}
