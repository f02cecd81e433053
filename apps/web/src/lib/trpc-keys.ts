// tRPC's query keys spelled out (what `trpc.<path>.queryKey(input)` and `.pathKey()` give; a unit test
// holds them equal), in a module of their own: a screen that only invalidates a procedure's queries
// after an action imports these, not the code that fetches (trpc-query.ts).

/** tRPC's key for a query of `path` with `input`: what `trpc.<path>.queryKey(input)` gives. */
type TrpcQueryKey = readonly [readonly string[], { input?: unknown; type: 'query' }];

export function trpcQueryKey(path: string, input: unknown): TrpcQueryKey {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/** tRPC's key for every query of a procedure: what `trpc.<path>.pathKey()` gives. */
export function trpcPathKey(path: string): readonly [readonly string[]] {
  return [path.split('.')];
}
