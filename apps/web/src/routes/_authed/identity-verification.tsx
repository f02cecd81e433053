import { createFileRoute } from '@tanstack/react-router';
import { IdentityVerificationPage } from '../../features/kyc/identity-verification-page';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/identity-verification')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const { kycStatusQuery } = await import('../../features/kyc/kyc-queries');
      return [query(kycStatusQuery())];
    }),
  component: IdentityVerificationPage,
});
