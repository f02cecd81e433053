import { createFileRoute, Navigate } from '@tanstack/react-router';
import AuthScreen from '../features/auth/auth-screen';
import { useSession } from '../lib/session-query';
import { validateAuthSearch } from '../lib/search-params';

export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  component: AuthRoute,
});

function AuthRoute() {
  const { user } = useSession();
  const { mode } = Route.useSearch();
  // Signed-in people are kept off /auth.
  if (user) return <Navigate to="/" replace />;
  return <AuthScreen initialMode={mode} />;
}
