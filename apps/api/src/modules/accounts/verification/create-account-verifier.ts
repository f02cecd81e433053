import { createAccountVerifier, type AccountVerifier, type SimulatedAccountProviders } from '@ghanapay/providers';
import type { Env } from '../../../env';
import { providerChoicesFor } from '../../../provider-choices';

/** MTN_MOMO_PROVIDER and AGGREGATOR_PROVIDER to the verifier. */
export function accountVerifierFor(env: Env, simulated?: SimulatedAccountProviders): AccountVerifier {
  return createAccountVerifier(providerChoicesFor(env), simulated);
}
