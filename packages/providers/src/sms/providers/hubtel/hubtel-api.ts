import { providerRequest } from '../../../provider-http';
import type { HubtelConfig, HubtelSendRequest } from './types';

/** The HTTP edge of Hubtel's SMS API: authentication, timeouts, JSON. No interpretation here. */
export class HubtelApi {
  constructor(
    private readonly config: HubtelConfig,
    /** Defaults to the global fetch at call time (so test interceptors installed later apply). */
    private readonly fetchImpl?: typeof fetch,
  ) {}

  async sendMessage(body: HubtelSendRequest): Promise<{ httpStatus: number; body: unknown }> {
    const url = new URL('/v1/messages/send', this.config.baseUrl);
    const credentials = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    return providerRequest(
      'hubtel',
      url,
      {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
  }
}
