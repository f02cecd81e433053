import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A payment QR code: "ghanapay:pay:v1:<userId>:<username>:<signature>". The signature is an
 * HMAC-SHA256 (base64url) over everything before it, keyed by a key derived from the session
 * secret for this purpose only, so a code cannot be forged or edited to name someone else.
 */
const PREFIX = 'ghanapay:pay:v1';
const KEY_LABEL = 'ghanapay qr payment code v1';

export type QrVerification = { ok: true; userId: string; username: string } | { ok: false; reason: 'not-ours' | 'tampered' };

export function deriveQrKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update(KEY_LABEL).digest();
}

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function createQrPayload(key: Buffer, user: { id: string; username: string }): string {
  const body = `${PREFIX}:${user.id}:${user.username}`;
  return `${body}:${sign(key, body)}`;
}

export function verifyQrPayload(key: Buffer, payload: string): QrVerification {
  const text = payload.trim();
  if (!text.startsWith(`${PREFIX}:`)) return { ok: false, reason: 'not-ours' };
  const parts = text.slice(PREFIX.length + 1).split(':');
  if (parts.length !== 3) return { ok: false, reason: 'tampered' };
  const [userId, username, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(key, `${PREFIX}:${userId}:${username}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  return { ok: true, userId, username };
}
