import { t } from '@lingui/core/macro';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { IdempotencyKeys } from '../money';
import { BillConfirm } from './bill-confirm';
import { displayNumber, NETWORK_LABEL } from './bill-display';
import { bundlesQuery } from './bills-queries';
import type { Biller, BillPayment } from './bills-types';
import { usePayBill, type BillPaymentRequest } from './use-pay-bill';
import { UssdHandoff } from '../ussd';

/**
 * /pay/airtime's confirm step: the number, its network, airtime or the bundle, and the amount (a
 * bundle's is its price); Pay. Loaded when a person gets here, with the payment's own code; the
 * screen keeps the Idempotency-Key (`keys`), so going back and paying the same again reuses it.
 */
export function TopUpConfirm({
  biller,
  request,
  keys,
  onAccepted,
  onBack,
}: {
  biller: Biller;
  request: BillPaymentRequest;
  keys: IdempotencyKeys;
  onAccepted: (payment: BillPayment) => void;
  onBack: () => void;
}) {
  const payBill = usePayBill(keys, onAccepted);
  const bundleId = request.bundleId ?? null;
  const bundles = useQuery({ ...bundlesQuery(biller.id, request.customerNumber), enabled: bundleId !== null });
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  if (bundleId !== null && !bundle) return <Skeleton height={200} radius="md" />;
  return (
    <Stack gap="md">
      <BillConfirm
        rows={[
          { label: t`Number`, value: displayNumber(request.customerNumber) },
          { label: t`Network`, value: biller.network ? NETWORK_LABEL[biller.network] : biller.name },
          { label: t`For`, value: bundle ? t`Data: ${bundle.name}` : t`Airtime` },
        ]}
        amount={bundle ? bundle.price : (request.amount ?? '')}
        error={payBill.error}
        pending={payBill.pending}
        onPay={() => payBill.pay(request)}
        onBack={onBack}
      />
      {payBill.offline && <UssdHandoff menu="airtime" />}
    </Stack>
  );
}
