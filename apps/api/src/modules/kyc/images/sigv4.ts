import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, written out by hand (no SDK): the canonical request, the string
 * to sign and the signing key derived from the secret, as AWS documents them. Every header given is
 * signed; the caller includes host, x-amz-date and x-amz-content-sha256.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SigV4Request {
  method: string;
  /** The path as sent, already URI-encoded ("/bucket/kyc-images/ab12…"). */
  path: string;
  /** Lower- or mixed-case names; values as sent. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (the x-amz-content-sha256 value). */
  payloadHash: string;
  /** "20130524T000000Z" */
  amzDate: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The Authorization header's value for this request. */
export function sigV4Authorization(credentials: SigV4Credentials, request: SigV4Request): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    '', // no query string
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const date = request.amzDate.slice(0, 8);
  const scope = `${date}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = Buffer.from(`AWS4${credentials.secretAccessKey}`);
  for (const part of [date, credentials.region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** "2013-05-24T00:00:00.000Z" → "20130524T000000Z" */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
