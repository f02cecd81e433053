import { ProviderUnavailableError } from '../../../provider-error';
import type { SmsMessage, SmsProvider, SmsReceipt } from '../../sms-provider';
import { HubtelApi } from './hubtel-api';
import { fromHubtelSendResponse, isValidHubtelSenderId, toHubtelSendRequest } from './transform';
import type { HubtelConfig } from './types';

/** SMS through Hubtel (Ghana). Errors say what went wrong, never what the message said. */
export class HubtelSmsProvider implements SmsProvider {
  readonly name = 'hubtel';
  private readonly api: HubtelApi;

  constructor(
    private readonly config: HubtelConfig,
    fetchImpl?: typeof fetch,
  ) {
    // Fail at start-up, not at the first sign-up.
    if (!isValidHubtelSenderId(config.senderId))
      throw new Error(`Hubtel: sender id "${config.senderId}" must be 1-11 letters, digits or spaces`);
    this.api = new HubtelApi(config, fetchImpl);
  }

  async sendSms(message: SmsMessage): Promise<SmsReceipt> {
    const request = toHubtelSendRequest(message, this.config.senderId);
    const response = await this.api.sendMessage(request);
    const outcome = fromHubtelSendResponse(response.httpStatus, response.body);
    if (!outcome.ok) {
      throw new ProviderUnavailableError('hubtel', outcome.reason, {
        httpStatus: response.httpStatus,
        providerStatus: outcome.providerStatus,
      });
    }
    return { provider: this.name, providerMessageId: outcome.messageId };
  }
}
