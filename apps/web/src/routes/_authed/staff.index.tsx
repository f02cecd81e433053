import { createFileRoute } from '@tanstack/react-router';
import LookupScreen from '../../features/staff/lookup-screen';

export const Route = createFileRoute('/_authed/staff/')({
  component: LookupScreen,
});
