import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/mobile-money')({
  component: () => <ComingSoon title="Mobile Money" description="Link your MTN MoMo, Telecel Cash or AirtelTigo Money wallets." />,
});
