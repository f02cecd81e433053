import type { SealedImageStore } from './image-vault';
import { amzDateOf, sha256Hex, sigV4Authorization } from './sigv4';

export interface S3ImageStoreOptions {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every storage key, e.g. "kyc-images/". */
  prefix: string;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Sealed identity photos in an S3-compatible bucket: `PUT` and `GET /{bucket}/{key}` path-style (so
 * MinIO, Ceph, R2, B2 and Spaces answer too), signed with Signature Version 4. A missing object is
 * null; any other refusal throws with the status and S3's error code, never a credential.
 */
export class S3ImageStore implements SealedImageStore {
  private readonly base: URL;

  constructor(private readonly options: S3ImageStoreOptions) {
    this.base = new URL(options.endpoint);
  }

  async put(storageKey: string, sealed: Buffer): Promise<void> {
    const res = await this.send('PUT', storageKey, sealed);
    if (!res.ok) throw await this.failure('PUT', storageKey, res);
    await res.arrayBuffer();
  }

  async get(storageKey: string): Promise<Buffer | null> {
    const res = await this.send('GET', storageKey);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw await this.failure('GET', storageKey, res);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(storageKey: string): Promise<void> {
    const res = await this.send('DELETE', storageKey);
    // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
    if (!res.ok && res.status !== 404) throw await this.failure('DELETE', storageKey, res);
    await res.arrayBuffer();
  }

  private send(method: 'PUT' | 'GET' | 'DELETE', storageKey: string, body?: Buffer): Promise<Response> {
    if (!/^[a-f0-9]{32}$/.test(storageKey)) throw new Error('Malformed storage key');
    const key = `${this.options.prefix}${storageKey}`.split('/').map(encodeSegment).join('/');
    const url = new URL(this.base);
    url.pathname = `${this.base.pathname.replace(/\/+$/, '')}/${encodeSegment(this.options.bucket)}/${key}`;
    const amzDate = amzDateOf(this.options.now?.() ?? new Date());
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (body) headers['content-type'] = 'application/octet-stream';
    const authorization = sigV4Authorization(this.options, { method, path: url.pathname, headers, payloadHash, amzDate });
    // fetch sets Host itself (to url.host, the value signed).
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      body: body && new Uint8Array(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
  }

  private async failure(method: string, storageKey: string, res: Response): Promise<Error> {
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(await res.text().catch(() => ''))?.[1];
    return new Error(
      `S3 ${method} ${this.options.bucket}/${this.options.prefix}${storageKey} answered ${res.status}${code ? ` ${code}` : ''}`,
    );
  }
}

/** RFC 3986 percent-encoding of one path segment, as SigV4's canonical URI wants it. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
