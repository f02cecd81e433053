import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@ghanapay/api/router';
import { decodeSuperjson, type Superjson } from './superjson-decode';
import { trpcQueryKey } from './trpc-keys';
import type { trpc } from './trpc';

/**
 * A first screen's queries without the tRPC client. The client (tRPC's links, its React Query
 * integration and superjson: ~12 KiB gzipped) is most of what a pay screen's own script would be, and a
 * screen only needs it for its first action. So the queries a screen draws with are plain GETs of tRPC's
 * HTTP protocol under tRPC's own query keys: invalidating a procedure (`trpc.x.y.pathKey()`) refreshes
 * them, and a screen that uses the client reads the same cache. superjson's dates are read without
 * superjson (superjson-decode.ts). Mutations load the client on first use (`loadTrpcClient`).
 */

type Proxy = typeof trpc;

/** The decorated procedure at a dotted path ("money.listBillers") of the tRPC proxy. */
type ProcedureAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ProcedureAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type Types<P extends string> = ProcedureAt<Proxy, P> extends { '~types': infer T extends { input: unknown; output: unknown } } ? T : never;
export type TrpcInput<P extends string> = Types<P>['input'];
export type TrpcOutput<P extends string> = Types<P>['output'];

/** tRPC's error shape, thrown as the client's error reads (message, `data.httpStatus`, `data.appCode`). */
interface ErrorShape {
  message: string;
  data?: { httpStatus?: number; appCode?: string } & Record<string, unknown>;
}

/** One query over tRPC's HTTP protocol (GET, superjson-encoded input and answer), as the client sends it. */
export async function fetchTrpcQuery<P extends string>(path: P, input: TrpcInput<P>): Promise<TrpcOutput<P>> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await fetch(`/trpc/${path}${search}`, { credentials: 'include', headers: { accept: 'application/json' } });
  let body: { result?: { data: Superjson }; error?: Superjson };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw Object.assign(new Error(`${response.status} ${response.statusText}`), { status: response.status });
  }
  if (body.error) {
    const shape = (await decodeSuperjson(body.error)) as ErrorShape;
    throw Object.assign(new Error(shape.message), { name: 'TRPCClientError', shape, data: shape.data ?? { httpStatus: response.status } });
  }
  if (!body.result) throw Object.assign(new Error(`${response.status} ${response.statusText}`), { status: response.status });
  return (await decodeSuperjson(body.result.data)) as TrpcOutput<P>;
}

/**
 * `{queryKey, queryFn}` of a tRPC query without its client: spread into React Query's `queryOptions`
 * with the screen's own options (`staleTime`, `refetchInterval`…).
 */
export function trpcQuery<P extends string>(path: P, input: TrpcInput<P>) {
  return {
    queryKey: trpcQueryKey(path, input),
    queryFn: (): Promise<TrpcOutput<P>> => fetchTrpcQuery(path, input),
  };
}

/** The tRPC client, downloaded on a screen's first action (a payment, a lookup) instead of with the screen. */
export function loadTrpcClient(): Promise<TRPCClient<AppRouter>> {
  return import('./trpc').then((module) => module.trpcClient);
}
