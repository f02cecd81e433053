import { HubtelSmsProvider, SmtpEmailProvider, type EmailProvider, type SmsProvider } from '@ghanapay/providers';
import type { Env } from '../../env';
import type { Notifier } from './notifier';
import { ProviderNotifier, type ChannelProvider } from './provider-notifier';

/** The demo's simulators, already running (see modules/demo/demo-providers.ts). */
export interface SimulatedProviders {
  sms: SmsProvider;
  email: EmailProvider;
}

/**
 * SMS goes through the provider SMS_PROVIDER names, e-mail through EMAIL_PROVIDER; "simulator" means
 * the demo's protocol simulators, which only demo mode starts (production refuses them at start-up).
 */
export function createNotifier(env: Env, options: { simulated?: SimulatedProviders; log?: (line: string) => void } = {}): Notifier {
  return new ProviderNotifier({ sms: smsChannel(env, options.simulated), email: emailChannel(env, options.simulated) }, options.log);
}

function notRunning(channel: string): () => never {
  return () => {
    throw new Error(`The ${channel} simulator is not running: it runs only in demo mode (DEMO_MODE=1)`);
  };
}

function smsChannel(env: Env, simulated: SimulatedProviders | undefined): ChannelProvider<SmsProvider> | (() => never) {
  switch (env.SMS_PROVIDER) {
    case 'simulator':
      return simulated ? { provider: simulated.sms, simulated: true } : notRunning('SMS');
    case 'hubtel':
      return {
        simulated: false,
        provider: new HubtelSmsProvider({
          // loadEnv refuses SMS_PROVIDER=hubtel without both credentials.
          clientId: env.HUBTEL_CLIENT_ID!,
          clientSecret: env.HUBTEL_CLIENT_SECRET!,
          senderId: env.HUBTEL_SENDER_ID,
          baseUrl: env.HUBTEL_BASE_URL,
        }),
      };
    default: {
      const unknown: never = env.SMS_PROVIDER;
      throw new Error(`Unknown SMS_PROVIDER ${String(unknown)}`);
    }
  }
}

function emailChannel(env: Env, simulated: SimulatedProviders | undefined): ChannelProvider<EmailProvider> | (() => never) {
  switch (env.EMAIL_PROVIDER) {
    case 'simulator':
      return simulated ? { provider: simulated.email, simulated: true } : notRunning('e-mail');
    case 'smtp':
      return {
        simulated: false,
        provider: new SmtpEmailProvider({
          // loadEnv refuses EMAIL_PROVIDER=smtp without SMTP_HOST.
          host: env.SMTP_HOST!,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM,
          // Codes never cross the network in clear text outside a demo.
          requireTls: !env.DEMO_MODE,
        }),
      };
    default: {
      const unknown: never = env.EMAIL_PROVIDER;
      throw new Error(`Unknown EMAIL_PROVIDER ${String(unknown)}`);
    }
  }
}
