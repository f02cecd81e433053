import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '../../../lib/public-user';
import { showToast } from '../../../lib/toast';
import { failureToast } from '../auth-toasts';
import { signInWithPasskey } from '../passkey-ceremonies';
import { faceIdErrorMessage } from '../webauthn-errors';

/** Signs in with a passkey. A failed ceremony is an error toast; there is no fallback assertion. */
export function FaceIdButton({ onSignedIn }: { onSignedIn: (user: PublicUser) => unknown }) {
  const passkeyLogin = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => onSignedIn(user),
    onError: (error) => showToast(failureToast(t`Face ID login failed`, faceIdErrorMessage(error))),
  });

  return (
    <Button
      variant="outline"
      size="md"
      fullWidth
      leftSection={<IconFingerprint size={20} aria-hidden="true" />}
      loading={passkeyLogin.isPending || passkeyLogin.isSuccess}
      onClick={() => passkeyLogin.mutate()}
    >
      <Trans>Use Face ID / Touch ID</Trans>
    </Button>
  );
}
