import { Badge } from '@mantine/core';

const STATUS_COLOR = { pending: 'yellow', awaiting_otp: 'orange', completed: 'kente', failed: 'red' } as const;

/** A transfer's status as the lists show it: the document's three colours, the server's words. */
export function TransferStatusBadge({ status, label }: { status: keyof typeof STATUS_COLOR; label: string }) {
  return (
    <Badge size="sm" variant="light" tt="none" color={STATUS_COLOR[status]}>
      {label}
    </Badge>
  );
}
