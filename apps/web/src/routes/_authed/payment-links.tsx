import { createFileRoute } from '@tanstack/react-router';
import PaymentLinksScreen from '../../features/payment-links/payment-links-screen';

export const Route = createFileRoute('/_authed/payment-links')({
  component: PaymentLinksScreen,
});
