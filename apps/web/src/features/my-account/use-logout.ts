import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/api-errors';
import { forgetThisDevicePush } from '../../lib/push-device';
import { discardAllSendDrafts } from '../money';
import { trpc, trpcClient } from '../../lib/trpc';
import { setSignedOut } from '../../lib/session-query';
import { showToast } from '../../lib/toast';

/** The spec's logout redirect delay. */
const LOGOUT_REDIRECT_MS = 500;

export function useLogout() {
  const navigate = useNavigate();
  const logout = trpc.auth.logout.mutationOptions({
    onSuccess: (result) => {
      showToast({ title: t`Logged out`, message: result.message });
      window.setTimeout(() => {
        setSignedOut();
        void navigate({ to: '/' });
      }, LOGOUT_REDIRECT_MS);
    },
    onError: (error) => showToast({ title: t`Logout Failed`, message: errorMessage(error), destructive: true }),
  });
  return useMutation({
    ...logout,
    // This device's pushes stop first, while the session can still delete its subscription.
    mutationFn: async () => {
      await forgetThisDevicePush((id) => trpcClient.push.unsubscribe.mutate({ id })).catch(() => undefined);
      // A send kept while offline is this person's: the next one on a shared phone never sees it.
      discardAllSendDrafts();
      return trpcClient.auth.logout.mutate();
    },
  });
}
