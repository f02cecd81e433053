import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { setSignedOut } from '../../lib/session-query';
import { showToast } from '../../lib/toast';

/** The spec's logout redirect delay. */
const LOGOUT_REDIRECT_MS = 500;

export function useLogout() {
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: (result) => {
        showToast({ title: 'Logged out', message: result.message });
        window.setTimeout(() => {
          setSignedOut();
          void navigate({ to: '/' });
        }, LOGOUT_REDIRECT_MS);
      },
      onError: (error) => showToast({ title: 'Logout Failed', message: errorMessage(error), destructive: true }),
    }),
  );
}
