import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '../../../lib/locale-format';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { appCodeOf, errorMessage, isOfflineFailure } from '../../../lib/api-errors';
import { type trpc, trpcClient } from '../../../lib/trpc';

type PreviewInput = inferInput<typeof trpc.money.previewRecipient>;
type Preview = inferOutput<typeof trpc.money.previewRecipient>;

/** What the check found: a name, nobody (the money would wait for them), or a refusal to show. */
export type RecipientCheck = { kind: 'person'; preview: Preview } | { kind: 'nobody' } | { kind: 'refused'; message: string };

/**
 * Name before you pay: a payment to a phone number or e-mail is confirmed against the name the
 * account holds ("Kofi B."), with a word when it is the first payment to them. `check` asks the API;
 * the result holds for the recipient it was asked about (`forKey`) until the form changes.
 */
export function useRecipientCheck({ onOffline }: { onOffline: () => void }) {
  const [result, setResult] = useState<{ key: string; check: RecipientCheck } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: PreviewInput) => trpcClient.money.previewRecipient.mutate(input),
  });
  const check = (key: string, input: PreviewInput) =>
    mutation.mutate(input, {
      onSuccess: (preview) => setResult({ key, check: { kind: 'person', preview } }),
      onError: (error) => {
        // No data: nothing was checked, so nothing is shown as refused; the screen hands off to USSD.
        if (isOfflineFailure(error)) return onOffline();
        setResult({
          key,
          check: appCodeOf(error) === 'NOT_FOUND' ? { kind: 'nobody' } : { kind: 'refused', message: errorMessage(error) },
        });
      },
    });
  return {
    check,
    checking: mutation.isPending,
    forKey: (key: string) => (result?.key === key ? result.check : null),
    reset: () => setResult(null),
  };
}

export function RecipientConfirmation({
  check,
  amount,
  typed,
  busy,
  onConfirm,
  onChange,
}: {
  check: RecipientCheck;
  amount: bigint;
  /** The number or address as the sender typed it. */
  typed: string;
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the confirmation opens below the fold: bring it into view.
  // (In braces: an effect's return value is its clean-up, and newer browsers' scrollIntoView returns a promise.)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'center' });
  }, [check]);
  if (check.kind === 'refused') {
    return (
      <Alert ref={panel} color="red" title={t`We could not check this recipient`} role="alert">
        {check.message}
        <Button variant="subtle" mt="xs" onClick={onChange}>
          <Trans>Change</Trans>
        </Button>
      </Alert>
    );
  }
  const name = check.kind === 'person' ? check.preview.displayName : typed;
  return (
    <Paper ref={panel} withBorder p="md" radius="md" role="region" aria-label={t`Confirm the recipient`}>
      <Stack gap="sm">
        <Text>
          <Trans>
            Paying <strong>{name}</strong>
          </Trans>
        </Text>
        {check.kind === 'person' && check.preview.firstPayment && (
          <Alert color="yellow" title={t`First payment`}>
            <Trans>You have not paid {name} before. Check that this is the person you mean.</Trans>
          </Alert>
        )}
        {check.kind === 'nobody' && (
          <Alert color="blue" title={t`Not on ${APP_NAME} yet`}>
            <Trans>
              Nobody on {APP_NAME} has {typed} yet. The money waits for them to join, and comes back to you if they do not.
            </Trans>
          </Alert>
        )}
        {/* One above the other: "Confirm and send ₵1,000.00" needs the whole width of a 360 px screen. */}
        <Stack gap="xs">
          <Button fullWidth onClick={onConfirm} loading={busy}>
            <Trans>Confirm and send</Trans> {formatCedis(amount)}
          </Button>
          <Button fullWidth variant="default" onClick={onChange} disabled={busy}>
            <Trans>Change</Trans>
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
