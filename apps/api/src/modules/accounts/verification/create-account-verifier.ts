import { createAccountVerifier, type AccountVerifier, type SimulatedAccountProviders } from '@ghanapay/providers';
import type { Env } from '../../../env';

/** MTN_MOMO_PROVIDER and AGGREGATOR_PROVIDER to the verifier (the choice itself is packages/providers'). */
export function accountVerifierFor(env: Env, simulated?: SimulatedAccountProviders): AccountVerifier {
  return createAccountVerifier(
    {
      mtn:
        env.MTN_MOMO_PROVIDER === 'simulator'
          ? { provider: 'simulator' }
          : {
              provider: 'mtn-momo',
              // loadEnv refuses mtn-momo without the three credentials.
              config: {
                baseUrl: env.MTN_MOMO_BASE_URL,
                subscriptionKey: env.MTN_MOMO_SUBSCRIPTION_KEY!,
                apiUser: env.MTN_MOMO_API_USER!,
                apiKey: env.MTN_MOMO_API_KEY!,
                targetEnvironment: env.MTN_MOMO_TARGET_ENVIRONMENT,
              },
            },
      aggregator:
        env.AGGREGATOR_PROVIDER === 'simulator'
          ? { provider: 'simulator' }
          : { provider: 'paystack', config: { baseUrl: env.PAYSTACK_BASE_URL, secretKey: env.PAYSTACK_SECRET_KEY! } },
    },
    simulated,
  );
}
