import { ProviderUnavailableError, type SmsProvider } from '@ghanapay/providers';
import { AppError } from '../../errors';
import type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';

export const DELIVERY_FAILED_MESSAGE = 'We could not send the code right now. Please try again in a few minutes.';

/** Delivers SMS through a real gateway. Its receipts never reveal the content. */
export class SmsProviderNotifier implements Notifier {
  constructor(
    private readonly provider: SmsProvider,
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    if (message.channel !== 'sms') throw new Error(`${this.provider.name} only sends SMS`);
    try {
      const receipt = await this.provider.sendSms({ to: message.to, text: message.text });
      return { provider: receipt.provider, providerMessageId: receipt.providerMessageId, revealsContent: false };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // The provider's message names the failure (status, reason), never the code or the secret.
      this.log(`SMS delivery failed: ${error.message}`);
      throw new AppError('PROVIDER_UNAVAILABLE', DELIVERY_FAILED_MESSAGE, { provider: error.provider });
    }
  }
}
