import { createPublicKey, randomUUID, verify } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSimulator } from './simulated-message';

/**
 * A Web Push service as browsers' push services speak it (RFC 8030 with VAPID, RFC 8292), enough for
 * the real sender: `POST /push/<token>` with an aes128gcm body (RFC 8291), a TTL header and
 * `Authorization: vapid t=<JWT>, k=<public key>`; the JWT must be ES256-signed by that key, name
 * this service's origin as `aud` and expire within 24 hours. It answers 201 and keeps the message
 * (still encrypted: only the subscription's holder can read it). A token it was told is gone
 * (`markGone`, or `DELETE /push/<token>` as a browser unsubscribing) answers 410.
 */
export interface ReceivedPush {
  token: string;
  /** The encrypted body, as the browser would receive it. */
  body: Buffer;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key the sender signed with (base64url). */
  vapidKey: string;
  receivedAt: Date;
}

export interface PushServiceSimulator {
  /** Serves one request; `path` is below the simulator's base ("/push/abc…"). */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  /** What it accepted, oldest first (one token's, when named). */
  received(token?: string): ReceivedPush[];
  /** From now on this token's pushes answer 410 Gone (the browser unsubscribed). */
  markGone(token: string): void;
}

const MAX_BODY_BYTES = 4096;
const MAX_KEPT = 500;
const DAY_SECONDS = 24 * 60 * 60;
const TOKEN = /^\/push\/([A-Za-z0-9_-]{8,200})$/;

export function createPushServiceSimulator(options: { now?: () => number } = {}): PushServiceSimulator {
  const now = options.now ?? Date.now;
  const kept: ReceivedPush[] = [];
  const gone = new Set<string>();

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const send = (status: number, reason?: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, reason ? { 'content-type': 'application/json', ...headers } : headers);
      res.end(reason ? JSON.stringify({ reason }) : undefined);
    };
    const token = TOKEN.exec(path)?.[1];
    if (!token) return send(404, 'No such subscription');
    if (req.method === 'DELETE') {
      gone.add(token);
      return send(204);
    }
    if (req.method !== 'POST') return send(405, 'Only POST delivers a push');
    const body = await readBody(req);
    if (body === null) return send(413, 'Payload larger than 4096 bytes');
    if (gone.has(token)) return send(410, 'The subscription has expired or was removed');
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return send(400, 'A TTL header is required');
    if (body.length > 0 && req.headers['content-encoding'] !== 'aes128gcm') return send(415, 'Content-Encoding must be aes128gcm');
    if (body.length > 0 && !wellFormedRecord(body)) return send(400, 'The body is not an aes128gcm record');
    const vapidKey = vapidRefusal(String(req.headers.authorization ?? ''), `http://${req.headers.host ?? ''}`, now() / 1000);
    if (typeof vapidKey !== 'object') return send(401, vapidKey);
    kept.push({
      token,
      body,
      ttl,
      urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : null,
      vapidKey: vapidKey.key,
      receivedAt: new Date(now()),
    });
    if (kept.length > MAX_KEPT) kept.shift();
    return send(201, undefined, { location: `/message/${randomUUID()}` });
  }

  return {
    handle,
    received: (token) => kept.filter((p) => token === undefined || p.token === token),
    markGone: (token) => void gone.add(token),
  };
}

/** salt (16) | record size (4) | key id length (1) | key id (the sender's 65-byte public key) | ciphertext with its 16-byte tag. */
function wellFormedRecord(body: Buffer): boolean {
  if (body.length < 21) return false;
  const idLength = body[20]!;
  return body.readUInt32BE(16) >= 18 && idLength === 65 && body.length >= 21 + idLength + 17;
}

/** The VAPID header's key when it is valid for `audience`, else why not. */
function vapidRefusal(header: string, audience: string, nowSeconds: number): { key: string } | string {
  const match = /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)$/i.exec(header.trim());
  if (!match) return 'Authorization must be "vapid t=<JWT>, k=<public key>"';
  const [jwt, key] = [match[1]!, match[2]!];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k must be an uncompressed P-256 public key';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header_ = parseJson(head);
  if (header_?.alg !== 'ES256') return 'The JWT must be signed with ES256';
  let signed: boolean;
  try {
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return 'k must be a point on P-256';
  }
  if (!signed) return 'The JWT signature does not match k';
  const payload = parseJson(claims);
  if (payload?.aud !== audience) return `The JWT's aud must be ${audience}`;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds || payload.exp > nowSeconds + DAY_SECONDS)
    return "The JWT's exp must be within the next 24 hours";
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return "The JWT's sub must be a mailto: or https: contact";
  return { key };
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface RunningPushServiceSimulator extends RunningSimulator {
  simulator: PushServiceSimulator;
}

/** The push service on its own loopback port: endpoints are `${url}/push/<token>`. */
export async function startPushServiceSimulator(options: { now?: () => number } = {}): Promise<RunningPushServiceSimulator> {
  const simulator = createPushServiceSimulator(options);
  const server = http.createServer((req, res) => {
    simulator.handle(req, res, new URL(req.url ?? '/', 'http://simulator').pathname).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    simulator,
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
