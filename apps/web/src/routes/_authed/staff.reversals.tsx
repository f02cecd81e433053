import { createFileRoute } from '@tanstack/react-router';
import StaffReversalsScreen from '../../features/reversals/staff-reversals-screen';

export const Route = createFileRoute('/_authed/staff/reversals')({
  component: StaffReversalsScreen,
});
