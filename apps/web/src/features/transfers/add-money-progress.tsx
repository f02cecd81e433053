import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Group, Loader, PinInput, Stack, Text } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { networkShort } from './transfer-words';
import { addMoneyProgressQuery, useRefreshAfterTransfer } from './transfers-queries';

/**
 * An Add Money from Telecel Cash, AirtelTigo Money or a saved card, followed in its dialog: the code
 * step when the network or the card's bank texted one (six digits, its answer shown when it refuses),
 * the bank's own page when a card's bank checks the payment there (opened in a new tab, this dialog
 * following it), the approval on the phone (a card is charged without one), then how it ended.
 */
export function AddMoneyProgress({ transferId, onDone }: { transferId: string; onDone: () => void }) {
  const query = addMoneyProgressQuery(transferId);
  const transfer = useQuery(query);
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterTransfer();
  const [otp, setOtp] = useState('');
  const submitOtp = useMutation(
    trpc.money.addMoneyOtp.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(query.queryKey, answer);
        setOtp('');
      },
      onError: () => setOtp(''),
    }),
  );
  const status = transfer.data?.status;
  const card = transfer.data?.destination === 'Card';
  useEffect(() => {
    if (status === 'completed' || status === 'failed') void refresh();
  }, [status, refresh]);

  if (transfer.data?.bankCheckUrl)
    return (
      <Stack gap="sm" data-testid="add-money-progress">
        <Text fw={700}>
          <Trans>Your card’s bank wants to check this payment</Trans>
        </Text>
        <Text size="sm">
          <Trans>
            Approve ₵{transfer.data.amount} from your {transfer.data.accountNumber} on your bank’s page. We add it to your wallet as soon as
            your bank says yes.
          </Trans>
        </Text>
        <Button
          component="a"
          href={transfer.data.bankCheckUrl}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={18} aria-hidden="true" />}
        >
          <Trans>Complete your bank’s check</Trans>
        </Button>
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            <Trans>The page opens in a new tab. Come back here when you have finished.</Trans>
          </Text>
        </Group>
      </Stack>
    );
  if (!transfer.data || status === 'pending')
    return (
      <Stack align="center" gap="xs" role="status" data-testid="add-money-progress">
        <Loader size="md" aria-hidden="true" />
        <Text fw={700}>{card ? t`Charging your card` : t`Approve on your phone`}</Text>
        <Text size="sm" ta="center" c="dimmed">
          {!transfer.data
            ? t`Sending the request…`
            : card
              ? t`Charging ₵${transfer.data.amount} to your ${transfer.data.accountNumber}.`
              : t`Enter your PIN when ${transfer.data.destination} asks, to add ₵${transfer.data.amount} to your wallet.`}
        </Text>
      </Stack>
    );
  if (status === 'awaiting_otp')
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (otp.length === 6) submitOtp.mutate({ id: transferId, otp });
        }}
        aria-label={t`Approval code`}
      >
        <Stack gap="sm" data-testid="add-money-progress">
          <Text fw={700}>
            {card
              ? t`Enter the code your card’s bank sent to ${transfer.data.accountNumber} to approve`
              : t`Enter the code ${networkShort(transfer.data.destination)} sent to ${transfer.data.accountNumber} to approve`}
          </Text>
          <Text size="sm" c="dimmed">
            {card ? t`Your card’s bank sent the code.` : t`The code came by SMS.`} <Trans>Never share it with anyone who calls you.</Trans>
          </Text>
          <PinInput length={6} type="number" oneTimeCode value={otp} onChange={setOtp} aria-label={t`Code`} />
          {submitOtp.isError && (
            <Alert color="red" role="alert">
              {errorMessage(submitOtp.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submitOtp.isPending} disabled={otp.length !== 6}>
              <Trans>Approve</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    );
  return (
    <Stack align="center" gap="xs" role="status" data-testid="add-money-progress">
      {status === 'completed' ? (
        <>
          <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Text fw={700}>
            <Trans>₵{transfer.data.amount} added to your wallet</Trans>
          </Text>
        </>
      ) : (
        <>
          <Text fw={700} c="red.9">
            <Trans>Money not added</Trans>
          </Text>
          <Text size="sm" ta="center">
            {transfer.data.failureReason ?? t`The payment did not go through. Nothing was taken.`}
          </Text>
        </>
      )}
      <Button variant="default" onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </Stack>
  );
}
