import type { Kysely } from 'kysely';
import { changedTables, nextTransactionId, snapshotTables, type TableSnapshot } from './table-snapshot-sql';

/**
 * A schema-aware hostile-input fuzzer: every operation of the app's own OpenAPI document plus the
 * gateway paths below, called with near-valid inputs twisted one way at a time (wrong types, missing
 * and extra fields, boundary numbers, huge and unicode strings, NUL and control bytes, deep nesting,
 * wrong content types, oversized bodies, duplicate keys), signed in and not. Deterministic for a seed.
 *
 * The judge (see docs/reliability.md): requests go one at a time. Before and after each, the
 * cluster's next transaction id is read (a read-only transaction takes none, so an unchanged id
 * proves nothing was written); only when it moved are all tables counted and hashed, and the tables
 * that differ are charged to the request in between. A 2xx may change anything; any other answer
 * may change only the tables in NON_2XX_MAY_CHANGE (each with its reason); a 5xx is always a finding.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  example?: unknown;
  nullable?: boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };

/** One callable path: from the OpenAPI document, or a gateway (not a tRPC procedure). */
export interface FuzzTarget {
  method: string;
  /** With `{name}` placeholders for path parameters. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** How a well-formed body is encoded: tRPC's is `{"json": …}` (superjson), in the body or, for a query, in ?input=. */
  encoding: 'json' | 'form' | 'trpc';
  extraHeaders?: () => Record<string, string>;
}

/**
 * Inbound HTTP that is not in /api/openapi.json. Add a gateway here and the fuzzer calls it; a path a
 * branch does not have yet (POST /ussd) answers 404, which passes.
 */
export const GATEWAY_TARGETS: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/callbacks/mtn-momo',
    encoding: 'json',
    parameters: [],
    body: obj({
      referenceId: str(),
      externalId: str(),
      status: { type: 'string', enum: ['SUCCESSFUL', 'FAILED', 'PENDING'] },
      amount: str(),
    }),
  },
  {
    method: 'PUT',
    path: '/api/callbacks/mtn-momo',
    encoding: 'json',
    parameters: [],
    body: obj({ referenceId: str(), externalId: str(), status: { type: 'string', enum: ['SUCCESSFUL', 'FAILED'] } }),
  },
  {
    method: 'POST',
    path: '/api/callbacks/paystack',
    encoding: 'json',
    parameters: [],
    body: obj({
      event: { type: 'string', enum: ['transfer.success', 'transfer.failed', 'transfer.reversed'] },
      data: obj({ reference: str(), transfer_code: str() }),
    }),
    extraHeaders: () => ({ 'x-paystack-signature': 'ab'.repeat(64) }),
  },
  {
    method: 'GET',
    path: '/api/statements/download',
    encoding: 'json',
    parameters: [
      { in: 'query', name: 'period', required: true, schema: { type: 'string', enum: ['month', 'year'] } },
      { in: 'query', name: 'month', schema: { type: 'string', example: '2026-11' } },
      { in: 'query', name: 'year', schema: { type: 'string', example: '2026' } },
      { in: 'query', name: 'format', required: true, schema: { type: 'string', enum: ['csv', 'pdf'] } },
    ],
  },
  {
    method: 'GET',
    path: '/api/profile-images/{userId}',
    encoding: 'json',
    parameters: [{ in: 'path', name: 'userId', required: true, schema: str() }],
  },
  {
    method: 'GET',
    path: '/api/avatars/{file}',
    encoding: 'json',
    parameters: [{ in: 'path', name: 'file', required: true, schema: { type: 'string', example: 'ama.svg' } }],
  },
  {
    method: 'POST',
    path: '/ussd',
    encoding: 'form',
    parameters: [],
    body: obj({
      sessionId: str(),
      serviceCode: { type: 'string', example: '*713#' },
      phoneNumber: { type: 'string', example: '+233241000001' },
      text: { type: 'string', example: '1*2' },
    }),
  },
  { method: 'GET', path: '/api/app-config', encoding: 'json', parameters: [] },
  { method: 'GET', path: '/health', encoding: 'json', parameters: [] },
  { method: 'GET', path: '/api/login', encoding: 'json', parameters: [] },
];

