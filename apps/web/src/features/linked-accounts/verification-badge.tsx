import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';

/**
 * Verified (green), "Verifying" while the provider has not answered, "Not verified" with the
 * provider's reason on hover and beside it for screen readers.
 */
export function VerificationBadge({ status, note }: { status: 'pending' | 'verified' | 'unverified'; note: string | null }) {
  if (status === 'verified') {
    return (
      <Badge color="green" variant="light" size="sm">
        <Trans>Verified</Trans>
      </Badge>
    );
  }
  if (status === 'pending') {
    return (
      <Badge color="yellow" variant="light" size="sm">
        <Trans>Verifying</Trans>
      </Badge>
    );
  }
  return (
    <Tooltip label={note ?? t`The provider could not confirm this account`} multiline w={220}>
      <Badge
        color="red"
        variant="light"
        size="sm"
        aria-label={note ? t`Not verified: ${note}` : t`Not verified: the provider could not confirm this account`}
      >
        <Trans>Not verified</Trans>
      </Badge>
    </Tooltip>
  );
}
