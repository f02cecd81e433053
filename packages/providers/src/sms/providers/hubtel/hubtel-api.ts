import { ProviderUnavailableError } from '../../../provider-error';
import type { HubtelConfig, HubtelSendRequest } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

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
    let response: Response;
    try {
      response = await (this.fetchImpl ?? globalThis.fetch)(url, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new ProviderUnavailableError('hubtel', reason);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { httpStatus: response.status, body: parsed };
  }
}
