import { createFileRoute } from '@tanstack/react-router';
import AuditLogScreen from '../../features/staff/audit-log-screen';

export const Route = createFileRoute('/_authed/staff/audit-log')({
  component: AuditLogScreen,
});
