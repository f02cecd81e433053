import { chooseEmailProvider, chooseSmsProvider, type EmailChoice, type SimulatedChannels, type SmsChoice } from '@ghanapay/providers';
import type { Env } from '../../env';
import type { Notifier } from './notifier';
import { ProviderNotifier } from './provider-notifier';

/** The demo's simulators, already running (see modules/demo/demo-providers.ts). */
export type SimulatedProviders = SimulatedChannels;

/**
 * SMS goes through the provider SMS_PROVIDER names, e-mail through EMAIL_PROVIDER (the choice itself
 * is packages/providers' channels.ts); "simulator" means the demo's protocol simulators, which only
 * demo mode starts (production refuses them at start-up).
 */
export function createNotifier(env: Env, options: { simulated?: SimulatedProviders; log?: (line: string) => void } = {}): Notifier {
  return new ProviderNotifier(
    { sms: chooseSmsProvider(smsChoice(env), options.simulated), email: chooseEmailProvider(emailChoice(env), options.simulated) },
    options.log,
  );
}

function smsChoice(env: Env): SmsChoice {
  if (env.SMS_PROVIDER === 'simulator') return { provider: 'simulator' };
  return {
    provider: 'hubtel',
    // loadEnv refuses SMS_PROVIDER=hubtel without both credentials.
    config: {
      clientId: env.HUBTEL_CLIENT_ID!,
      clientSecret: env.HUBTEL_CLIENT_SECRET!,
      senderId: env.HUBTEL_SENDER_ID,
      baseUrl: env.HUBTEL_BASE_URL,
    },
  };
}

function emailChoice(env: Env): EmailChoice {
  if (env.EMAIL_PROVIDER === 'simulator') return { provider: 'simulator' };
  return {
    provider: 'smtp',
    config: {
      // loadEnv refuses EMAIL_PROVIDER=smtp without SMTP_HOST.
      host: env.SMTP_HOST!,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
      from: env.SMTP_FROM,
      // Codes never cross the network in clear text outside a demo.
      requireTls: !env.DEMO_MODE,
    },
  };
}
