import { randomUUID } from 'node:crypto';
import type { SimulatedAccountProviders } from '../account-verification/create-account-verifier';
import { serveSimulator, type SimulatorHandler } from './http-simulator';
import { createMomoSimulator, type MomoSubscriberLookup } from './momo-simulator';
import { createPaystackSimulator, type PaystackAccountLookup } from './paystack-simulator';

export interface RunningDemoAccountProviders extends SimulatedAccountProviders {
  /** The same simulators, for the app to serve under /simulators/momo and /simulators/paystack. */
  handlers: { momo: SimulatorHandler; paystack: SimulatorHandler };
  /** The credentials a third-party client uses against the served simulators. */
  credentials: { momoSubscriptionKey: string; momoApiUser: string; momoApiKey: string; paystackSecretKey: string };
  stop: () => Promise<void>;
}

/**
 * Demo mode's MTN MoMo and Paystack: the simulators on loopback with credentials only this process
 * knows, and the configurations that point the real adapters at them.
 */
export async function startDemoAccountProviders(directory: {
  subscribers: MomoSubscriberLookup;
  accounts: PaystackAccountLookup;
}): Promise<RunningDemoAccountProviders> {
  const credentials = {
    momoSubscriptionKey: randomUUID().replace(/-/g, ''),
    momoApiUser: randomUUID(),
    momoApiKey: randomUUID().replace(/-/g, ''),
    paystackSecretKey: `sk_test_${randomUUID().replace(/-/g, '')}`,
  };
  const momo = createMomoSimulator({
    subscriptionKey: credentials.momoSubscriptionKey,
    apiUser: credentials.momoApiUser,
    apiKey: credentials.momoApiKey,
    subscribers: directory.subscribers,
  });
  const paystack = createPaystackSimulator({ secretKey: credentials.paystackSecretKey, accounts: directory.accounts });
  const [momoServer, paystackServer] = await Promise.all([serveSimulator(momo), serveSimulator(paystack)]);
  return {
    mtn: {
      baseUrl: momoServer.url,
      subscriptionKey: credentials.momoSubscriptionKey,
      apiUser: credentials.momoApiUser,
      apiKey: credentials.momoApiKey,
      targetEnvironment: 'sandbox',
    },
    paystack: { baseUrl: paystackServer.url, secretKey: credentials.paystackSecretKey },
    handlers: { momo, paystack },
    credentials,
    stop: async () => {
      await Promise.all([momoServer.close(), paystackServer.close()]);
    },
  };
}
