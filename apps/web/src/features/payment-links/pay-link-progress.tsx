import { formatCedis } from '@ghanapay/money';
import { Loader, Stack, Text } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import { useQuery } from '@tanstack/react-query';
import classes from './pay-link-form.module.css';
import { linkPaymentQuery } from './pay-link-queries';

/** A started payment on /pay/$code: the approval prompt, then its outcome, polled (its own chunk: not on the first screen). */
export default function PaymentProgress({ code, paymentId, onRetry }: { code: string; paymentId: string; onRetry: () => void }) {
  const payment = useQuery(linkPaymentQuery(code, paymentId));
  const data = payment.data;
  if (!data || data.status === 'pending')
    return (
      <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
        <Loader size="md" aria-hidden="true" />
        <Text fw={700}>Approve the prompt on your phone</Text>
        <Text size="sm" ta="center" c="dimmed">
          {data
            ? `To pay ${formatCedis(data.amount)} to ${data.ownerName}, enter your MoMo PIN when your phone asks.`
            : 'Sending the prompt to your phone…'}
        </Text>
      </Stack>
    );
  if (data.status === 'completed')
    return (
      <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
        <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Text fz={20} fw={700} c="green.9">
          Paid
        </Text>
        <Text ta="center">{data.message}</Text>
      </Stack>
    );
  return (
    <Stack align="center" gap="xs" role="status" data-testid="pay-link-outcome">
      <IconCircleX size={56} color="var(--mantine-color-red-8)" aria-hidden="true" />
      <Text fz={20} fw={700} c="red.9">
        Not paid
      </Text>
      <Text ta="center">{data.message}</Text>
      {data.failureReason && (
        <Text size="sm" ta="center" c="dimmed">
          {data.failureReason}
        </Text>
      )}
      <button type="button" className={classes.secondary} onClick={onRetry}>
        Try again
      </button>
    </Stack>
  );
}
