import { describe, expect, it } from 'vitest';
import { routeLabel } from './http-metrics';

describe('routeLabel', () => {
  it('keeps a route pattern, and folds ids out of the catch-all paths so labels stay few', () => {
    expect(routeLabel({ url: '/api/send-money', routeOptions: { url: '/api/send-money' } })).toBe('/api/send-money');
    expect(routeLabel({ url: '/api/transactions/123?x=1', routeOptions: { url: '/api/*' } })).toBe('/api/transactions/:id');
    expect(routeLabel({ url: '/api/users/0b7e2c6a-1d2f-4c3b-9a8e-5f6d7c8b9a0e/block', routeOptions: { url: '/api/*' } })).toBe(
      '/api/users/:id/block',
    );
    expect(routeLabel({ url: '/api/complaints/CMP-2026-000123', routeOptions: { url: '/api/*' } })).toBe('/api/complaints/:ref');
    expect(routeLabel({ url: '/trpc/money.sendMoney', routeOptions: { url: '/trpc/*' } })).toBe('/trpc/money.sendMoney');
    expect(routeLabel({ url: '/profile/kofi', routeOptions: { url: '/*' } })).toBe('/*');
    expect(routeLabel({ url: '/nowhere', routeOptions: {} })).toBe('unmatched');
  });
});
