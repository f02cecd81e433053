import { ProviderUnavailableError } from '../../../provider-error';
import { providerRequest, providerUrl } from '../../../provider-http';
import { isSmileSignature, smileSignature } from './smile-id-signature';
import type { SmileIdConfig } from './types';

/**
 * The HTTP edge of Smile ID: signed JSON calls (signature and timestamp in the body, as the SDK
 * sends them), the zip PUT to the presigned upload URL, and the check of a signed answer. Answers
 * are returned as they came; the provider interprets them.
 */
export class SmileIdApi {
  constructor(
    private readonly config: SmileIdConfig,
    private readonly fetchImpl?: typeof fetch,
  ) {}

  /** signature + timestamp for a request body. */
  signed(): { signature: string; timestamp: string } {
    const timestamp = new Date().toISOString();
    return { signature: smileSignature(this.config.partnerId, this.config.apiKey, timestamp), timestamp };
  }

  isSigned(body: unknown): boolean {
    const b = body as { timestamp?: unknown; signature?: unknown } | null;
    return Boolean(b) && isSmileSignature(this.config.partnerId, this.config.apiKey, b!.timestamp, b!.signature);
  }

  post(path: string, body: unknown): Promise<{ httpStatus: number; body: unknown }> {
    return providerRequest(
      'smile-id',
      providerUrl(this.config.baseUrl, path),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      { timeoutMs: this.config.timeoutMs, fetchImpl: this.fetchImpl },
    );
  }

  /** PUT of the zip to the presigned URL prep_upload answered. */
  async upload(url: string, zip: Buffer): Promise<void> {
    let response: Response;
    try {
      response = await (this.fetchImpl ?? globalThis.fetch)(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/zip' },
        body: new Uint8Array(zip),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      throw new ProviderUnavailableError('smile-id', (error as Error).name === 'TimeoutError' ? 'upload timed out' : 'upload unreachable');
    }
    if (response.status !== 200) {
      throw new ProviderUnavailableError('smile-id', `zip upload answered HTTP ${response.status}`, { httpStatus: response.status });
    }
  }
}
