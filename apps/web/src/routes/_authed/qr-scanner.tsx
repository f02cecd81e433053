import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/qr-scanner')({
  component: () => <ComingSoon title="Scan QR Code" />,
});
