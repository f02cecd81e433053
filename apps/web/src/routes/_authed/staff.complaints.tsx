import { createFileRoute } from '@tanstack/react-router';
import StaffComplaintsScreen from '../../features/complaints/staff-complaints-screen';

export const Route = createFileRoute('/_authed/staff/complaints')({
  component: StaffComplaintsScreen,
});
