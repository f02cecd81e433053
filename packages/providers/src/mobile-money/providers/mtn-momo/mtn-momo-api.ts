import { ProviderUnavailableError } from '../../../provider-error';
import type { MtnMomoConfig, MtnTokenResponse } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The HTTP edge of MTN's MoMo Open API (collection): the OAuth token (Basic apiUser:apiKey, cached
 * until a minute before it expires), then Bearer calls with Ocp-Apim-Subscription-Key and
 * X-Target-Environment. Answers are returned as they came; the provider interprets them.
 */
export class MtnMomoApi {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: MtnMomoConfig,
    private readonly fetchImpl?: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async get(path: string): Promise<{ httpStatus: number; body: unknown }> {
    const token = await this.accessToken();
    return this.send('GET', path, {
      authorization: `Bearer ${token}`,
      'x-target-environment': this.config.targetEnvironment,
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString('base64');
    const { httpStatus, body } = await this.send('POST', '/collection/token/', { authorization: `Basic ${basic}` });
    const token = body as Partial<MtnTokenResponse>;
    if (httpStatus !== 200 || typeof token.access_token !== 'string') {
      throw new ProviderUnavailableError('mtn-momo', `token refused (HTTP ${httpStatus})`, { httpStatus });
    }
    const lifetimeMs = Math.max(0, (Number(token.expires_in) || 3600) - 60) * 1000;
    this.token = { value: token.access_token, expiresAt: this.now() + lifetimeMs };
    return token.access_token;
  }

  private async send(method: string, path: string, headers: Record<string, string>): Promise<{ httpStatus: number; body: unknown }> {
    const url = new URL(path.replace(/^\//, ''), this.config.baseUrl.endsWith('/') ? this.config.baseUrl : `${this.config.baseUrl}/`);
    let response: Response;
    try {
      response = await (this.fetchImpl ?? globalThis.fetch)(url, {
        method,
        headers: { ...headers, 'ocp-apim-subscription-key': this.config.subscriptionKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new ProviderUnavailableError('mtn-momo', reason);
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    if (response.status === 401) this.token = null;
    return { httpStatus: response.status, body };
  }
}
