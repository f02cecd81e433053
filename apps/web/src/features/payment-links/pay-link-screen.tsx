import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '@ghanapay/money';
import { Alert, Anchor, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import classes from './pay-link-form.module.css';
import { linkPaymentQuery, publicPaymentLinkQuery } from './pay-link-queries';

type Network = 'MTN' | 'TELECEL' | 'AIRTELTIGO';
const NETWORKS: { value: Network; label: string }[] = [
  { value: 'MTN', label: 'MTN' },
  { value: 'TELECEL', label: 'Telecel' },
  { value: 'AIRTELTIGO', label: 'AirtelTigo' },
];

/**
 * /pay/$code, no sign-in: a person without the app pays someone's payment link from mobile money.
 * The owner as MoMo shows a payee, what it is for, the amount (or a field for it); then the network
 * and number, the approval prompt on the payer's phone, and the outcome, polled.
 */
export default function PayLinkScreen() {
  const { code } = useParams({ from: '/pay/$code' });
  const link = useQuery(publicPaymentLinkQuery(code));
  const [paymentId, setPaymentId] = useState<string | null>(null);
  return (
    <Page>
      <Stack gap="md">
        <Title order={1} size="h3">
          Pay with {APP_NAME}
        </Title>
        {link.data ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  To
                </Text>
                <Text fz={22} fw={700} data-testid="pay-link-owner">
                  {link.data.ownerName}
                </Text>
                <Text>{link.data.description}</Text>
                {link.data.amount !== null && (
                  <Text fz={28} fw={700} data-testid="pay-link-amount">
                    {formatCedis(link.data.amount)}
                  </Text>
                )}
              </Stack>
              {paymentId ? (
                <PaymentProgress code={code} paymentId={paymentId} onRetry={() => setPaymentId(null)} />
              ) : link.data.payable ? (
                <PayForm code={code} fixedAmount={link.data.amount} onStarted={setPaymentId} />
              ) : (
                <Alert color="yellow">Someone is paying this link right now. Try again in a few minutes.</Alert>
              )}
            </Stack>
          </Paper>
        ) : link.isError ? (
          <Alert color={httpStatusOf(link.error) === 404 ? 'red' : 'yellow'} title="This link cannot be paid">
            {errorMessage(link.error)}
          </Alert>
        ) : (
          <Skeleton height={300} radius="md" />
        )}
        <Anchor component={Link} to="/" size="sm">
          About {APP_NAME}
        </Anchor>
      </Stack>
    </Page>
  );
}

function PayForm({ code, fixedAmount, onStarted }: { code: string; fixedAmount: string | null; onStarted: (id: string) => void }) {
  const [network, setNetwork] = useState<Network>('MTN');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [amount, setAmount] = useState('');
  const pay = useMutation(trpc.money.payPaymentLink.mutationOptions({ onSuccess: (payment) => onStarted(payment.paymentId) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ code, network, phoneNumber, ...(fixedAmount === null ? { amount: amount.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label="Pay with mobile money">
      <Stack gap="sm">
        {fixedAmount === null && (
          <label className={classes.field}>
            Amount (₵)
            <input
              className={classes.control}
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          </label>
        )}
        <label className={classes.field}>
          Network
          <select className={classes.control} value={network} onChange={(e) => setNetwork(e.currentTarget.value as Network)}>
            {NETWORKS.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </select>
        </label>
        <label className={classes.field}>
          Mobile money number
          <input
            className={classes.control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="024 123 4567"
            required
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.currentTarget.value)}
          />
        </label>
        {pay.isError && (
          <Alert color="red" role="alert">
            {errorMessage(pay.error)}
          </Alert>
        )}
        <button type="submit" className={classes.submit} disabled={pay.isPending}>
          {pay.isPending ? 'Sending the prompt…' : 'Pay with mobile money'}
        </button>
      </Stack>
    </form>
  );
}

function PaymentProgress({ code, paymentId, onRetry }: { code: string; paymentId: string; onRetry: () => void }) {
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
