import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PATH, queryClient, redirectToLoginOn401, SESSION_QUERY_KEY } from './query-client';
import { trpc } from './trpc';

describe('SESSION_QUERY_KEY', () => {
  it("is tRPC's own key for auth.user, so invalidating the procedure refreshes the session", () => {
    expect(SESSION_QUERY_KEY).toEqual(trpc.auth.user.queryKey());
  });
});

describe('a 401 from any call', () => {
  it('signs the person out', async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, { id: 'u1' });
    await queryClient
      .fetchQuery({ queryKey: ['transactions'], queryFn: () => Promise.reject(Object.assign(new Error('401'), { status: 401 })) })
      .catch(() => undefined);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it('a 401 from a mutation while signed out (a wrong password at sign-in) does not leave the page', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    try {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: () => Promise.reject(Object.assign(new Error('Invalid login details'), { data: { httpStatus: 401 } })),
        })
        .execute(undefined)
        .catch(() => undefined);
      vi.advanceTimersByTime(1_000);
      expect(assign).not.toHaveBeenCalled();

      queryClient.setQueryData(SESSION_QUERY_KEY, { id: 'u1' });
      await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(Object.assign(new Error('no session'), { data: { httpStatus: 401 } })) })
        .execute(undefined)
        .catch(() => undefined);
      vi.advanceTimersByTime(500);
      expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('on an action, goes to the login path after 500 ms, once, and keeps the page until then', () => {
    vi.useFakeTimers();
    try {
      const go = vi.fn();
      redirectToLoginOn401({ data: { httpStatus: 401 } }, go);
      redirectToLoginOn401({ data: { httpStatus: 401 } }, go);
      redirectToLoginOn401({ data: { httpStatus: 400 } }, go);
      vi.advanceTimersByTime(499);
      expect(go).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(go).toHaveBeenCalledTimes(1);
      expect(go).toHaveBeenCalledWith(LOGIN_PATH);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a send while offline', () => {
  it('fails at once and is never sent by itself when the network returns', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    try {
      const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send });
      await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
    await queryClient.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
