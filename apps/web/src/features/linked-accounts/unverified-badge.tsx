import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** Takes the tooltip's ref and pointer handlers (the tooltip clones its child with them). */
export function UnverifiedBadge({ note, ...target }: { note: string | null } & ComponentPropsWithRef<'div'>) {
  return (
    <Badge
      {...target}
      color="red"
      variant="light"
      size="sm"
      aria-label={note ? t`Not verified: ${note}` : t`Not verified: the provider could not confirm this account`}
    >
      <Trans>Not verified</Trans>
    </Badge>
  );
}
