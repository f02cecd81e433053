import { ProviderUnavailableError } from '../../../provider-error';
import { providerRequest, providerUrl } from '../../../provider-http';
import type { MtnMomoConfig, MtnTokenResponse } from './types';

/**
 * The HTTP edge of MTN's MoMo Open API (collection and disbursement): the OAuth token (Basic apiUser:apiKey, cached
 * until a minute before it expires), then Bearer calls with Ocp-Apim-Subscription-Key and
 * X-Target-Environment. Answers are returned as they came; the provider interprets them.
 */
export type MtnProduct = 'collection' | 'disbursement';

export class MtnMomoApi {
  private readonly tokens = new Map<MtnProduct, { value: string; expiresAt: number }>();

  constructor(
    private readonly config: MtnMomoConfig,
    private readonly fetchImpl?: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async get(path: string, product: MtnProduct = 'collection'): Promise<{ httpStatus: number; body: unknown }> {
    const token = await this.accessToken(product);
    return this.send('GET', path, { authorization: `Bearer ${token}`, 'x-target-environment': this.config.targetEnvironment }, product);
  }

  /** An asynchronous request (request to pay, transfer) under the caller's X-Reference-Id, with X-Callback-Url when configured. */
  async post(path: string, product: MtnProduct, referenceId: string, body: unknown): Promise<{ httpStatus: number; body: unknown }> {
    const token = await this.accessToken(product);
    const callback: Record<string, string> = this.config.callbackUrl ? { 'x-callback-url': this.config.callbackUrl } : {};
    return this.send(
      'POST',
      path,
      {
        authorization: `Bearer ${token}`,
        'x-target-environment': this.config.targetEnvironment,
        'x-reference-id': referenceId,
        'content-type': 'application/json',
        ...callback,
      },
      product,
      JSON.stringify(body),
    );
  }

  private credentials(product: MtnProduct) {
    return product === 'disbursement' && this.config.disbursement ? this.config.disbursement : this.config;
  }

  private async accessToken(product: MtnProduct): Promise<string> {
    const cached = this.tokens.get(product);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    const { apiUser, apiKey } = this.credentials(product);
    const basic = Buffer.from(`${apiUser}:${apiKey}`).toString('base64');
    const { httpStatus, body } = await this.send('POST', `/${product}/token/`, { authorization: `Basic ${basic}` }, product);
    const token = body as Partial<MtnTokenResponse>;
    if (httpStatus !== 200 || typeof token.access_token !== 'string') {
      throw new ProviderUnavailableError('mtn-momo', `token refused (HTTP ${httpStatus})`, { httpStatus });
    }
    const lifetimeMs = Math.max(0, (Number(token.expires_in) || 3600) - 60) * 1000;
    this.tokens.set(product, { value: token.access_token, expiresAt: this.now() + lifetimeMs });
    return token.access_token;
  }

  private async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    product: MtnProduct,
    body?: string,
  ): Promise<{ httpStatus: number; body: unknown }> {
    const answer = await providerRequest(
      'mtn-momo',
      providerUrl(this.config.baseUrl, path),
      { method, headers: { ...headers, 'ocp-apim-subscription-key': this.credentials(product).subscriptionKey }, body },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
    // A refused token is dropped, so the next call asks for a new one.
    if (answer.httpStatus === 401) this.tokens.delete(product);
    return answer;
  }
}
