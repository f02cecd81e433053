import { APP_NAME } from '@ghanapay/validators';
import {
  ProviderUnavailableError,
  type ChosenProvider,
  type EmailProvider,
  type SmsProvider,
  type UnavailableChannel,
} from '@ghanapay/providers';
import { AppError } from '../../errors';
import type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';

const DELIVERY_FAILED_MESSAGE = 'We could not send the code right now. Please try again in a few minutes.';

/** Delivers SMS and e-mail through the configured providers (real gateways, or the demo's simulators). */
export class ProviderNotifier implements Notifier {
  constructor(
    private readonly channels: {
      sms: ChosenProvider<SmsProvider> | UnavailableChannel;
      email: ChosenProvider<EmailProvider> | UnavailableChannel;
    },
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    try {
      if (message.channel === 'sms') {
        const channel = this.channelFor('sms');
        const receipt = await channel.provider.sendSms({ to: message.to, text: message.text });
        return { provider: receipt.provider, providerMessageId: receipt.providerMessageId, revealsContent: channel.simulated };
      }
      const channel = this.channelFor('email');
      const receipt = await channel.provider.sendEmail({ to: message.to, subject: message.subject ?? APP_NAME, text: message.text });
      return { provider: receipt.provider, providerMessageId: receipt.providerMessageId, revealsContent: channel.simulated };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // The provider's message names the failure (status, reason), never the code or the secret.
      this.log(`${message.channel === 'sms' ? 'SMS' : 'E-mail'} delivery failed: ${error.message}`);
      throw new AppError('PROVIDER_UNAVAILABLE', DELIVERY_FAILED_MESSAGE, { provider: error.provider });
    }
  }

  private channelFor<C extends 'sms' | 'email'>(name: C) {
    const channel = this.channels[name];
    return (typeof channel === 'function' ? channel() : channel) as C extends 'sms'
      ? ChosenProvider<SmsProvider>
      : ChosenProvider<EmailProvider>;
  }
}
