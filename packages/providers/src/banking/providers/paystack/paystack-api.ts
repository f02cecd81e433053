import { ProviderUnavailableError } from '../../../provider-error';
import type { PaystackConfig } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** The HTTP edge of Paystack's API: Bearer secret key, JSON, timeouts. No interpretation here. */
export class PaystackApi {
  constructor(
    private readonly config: PaystackConfig,
    private readonly fetchImpl?: typeof fetch,
  ) {}

  async get(path: string, query: Record<string, string>): Promise<{ httpStatus: number; body: unknown }> {
    const url = new URL(path.replace(/^\//, ''), this.config.baseUrl.endsWith('/') ? this.config.baseUrl : `${this.config.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await (this.fetchImpl ?? globalThis.fetch)(url, {
        headers: { authorization: `Bearer ${this.config.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new ProviderUnavailableError('paystack', reason);
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { httpStatus: response.status, body };
  }
}
