import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { infinite, prefetch, query, sessionUserId } from './prefetch';
import { SESSION_QUERY_KEY } from './query-client';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch (route loaders)', () => {
  it('starts the screen’s queries for a signed-in person, and the screen finds the answers cached', async () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { id: 'u1' });
    const feed = vi.fn(async () => ['tx']);
    const pages = vi.fn(async () => ['page 1']);
    prefetch(client, async () => [
      query({ queryKey: ['feed'], queryFn: feed }),
      infinite({ queryKey: ['history'], queryFn: pages, initialPageParam: 0, getNextPageParam: () => undefined }),
    ]);
    await flush();
    await flush();
    expect(feed).toHaveBeenCalledOnce();
    expect(client.getQueryData(['feed'])).toEqual(['tx']);
    expect(client.getQueryData(['history'])).toEqual({ pages: [['page 1']], pageParams: [0] });
  });

  it('fetches nothing for a visitor known to be signed out (the auth screen shows instead)', async () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, null);
    const load = vi.fn(async () => []);
    prefetch(client, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('never throws into navigation when a chunk or a query fails', async () => {
    const client = new QueryClient();
    expect(() => prefetch(client, () => Promise.reject(new Error('chunk failed')))).not.toThrow();
    await flush();
  });

  it('reads the signed-in user id from the session cache', () => {
    const client = new QueryClient();
    expect(sessionUserId(client)).toBeUndefined();
    client.setQueryData(SESSION_QUERY_KEY, { id: 'u9' });
    expect(sessionUserId(client)).toBe('u9');
  });
});
