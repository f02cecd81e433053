import { APP_NAME, APP_SLUG } from '@ghanapay/validators';
import { SmtpEmailProvider } from '../email/providers/smtp/smtp-provider';
import type { SimulatedChannels } from '../channels';
import { HubtelSmsProvider } from '../sms/providers/hubtel/hubtel-provider';
import { startHubtelSimulator } from './hubtel-simulator';
import type { SimulatedMessage } from './simulated-message';
import { startSmtpSimulator } from './smtp-simulator';

export interface RunningDemoChannels extends SimulatedChannels {
  stop: () => Promise<void>;
}

/**
 * Demo mode's SMS and e-mail: the real Hubtel and SMTP adapters, talking over loopback to simulators
 * that speak the same protocols and hand every message they receive to `onMessage`.
 */
export async function startDemoChannels(onMessage: (message: SimulatedMessage) => Promise<void> | void): Promise<RunningDemoChannels> {
  // Credentials only the two ends on this machine know; the simulator checks them as Hubtel would.
  const credentials = { clientId: `${APP_SLUG}-demo`, clientSecret: crypto.randomUUID() };
  const hubtel = await startHubtelSimulator({ ...credentials, onMessage });
  const smtp = await startSmtpSimulator({ onMessage });
  const email = new SmtpEmailProvider({ host: smtp.host, port: smtp.port, secure: false, from: `${APP_NAME} <no-reply@${APP_SLUG}.demo>` });
  return {
    sms: new HubtelSmsProvider({ ...credentials, senderId: APP_NAME, baseUrl: hubtel.url }),
    email,
    stop: async () => {
      email.close();
      await Promise.all([hubtel.close(), smtp.close()]);
    },
  };
}
