import { createFileRoute } from '@tanstack/react-router';
import QrScreen from '../../features/qr/qr-screen';

export const Route = createFileRoute('/_authed/scan')({
  component: QrScreen,
});
