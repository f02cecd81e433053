import { createFileRoute } from '@tanstack/react-router';
import ReconciliationScreen from '../../features/staff/reconciliation-screen';

export const Route = createFileRoute('/_authed/staff/reconciliation')({
  component: ReconciliationScreen,
});
