import { Badge, Tooltip } from '@mantine/core';

/**
 * Verified (green), "Verifying" while the provider has not answered, "Not verified" with the
 * provider's reason on hover and beside it for screen readers.
 */
export function VerificationBadge({ status, note }: { status: 'pending' | 'verified' | 'unverified'; note: string | null }) {
  if (status === 'verified') {
    return (
      <Badge color="green" variant="light" size="sm">
        Verified
      </Badge>
    );
  }
  if (status === 'pending') {
    return (
      <Badge color="yellow" variant="light" size="sm">
        Verifying
      </Badge>
    );
  }
  return (
    <Tooltip label={note ?? 'The provider could not confirm this account'} multiline w={220}>
      <Badge color="red" variant="light" size="sm" aria-label={`Not verified: ${note ?? 'the provider could not confirm this account'}`}>
        Not verified
      </Badge>
    </Tooltip>
  );
}