/**
 * Tables a refused request may still write, and why. Anything else changed by a non-2xx answer is
 * a partial write: a finding.
 */
const NON_2XX_MAY_CHANGE: Record<string, string> = {
  'public.rate_limit_hits': 'a refused attempt (wrong password, too many codes) is counted: that is what rate-limits it',
  'public.sessions': 'a signed-in request keeps its session alive (idle expiry), whatever the answer',
  'public.idempotency_keys': 'a refused money call is remembered under its key, so a retry gets the same refusal',
};

function str(): Schema {
  return { type: 'string' };
}
function obj(properties: Record<string, Schema>): Schema {
  return { type: 'object', properties, required: Object.keys(properties).slice(0, 1) };
}

export function targetsFromOpenApi(document: any): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 20) return schema;
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return resolve(document.components?.schemas?.[name], depth + 1);
    }
    const out: Schema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)!]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1)!);
    return out;
  };
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      targets.push({
        method: method.toUpperCase(),
        // A path outside /api (/health, /ussd) names the origin itself as its server.
        path: (op.servers ?? item.servers)?.[0]?.url === '/' ? path : `/api${path}`,
        parameters: (op.parameters ?? []).map((p: Parameter) => ({ ...p, schema: resolve(p.schema) })),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        encoding: 'json',
      });
    }
  }
  return targets;
}

/**
 * Every tRPC procedure at /trpc/<name> (the web app's own paths): a query as GET with ?input=, a
 * mutation as POST. A procedure that also has a REST path takes that operation's body schema.
 */
export function targetsFromTrpc(
  procedures: Record<string, { type: string; openapi?: { method: string; path: string } }>,
  document: any,
): FuzzTarget[] {
  const rest = new Map(targetsFromOpenApi(document).map((target) => [`${target.method} ${target.path}`, target]));
  return Object.entries(procedures).map(([name, procedure]) => {
    const operation = procedure.openapi && rest.get(`${procedure.openapi.method} /api${procedure.openapi.path}`);
    return {
      method: procedure.type === 'query' ? 'GET' : 'POST',
      path: `/trpc/${name}`,
      parameters: [],
      body: operation?.body ?? { type: 'object', properties: {} },
      encoding: 'trpc' as const,
    };
  });
}

/** Values that make a request near-valid for the signed-in fuzz user (ids of theirs, a payee's names). */
export interface FuzzContext {
  /** By field or parameter name (lower case): candidates that a real client would send. */
  values: Record<string, unknown[]>;
}

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u0008\u001b[31mred',
  '\r\nSet-Cookie: x=1',
  '😀👨‍👩‍👧‍👦🇬🇭',
  '\u202eevil\u202c',
  'Ɔkɔm ɛ Ŋ',
  'e\u0301\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '\u200b\u200d\ufeff',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  '1e309',
  'NaN',
  '-0',
  '0x10',
  '１２.５０',
  '١٢٫٥',
];
const HOSTILE_NUMBERS: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.001,
  '1',
  '-1',
  '1e3',
  true,
  null,
];
const AMOUNTS = [
  '0.00',
  '0.01',
  '-1.00',
  '1.005',
  '999999999999999999.99',
  '1e2',
  ' 1.00',
  '1,00',
  '00001.00',
  '0.1',
  '100000000',
  '1.00.0',
  '+1.00',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/jsonx',
  'application/x-ndjson',
  'image/png',
  '*/*',
  ';;;===',
  'APPLICATION/JSON',
  '',
];

const MUTATIONS = [
  'valid',
  'valid',
  'valid',
  'wrong-type',
  'missing-field',
  'extra-field',
  'boundary-number',
  'hostile-string',
  'huge-string',
  'control-bytes',
  'deep-nesting',
  'wrong-content-type',
  'wrong-content-type',
  'oversized-body',
  'duplicate-keys',
  'broken-json',
  'top-level-not-object',
  'hostile-path',
  'hostile-query',
  'hostile-headers',
] as const;
type Mutation = (typeof MUTATIONS)[number];

