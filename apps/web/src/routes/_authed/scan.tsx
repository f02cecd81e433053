import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import QrScreen from '../../features/qr/qr-screen';

export const Route = createFileRoute('/_authed/scan')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const qr = await import('../../features/qr/qr-queries');
      return [query(qr.myQrCodeQuery())];
    }),
  component: QrScreen,
});
