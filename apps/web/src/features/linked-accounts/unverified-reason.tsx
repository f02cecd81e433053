import { t } from '@lingui/core/macro';
import { Tooltip } from '@mantine/core';
import { UnverifiedBadge } from './unverified-badge';

/** "Not verified" with the provider's reason on hover (verification-badge.tsx loads it when shown). */
export default function UnverifiedWithReason({ note }: { note: string | null }) {
  return (
    <Tooltip label={note ?? t`The provider could not confirm this account`} multiline w={220}>
      <UnverifiedBadge note={note} />
    </Tooltip>
  );
}
