import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PublicUser } from '../../lib/public-user';
import { setSignedIn } from '../../lib/session-query';

/** The spec's login redirect delay. */
const SIGN_IN_REDIRECT_MS = 100;

/** After login, registration or a passkey: the person is signed in and goes to / (after 100 ms). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (user: PublicUser) =>
      new Promise<void>((resolve) => {
        window.setTimeout(() => {
          setSignedIn(user);
          void navigate({ to: '/' });
          resolve();
        }, SIGN_IN_REDIRECT_MS);
      }),
    [navigate],
  );
}
