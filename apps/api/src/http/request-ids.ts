import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id: the caller's X-Request-Id when it is a sane token (a proxy or a client tracing a
 * call), else a fresh UUID. It is in every log line of the request and echoed in the response.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Never in a log line: credentials, cookies and anything that carries a one-time code. */
export const LOG_REDACTIONS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.code',
  '*.verificationCode',
  '*.demoCode',
  '*.accountPin',
  '*.cardNumber',
  '*.cvv',
  '*.pin',
  '*.confirmPin',
  'req.headers["x-ussd-key"]',
];

/** Request log lines as Fastify writes them, but a URL's `key` parameter (the USSD aggregator's secret) is never written. */
export function serializeRequestForLog(req: { method: string; url: string; hostname?: string; ip?: string }) {
  return { method: req.method, url: req.url.replace(/([?&]key=)[^&]*/gi, '$1[redacted]'), host: req.hostname, remoteAddress: req.ip };
}

/** What TRUST_PROXY says about X-Forwarded-* headers: nobody (default), every hop, N hops, or these addresses. */
export function trustProxySetting(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed;
}
