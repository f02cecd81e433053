import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaystackEvent } from './types';

/** Paystack's webhook signature: HMAC-SHA512 of the exact body with the secret key, hex (x-paystack-signature). */
export function signPaystackBody(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** A transfer's final events, and a charge's (Paystack documents charge.success; its simulator also sends charge.failed). */
const FINAL_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed', 'charge.success', 'charge.failed']);

/**
 * The reference a webhook is about, when its signature is Paystack's (compared in constant time) and
 * it is a transfer's or a charge's final event; null otherwise, and for a body that is not JSON.
 */
export function referenceOfPaystackWebhook(rawBody: string, signature: string | undefined, secretKey: string): string | null {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return null;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  let event: Partial<PaystackEvent>;
  try {
    event = JSON.parse(rawBody) as Partial<PaystackEvent>;
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null || !FINAL_EVENTS.has(String(event.event))) return null;
  const reference = event.data?.reference;
  return typeof reference === 'string' && reference ? reference : null;
}
