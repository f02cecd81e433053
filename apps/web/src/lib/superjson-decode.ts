/**
 * Reads a value as tRPC's superjson transformer sends it (`{json, meta}`), for the first screens'
 * queries (trpc-query.ts). What this API sends is JSON plus dates and `undefined` (an error's empty
 * stack); those are read here, in a few dozen lines. Anything else (a bigint, a Map, a value sent
 * twice by reference, an older format) goes to superjson itself, loaded then: superjson sits in the
 * tRPC client's chunk (~12 KiB), which a pay screen should not download to read a date.
 */

export interface Superjson {
  json: unknown;
  meta?: { values?: unknown; referentialEqualities?: unknown; v?: number };
}

type Annotation = { path: string[]; type: 'Date' | 'undefined' };

/** superjson's path syntax (v1): segments joined by '.', a '.' or '\' inside a key escaped with '\'. */
function parsePath(key: string): string[] | null {
  const segments: string[] = [];
  let segment = '';
  for (let i = 0; i < key.length; i++) {
    const char = key[i]!;
    if (char === '\\') {
      const next = key[i + 1];
      if (next !== '.' && next !== '\\') return null;
      segment += next;
      i++;
    } else if (char === '.') {
      segments.push(segment);
      segment = '';
    } else segment += char;
  }
  segments.push(segment);
  return segments;
}

/** The annotations of superjson's tree (`[type, children?]` or `{key: subtree}`), or null for a type read elsewhere. */
function annotations(tree: unknown, path: string[], found: Annotation[]): boolean {
  if (Array.isArray(tree)) {
    const [type, children] = tree as [unknown, unknown];
    if (children !== undefined && !annotations(children, path, found)) return false;
    if (type !== 'Date' && type !== 'undefined') return false;
    found.push({ path, type });
    return true;
  }
  if (typeof tree !== 'object' || tree === null) return false;
  for (const [key, subtree] of Object.entries(tree)) {
    const segments = parsePath(key);
    if (!segments || !annotations(subtree, [...path, ...segments], found)) return false;
  }
  return true;
}

const revive = (value: unknown, type: Annotation['type']) => (type === 'Date' ? new Date(value as string) : undefined);

/** The value, read in place: dates and `undefined` here, anything else by superjson. */
export async function decodeSuperjson(value: Superjson): Promise<unknown> {
  const { json, meta } = value;
  if (meta?.values === undefined && meta?.referentialEqualities === undefined) return json;
  const found: Annotation[] = [];
  if (meta.v === 1 && meta.referentialEqualities === undefined && annotations(meta.values, [], found)) {
    let root = json;
    for (const { path, type } of found) {
      if (path.length === 0) {
        root = revive(root, type);
        continue;
      }
      let parent = root as Record<string, unknown>;
      for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string, unknown>;
      parent[path.at(-1)!] = revive(parent[path.at(-1)!], type);
    }
    return root;
  }
  const { default: superjson } = await import('superjson');
  return superjson.deserialize(value as Parameters<typeof superjson.deserialize>[0]);
}
