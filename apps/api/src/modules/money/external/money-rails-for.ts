import { createMoneyRails, type MoneyRails, type SimulatedAccountProviders } from '@ghanapay/providers';
import type { Env } from '../../../env';
import { providerChoicesFor } from '../../../provider-choices';

/** MTN_MOMO_PROVIDER and AGGREGATOR_PROVIDER to the money rails (payouts, Add Money, callbacks). */
export function moneyRailsFor(env: Env, simulated?: SimulatedAccountProviders): MoneyRails {
  return createMoneyRails(providerChoicesFor(env), simulated);
}
