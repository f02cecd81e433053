import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Smile ID's request signature (the SDK's Signature class): HMAC-SHA256, keyed with the API key, of
 * the ISO timestamp, the partner id and "sid_request", in base64. Their answers (job_status, the
 * callback) carry one made the same way, which we check before believing them.
 */
export function smileSignature(partnerId: string, apiKey: string, timestamp: string): string {
  return createHmac('sha256', apiKey).update(timestamp, 'utf8').update(partnerId, 'utf8').update('sid_request', 'utf8').digest('base64');
}

export function isSmileSignature(partnerId: string, apiKey: string, timestamp: unknown, signature: unknown): boolean {
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || Number.isNaN(Date.parse(timestamp))) return false;
  const expected = Buffer.from(smileSignature(partnerId, apiKey, timestamp), 'base64');
  const given = Buffer.from(signature, 'base64');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
