import { trpc } from '../../lib/trpc';

/** The person's own payment code, shared by the QR card and the /scan and /qr-scanner loaders. */
export const myQrCodeQuery = () => trpc.social.generateQrCode.queryOptions({});
