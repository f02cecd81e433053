import type { MoneyRails } from '@ghanapay/providers';
import { providerCalls, providerDuration } from './metrics-registry';

/**
 * The same object with each promise-returning method timed and counted under `provider` (a rejected
 * call is `error`, and still rejects); properties and synchronous methods pass through unchanged.
 */
export function instrumentProvider<T extends object>(provider: string, target: T): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value: unknown = Reflect.get(obj, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const out: unknown = (value as (...a: unknown[]) => unknown).apply(obj, args);
        if (!(out instanceof Promise)) return out;
        const settle = (outcome: 'ok' | 'error') => {
          providerCalls.inc({ provider, operation: key, outcome });
          providerDuration.observe({ provider, outcome }, (performance.now() - started) / 1000);
        };
        return out.then(
          (result: unknown) => {
            settle('ok');
            return result;
          },
          (error: unknown) => {
            settle('error');
            throw error;
          },
        );
      };
    },
  });
}

/** Money rails whose payouts and collections are measured, by the rail a payout takes. */
export function instrumentMoneyRails(rails: MoneyRails): MoneyRails {
  return {
    payoutRailFor: (destination) =>
      instrumentProvider(
        destination.kind === 'bank' ? 'payout-bank' : `payout-${destination.network.toLowerCase()}`,
        rails.payoutRailFor(destination),
      ),
    collectionRailFor: (source) =>
      instrumentProvider(
        `collection-${source.kind === 'mobile_money' ? source.network.toLowerCase() : source.kind}`,
        rails.collectionRailFor(source),
      ),
    cards: instrumentProvider('cards-paystack', rails.cards),
    referenceOfCallback: (provider, rawBody, headers) => rails.referenceOfCallback(provider, rawBody, headers),
  };
}
