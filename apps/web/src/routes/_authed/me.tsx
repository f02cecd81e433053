import { createFileRoute } from '@tanstack/react-router';
import { WalletHome } from '../../features/account/wallet-home';

export const Route = createFileRoute('/_authed/me')({
  component: WalletHome,
});
