import { createFileRoute } from '@tanstack/react-router';
import ReversalsScreen from '../../features/reversals/reversals-screen';

export const Route = createFileRoute('/_authed/reversals')({
  component: ReversalsScreen,
});
