import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import QrScreen from '../../features/qr/qr-screen';

export const Route = createFileRoute('/_authed/scan')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const { trpc } = await import('../../lib/trpc');
      return [query(trpc.social.generateQrCode.queryOptions({}))];
    }),
  component: QrScreen,
});
