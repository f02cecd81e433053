import { PaystackCheckout } from '../banking/providers/paystack/paystack-checkout';
import { PaystackCharges } from '../banking/providers/paystack/paystack-charges';
import { PaystackTransfers } from '../banking/providers/paystack/paystack-transfers';
import { referenceOfPaystackWebhook } from '../banking/providers/paystack/paystack-webhook';
import { createMtnMomoMoneyRails } from '../mobile-money/providers/mtn-momo/mtn-momo-money-rails';
import { referenceOfMtnCallback } from '../mobile-money/providers/mtn-momo/transform';
import { aggregatorConfigOf, mtnConfigOf, type AggregatorChoice, type MtnChoice, type SimulatedAccountProviders } from '../provider-choice';
import type { CardRail, CollectionRail, CollectionRailKey, MoneyRails, PayoutDestination, PayoutRail } from './money-rails';

/**
 * MTN wallets through MTN's MoMo Open API (disbursement out, collection in); Telecel Cash,
 * AirtelTigo Money and bank accounts out through the aggregator (Paystack Transfers), and Telecel
 * Cash and AirtelTigo Money in through the aggregator's charge (Paystack Charge API). Each is the
 * real adapter, pointed at the real provider or, in demo mode, at its simulator over HTTP.
 */
export function createMoneyRails(
  choice: { mtn: MtnChoice; aggregator: AggregatorChoice },
  simulated?: SimulatedAccountProviders,
): MoneyRails {
  // Built on first use, as the account verifier: a process that never moves money needs no simulator.
  let mtn: ReturnType<typeof createMtnMomoMoneyRails> | undefined;
  let aggregator: PaystackTransfers | undefined;
  let checkout: PaystackCheckout | undefined;
  let charges: PaystackCharges | undefined;
  const mtnRails = () => (mtn ??= createMtnMomoMoneyRails(mtnConfigOf(choice.mtn, simulated)));
  const aggregatorRail = () => (aggregator ??= new PaystackTransfers(aggregatorConfigOf(choice.aggregator, simulated)));
  const checkoutRail = () => (checkout ??= new PaystackCheckout(aggregatorConfigOf(choice.aggregator, simulated)));

  const mtnPayout: PayoutRail = {
    provider: 'mtn-momo',
    submit: async (order) => mtnRails().payout.submit(order),
    status: async (reference) => mtnRails().payout.status(reference),
  };
  const aggregatorPayout: PayoutRail = {
    provider: 'paystack',
    submit: async (order) => aggregatorRail().submit(order),
    status: async (reference) => aggregatorRail().status(reference),
  };
  const chargeRail = () => (charges ??= new PaystackCharges(aggregatorConfigOf(choice.aggregator, simulated)));
  const mtnCollection: CollectionRail = {
    provider: 'mtn-momo',
    request: async (order) => mtnRails().collection.request(order),
    submitOtp: async () => mtnRails().collection.submitOtp(),
    status: async (reference) => mtnRails().collection.status(reference),
  };
  const aggregatorCollection: CollectionRail = {
    provider: 'paystack',
    request: async (order) => chargeRail().request(order),
    submitOtp: async (reference, otp) => chargeRail().submitOtp(reference, otp),
    status: async (reference) => chargeRail().status(reference),
  };

  // A saved card: charge_authorization; a code (send_otp) or the bank's own page (open_url) when the bank asks.
  const cardCollection: CollectionRail = {
    provider: 'paystack',
    request: async (order) => {
      if (order.source.kind !== 'card') throw new Error('The card rail charges saved cards only');
      return checkoutRail().chargeAuthorization({
        reference: order.reference,
        amountPesewas: order.amountPesewas,
        authorizationCode: order.source.authorizationCode,
        email: order.source.email,
      });
    },
    submitOtp: async (reference, otp) => checkoutRail().submitOtp(reference, otp),
    status: async (reference) => checkoutRail().status(reference),
  };

  /** The one place a collection's source picks its rail. */
  function collectionRailFor(source: CollectionRailKey): CollectionRail {
    switch (source.kind) {
      case 'mobile_money':
        return source.network === 'MTN' ? mtnCollection : aggregatorCollection;
      case 'card':
        return cardCollection;
      default: {
        const unknown: never = source;
        throw new Error(`Unknown collection source ${JSON.stringify(unknown)}`);
      }
    }
  }

  const cards: CardRail = {
    initialize: async (input) => checkoutRail().initialize(input),
    verify: async (reference) => checkoutRail().verify(reference),
    refund: async (reference) => checkoutRail().refund(reference),
    chargeAuthorization: async (input) => checkoutRail().chargeAuthorization(input),
    submitOtp: async (reference, otp) => checkoutRail().submitOtp(reference, otp),
    status: async (reference) => checkoutRail().status(reference),
  };

  return {
    cards,
    payoutRailFor: (destination: PayoutDestination) =>
      destination.kind === 'mobile_money' && destination.network === 'MTN' ? mtnPayout : aggregatorPayout,
    collectionRailFor,
    referenceOfCallback(provider, rawBody, headers) {
      try {
        switch (provider) {
          case 'mtn-momo':
            return referenceOfMtnCallback(rawBody);
          case 'paystack':
            return referenceOfPaystackWebhook(
              rawBody,
              headerOf(headers, 'x-paystack-signature'),
              aggregatorConfigOf(choice.aggregator, simulated).secretKey,
            );
          default: {
            const unknown: never = provider;
            throw new Error(`Unknown provider ${String(unknown)}`);
          }
        }
      } catch {
        // Not configured here (no simulator, an unknown provider): not a callback we can trust.
        return null;
      }
    },
  };
}

function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  if (headers[name] !== undefined) return headers[name];
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
