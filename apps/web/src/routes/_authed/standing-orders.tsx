import { createFileRoute } from '@tanstack/react-router';
import StandingOrdersScreen from '../../features/standing-orders/standing-orders-screen';

export const Route = createFileRoute('/_authed/standing-orders')({
  component: StandingOrdersScreen,
});
