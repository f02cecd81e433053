import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests, on loopback: path-style PUT/GET/DELETE of objects kept in memory,
 * each request's Signature Version 4 checked again here (written apart from the store's signer, so
 * one mistake cannot hide in both). A bad signature is a 403 SignatureDoesNotMatch, as S3 answers.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by "bucket/key" (the key without a leading slash). */
  objects: Map<string, Buffer>;
  /** Every request's method, path and the headers it signed. */
  requests: { method: string; path: string; signedHeaders: string[]; contentType?: string }[];
  close: () => Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const s3 = {
    bucket: 'ghanapay-test',
    region: 'eu-west-1',
    accessKeyId: 'TESTACCESSKEY0000001',
    secretAccessKey: 'test/secret+key/0123456789abcdefghijklmn',
    objects: new Map<string, Buffer>(),
    requests: [] as FakeS3['requests'],
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(s3, req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...s3,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answer(s3: Omit<FakeS3, 'endpoint' | 'close'>, req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const path = req.url!.split('?')[0]!;
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return error(res, 403, 'AccessDenied');
  const [, accessKeyId, day, region, signedList, signature] = auth as unknown as string[];
  const signedHeaders = signedList!.split(';');
  s3.requests.push({ method: req.method!, path, signedHeaders, contentType: req.headers['content-type'] });
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== bodyHash) return error(res, 400, 'XAmzContentSHA256Mismatch');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((h) => signedHeaders.includes(h))) return error(res, 403, 'AccessDenied');
  if (accessKeyId !== s3.accessKeyId || region !== s3.region || !amzDate.startsWith(day!)) return error(res, 403, 'InvalidAccessKeyId');

  const canonical = `${req.method}\n${path}\n\n${signedHeaders.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('')}\n${signedList}\n${bodyHash}`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  if (hmac(signingKey, toSign).toString('hex') !== signature) return error(res, 403, 'SignatureDoesNotMatch');

  const key = decodeURIComponent(path.slice(1));
  if (!key.startsWith(`${s3.bucket}/`)) return error(res, 404, 'NoSuchBucket');
  if (req.method === 'PUT') {
    s3.objects.set(key, body);
    res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
  } else if (req.method === 'GET') {
    const object = s3.objects.get(key);
    if (!object) return error(res, 404, 'NoSuchKey');
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length }).end(object);
  } else if (req.method === 'DELETE') {
    // As S3 does: 204 whether or not the object was there.
    s3.objects.delete(key);
    res.writeHead(204).end();
  } else {
    error(res, 405, 'MethodNotAllowed');
  }
}

function error(res: ServerResponse, status: number, code: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}
