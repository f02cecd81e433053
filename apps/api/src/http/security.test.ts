import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersOf } from './security';

describe('headersOf', () => {
  it('takes every header helmet sets, and the one it removes, in one run', () => {
    const headers = headersOf(helmet({ strictTransportSecurity: false }));
    const names = headers.set.map(([name]) => name.toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']),
    );
    expect(names).not.toContain('strict-transport-security');
    expect(headers.removed).toEqual(['X-Powered-By']);
    expect(Object.fromEntries(headers.set)['X-Content-Type-Options']).toBe('nosniff');
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const perRequest = (req: { url?: string }, res: { setHeader: (n: string, v: string) => void }, next: () => void) => {
      res.setHeader('X-Path', req.url ?? '');
      next();
    };
    expect(() => headersOf(perRequest as never)).toThrow(/read the request's url/);
  });

  it('refuses a middleware that does not finish at once (a nonce made asynchronously, say)', () => {
    const later = (_req: unknown, _res: unknown, next: () => void) => void setTimeout(next, 0);
    expect(() => headersOf(later as never)).toThrow(/did not call next synchronously/);
  });

  it('passes on an error the middleware reports', () => {
    const failing = (_req: unknown, _res: unknown, next: (error?: unknown) => void) => next(new Error('bad directive'));
    expect(() => headersOf(failing as never)).toThrow('bad directive');
  });
});
