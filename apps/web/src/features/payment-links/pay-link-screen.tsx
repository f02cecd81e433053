import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '@ghanapay/money';
import { Anchor, Paper, Skeleton, Stack, Text, Title, type AlertProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { startLinkPayment, type PayPaymentLinkInput } from './pay-link-api';
import classes from './pay-link-form.module.css';
import { publicPaymentLinkQuery } from './pay-link-queries';

// What the first screen does not draw loads when needed, so this public page carries no more script
// than the landing page: the outcome (loader, icons, polling) once a payment starts, an alert when one shows.
const loadProgress = () => import('./pay-link-progress');
const LazyProgress = lazy(loadProgress);
const LazyAlert = lazy(() => import('./pay-link-alert'));

function PaymentProgress(props: { code: string; paymentId: string; onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyProgress {...props} />
    </Suspense>
  );
}

function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** Starting a payment (plain fetch, not the tRPC client): pending while the prompt is asked for, the refusal kept to show. */
function useStartPayment(onStarted: (id: string) => void) {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mutate = (input: PayPaymentLinkInput) => {
    setState({ isPending: true, error: null });
    void loadProgress();
    startLinkPayment(input).then(
      (payment) => {
        setState({ isPending: false, error: null });
        onStarted(payment.paymentId);
      },
      (error: unknown) => setState({ isPending: false, error: error instanceof Error ? error : new Error('Please try again') }),
    );
  };
  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}

type Network = 'MTN' | 'TELECEL' | 'AIRTELTIGO';
// The networks' own names: the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const NETWORKS: { value: Network; label: string }[] = [
  { value: 'MTN', label: 'MTN' },
  { value: 'TELECEL', label: 'Telecel' },
  { value: 'AIRTELTIGO', label: 'AirtelTigo' },
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * /pay/$code, no sign-in: a person without the app pays someone's payment link from mobile money.
 * The owner as MoMo shows a payee, what it is for, the amount (or a field for it); then the network
 * and number, the approval prompt on the payer's phone (Telecel and AirtelTigo may first text a code
 * to enter here), and the outcome, polled.
 */
export default function PayLinkScreen() {
  const { code } = useParams({ from: '/pay/$code' });
  const link = useQuery(publicPaymentLinkQuery(code));
  const [paymentId, setPaymentId] = useState<string | null>(null);
  return (
    <Page>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Pay with {APP_NAME}</Trans>
        </Title>
        {link.data ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  <Trans>To</Trans>
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
                <Alert color="yellow">
                  <Trans>Someone is paying this link right now. Try again in a few minutes.</Trans>
                </Alert>
              )}
            </Stack>
          </Paper>
        ) : link.isError ? (
          <Alert color={httpStatusOf(link.error) === 404 ? 'red' : 'yellow'} title={t`This link cannot be paid`}>
            {errorMessage(link.error)}
          </Alert>
        ) : (
          <Skeleton height={300} radius="md" />
        )}
        <Anchor component={Link} to="/" size="sm">
          <Trans>About {APP_NAME}</Trans>
        </Anchor>
      </Stack>
    </Page>
  );
}

function PayForm({ code, fixedAmount, onStarted }: { code: string; fixedAmount: string | null; onStarted: (id: string) => void }) {
  const [network, setNetwork] = useState<Network>('MTN');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [amount, setAmount] = useState('');
  const pay = useStartPayment(onStarted);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ code, network, phoneNumber, ...(fixedAmount === null ? { amount: amount.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label={t`Pay with mobile money`}>
      <Stack gap="sm">
        {fixedAmount === null && (
          <label className={classes.field}>
            <Trans>Amount (₵)</Trans>
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
          <Trans>Network</Trans>
          <select className={classes.control} value={network} onChange={(e) => setNetwork(e.currentTarget.value as Network)}>
            {NETWORKS.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </select>
        </label>
        <label className={classes.field}>
          <Trans>Mobile money number</Trans>
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
          {pay.isPending ? t`Sending the prompt…` : t`Pay with mobile money`}
        </button>
      </Stack>
    </form>
  );
}
