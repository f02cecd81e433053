import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { i18n } from '../../../lib/i18n';
import { trpcClient, type trpc } from '../../../lib/trpc';
import { sendWithProofOfWork } from '../proof-of-work/proof-of-work';

type SentCode = inferOutput<typeof trpc.auth.sendVerification>;

/**
 * Sends a sign-up code, its SMS or e-mail written in the language the screen shows. When the API asks for a proof-of-work (many codes from this address: a
 * carrier's NAT), it is solved invisibly and the request sent again; `checking` is true meanwhile,
 * for the screen's "Checking your connection…".
 */
export function useSendSignUpCode(handlers: { onSuccess: (sent: SentCode) => void; onError: (failure: Error) => void }) {
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: { phoneNumber: string }) =>
      sendWithProofOfWork(
        (altcha) => trpcClient.auth.sendVerification.mutate({ ...input, language: i18n.locale, ...(altcha ? { altcha } : {}) }),
        setChecking,
      ),
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
  return { send: mutation.mutate, isPending: mutation.isPending, checking };
}

/** Shown while the proof of work runs, before a code is sent. */
export const checkingConnection = () => t`Checking your connection…`;
