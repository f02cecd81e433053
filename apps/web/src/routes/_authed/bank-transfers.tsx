import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/bank-transfers')({
  component: () => <ComingSoon title="Bank Transfers" description="Send money from your wallet to any Ghanaian bank account." />,
});
