import { msg, t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useRefreshAccounts } from './linked-accounts-queries';

export interface CardCheckoutNotice {
  tone: 'green' | 'yellow' | 'red';
  title: string;
  message: string;
}

const TITLES = {
  added: msg`Card added`,
  duplicate: msg`Already saved`,
  failed: msg`Card not added`,
  pending: msg`Not finished yet`,
} as const;
const TONES = { added: 'green', duplicate: 'yellow', failed: 'red', pending: 'yellow' } as const;

/**
 * Back from Paystack's page (/cards?reference=…): the server verifies the card check with Paystack,
 * once, and the screen says how it ended; the reference then leaves the address bar.
 */
export function useCardCheckoutReturn(reference: string | null): CardCheckoutNotice | null {
  const [notice, setNotice] = useState<CardCheckoutNotice | null>(null);
  const asked = useRef<string | null>(null);
  const navigate = useNavigate();
  const refresh = useRefreshAccounts();
  const complete = useMutation(
    trpc.accounts.completeCardCheckout.mutationOptions({
      onSuccess: (outcome) => {
        setNotice({
          tone: TONES[outcome.status],
          title: t(TITLES[outcome.status]),
          message:
            outcome.status === 'added'
              ? t`Your card is saved. The ₵1.00 check is being refunded to it.`
              : outcome.status === 'pending'
                ? t`Paystack has not finished checking the card. Try Add Card again.`
                : outcome.message,
        });
        void refresh();
      },
      onError: (error) => setNotice({ tone: 'red', title: t(TITLES.failed), message: errorMessage(error, t`Could not check the card`) }),
      onSettled: () => void navigate({ to: '/cards', search: {}, replace: true }),
    }),
  );
  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    complete.mutate({ reference });
  }, [reference, complete]);
  return notice;
}
