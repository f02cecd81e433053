import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { toCedisString } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { amountOrNull } from '@ghanapay/validators/input';
import { Button, Group, Input, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Page } from '../../components/page';
import { useSession } from '../../lib/session-query';
import { AmountField, useIdempotencyKeys } from '../money';
import { amountProblem, detectNetwork, localNumber, savedNumbers, topUpBiller } from './bill-display';
import { billersQuery, billPaymentsQuery } from './bills-queries';
import type { BillPayment, MobileNetwork } from './bills-types';
import type { TopUpSearch } from './pay-search';
import { SavedNumbers } from './saved-numbers';
import { NetworkPicker } from './network-picker';
import type { BillPaymentRequest } from './use-pay-bill';

// What the first screen does not draw loads when a person gets to it: the data bundles (the Data tab),
// the confirm step (with the payment's code) and the result.
const BundlePicker = lazy(() => import('./bundle-picker').then((m) => ({ default: m.BundlePicker })));
const TopUpConfirm = lazy(() => import('./top-up-confirm').then((m) => ({ default: m.TopUpConfirm })));
const BillResult = lazy(() => import('./bill-result').then((m) => ({ default: m.BillResult })));

const QUICK_AMOUNTS = ['5', '10', '20', '50'];

const isCompletePhone = (number: string) => /^0\d{9}$/.test(localNumber(number.replace(/[\s-]/g, '')));

/** /pay/airtime: airtime or data for my number or any other, the network read from the prefix. */
export default function TopUpScreen({ prefill }: { prefill: TopUpSearch }) {
  const { user } = useSession();
  const billers = useQuery(billersQuery());
  const payments = useQuery(billPaymentsQuery());
  const own = user?.phoneNumber ? localNumber(user.phoneNumber) : '';
  const [kind, setKind] = useState<'airtime' | 'data'>(prefill.kind ?? 'airtime');
  const [number, setNumber] = useState(prefill.number ? localNumber(prefill.number) : own);
  const prefillNetwork = billers.data?.find((b) => b.id === prefill.billerId)?.network ?? null;
  const [override, setOverride] = useState<MobileNetwork | null>(null);
  const [amount, setAmount] = useState(prefill.amount ?? '');
  const [bundleId, setBundleId] = useState<string | null>(null);
  // A repeat of an airtime top-up has everything: it opens on the confirm step.
  const [step, setStep] = useState<'form' | 'confirm' | 'result'>(
    prefill.kind === 'airtime' && prefill.number && prefill.amount ? 'confirm' : 'form',
  );
  const [payment, setPayment] = useState<BillPayment | null>(null);
  // One key per payment intent, kept while the person goes back and forth to the confirm step.
  const keys = useIdempotencyKeys();

  const detected = detectNetwork(number);
  const network = override ?? (prefill.number && localNumber(prefill.number) === number ? prefillNetwork : null) ?? detected;
  const biller = topUpBiller(billers.data ?? [], network, kind);
  const complete = isCompletePhone(number);
  const pesewas = amountOrNull(amount);
  const problem = biller && kind === 'airtime' ? amountProblem(biller, pesewas) : null;
  const ready = biller !== undefined && complete && (kind === 'airtime' ? pesewas !== null && !problem : bundleId !== null);
  const saved = savedNumbers(
    payments.data ?? [],
    (billers.data ?? []).filter((b) => b.kind === 'airtime' || b.kind === 'data').map((b) => b.id),
  ).filter((n) => localNumber(n.customerNumber) !== own);
  const choices = [...(own ? [{ customerNumber: own, customerName: null, tag: t`My number` }] : []), ...saved];

  function changeNumber(value: string) {
    setNumber(value);
    setOverride(null);
    setBundleId(null);
  }

  function again() {
    setStep('form');
    setPayment(null);
    setAmount('');
    setBundleId(null);
  }

  const customerNumber = number.replace(/[\s-]/g, '');
  const request: BillPaymentRequest | undefined = biller && {
    billerId: biller.id,
    customerNumber,
    ...(kind === 'data' && bundleId ? { bundleId } : { amount: pesewas === null ? '' : toCedisString(pesewas) }),
  };

  return (
    <Page withNav>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/pay"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          <Trans>Pay</Trans>
        </Button>
        <Title order={1} size="h2">
          <Trans>Airtime & data</Trans>
        </Title>
        {step === 'result' && payment ? (
          <Suspense fallback={<Skeleton height={240} radius="md" />}>
            <BillResult payment={payment} onAnother={again} />
          </Suspense>
        ) : billers.data === undefined ? (
          <Skeleton height={240} radius="md" />
        ) : step === 'confirm' && biller && ready && request ? (
          <Suspense fallback={<Skeleton height={200} radius="md" />}>
            <TopUpConfirm
              biller={biller}
              request={request}
              keys={keys}
              onAccepted={(accepted) => {
                setPayment(accepted);
                setStep('result');
              }}
              onBack={() => setStep('form')}
            />
          </Suspense>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) setStep('confirm');
            }}
          >
            <Stack gap="md">
              <SegmentedControl
                aria-label={t`Buy airtime or data`}
                fullWidth
                size="md"
                value={kind}
                onChange={(value) => {
                  setKind(value as 'airtime' | 'data');
                  setBundleId(null);
                }}
                data={[
                  { value: 'airtime', label: t`Airtime` },
                  { value: 'data', label: t`Data` },
                ]}
              />
              <TextInput
                label={t`Phone number`}
                description={number === own ? t`Your own number; type any other to top it up` : undefined}
                value={number}
                onChange={(event) => changeNumber(event.currentTarget.value)}
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="024 123 4567"
                size="md"
                error={number.length >= 10 && !complete ? t`Enter a 10-digit Ghanaian mobile number` : undefined}
              />
              <SavedNumbers label={t`Numbers you top up`} numbers={choices} selected={localNumber(customerNumber)} onPick={changeNumber} />
              <NetworkPicker
                network={network}
                detected={detected}
                onChange={(picked) => {
                  setOverride(picked);
                  // Another network has other bundles.
                  setBundleId(null);
                }}
              />
              {kind === 'airtime' ? (
                <Stack gap="xs">
                  <AmountField label={t`Amount`} value={amount} onChange={setAmount} error={problem ?? undefined} />
                  {biller && !problem && (
                    <Text size="xs" c="dimmed" mt={-4}>
                      <Trans>From</Trans> {formatCedis(biller.minAmount)} <Trans>to</Trans> {formatCedis(biller.maxAmount)}
                    </Text>
                  )}
                  <Group gap="xs" grow>
                    {QUICK_AMOUNTS.map((a) => (
                      <Button
                        key={a}
                        variant={amount === a ? 'filled' : 'default'}
                        h={44}
                        onClick={() => setAmount(a)}
                        aria-pressed={amount === a}
                      >
                        ₵{a}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              ) : biller && complete ? (
                <Suspense fallback={<BundleSkeletons />}>
                  <BundlePicker billerId={biller.id} customerNumber={customerNumber} value={bundleId} onChange={setBundleId} />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>Enter the number to see its data bundles.</Trans>
                </Text>
              )}
              <Button type="submit" size="lg" fullWidth disabled={!ready}>
                <Trans>Continue</Trans>
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Page>
  );
}

/** Where the bundles will be while their list's script loads: the same label and rows as the list's own loading state. */
function BundleSkeletons() {
  return (
    <Stack gap={6}>
      <Input.Label size="md">
        <Trans>Data bundle</Trans>
      </Input.Label>
      {[1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}
