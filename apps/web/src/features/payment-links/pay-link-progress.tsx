import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '@ghanapay/money';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { submitLinkPaymentOtp } from './pay-link-api';
import classes from './pay-link-form.module.css';
import { linkPaymentQuery } from './pay-link-queries';

/** The code the payer's network texted them, typed on the page (a plain field: the page stays light). */
function OtpStep({ code, paymentId, message }: { code: string; paymentId: string; message: string }) {
  const queryClient = useQueryClient();
  const [otp, setOtp] = useState('');
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const submit = () => {
    setState({ isPending: true, error: null });
    submitLinkPaymentOtp({ code, paymentId, otp: otp.trim() }).then(
      (answer) => {
        setState({ isPending: false, error: null });
        queryClient.setQueryData(linkPaymentQuery(code, paymentId).queryKey, answer);
      },
      (error: unknown) => {
        setOtp('');
        setState({ isPending: false, error: error instanceof Error ? error : new Error('Please try again') });
      },
    );
  };
  return (
    <form
      aria-label={t`Approval code`}
      data-testid="pay-link-outcome"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={700}>{message}</Text>
        <label className={classes.field}>
          <Trans>Code from the SMS</Trans>
          <input
            className={classes.control}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
          />
        </label>
        {state.error && (
          <Alert color="red" role="alert">
            {errorMessage(state.error)}
          </Alert>
        )}
        <button type="submit" className={classes.submit} disabled={state.isPending || otp.length !== 6}>
          {state.isPending ? t`Checking the code…` : t`Approve`}
        </button>
      </Stack>
    </form>
  );
}

/** A started payment on /pay/$code: the approval prompt, then its outcome, polled (its own chunk: not on the first screen). */
export default function PaymentProgress({ code, paymentId, onRetry }: { code: string; paymentId: string; onRetry: () => void }) {
  const payment = useQuery(linkPaymentQuery(code, paymentId));
  const data = payment.data;
  if (data?.status === 'awaiting_otp') return <OtpStep code={code} paymentId={paymentId} message={data.message} />;
  if (!data || data.status === 'pending')
    return (
      <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
        <Loader size="md" aria-hidden="true" />
        <Text fw={700}>
          <Trans>Approve the prompt on your phone</Trans>
        </Text>
        <Text size="sm" ta="center" c="dimmed">
          {data
            ? t`To pay ${formatCedis(data.amount)} to ${data.ownerName}, enter your mobile money PIN when your phone asks.`
            : t`Sending the prompt to your phone…`}
        </Text>
      </Stack>
    );
  if (data.status === 'completed')
    return (
      <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
        <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Text fz={20} fw={700} c="green.9">
          <Trans>Paid</Trans>
        </Text>
        <Text ta="center">{t`You paid ${formatCedis(data.amount)} to ${data.ownerName}`}</Text>
      </Stack>
    );
  return (
    <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
      <IconCircleX size={56} color="var(--mantine-color-red-8)" aria-hidden="true" />
      <Text fz={20} fw={700} c="red.9">
        <Trans>Not paid</Trans>
      </Text>
      {/* The page's own words in the payer's language; a network's own reason as the network gave it. */}
      <Text ta="center">
        {data.sentBack
          ? t`${formatCedis(data.amount)} is being sent back to your number`
          : t`Your payment of ${formatCedis(data.amount)} did not go through. Nothing was taken from your mobile money wallet.`}
      </Text>
      {(data.sentBack || data.failureReason) && (
        <Text size="sm" ta="center" c="dimmed">
          {data.sentBack ? t`${data.ownerName} could not receive it, so it is being sent back to your number` : data.failureReason}
        </Text>
      )}
      <button type="button" className={classes.secondary} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </Stack>
  );
}
