import { createFileRoute } from '@tanstack/react-router';
import QrScreen from '../../features/qr/qr-screen';

export const Route = createFileRoute('/_authed/qr-scanner')({
  component: QrScreen,
});
