import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { UnverifiedBadge } from './unverified-badge';

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
  // The provider's reason comes in a tooltip (floating-ui, ~17 KiB gzipped), downloaded only when an
  // account is shown unverified; until then the same badge without it.
  return (
    <Suspense fallback={<UnverifiedBadge note={note} />}>
      <UnverifiedWithReason note={note} />
    </Suspense>
  );
}

const UnverifiedWithReason = lazy(() => import('./unverified-reason'));
