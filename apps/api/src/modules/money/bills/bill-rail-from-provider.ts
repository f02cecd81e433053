import {
  BillRefusedError,
  createBillPayments,
  isBillService,
  type BillPayments,
  type BillPaymentState,
  type BillService,
  type SimulatedBillProviders,
} from '@ghanapay/providers';
import type { Env } from '../../../env';
import { billsCallbackUrl, billsChoiceFor } from '../../../provider-choices';
import type { BillRail, BillState } from './bill-rail';

function serviceOf(billerId: string): BillService {
  if (!isBillService(billerId)) throw new Error(`No aggregator service for biller ${billerId}`);
  return billerId;
}

function stateOf(state: BillPaymentState | { state: 'not_found' }): BillState {
  switch (state.state) {
    case 'pending':
      return { status: 'pending' };
    case 'not_found':
      return { status: 'unknown' };
    case 'failed':
      return { status: 'failed', reason: state.reason };
    case 'successful':
      return { status: 'successful', token: state.token ?? null, providerReference: state.providerReference ?? null };
    default: {
      const never: never = state;
      throw new Error(`Unknown bill state ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The app's bill rail over the aggregator's adapter (@ghanapay/providers: Hubtel's Commission
 * Services, or its simulator): a definite refusal (BillRefusedError) of a payment is its failure, of a
 * lookup an unknown customer; anything else thrown is an unknown outcome, left to the status check.
 */
function billRailFrom(payments: BillPayments, callbackUrl: () => string): BillRail {
  return {
    async lookup(billerId, customerNumber, payerPhone) {
      try {
        const found = await payments.lookup(serviceOf(billerId), customerNumber, payerPhone ? { phoneNumber: payerPhone } : undefined);
        return { customerName: found.customerName };
      } catch (error) {
        if (error instanceof BillRefusedError) return null;
        throw error;
      }
    },
    async bundles(billerId, customerNumber) {
      return payments.bundles(serviceOf(billerId), customerNumber);
    },
    async pay(order) {
      try {
        return stateOf(
          await payments.pay({
            reference: order.reference,
            service: serviceOf(order.billerId),
            customerNumber: order.customerNumber,
            amountPesewas: order.amountPesewas,
            ...(order.bundleId ? { bundleId: order.bundleId } : {}),
            ...(order.payerPhone ? { phoneNumber: order.payerPhone } : {}),
            callbackUrl: callbackUrl(),
          }),
        );
      } catch (error) {
        if (error instanceof BillRefusedError) return { status: 'failed', reason: error.reason };
        throw error;
      }
    },
    async status(reference) {
      return stateOf(await payments.status(reference));
    },
    readCallback(raw) {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Not JSON: the adapter reads the raw text (or refuses it).
      }
      const callback = payments.parseCallback(body);
      if (!callback) return null;
      return {
        reference: callback.reference,
        claim: callback.state,
        token: callback.state === 'successful' ? (callback.token ?? null) : null,
        reason: callback.state === 'failed' ? callback.reason : null,
      };
    },
  };
}

/**
 * BILLS_PROVIDER to the app's bill rail: Hubtel's Commission Services, or in demo mode the running
 * simulator (none outside demo mode). `callbackUrl` defaults to the public origin's /api/callbacks/hubtel-commission.
 */
export function billRailFor(
  env: Env,
  simulated?: SimulatedBillProviders,
  callbackUrl: () => string = () => billsCallbackUrl(env),
): BillRail | undefined {
  const choice = billsChoiceFor(env);
  // The simulator runs only in demo mode; production refuses to start on it (productionRefusal).
  if (choice.provider === 'simulator' && !simulated) return undefined;
  return billRailFrom(createBillPayments(choice, simulated), callbackUrl);
}
