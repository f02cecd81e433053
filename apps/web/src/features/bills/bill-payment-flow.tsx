import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { toCedisString } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { amountOrNull } from '@ghanapay/validators/input';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadTrpcClient, type TrpcInput } from '../../lib/trpc-query';
import { AmountField, useIdempotencyKeys } from '../money';
import { BillConfirm } from './bill-confirm';
import { amountProblem, savedNumbers } from './bill-display';
import { BillIcon } from './bill-icon';
import { BillResult } from './bill-result';
import { billPaymentsQuery } from './bills-queries';
import type { Biller, BillPayment } from './bills-types';
import type { BillSearch } from './pay-search';
import { SavedNumbers } from './saved-numbers';
import { billFailureText, usePayBill } from './use-pay-bill';
import { isOfflineFailure } from '../../lib/api-errors';
import { UssdHandoff } from '../ussd';

type Step = 'number' | 'amount' | 'confirm' | 'result';

/** One biller on /pay/bills: its customer number, the name the biller knows it by, the amount, confirm, the result. */
export function BillPaymentFlow({ biller, prefill }: { biller: Biller; prefill: BillSearch }) {
  const payments = useQuery(billPaymentsQuery());
  const [step, setStep] = useState<Step>('number');
  const [number, setNumber] = useState(prefill.customerNumber ?? '');
  const [amount, setAmount] = useState(prefill.amount ?? '');
  const [payment, setPayment] = useState<BillPayment | null>(null);
  const lookup = useMutation({
    mutationFn: async (input: TrpcInput<'money.lookupBillCustomer'>) => (await loadTrpcClient()).money.lookupBillCustomer.mutate(input),
  });
  const keys = useIdempotencyKeys();
  const payBill = usePayBill(keys, (accepted) => {
    setPayment(accepted);
    setStep('result');
  });
  // A repeat (number and amount given) looks the customer up at once and opens on confirm.
  useEffect(() => {
    if (!prefill.customerNumber) return;
    lookup.mutate(
      { id: biller.id, customerNumber: prefill.customerNumber },
      { onSuccess: () => setStep(prefill.amount ? 'confirm' : 'amount') },
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pesewas = amountOrNull(amount);
  const problem = amountProblem(biller, pesewas);
  const customer = lookup.data;
  const saved = savedNumbers(payments.data ?? [], [biller.id]);

  function check(event: React.FormEvent) {
    event.preventDefault();
    if (number.trim()) lookup.mutate({ id: biller.id, customerNumber: number }, { onSuccess: () => setStep('amount') });
  }

  function changeNumber(value: string) {
    setNumber(value);
    lookup.reset();
  }

  function again() {
    setStep('number');
    setPayment(null);
    setAmount('');
    lookup.reset();
    payBill.reset();
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
          <BillIcon kind={biller.kind} size={36} />
          {biller.name}
        </span>
      </Title>
      {step === 'result' && payment ? (
        <BillResult payment={payment} onAnother={again} />
      ) : step === 'number' || !customer ? (
        <form onSubmit={check} noValidate>
          <Stack gap="md">
            <TextInput
              label={biller.customerNumberLabel}
              value={number}
              onChange={(event) => changeNumber(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="off"
              size="md"
              error={lookup.error ? billFailureText(lookup.error) : undefined}
              description={t`As it appears on your bill, card or meter`}
            />
            <SavedNumbers label={t`Numbers you paid before`} numbers={saved} selected={number} onPick={changeNumber} />
            <Button type="submit" size="lg" fullWidth loading={lookup.isPending} disabled={!number.trim()}>
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        </form>
      ) : step === 'amount' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pesewas !== null && !problem) setStep('confirm');
          }}
        >
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" role="status" aria-label={t`Customer`}>
              <Text size="sm" c="dimmed">
                {biller.customerNumberLabel} {customer.customerNumber}
              </Text>
              <Text fw={700} size="lg" data-testid="bill-customer-name">
                {customer.customerName}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Check this is the right account before you pay.</Trans>
              </Text>
            </Paper>
            <Button variant="subtle" w="fit-content" px={0} mt={-8} onClick={() => setStep('number')}>
              <Trans>Not this account? Change it</Trans>
            </Button>
            <AmountField label={t`Amount`} value={amount} onChange={setAmount} error={problem ?? undefined} autoFocus />
            {!problem && (
              <Text size="xs" c="dimmed" mt={-8}>
                <Trans>From</Trans> {formatCedis(biller.minAmount)} <Trans>to</Trans> {formatCedis(biller.maxAmount)}
              </Text>
            )}
            <Button type="submit" size="lg" fullWidth disabled={pesewas === null || problem !== null}>
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        </form>
      ) : pesewas === null || problem ? (
        <Alert color="red">{problem ?? t`Enter an amount`}</Alert>
      ) : (
        <BillConfirm
          rows={[
            { label: t`Biller`, value: biller.name },
            { label: t`Customer`, value: customer.customerName },
            { label: biller.customerNumberLabel, value: customer.customerNumber },
          ]}
          amount={toCedisString(pesewas)}
          error={payBill.error}
          pending={payBill.pending}
          onPay={() => payBill.pay({ billerId: biller.id, customerNumber: customer.customerNumber, amount: toCedisString(pesewas) })}
          onBack={() => {
            payBill.reset();
            setStep('amount');
          }}
        />
      )}
      {step !== 'result' && (payBill.offline || isOfflineFailure(lookup.error)) && <UssdHandoff menu="bill" />}
    </Stack>
  );
}
