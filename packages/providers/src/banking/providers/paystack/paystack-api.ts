import { providerRequest, providerUrl } from '../../../provider-http';
import type { PaystackConfig } from './types';

/** The HTTP edge of Paystack's API: Bearer secret key, JSON, timeouts. No interpretation here. */
export class PaystackApi {
  constructor(
    private readonly config: PaystackConfig,
    private readonly fetchImpl?: typeof fetch,
  ) {}

  async get(path: string, query: Record<string, string> = {}): Promise<{ httpStatus: number; body: unknown }> {
    const url = providerUrl(this.config.baseUrl, path);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return providerRequest(
      'paystack',
      url,
      { method: 'GET', headers: { authorization: `Bearer ${this.config.secretKey}` } },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
  }

  async post(path: string, body: unknown): Promise<{ httpStatus: number; body: unknown }> {
    return providerRequest(
      'paystack',
      providerUrl(this.config.baseUrl, path),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
  }
}
