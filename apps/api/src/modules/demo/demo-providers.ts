import type { Database } from '@ghanapay/db';
import { HubtelSmsProvider, SmtpEmailProvider, startHubtelSimulator, startSmtpSimulator } from '@ghanapay/providers';
import type { SimulatedProviders } from '../notify/create-notifier';
import { recordSimulatedMessage } from './demo-inbox-repository';

export interface RunningDemoProviders extends SimulatedProviders {
  stop: () => Promise<void>;
}

/**
 * Demo mode's SMS and e-mail: the real Hubtel and SMTP adapters, talking over loopback to simulators
 * that speak the same protocols and keep what they receive in the demo inbox (a table, so every API
 * process and a restart see the same inbox).
 */
export async function startDemoProviders(db: Database): Promise<RunningDemoProviders> {
  const record = (message: Parameters<typeof recordSimulatedMessage>[1]) => recordSimulatedMessage(db, message);
  // Credentials only the two ends on this machine know; the simulator checks them as Hubtel would.
  const credentials = { clientId: 'ghanapay-demo', clientSecret: crypto.randomUUID() };
  const hubtel = await startHubtelSimulator({ ...credentials, onMessage: record });
  const smtp = await startSmtpSimulator({ onMessage: record });
  const email = new SmtpEmailProvider({ host: smtp.host, port: smtp.port, secure: false, from: 'GhanaPay <no-reply@ghanapay.demo>' });
  return {
    sms: new HubtelSmsProvider({ ...credentials, senderId: 'GhanaPay', baseUrl: hubtel.url }),
    email,
    stop: async () => {
      email.close();
      await Promise.all([hubtel.close(), smtp.close()]);
    },
  };
}
