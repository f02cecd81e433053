import type { AggregatorChoice, BillsChoice, MtnChoice, SmileIdChoice } from '@ghanapay/providers';
import type { Env } from './env';

/** Where MTN sends its callbacks: this API's public origin (APP_ORIGIN), else the local port. */
function mtnCallbackUrl(env: Env): string {
  return `${env.APP_ORIGIN ?? `http://localhost:${env.PORT}`}/api/callbacks/mtn-momo`;
}

/**
 * MTN_MOMO_PROVIDER and AGGREGATOR_PROVIDER as the providers package's choices, for the account
 * verifier and the money rails alike (the choice itself is packages/providers').
 */
export function providerChoicesFor(env: Env): { mtn: MtnChoice; aggregator: AggregatorChoice } {
  const disbursement =
    env.MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY && env.MTN_MOMO_DISBURSEMENT_API_USER && env.MTN_MOMO_DISBURSEMENT_API_KEY
      ? {
          subscriptionKey: env.MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY,
          apiUser: env.MTN_MOMO_DISBURSEMENT_API_USER,
          apiKey: env.MTN_MOMO_DISBURSEMENT_API_KEY,
        }
      : undefined;
  return {
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
              currency: env.MTN_MOMO_CURRENCY,
              callbackUrl: mtnCallbackUrl(env),
              ...(disbursement ? { disbursement } : {}),
            },
          },
    aggregator:
      env.AGGREGATOR_PROVIDER === 'simulator'
        ? { provider: 'simulator' }
        : { provider: 'paystack', config: { baseUrl: env.PAYSTACK_BASE_URL, secretKey: env.PAYSTACK_SECRET_KEY! } },
  };
}

/** SMILE_ID_PROVIDER as the providers package's choice; Smile ID posts results to /api/callbacks/smile-id. */
export function smileIdChoiceFor(env: Env): SmileIdChoice {
  if (env.SMILE_ID_PROVIDER === 'simulator') return { provider: 'simulator' };
  return {
    provider: 'smile-id',
    // loadEnv refuses smile-id without the partner id and the API key.
    config: {
      baseUrl: env.SMILE_ID_BASE_URL,
      partnerId: env.SMILE_ID_PARTNER_ID!,
      apiKey: env.SMILE_ID_API_KEY!,
      callbackUrl: `${env.APP_ORIGIN ?? `http://localhost:${env.PORT}`}/api/callbacks/smile-id`,
    },
  };
}

/** Where the bills aggregator posts an order's final state: this API's public origin, else the local port. */
export function billsCallbackUrl(env: Env): string {
  return `${env.APP_ORIGIN ?? `http://localhost:${env.PORT}`}/api/callbacks/hubtel-commission`;
}

/** BILLS_PROVIDER as the providers package's choice (loadEnv refuses hubtel-commission without its credentials). */
export function billsChoiceFor(env: Env): BillsChoice {
  if (env.BILLS_PROVIDER === 'simulator') return { provider: 'simulator' };
  return {
    provider: 'hubtel-commission',
    config: {
      baseUrl: env.HUBTEL_COMMISSION_BASE_URL,
      statusBaseUrl: env.HUBTEL_COMMISSION_STATUS_BASE_URL,
      apiId: env.HUBTEL_COMMISSION_API_ID!,
      apiKey: env.HUBTEL_COMMISSION_API_KEY!,
      prepaidDepositId: env.HUBTEL_PREPAID_DEPOSIT_ID!,
      posSalesId: env.HUBTEL_POS_SALES_ID!,
      ...(env.HUBTEL_COMMISSION_EMAIL ? { defaultEmail: env.HUBTEL_COMMISSION_EMAIL } : {}),
    },
  };
}
