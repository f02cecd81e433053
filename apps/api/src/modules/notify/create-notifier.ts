import { HubtelSmsProvider } from '@ghanapay/providers';
import type { Env } from '../../env';
import type { Notifier } from './notifier';
import { RoutingNotifier } from './routing-notifier';
import { SimulatorNotifier } from './simulator-notifier';
import { SmsProviderNotifier } from './sms-provider-notifier';

/**
 * SMS goes through the provider SMS_PROVIDER names. E-mail has only the simulator for now: no
 * e-mail provider is integrated, so e-mail codes are shown in the demo UI and logs, never mailed.
 */
export function createNotifier(env: Env, log?: (line: string) => void): Notifier {
  const simulator = new SimulatorNotifier(log);
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'simulator') {
    (log ?? console.warn)('SMS_PROVIDER=simulator: one-time codes are shown in the app and the log, not delivered. Set SMS_PROVIDER=hubtel for real SMS.');
  }
  return new RoutingNotifier({ sms: createSmsNotifier(env, simulator, log), email: createEmailNotifier(env, simulator) });
}

function createSmsNotifier(env: Env, simulator: SimulatorNotifier, log?: (line: string) => void): Notifier {
  switch (env.SMS_PROVIDER) {
    case 'simulator':
      return simulator;
    case 'hubtel':
      return new SmsProviderNotifier(
        new HubtelSmsProvider({
          // loadEnv refuses SMS_PROVIDER=hubtel without both credentials.
          clientId: env.HUBTEL_CLIENT_ID!,
          clientSecret: env.HUBTEL_CLIENT_SECRET!,
          senderId: env.HUBTEL_SENDER_ID,
          baseUrl: env.HUBTEL_BASE_URL,
        }),
        log,
      );
    default: {
      const unknown: never = env.SMS_PROVIDER;
      throw new Error(`Unknown SMS_PROVIDER ${String(unknown)}`);
    }
  }
}

function createEmailNotifier(env: Env, simulator: SimulatorNotifier): Notifier {
  switch (env.EMAIL_PROVIDER) {
    case 'simulator':
      return simulator;
    default: {
      const unknown: never = env.EMAIL_PROVIDER;
      throw new Error(`Unknown EMAIL_PROVIDER ${String(unknown)}`);
    }
  }
}
