import { APP_SLUG } from '@ghanapay/validators';
import { randomUUID } from 'node:crypto';
import type { SimulatedAccountProviders, SimulatedBillProviders } from '../provider-choice';
import { createHubtelCommissionSimulator } from './hubtel-commission-simulator';
import { serveSimulator, type SimulatorHandler } from './http-simulator';
import { createMomoSimulator, type MomoSubscriberLookup } from './momo-simulator';
import { createPaystackSimulator, type PaystackAccountLookup, type PaystackSimulator } from './paystack-simulator';
import type { SimulatedMessage } from './simulated-message';
import type { SimulatorControl } from './simulator-control';

export interface RunningDemoAccountProviders extends SimulatedAccountProviders, SimulatedBillProviders {
  /** The same simulators, for the app to serve under /simulators/momo, /simulators/paystack (and /simulators/hubtel-commission). */
  handlers: { momo: SimulatorHandler; paystack: PaystackSimulator; hubtelCommission: SimulatorHandler };
  /** Faults, books and callback targets of each simulator (also served at /_simulator/… of each). */
  controls: { momo: SimulatorControl; paystack: SimulatorControl; hubtelCommission: SimulatorControl };
  /** The credentials a third-party client uses against the served simulators. */
  credentials: {
    momoSubscriptionKey: string;
    momoApiUser: string;
    momoApiKey: string;
    paystackSecretKey: string;
    hubtelCommissionApiId: string;
    hubtelCommissionApiKey: string;
  };
  stop: () => Promise<void>;
}

export interface DemoAccountProviderOptions {
  /** Sent as MTN's X-Callback-Url on every order; unknown until the API listens? controls.momo.setCallbackUrl(url) later. */
  momoCallbackUrl?: string;
  /** Paystack's webhook URL; or controls.paystack.setCallbackUrl(url) later. */
  paystackWebhookUrl?: string;
  /** How long orders stay pending (default 1 s), answers are held (`slow`, default 15 s), late successes wait (default 2 s). */
  settleAfterMs?: number;
  slowMs?: number;
  lateMs?: number;
  /** How a mobile-money network's SMS (a charge's approval code) reaches the payer: the demo inbox. */
  sendNetworkSms?: (message: SimulatedMessage) => Promise<void> | void;
}

/**
 * Demo mode's MTN MoMo, Paystack and Hubtel Commission Services (airtime, data, bills): the simulators on loopback with credentials only this process
 * knows, and the configurations that point the real adapters at them (MTN's collection and
 * disbursement products under the same API user).
 */
export async function startDemoAccountProviders(
  directory: { subscribers: MomoSubscriberLookup; accounts: PaystackAccountLookup },
  options: DemoAccountProviderOptions = {},
): Promise<RunningDemoAccountProviders> {
  const credentials = {
    momoSubscriptionKey: randomUUID().replace(/-/g, ''),
    momoApiUser: randomUUID(),
    momoApiKey: randomUUID().replace(/-/g, ''),
    paystackSecretKey: `sk_test_${randomUUID().replace(/-/g, '')}`,
    hubtelCommissionApiId: randomUUID().replace(/-/g, '').slice(0, 8),
    hubtelCommissionApiKey: randomUUID().replace(/-/g, ''),
  };
  const timing = { settleAfterMs: options.settleAfterMs, slowMs: options.slowMs, lateMs: options.lateMs };
  const momo = createMomoSimulator({
    subscriptionKey: credentials.momoSubscriptionKey,
    apiUser: credentials.momoApiUser,
    apiKey: credentials.momoApiKey,
    subscribers: directory.subscribers,
    ...timing,
  });
  const paystack = createPaystackSimulator({
    secretKey: credentials.paystackSecretKey,
    accounts: directory.accounts,
    webhookUrl: options.paystackWebhookUrl,
    sendNetworkSms: options.sendNetworkSms,
    ...timing,
  });
  // Airtime, data and bills: Hubtel's Commission Services (each order names its own CallbackUrl).
  const billAccounts = { prepaidDepositId: '2016884', posSalesId: '11684' };
  const hubtelCommission = createHubtelCommissionSimulator({
    apiId: credentials.hubtelCommissionApiId,
    apiKey: credentials.hubtelCommissionApiKey,
    ...billAccounts,
    ...timing,
  });
  const [momoServer, paystackServer, hubtelCommissionServer] = await Promise.all([
    serveSimulator(momo),
    serveSimulator(paystack),
    serveSimulator(hubtelCommission),
  ]);
  const momoProduct = {
    subscriptionKey: credentials.momoSubscriptionKey,
    apiUser: credentials.momoApiUser,
    apiKey: credentials.momoApiKey,
  };
  return {
    mtn: {
      baseUrl: momoServer.url,
      ...momoProduct,
      disbursement: momoProduct,
      targetEnvironment: 'sandbox',
      ...(options.momoCallbackUrl ? { callbackUrl: options.momoCallbackUrl } : {}),
    },
    paystack: { baseUrl: paystackServer.url, secretKey: credentials.paystackSecretKey },
    hubtelCommission: {
      baseUrl: hubtelCommissionServer.url,
      statusBaseUrl: hubtelCommissionServer.url,
      apiId: credentials.hubtelCommissionApiId,
      apiKey: credentials.hubtelCommissionApiKey,
      ...billAccounts,
      defaultEmail: `receipts@${APP_SLUG}.test`,
    },
    handlers: { momo, paystack, hubtelCommission },
    controls: { momo: momo.control, paystack: paystack.control, hubtelCommission: hubtelCommission.control },
    credentials,
    stop: async () => {
      momo.control.close();
      paystack.control.close();
      hubtelCommission.control.close();
      await Promise.all([momoServer.close(), paystackServer.close(), hubtelCommissionServer.close()]);
    },
  };
}