/** Percent-encoded; a lone surrogate becomes the invalid UTF-8 it would be, and a bare `%` stays bare. */
function encodePathSegment(value: string): string {
  if (value === '%' || value === '%zz') return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

export interface FuzzRequest {
  n: number;
  target: string;
  mutation: Mutation;
  signedIn: boolean;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export function generateRequests(targets: FuzzTarget[], context: FuzzContext, seed: number, count: number): FuzzRequest[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;

  const valueFor = (name: string, schema: Schema | undefined, depth = 0): unknown => {
    const known = context.values[name.toLowerCase()];
    if (known?.length && chance(0.85)) return pick(known);
    if (!schema || depth > 6) return 'x';
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return pick(schema.enum);
    for (const key of ['anyOf', 'oneOf'] as const) if (schema[key]?.length) return valueFor(name, pick(schema[key]!), depth + 1);
    if (schema.allOf?.length) return valueFor(name, schema.allOf[0], depth + 1);
    if (schema.example !== undefined) return schema.example;
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'integer':
      case 'number': {
        const min =
          typeof schema.minimum === 'number'
            ? schema.minimum
            : typeof schema.exclusiveMinimum === 'number'
              ? schema.exclusiveMinimum + 1
              : 1;
        const max = Math.min(schema.maximum ?? min + 20, min + 20);
        return type === 'integer' ? min + Math.floor(random() * (max - min + 1)) : min + random() * (max - min);
      }
      case 'boolean':
        return chance(0.5);
      case 'array':
        return [valueFor(name, schema.items, depth + 1)];
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, sub] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || chance(0.5)) out[key] = valueFor(key, sub, depth + 1);
        }
        return out;
      }
      default:
        if (schema.format === 'email') return 'someone@example.com';
        if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
        if (/amount/i.test(name)) return pick(['1.00', '0.50', '2.25']);
        return 'a'.repeat(Math.max(1, Math.min(schema.minLength ?? 3, 40)));
    }
  };

  const hostileScalar = (mutation: Mutation, name: string): unknown => {
    switch (mutation) {
      case 'wrong-type':
        return pick([123, -5, true, null, [], {}, ['a'], { a: 1 }, '123', 1.5]);
      case 'boundary-number':
        return /amount/i.test(name) ? pick([...AMOUNTS, ...HOSTILE_NUMBERS]) : pick(HOSTILE_NUMBERS);
      case 'huge-string':
        return pick(['x', '😀', 'é', '\u0000']).repeat(pick([256, 4_096, 70_000]));
      case 'control-bytes':
        return `ok${String.fromCharCode(Math.floor(random() * 32))}${pick(['\u0000', '\u007f', '\u0085', '\u2028'])}end`;
      default:
        return pick(HOSTILE_STRINGS);
    }
  };

  /** Twists one field somewhere in the body (objects nested inside too). */
  const twist = (value: unknown, schema: Schema | undefined, mutation: Mutation): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return hostileScalar(mutation, '');
    const out = { ...(value as Record<string, unknown>) };
    const keys = Object.keys({ ...(schema?.properties ?? {}), ...out });
    if (mutation === 'missing-field') {
      if (keys.length) delete out[pick(keys)];
      return out;
    }
    if (mutation === 'extra-field') {
      out[
        pick([
          '__proto__',
          'constructor',
          'userId',
          'balance',
          'isAdmin',
          'role',
          'kycTier',
          'id',
          'status',
          `x${Math.floor(random() * 1e6)}`,
        ])
      ] = pick(['admin', 1e9, { polluted: true }, true, 'operator', 'enhanced']);
      return out;
    }
    if (!keys.length) return out;
    const key = pick(keys);
    const sub = schema?.properties?.[key];
    if (out[key] && typeof out[key] === 'object' && !Array.isArray(out[key]) && chance(0.5)) out[key] = twist(out[key], sub, mutation);
    else out[key] = hostileScalar(mutation, key);
    return out;
  };

  const encode = (value: unknown, encoding: FuzzTarget['encoding']): string =>
    encoding === 'trpc'
      ? JSON.stringify({ json: value })
      : encoding === 'form'
        ? new URLSearchParams(
            Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString()
        : JSON.stringify(value);

  const requests: FuzzRequest[] = [];
  for (let n = 1; n <= count; n++) {
    const target = pick(targets);
    const mutation = pick(MUTATIONS);
    const signedIn = chance(0.75);
    const headers: Record<string, string> = { ...(target.extraHeaders?.() ?? {}) };

    let path = target.path;
    for (const p of target.parameters.filter((x) => x.in === 'path')) {
      let v: unknown = valueFor(p.name, p.schema);
      if (mutation === 'hostile-path')
        v = pick([...HOSTILE_STRINGS, '-1', '0', '99999999999999999999', '1.5', 'a'.repeat(5_000), '%', '%zz', '..', '.', 'null']);
      path = path.replace(`{${p.name}}`, encodePathSegment(String(v)));
    }
    const query = new URLSearchParams();
    for (const p of target.parameters.filter((x) => x.in === 'query')) {
      if (p.required || chance(0.5)) query.append(p.name, String(valueFor(p.name, p.schema)));
    }
    if (mutation === 'hostile-query') {
      const names = target.parameters.filter((x) => x.in === 'query').map((x) => x.name);
      const name = names.length && chance(0.8) ? pick(names) : pick(['a', 'limit', '__proto__', 'x[y]']);
      const v = String(
        hostileScalar(pick(['hostile-string', 'boundary-number', 'huge-string', 'control-bytes', 'wrong-type'] as const), name),
      );
      if (chance(0.5)) query.append(name, v);
      else query.set(name, v);
      if (chance(0.3)) query.append(`${name}[]`, '1');
    }
    // A tRPC query carries its input in ?input= (twisted as a body would be); sent with a body instead, it is a POST.
    const queryWithBody = target.encoding === 'trpc' && target.method === 'GET' && mutation === 'wrong-content-type';
    if (target.encoding === 'trpc' && target.method === 'GET' && !queryWithBody) {
      const valid = valueFor('', target.body);
      const input = mutation === 'valid' || mutation.startsWith('hostile-') ? valid : twist(valid, target.body, mutation);
      query.set('input', JSON.stringify({ json: input }));
    }
    const qs = query.toString();
    if (qs) path += `?${qs}`;

    if (
      target.method !== 'GET' &&
      target.method !== 'DELETE' &&
      /\/(send-money|transactions|money-requests|wallet|bank-transfers|banking)/.test(target.path)
    ) {
      if (chance(0.7))
        headers['idempotency-key'] = chance(0.9)
          ? `fuzz-${seed}-${n}`
          : String(hostileScalar('hostile-string', 'key')).replace(/[^\x20-\x7e]/g, '?');
    }
    if (mutation === 'hostile-headers') {
      headers[pick(['origin', 'referer', 'x-forwarded-for', 'accept', 'idempotency-key', 'content-length-x', 'cookie'])] = pick([
        'null',
        'http://evil.example',
        'not a url',
        '1.1.1.1, 2.2.2.2, ::1',
        'x'.repeat(4_000),
        '',
        'gp.sid=forged; gp.sid=other',
      ]);
    }

    let body: string | undefined;
    const method = queryWithBody ? 'POST' : target.method;
    const hasBody = queryWithBody || (target.method !== 'GET' && (target.body !== undefined || chance(0.2)));
    if (hasBody) {
      const valid = target.body ? valueFor('', target.body) : {};
      headers['content-type'] = target.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      switch (mutation) {
        case 'deep-nesting': {
          const levels = pick([64, 1_000, 20_000]);
          body = chance(0.5) ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
          break;
        }
        case 'wrong-content-type':
          headers['content-type'] = pick(CONTENT_TYPES);
          // A one-byte body was enough to freeze the server once (multipart to /trpc); or the valid body, or a real multipart one.
          body = chance(0.2)
            ? 'x'
            : headers['content-type'].startsWith('multipart/') && chance(0.5)
              ? `--x\r\nContent-Disposition: form-data; name="input"\r\n\r\n${encode(valid, target.encoding)}\r\n--x--\r\n`
              : encode(valid, target.encoding);
          if (!headers['content-type']) delete headers['content-type'];
          break;
        case 'oversized-body':
          body = JSON.stringify({ ...(valid as object), pad: 'x'.repeat(pick([1_100_000, 2_500_000])) });
          break;
        case 'duplicate-keys': {
          const json = JSON.stringify(valid);
          const keys = Object.keys((valid ?? {}) as object);
          const key = keys.length ? pick(keys) : 'amount';
          body = json
            .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(hostileScalar('boundary-number', key))},`)
            .replace(/\{,/, '{');
          break;
        }
        case 'broken-json':
          body = pick([
            '{',
            '{"a":',
            '{"a":1,}',
            '\ufeff{}',
            "{'a':1}",
            '{"a":01}',
            '{"a":"\\ud800"}',
            '{"a":"\\u0000"}',
            'nul',
            '[]]',
            '{"a":1}{"b":2}',
            '\u0000',
          ]);
          break;
        case 'top-level-not-object':
          body = pick(['null', '[]', '"x"', '1', 'true', '[{}]', '""']);
          break;
        case 'valid':
        case 'hostile-path':
        case 'hostile-query':
        case 'hostile-headers':
          body = encode(valid, target.encoding);
          break;
        default:
          body = encode(twist(valid, target.body, mutation), target.encoding);
      }
    }
    requests.push({ n, target: `${target.method} ${target.path}`, mutation, signedIn, method, path, headers, body });
  }
  return requests;
}

interface FuzzFinding {
  request: FuzzRequest;
  status: number;
  problem: string;
}

interface FuzzRow {
  target: string;
  requests: number;
  ok2xx: number;
  refused4xx: number;
  errors5xx: number;
  /** Time spent answering, in all. */
  ms: number;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  rows: FuzzRow[];
  findings: FuzzFinding[];
  snapshots: number;
  /** Tables that non-2xx answers changed within NON_2XX_MAY_CHANGE, with how often. */
  allowedChanges: Record<string, number>;
  /** GET /health timed every `healthEveryMs` beside the requests: did any request stall the server? */
  health: { probes: number; maxMs: number; p99Ms: number; slowest: { ms: number; during: string }[] };
}

/**
 * Sends the requests one at a time and judges each (see the comment at the top). `sessionCookie`
 * gives a signed-in request its cookie and signs in again when a request ended the session.
 */
export async function runFuzz(options: {
  baseUrl: string;
  db: Kysely<any>;
  seed: number;
  requests: FuzzRequest[];
  sessionCookie: (renew: boolean) => Promise<string>;
  /** Waits for the work an answer left running (e.g. an added account's verification), so its writes are charged to that answer. */
  settle?: () => Promise<void>;
  timeoutMs?: number;
  /** How often /health is timed beside the requests (default 50 ms). */
  healthEveryMs?: number;
}): Promise<FuzzResult> {
  const { db, requests } = options;
  const findings: FuzzFinding[] = [];
  const byStatus: Record<string, number> = {};
  const rows = new Map<string, FuzzRow>();
  const allowedChanges: Record<string, number> = {};
  let snapshot: TableSnapshot = await snapshotTables(db);
  let snapshotXid = await nextTransactionId(db);
  let snapshots = 1;
  let cookie = await options.sessionCookie(false);
  let previous: { request: FuzzRequest; status: number } | undefined;

  /** Charges what changed since the last snapshot to `by` (a request and its answer). */
  const judgeWrites = async (by: { request: FuzzRequest; status: number } | undefined, late: boolean) => {
    await options.settle?.();
    const xid = await nextTransactionId(db);
    if (xid === snapshotXid) return;
    const next = await snapshotTables(db);
    snapshots++;
    const changed = changedTables(snapshot, next);
    snapshot = next;
    snapshotXid = await nextTransactionId(db);
    if (!by || by.status < 300 || !changed.length) return;
    const unexplained = changed.filter((table) => !(table in NON_2XX_MAY_CHANGE));
    for (const table of changed) if (table in NON_2XX_MAY_CHANGE) allowedChanges[table] = (allowedChanges[table] ?? 0) + 1;
    if (unexplained.length)
      findings.push({
        request: by.request,
        status: by.status,
        problem: `a ${by.status} changed ${unexplained.join(', ')}${late ? ' (after answering)' : ''}`,
      });
  };

  // A second, independent caller: /health every few milliseconds while the requests run, each timing
  // charged to the request in flight, so a request that stalls the event loop is named.
  let current = 'start';
  let fuzzing = true;
  const healthTimes: { ms: number; during: string }[] = [];
  const prober = (async () => {
    while (fuzzing) {
      const during = current;
      const started = performance.now();
      try {
        const res = await fetch(`${options.baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        healthTimes.push({ ms: performance.now() - started, during });
      } catch (error) {
        healthTimes.push({
          ms: performance.now() - started,
          during: `${during} — no answer: ${(error as Error).name} ${(error as Error).message}`,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.healthEveryMs ?? 50));
    }
  })();

  for (const request of requests) {
    await judgeWrites(previous, true);
    current = `#${request.n} ${request.method} ${request.path.slice(0, 80)} [${request.mutation}${request.headers['content-type'] ? `, ${request.headers['content-type']}` : ''}]`;
    const headers = { ...request.headers };
    if (request.signedIn) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
    let status: number;
    const started = performance.now();
    try {
      const res = await fetch(options.baseUrl + request.path, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      const name = (error as Error).name;
      // fetch refuses to send some hostile headers itself: not a request the server ever saw.
      if (name === 'TypeError' && !/fetch failed/.test((error as Error).message)) status = 0;
      else {
        status = 599;
        findings.push({ request, status, problem: `no answer: ${name} ${(error as Error).message}` });
      }
    }
    const key = status === 0 ? 'unsendable' : `${Math.floor(status / 100)}xx`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    const row = rows.get(request.target) ?? { target: request.target, requests: 0, ok2xx: 0, refused4xx: 0, errors5xx: 0, ms: 0 };
    row.ms += performance.now() - started;
    row.requests++;
    if (status >= 200 && status < 300) row.ok2xx++;
    else if (status >= 400 && status < 500) row.refused4xx++;
    else if (status >= 500) row.errors5xx++;
    rows.set(request.target, row);
    if (status >= 500 && status !== 599) findings.push({ request, status, problem: `answered ${status}` });
    previous = { request, status };
    await judgeWrites(previous, false);
    // A request that signed the fuzz user out (logout, their own session revoked): sign in again.
    if (request.signedIn && status === 401) {
      cookie = await options.sessionCookie(true);
      await judgeWrites(undefined, false);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  await judgeWrites(previous, true);
  fuzzing = false;
  await prober;
  const sorted = healthTimes.map((h) => h.ms).sort((a, b) => a - b);
  return {
    health: {
      probes: sorted.length,
      maxMs: sorted.at(-1) ?? 0,
      p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      slowest: [...healthTimes].sort((a, b) => b.ms - a.ms).slice(0, 5),
    },
    seed: options.seed,
    requests: requests.length,
    byStatus,
    rows: [...rows.values()].sort((a, b) => a.target.localeCompare(b.target)),
    findings,
    snapshots,
    allowedChanges,
  };
}

/** The long form's table: per path, how many requests and what they were answered. */
export function formatFuzzTable(result: FuzzResult): string {
  const lines = [
    `seed ${result.seed}: ${result.requests} requests, ${JSON.stringify(result.byStatus)}, ${result.snapshots} table snapshots`,
  ];
  const width = Math.max(...result.rows.map((r) => r.target.length), 6);
  lines.push(`${'target'.padEnd(width)}  requests   2xx   4xx   5xx  ms/request`);
  for (const r of result.rows)
    lines.push(
      `${r.target.padEnd(width)}  ${String(r.requests).padStart(8)}  ${String(r.ok2xx).padStart(4)}  ${String(r.refused4xx).padStart(4)}  ${String(r.errors5xx).padStart(4)}  ${(r.ms / r.requests).toFixed(0).padStart(10)}`,
    );
  lines.push(
    `GET /health beside them: ${result.health.probes} probes, p99 ${result.health.p99Ms.toFixed(1)} ms, max ${result.health.maxMs.toFixed(1)} ms (${result.health.slowest[0]?.during ?? '-'})`,
  );
  for (const [table, times] of Object.entries(result.allowedChanges))
    lines.push(`non-2xx changed ${table} ${times}× (${NON_2XX_MAY_CHANGE[table]})`);
  return lines.join('\n');
}
