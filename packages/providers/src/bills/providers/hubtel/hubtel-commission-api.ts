import { providerRequest, providerUrl } from '../../../provider-http';
import type { HubtelCommissionConfig, HubtelPaymentRequest } from './types';

/**
 * The HTTP edge of Hubtel's Commission Services: Basic auth with the API id and key, the account in
 * the path, timeouts, JSON. Answers come back as they came; the provider interprets them.
 */
export class HubtelCommissionApi {
  private readonly authorization: string;

  constructor(
    private readonly config: HubtelCommissionConfig,
    /** Defaults to the global fetch at call time (so test interceptors installed later apply). */
    private readonly fetchImpl?: typeof fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.apiId}:${config.apiKey}`).toString('base64')}`;
  }

  /** GET /commissionservices/{account}/{serviceId}?destination=…[&mobile=…]: names, bundles, linked meters. */
  query(account: 'prepaid' | 'pos', serviceId: string, params: Record<string, string>): Promise<{ httpStatus: number; body: unknown }> {
    const url = this.serviceUrl(account, serviceId);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return this.send(url, 'GET');
  }

  /** POST /commissionservices/{prepaidDepositId}/{serviceId}: a top-up or a bill payment. */
  pay(serviceId: string, body: HubtelPaymentRequest): Promise<{ httpStatus: number; body: unknown }> {
    return this.send(this.serviceUrl('prepaid', serviceId), 'POST', JSON.stringify(body));
  }

  /** GET {statusBase}/transactions/{posSalesId}/status?clientReference=… */
  status(clientReference: string): Promise<{ httpStatus: number; body: unknown }> {
    const url = providerUrl(this.config.statusBaseUrl, `/transactions/${encodeURIComponent(this.config.posSalesId)}/status`);
    url.searchParams.set('clientReference', clientReference);
    return this.send(url, 'GET');
  }

  private serviceUrl(account: 'prepaid' | 'pos', serviceId: string): URL {
    const id = account === 'prepaid' ? this.config.prepaidDepositId : this.config.posSalesId;
    return providerUrl(this.config.baseUrl, `/commissionservices/${encodeURIComponent(id)}/${serviceId}`);
  }

  private send(url: URL, method: 'GET' | 'POST', body?: string) {
    const headers: Record<string, string> = { authorization: this.authorization, 'cache-control': 'no-cache' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return providerRequest(
      'hubtel-commission',
      url,
      { method, headers, body },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
  }
}
