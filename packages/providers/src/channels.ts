import type { EmailProvider } from './email/email-provider';
import { SmtpEmailProvider } from './email/providers/smtp/smtp-provider';
import type { SmtpConfig } from './email/providers/smtp/types';
import { HubtelSmsProvider } from './sms/providers/hubtel/hubtel-provider';
import type { HubtelConfig } from './sms/providers/hubtel/types';
import type { SmsProvider } from './sms/sms-provider';

/** A provider chosen for a channel, and whether it is one of the demo's simulators. */
export interface ChosenProvider<P> {
  provider: P;
  /** True for the demo's simulators: what they "send" may be shown to the person at the screen. */
  simulated: boolean;
}

export type SmsChoice = { provider: 'simulator' } | { provider: 'hubtel'; config: HubtelConfig };
export type EmailChoice = { provider: 'simulator' } | { provider: 'smtp'; config: SmtpConfig };

/** The simulators' adapters, already running (startDemoChannels), for the 'simulator' choices. */
export interface SimulatedChannels {
  sms: SmsProvider;
  email: EmailProvider;
}

/** A channel that cannot be used (a simulator outside demo mode): throws when it is first used. */
export type UnavailableChannel = () => never;

function notRunning(channel: string): UnavailableChannel {
  return () => {
    throw new Error(`The ${channel} simulator is not running: it runs only in demo mode (DEMO_MODE=1)`);
  };
}

/** The SMS provider a configuration names: Hubtel's real API, or the demo's simulator. */
export function chooseSmsProvider(choice: SmsChoice, simulated?: SimulatedChannels): ChosenProvider<SmsProvider> | UnavailableChannel {
  switch (choice.provider) {
    case 'simulator':
      return simulated ? { provider: simulated.sms, simulated: true } : notRunning('SMS');
    case 'hubtel':
      return { provider: new HubtelSmsProvider(choice.config), simulated: false };
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown SMS provider ${JSON.stringify(unknown)}`);
    }
  }
}

/** The e-mail provider a configuration names: an SMTP server, or the demo's simulator. */
export function chooseEmailProvider(
  choice: EmailChoice,
  simulated?: SimulatedChannels,
): ChosenProvider<EmailProvider> | UnavailableChannel {
  switch (choice.provider) {
    case 'simulator':
      return simulated ? { provider: simulated.email, simulated: true } : notRunning('e-mail');
    case 'smtp':
      return { provider: new SmtpEmailProvider(choice.config), simulated: false };
    default: {
      const unknown: never = choice;
      throw new Error(`Unknown e-mail provider ${JSON.stringify(unknown)}`);
    }
  }
}
