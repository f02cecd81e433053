import { createFileRoute } from '@tanstack/react-router';
import PayByMerchantIdScreen from '../../features/merchants/pay-by-merchant-id-screen';

export const Route = createFileRoute('/_authed/pay/shop')({
  component: PayByMerchantIdScreen,
});
