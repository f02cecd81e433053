import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadTrpcClient, type TrpcInput } from '../../lib/trpc-query';
import { isOfflineFailure } from '../../lib/api-errors';
import { failureToast, type IdempotencyKeys } from '../money';
import { billPaymentQuery, useRefreshAfterBillPayment } from './bills-queries';
import type { BillPayment } from './bills-types';

export interface BillPaymentRequest {
  billerId: string;
  customerNumber: string;
  /** A 2-decimal string ("10.00"); none for a data bundle, whose price is the amount. */
  amount?: string;
  bundleId?: string;
}

/** The server's words for a refusal (a short balance, another network's number), inline on the screen. */
export function billFailureText(error: unknown): ReactNode {
  return failureToast(error, t`Payment failed`, t`The payment could not be made. Check your connection and try again.`).message;
}

/**
 * Makes a payment with one Idempotency-Key per intent (`keys`, kept by the screen: the same key when
 * the very same payment is retried after a network failure, so it is never made twice). The balance is read again at once:
 * the money is held when the payment is accepted.
 */
export function usePayBill(keys: IdempotencyKeys, onAccepted: (payment: BillPayment) => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterBillPayment();
  const mutation = useMutation({
    // The client loads with the first payment, not with the screen (lib/trpc-query.ts).
    mutationFn: async (input: TrpcInput<'money.createBillPayment'>) => (await loadTrpcClient()).money.createBillPayment.mutate(input),
    onSuccess: (payment) => {
      keys.settle();
      queryClient.setQueryData(billPaymentQuery(payment.id).queryKey, payment);
      void refresh();
      onAccepted(payment);
    },
    onError: (error) => keys.settle(error),
  });
  return {
    pay: (request: BillPaymentRequest) => mutation.mutate({ ...request, idempotencyKey: keys.keyFor(request) }),
    pending: mutation.isPending,
    error: mutation.error ? billFailureText(mutation.error) : null,
    /** The payment never reached the server: the screen offers USSD beside the error. */
    offline: isOfflineFailure(mutation.error),
    reset: mutation.reset,
  };
}
